import type { HandlerMap } from '../http/context.ts';
import { issueChallenge } from './challenges.ts';

/** The proof-of-work challenge a login, registration or SMS send must carry. */
export const verificationChallengeHandlers = {
  verificationChallenge: async (_input, ctx) =>
    issueChallenge(
      ctx.services.secrets.challenge,
      ctx.merchant.id,
      ctx.services.challengeMaxNumber,
      ctx.services.clock(),
    ),
} satisfies HandlerMap;
