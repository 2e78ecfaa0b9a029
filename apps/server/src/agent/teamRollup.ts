import { brandTimeZone, nextPeriod, periodByKey, periodOf } from '@portal/contract';
import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addJob, merchantsTickTask } from '../jobs/jobQueue.ts';
import { inTransaction } from '../ledger/ledger.ts';
import type { Merchant, MerchantDirectory } from '../system/merchants.ts';

/*
 * The team overview's daily rollup (migration 0037_agent_team_rollup says what each table holds). Our design:
 * one job per (brand, closed day), not an update on every figure change. Figures are written
 * with the money movements of every area (bets, prizes, deposits, rebates...); keeping an
 * agent's totals up to date there would put a write per ancestor (up to ten) into every bet's
 * transaction and a hot row per top agent that every bet of the brand contends on. A closed day
 * never changes (a bet settles into the day it settles on; a move between uplines takes effect
 * from the next day), so summing it once, after it closed, gives the same numbers for good.
 * The overview reads the rolled days and sums the live figures only for the days not rolled
 * (today, or a day whose job has not run yet: slower, never wrong).
 *
 * - `agent-team-rollup-tick` (cron, every 10 minutes, once across instances): every closed,
 *   unrolled day of every brand within the horizon becomes a keyed `agent-team-rollup` job, so
 *   a server that was down catches every missed day up, oldest first;
 * - `agent-team-rollup`: rolls one (brand, day) up exactly once (its marker row's key).
 */

/** How long after a brand day ends it is rolled up (ours): a movement that began before
 * midnight and commits just after it still writes its figures into the day it happened on. */
export const ROLLUP_GRACE_MS = 5 * 60_000;
/** How far back the tick catches up (ours: the longest report period and a week more). */
export const ROLLUP_HORIZON_DAYS = 100;
/**
 * The largest gap between two deposit days that is told apart: one more than the longest
 * report period in days (teamReports' MAX_DAYS 93, both ends included: 94 days). A previous
 * deposit further back is before any period's first day, the same as none (gap 0).
 */
export const DEPOSIT_GAP_CAP = 95;

export const ROLLUP_TASK = 'agent-team-rollup';
export const ROLLUP_TICK_TASK = 'agent-team-rollup-tick';
export const ROLLUP_CRONTAB = `*/10 * * * * ${ROLLUP_TICK_TASK} ?fill=1d`;

export const rollupJobKey = (merchantId: number, day: string) =>
  `agent-team-rollup:${merchantId}:${day}`;

/**
 * Rolls one closed brand day of `merchant` up: the downline figures and registrations of every
 * agent (every member with a downline), and its depositors by the gap to their previous deposit
 * day. Runs once: the marker row is inserted first, in the same transaction, so a repeat (or a
 * second server at once, which waits on the key) finds it and writes nothing. Answers whether
 * this call rolled the day.
 */
export const rollUpDay = async (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  day: string,
  at: Date,
): Promise<boolean> => {
  const { currency } = merchant.brand;
  const { start, end } = periodByKey('day', day, brandTimeZone(merchant.brand));
  return inTransaction(db, async (trx) => {
    const claimed = await sql`
      INSERT INTO agent_rollup_days (merchant_id, day, rolled_at)
      VALUES (${merchant.id}, ${day}, ${at}) ON CONFLICT DO NOTHING RETURNING day`.execute(trx);
    if (claimed.rows.length === 0) return false;
    await sql`
      INSERT INTO agent_team_days (merchant_id, agent_id, day, valid_bet, prizes, rebates,
        promotions, deposits, withdrawals, new_members)
      SELECT ${merchant.id}, x.agent_id, ${day}::date, sum(x.valid_bet), sum(x.prizes),
        sum(x.rebates), sum(x.promotions), sum(x.deposits), sum(x.withdrawals), sum(x.joined)
      FROM (
        SELECT t.ancestor_id AS agent_id, a.valid_bet, a.prizes, a.rebates, a.promotions,
          a.deposits, a.withdrawals, 0 AS joined
        FROM activity_daily a
        JOIN agent_tree t ON t.descendant_id = a.member_id AND t.depth > 0
        WHERE a.merchant_id = ${merchant.id} AND a.day = ${day}::date AND a.currency = ${currency}
        UNION ALL
        SELECT t.ancestor_id, 0, 0, 0, 0, 0, 0, 1
        FROM members m
        JOIN agent_tree t ON t.descendant_id = m.id AND t.depth > 0
        WHERE m.merchant_id = ${merchant.id} AND m.created_at >= ${start} AND m.created_at < ${end}
      ) x
      GROUP BY x.agent_id`.execute(trx);
    await sql`
      INSERT INTO agent_team_depositors (merchant_id, agent_id, day, gap, depositors)
      SELECT ${merchant.id}, t.ancestor_id, ${day}::date, g.gap, count(*)
      FROM (
        SELECT a.member_id, coalesce(${day}::date - (
          SELECT max(p.day) FROM activity_daily p
          WHERE p.merchant_id = ${merchant.id} AND p.member_id = a.member_id
            AND p.currency = ${currency} AND p.deposits > 0
            AND p.day < ${day}::date AND p.day > ${day}::date - ${DEPOSIT_GAP_CAP}::int
        ), 0) AS gap
        FROM activity_daily a
        WHERE a.merchant_id = ${merchant.id} AND a.day = ${day}::date
          AND a.currency = ${currency} AND a.deposits > 0
        GROUP BY a.member_id
      ) g
      JOIN agent_tree t ON t.descendant_id = g.member_id AND t.depth > 0
      GROUP BY t.ancestor_id, g.gap`.execute(trx);
    return true;
  });
};

