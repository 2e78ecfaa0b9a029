/**
 * The client half of the verification challenge (`verificationChallenge`): find the number n
 * in 0..maxnumber whose SHA-256 over `salt + n` (hex) equals `challenge`. Pure, no I/O:
 * it only needs Web Crypto's digest, which browsers and Node both have.
 */

/** The fields of a challenge the search needs (the server's answer carries more). */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
}

interface DigestOnly {
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

// The shared tsconfig carries no DOM or Node types; the contract needs only this one method.
const webCrypto = (): DigestOnly => (globalThis as unknown as { crypto: DigestOnly }).crypto;

/** Salts and numbers are ASCII (hex, base64url, digits), so a byte per character suffices. */
const asciiBytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The hash a solution must produce: hex SHA-256 of the salt followed by the number. */
export const proofOfWorkHash = async (salt: string, n: number): Promise<string> =>
  hex(await webCrypto().subtle.digest('SHA-256', asciiBytes(`${salt}${n}`)));

/**
 * Searches 0..maxnumber for the solution; null when there is none (a tampered or foreign
 * challenge). At the server's default difficulty this takes well under a second.
 */
export const solveProofOfWork = async (challenge: ProofOfWorkChallenge): Promise<number | null> => {
  const target = challenge.challenge.toLowerCase();
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if ((await proofOfWorkHash(challenge.salt, n)) === target) return n;
  }
  return null;
};
