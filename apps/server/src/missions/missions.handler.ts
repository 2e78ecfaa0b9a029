import type { Brand, BrandMission } from '@portal/brand';
import { brandTimeZone } from '@portal/contract';
import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import { maskName } from '../games/gameRows.ts';
import type { HandlerMap } from '../http/context.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import { policySubject } from '../member/policy.ts';
import { claimMission } from './claims.ts';
import { currentPeriods } from './periods.ts';
import { leaderboard, memberScores, rawTarget, wireScore } from './progress.ts';

const missionOf = (brand: Brand, missionId: number): BrandMission => {
  const mission = brand.missions.find((m) => m.id === missionId);
  if (!mission) throw new CatalogueError('mission.unknown');
  return mission;
};

/** The brand's missions (brand.json `missions`): progress, claims and leaderboards. */
export const missionsHandlers = {
  missionSummary: async (_input, ctx) => {
    const { db } = ctx.services;
    const { brand } = ctx.merchant;
    const periods = currentPeriods(ctx.services.clock(), brandTimeZone(brand));
    const missions = brand.missions.map((mission) => ({
      mission,
      period: periods[mission.period],
    }));
    const memberId = ctx.session.memberId;
    const scores = await memberScores(db, { merchantId: ctx.merchant.id, memberId, missions });
    const claimed = new Set(
      missions.length === 0
        ? []
        : (
            await db
              .selectFrom('mission_claims')
              .select(['mission_id', 'period_key'])
              .where('merchant_id', '=', ctx.merchant.id)
              .where('member_id', '=', memberId)
              .where('period_key', 'in', [...new Set(missions.map((m) => m.period.key))])
              .execute()
          ).map((row) => `${row.mission_id}:${row.period_key}`),
    );
    return {
      missions: missions.map(({ mission, period }, index) => {
        const score = scores[index] ?? 0n;
        return {
          missionId: mission.id,
          kind: mission.kind,
          period: mission.period,
          periodKey: period.key,
          startsAt: period.from.toISOString(),
          endsAt: period.to.toISOString(),
          target: wireScore(mission.kind, rawTarget(mission, brand.currency), brand.currency),
          progress: wireScore(mission.kind, score, brand.currency),
          reward: moneyOf(brandMinor(mission.reward, brand.currency), brand.currency),
          status: claimed.has(`${mission.id}:${period.key}`)
            ? ('claimed' as const)
            : score >= rawTarget(mission, brand.currency)
              ? ('claimable' as const)
              : ('inProgress' as const),
        };
      }),
    };
  },

  missionLeaderboard: async (input, ctx) => {
    const { db } = ctx.services;
    const { brand } = ctx.merchant;
    const mission =
      input.missionId === undefined ? brand.missions[0] : missionOf(brand, input.missionId);
    if (!mission) return { missionId: null, periodKey: null, list: [], me: null };
    const periods = currentPeriods(ctx.services.clock(), brandTimeZone(brand));
    const period = periods[mission.period];
    const rows = await leaderboard(db, {
      merchantId: ctx.merchant.id,
      mission,
      period,
      trialTypes: brand.trialTypes,
      limit: input.limit,
      me: ctx.session.memberId,
    });
    const mine = rows.find((row) => row.memberId === ctx.session.memberId);
    return {
      missionId: mission.id,
      periodKey: period.key,
      list: rows
        .filter((row) => row.place <= input.limit)
        .map((row) => ({
          rank: row.rank,
          customerName: maskName(row.username),
          score: wireScore(mission.kind, row.score, brand.currency),
          reward: moneyOf(row.reward, brand.currency),
          mine: row.memberId === ctx.session.memberId,
        })),
      me: mine
        ? { rank: mine.rank, score: wireScore(mission.kind, mine.score, brand.currency) }
        : null,
    };
  },

  claimMission: async (input, ctx) => {
    const { db } = ctx.services;
    const { brand } = ctx.merchant;
    const mission = missionOf(brand, input.missionId);
    const now = ctx.services.clock();
    await memberPolicy.refuse(db, policySubject(ctx.merchant, ctx.session.memberId), 'claim', {
      at: now,
    });
    const periods = currentPeriods(now, brandTimeZone(brand));
    const reward = await claimMission(db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      currency: brand.currency,
      mission,
      periodKey: input.periodKey,
      current: periods[mission.period],
      now,
    });
    return {
      missionId: mission.id,
      periodKey: input.periodKey,
      reward: moneyOf(reward, brand.currency),
      status: 'claimed' as const,
    };
  },
} satisfies HandlerMap;