/** The days of `merchant` closed (with the grace) at `at`, within the horizon, not rolled up. */
export const dueRollupDays = async (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  at: Date,
): Promise<string[]> => {
  const zone = brandTimeZone(merchant.brand);
  const today = periodOf('day', at, zone);
  let day = periodOf(
    'day',
    new Date(today.start.getTime() - ROLLUP_HORIZON_DAYS * 86_400_000),
    zone,
  );
  const days: string[] = [];
  while (day.end.getTime() + ROLLUP_GRACE_MS <= at.getTime()) {
    days.push(day.key);
    day = nextPeriod(day, zone);
  }
  if (days.length === 0) return [];
  const { rows } = await sql<{ day: string }>`
    SELECT day::text AS day FROM agent_rollup_days
    WHERE merchant_id = ${merchant.id} AND day >= ${days[0]}::date`.execute(db);
  const rolled = new Set(rows.map((r) => r.day));
  return days.filter((d) => !rolled.has(d));
};

/**
 * Rolls up every unrolled day of `merchant` that ended at or before `until`, oldest first, in
 * the caller's process (no grace: the caller knows the day is over). A move between uplines
 * calls it before it rewrites the tree, so the day before the move is summed on the tree it
 * was played on even when the tick's job has not run yet.
 */
export const rollUpDaysBefore = async (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  until: Date,
  at: Date,
): Promise<number> => {
  let rolled = 0;
  for (const day of await dueRollupDays(
    db,
    merchant,
    new Date(until.getTime() + ROLLUP_GRACE_MS),
  )) {
    if (await rollUpDay(db, merchant, day, at)) rolled += 1;
  }
  return rolled;
};

/** Adds a keyed job per due day of every merchant; answers how many were added. */
export const rollupTick = async (
  db: Db,
  merchants: readonly Merchant[],
  at: Date,
): Promise<number> => {
  let added = 0;
  for (const merchant of merchants) {
    for (const day of await dueRollupDays(db, merchant, at)) {
      await addJob(
        db,
        ROLLUP_TASK,
        { merchantId: merchant.id, day },
        { jobKey: rollupJobKey(merchant.id, day), maxAttempts: 10 },
      );
      added += 1;
    }
  }
  return added;
};

export const rollupTasks = (options: {
  db: Db;
  clock: () => Date;
  merchants: MerchantDirectory;
}): Record<string, Task> => ({
  [ROLLUP_TICK_TASK]: merchantsTickTask(options, rollupTick),
  [ROLLUP_TASK]: async (payload, helpers) => {
    const p = payload as { merchantId?: unknown; day?: unknown } | null;
    if (typeof p?.merchantId !== 'number' || typeof p.day !== 'string') {
      helpers.logger.error(`${ROLLUP_TASK}: malformed payload, dropped`, { payload });
      return;
    }
    const merchant = (await options.merchants.all()).find((m) => m.id === p.merchantId);
    if (!merchant) return;
    await rollUpDay(options.db, merchant, p.day, options.clock());
  },
});
