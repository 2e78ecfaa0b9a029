import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238, otplib): the staff's second step and the members'
 * authenticator (issue 27's new-address second factor) share these.
 */

/** A 6-digit code for a secret at a time (tests and the demo printout use it too). */
export { generate as totpCode } from 'otplib';

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from a QR code. */
export const totpUri = (issuer: string, label: string, secret: string): string =>
  generateURI({ issuer, label, secret });

/**
 * The time step a TOTP code is valid for at `now` (one step of clock drift either way), or
 * null. Codes of `lastStep` and before are refused, so a code is good once.
 */
export const verifyTotp = async (
  secret: string,
  code: string,
  now: Date,
  lastStep: string | null,
): Promise<number | null> => {
  // otplib throws on a token that is not six digits; a wrong shape is a wrong code.
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: Number(lastStep) } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
