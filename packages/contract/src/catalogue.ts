import type * as v from 'valibot';
import type { CallSpec } from './call.ts';
import { accountCalls } from './calls/account.ts';
import { agentCalls } from './calls/agent.ts';
import { agentTeamCalls } from './calls/agentTeam.ts';
import { cashierCalls } from './calls/cashier.ts';
import { contentCalls } from './calls/content.ts';
import { gamesCalls } from './calls/games.ts';
import { lotteryCalls } from './calls/lottery.ts';
import { lotteryOddsCalls } from './calls/lotteryOdds.ts';
import { memberCalls } from './calls/member.ts';
import { missionsCalls } from './calls/missions.ts';
import { pointsCalls } from './calls/points.ts';
import { promotionKindsCalls } from './calls/promotionKinds.ts';
import { promotionsCalls } from './calls/promotions.ts';
import { sessionCalls } from './calls/session.ts';
import { systemCalls } from './calls/system.ts';
import { walletCalls } from './calls/wallet.ts';

/** The catalogue by area; the areas' names never overlap (a test holds them to that). */
export const callAreas = {
  system: systemCalls,
  session: sessionCalls,
  member: memberCalls,
  agent: agentCalls,
  agentTeam: agentTeamCalls,
  wallet: walletCalls,
  cashier: cashierCalls,
  games: gamesCalls,
  lottery: lotteryCalls,
  lotteryOdds: lotteryOddsCalls,
  promotions: promotionsCalls,
  promotionKinds: promotionKindsCalls,
  missions: missionsCalls,
  points: pointsCalls,
  content: contentCalls,
  account: accountCalls,
} as const;

/** The whole call catalogue of both specs, keyed by the call's product name. */
export const calls = {
  ...systemCalls,
  ...sessionCalls,
  ...memberCalls,
  ...agentCalls,
  ...agentTeamCalls,
  ...walletCalls,
  ...cashierCalls,
  ...gamesCalls,
  ...lotteryCalls,
  ...lotteryOddsCalls,
  ...promotionsCalls,
  ...promotionKindsCalls,
  ...missionsCalls,
  ...pointsCalls,
  ...contentCalls,
  ...accountCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes (query numbers may still be numbers). */
export type CallInput<N extends CallName> = v.InferInput<Calls[N]['request']>;
/** What the server sees after validation. */
export type CallParsed<N extends CallName> = v.InferOutput<Calls[N]['request']>;
/** The envelope's `value` (or the bare body for `/lgw/*`). */
export type CallOutput<N extends CallName> = v.InferOutput<Calls[N]['response']>;

export const callNames = /* @__PURE__ */ Object.keys(calls) as CallName[];
export const callSpec = (name: CallName): CallSpec => calls[name];
