import { type ApiClient, isApiError } from '@portal/api-client';
import { solveProofOfWork, type VerificationChallenge } from '@portal/contract';

/** The fields a solved challenge adds to a login, registration or SMS send. */
export type ChallengeFields = { challengeId?: string; challengeSolution?: string };

/** Finds the number the challenge hides; null when it is not in 0..maxnumber. */
export type ChallengeSolver = (challenge: VerificationChallenge) => Promise<number | null>;

/**
 * Runs the verification challenge before a non-SMS login, a registration or an SMS send
 * (portal-spec section 7). A platform that does not serve challenges (the call answers
 * `not.implemented` or its module is off) gets the request without the fields: the server is
 * the one that decides whether a challenge was needed.
 */
export const runVerificationChallenge = async (
  api: ApiClient,
  purpose: 'login' | 'register' | 'sms',
  solve: ChallengeSolver = solveProofOfWork,
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
