import { type ApiClient, isApiError } from '@portal/api-client';
import type { challengeFields, VerificationChallenge } from '@portal/contract';
import { wait } from '@portal/ui-kit';
import type * as v from 'valibot';
import { sha256Hex } from './sha256.ts';

/** The fields a solved challenge adds to a login, registration or SMS send. */
export type ChallengeFields = v.InferInput<v.ObjectSchema<typeof challengeFields, undefined>>;

/** Finds the number the challenge hides; null when it is not in 0..maxnumber. */
export type ChallengeSolver = (challenge: VerificationChallenge) => Promise<number | null>;

/**
 * The contract's search (`solveProofOfWork`: the n in 0..maxnumber with SHA-256(salt + n) =
 * challenge) with a synchronous hash, yielding to the page every few thousand tries so the
 * loader keeps spinning.
 */
export const solveChallengeQuickly: ChallengeSolver = async ({ salt, challenge, maxnumber }) => {
  const target = challenge.toLowerCase();
  for (let n = 0; n <= maxnumber; n += 1) {
    if (sha256Hex(`${salt}${n}`) === target) return n;
    if (n % 5000 === 4999) await wait(0);
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
  solve: ChallengeSolver = solveChallengeQuickly,
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
