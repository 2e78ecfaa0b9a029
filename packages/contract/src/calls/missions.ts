import * as v from 'valibot';
import { defineCall, money, qInt } from '../call.ts';
import { day, instant, rowId } from '../fields.ts';

/**
 * What a mission counts (designed here; the specs name the calls only), over the member's
 * lottery orders of the period: `lotteryStake` the amount staked (an order counts when it is
 * placed), `lotteryOrders` the orders placed, `lotteryDrawsWon` the draws with a won order
 * (counted when they settle). Cancelled, stopped and refunded orders never count.
 */
export const MISSION_KINDS = ['lotteryStake', 'lotteryOrders', 'lotteryDrawsWon'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** A mission's period: the brand's calendar day, or its week from Monday. */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** Where the member stands on a mission this period. */
export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Designed: a mission of the brand with the member's progress in the current period. */
export const missionSchema = v.object({
  missionId: v.number(),
  kind: v.picklist(MISSION_KINDS),
  period: v.picklist(MISSION_PERIODS),
  /** The period, named by the calendar day it starts on in the brand's time zone. */
  periodKey: day,
  startsAt: instant,
  /** The period's end (exclusive): after it the reward can no longer be claimed. */
  endsAt: instant,
  /**
   * Decimal strings as every amount (call.ts `money`): in the brand's currency for
   * `lotteryStake`, a whole count otherwise.
   */
  target: money,
  progress: money,
  reward: money,
  status: v.picklist(MISSION_STATUSES),
});
export type Mission = v.InferOutput<typeof missionSchema>;

export const missionLeaderboardSchema = v.object({
  /** The mission ranked; null when the brand has none. */
  missionId: v.nullable(v.number()),
  periodKey: v.nullable(day),
  /** Best first; equal scores share a rank. Names are masked. */
  list: v.array(
    v.object({
      rank: v.number(),
      customerName: v.string(),
      /** As `progress`: an amount for `lotteryStake`, a count otherwise. */
      score: money,
      /** What the player was paid for this mission this period (0 until claimed). */
      reward: money,
      /** The member's own row. */
      mine: v.boolean(),
    }),
  ),
  /** Where the member stands; null before the member scores. */
  me: v.nullable(v.object({ rank: v.number(), score: money })),
});
export type MissionLeaderboard = v.InferOutput<typeof missionLeaderboardSchema>;

export const missionsCalls = {
  missionSummary: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    token: true,
    module: 'MISSION3',
    request: v.object({}),
    response: v.object({ missions: v.array(missionSchema) }),
    summary: "The brand's missions with the member's progress in the current period",
  }),
  missionLeaderboard: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    token: true,
    module: 'MISSION3',
    request: v.object({
      /** Absent: the brand's first mission. */
      missionId: v.optional(rowId),
      limit: v.optional(qInt(1, 100), 20),
    }),
    response: missionLeaderboardSchema,
    summary: "A mission's leaderboard for the current period and the member's rank",
  }),
  claimMission: defineCall({
    // Designed: the specs show no claim call ("not shown"). The period is the one the member
    // saw, so a claim sent after it ended is refused instead of claiming the next one.
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMissionReward',
    token: true,
    module: 'MISSION3',
    request: v.object({ missionId: rowId, periodKey: day }),
    response: v.object({
      missionId: v.number(),
      periodKey: day,
      reward: money,
      status: v.literal('claimed'),
    }),
    summary: "Pays a finished mission's reward into the main wallet, once per period",
  }),
};
