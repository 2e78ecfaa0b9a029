import { type ApiClient, isApiError } from '@portal/api-client';
import type { VerificationChallenge } from '@portal/contract';

/** The fields a solved challenge adds to a login, registration or SMS send. */
export type ChallengeFields = { challengeId?: string; challengeSolution?: string };

/** Finds the number the challenge hides; null when it is not in 0..maxnumber. */
export type ChallengeSolver = (challenge: VerificationChallenge) => Promise<number | null>;

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The ALTCHA-style search the contract describes: the n in 0..maxnumber with
 * SHA-256(salt + n) = challenge. Web Crypto keeps it off any dependency.
 */
export const solveProofOfWorkInBrowser: ChallengeSolver = async ({
  salt,
  challenge,
  maxnumber,
}) => {
  const encoder = new TextEncoder();
  const wanted = challenge.toLowerCase();
  for (let n = 0; n <= maxnumber; n += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}${n}`));
    if (hex(digest) === wanted) return n;
  }
  return null;
};

/**
 * Runs the verification challenge before a non-SMS login, a registration or an SMS send
 * (portal-spec section 7). A platform that does not serve challenges (the call answers
 * `not.implemented` or its module is off) gets the request without the fields: the server is
 * the one that decides whether a challenge was needed.
 */
export const runVerificationChallenge = async (
  api: ApiClient,
  purpose: 'login' | 'register' | 'sms',
  solve: ChallengeSolver = solveProofOfWorkInBrowser,
): Promise<ChallengeFields> => {
  let challenge: VerificationChallenge;
  try {
    challenge = await api.call('verificationChallenge', { purpose });
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === 'not.implemented' || error.code === 'function.not.available')
    ) {
      return {};
    }
    throw error;
  }
  const solution = await solve(challenge);
  if (solution === null) return { challengeId: challenge.challengeId };
  return { challengeId: challenge.challengeId, challengeSolution: String(solution) };
};
