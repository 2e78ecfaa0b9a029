import type { BrandMission } from '@portal/brand';
import { BET_STATUS, type MissionKind } from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import type { Period } from './periods.ts';

/**
 * Orders that count toward a mission: not drawn yet, won or lost. Cancelled, chase-stopped,
 * refunded, tied (refunded) and rejected orders never count, whenever they were placed.
 */
const COUNTED_STATUSES = [BET_STATUS.notDrawn, BET_STATUS.won, BET_STATUS.lost];

/**
 * Which orders a kind counts in a period, and what it adds up: a stake counts when the order
 * is placed, a win when its draw settles (and a draw counts once, however many orders won it).
 *
 * Not from the member-activity figures (issue 23), which cannot give these: they count a
 * stake when it settles (progress shows an order as soon as it is placed), keep no count of
 * distinct draws won, and the leaderboard ranks every member of a merchant at once from the
 * same statement.
 */
const measure = (
  merchantId: number,
  kind: MissionKind,
  period: Period,
): { when: RawBuilder<boolean>; score: RawBuilder<unknown> } => {
  const placed = sql<boolean>`o.status = ANY(${COUNTED_STATUSES}::smallint[])
    AND o.created_at >= ${period.from} AND o.created_at < ${period.to}`;
  switch (kind) {
    case 'lotteryStake':
      return { when: placed, score: sql`sum(o.amount)` };
    case 'lotteryOrders':
      return { when: placed, score: sql`count(*)` };
    case 'lotteryDrawsWon':
      // The draws settled in the period, then their won orders (an order settles with its
      // draw, in the same transaction and at the same time): no index on the orders' settled
      // time, so that settlement's updates of the orders stay HOT (migration 0032).
      return {
        when: sql<boolean>`o.status = ${BET_STATUS.won} AND (o.game_id, o.numero) IN (
          SELECT d.game_id, d.numero FROM lottery_draws d
          WHERE d.merchant_id = ${merchantId} AND d.state = 'settled'
            AND d.settled_at >= ${period.from} AND d.settled_at < ${period.to})`,
        score: sql`count(DISTINCT (o.game_id, o.numero))`,
      };
  }
};

/** A score as the wire shows it: a stake as money in the currency, a count as its digits. */
export const wireScore = (kind: MissionKind, raw: bigint, currency: string): string =>
  kind === 'lotteryStake' ? moneyOf(raw, currency) : raw.toString();

/** A mission's target in the units its score is kept in (minor units for a stake). */
export const rawTarget = (mission: BrandMission, currency: string): bigint =>
  mission.kind === 'lotteryStake' ? brandMinor(mission.target, currency) : BigInt(mission.target);

/**
 * The member's raw score on each mission in its period, in one statement over the member's
 * orders (one aggregate per mission, each filtered to what its kind counts).
 */
export const memberScores = async (
  db: Db,
  q: {
    merchantId: number;
    memberId: number;
    missions: readonly { mission: BrandMission; period: Period }[];
  },
): Promise<bigint[]> => {
  if (q.missions.length === 0) return [];
  const earliest = new Date(Math.min(...q.missions.map((m) => m.period.from.getTime())));
  const columns = q.missions.map(({ mission, period }, index) => {
    const { when, score } = measure(q.merchantId, mission.kind, period);
    return sql`coalesce(${score} FILTER (WHERE ${when}), 0)::text AS ${sql.ref(`s${index}`)}`;
  });
  const { rows } = await sql<Record<string, string>>`
    SELECT ${sql.join(columns)}
    FROM lottery_orders o
    WHERE o.merchant_id = ${q.merchantId} AND o.member_id = ${q.memberId}
      AND (o.created_at >= ${earliest} OR o.settled_at >= ${earliest})
  `.execute(db);
  const row = rows[0] ?? {};
  return q.missions.map((_, index) => BigInt(row[`s${index}`] ?? '0'));
};

export interface Ranked {
  memberId: number;
  username: string;
  rank: number;
  /** The row's place in the list (1, 2, 3... ties broken by name). */
  place: number;
  score: bigint;
  /** What the member was paid for the mission this period, minor units. */
  reward: bigint;
}

/**
 * A mission's leaderboard for a period: the merchant's members ranked by score (equal scores
 * share a rank; the list breaks ties by name), trial accounts left out, the first `limit` and
 * the member `me` wherever they stand. One statement, grouped by member.
 */
export const leaderboard = async (
  db: Db,
  q: {
    merchantId: number;
    mission: BrandMission;
    period: Period;
    trialTypes: readonly number[];
    limit: number;
    me: number;
  },
): Promise<Ranked[]> => {
  const { when, score } = measure(q.merchantId, q.mission.kind, q.period);
  const { rows } = await sql<{
    member_id: number;
    username: string;
    rank: number;
    place: number;
    score: string;
    reward: string;
  }>`
    WITH scores AS (
      SELECT o.member_id, ${score} AS score
      FROM lottery_orders o
      WHERE o.merchant_id = ${q.merchantId} AND ${when}
      GROUP BY o.member_id
    ), ranked AS (
      SELECT s.member_id, s.score, m.username,
        rank() OVER (ORDER BY s.score DESC) AS rank,
        row_number() OVER (ORDER BY s.score DESC, m.username) AS place
      FROM scores s
      JOIN members m ON m.id = s.member_id AND m.merchant_id = ${q.merchantId}
      WHERE s.score > 0 AND NOT (m.type = ANY(${[...q.trialTypes]}::int[]))
    )
    SELECT r.member_id, r.username, r.rank::int AS rank, r.place::int AS place,
      r.score::text AS score,
      coalesce(c.reward, 0)::text AS reward
    FROM ranked r
    LEFT JOIN mission_claims c ON c.merchant_id = ${q.merchantId} AND c.member_id = r.member_id
      AND c.mission_id = ${q.mission.id} AND c.period_key = ${q.period.key}
    WHERE r.place <= ${q.limit} OR r.member_id = ${q.me}
    ORDER BY r.place
  `.execute(db);
  return rows.map((r) => ({
    memberId: r.member_id,
    username: r.username,
    rank: r.rank,
    place: r.place,
    score: BigInt(r.score),
    reward: BigInt(r.reward),
  }));
};
