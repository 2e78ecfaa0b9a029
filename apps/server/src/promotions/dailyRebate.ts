import { brandTimeZone, type PromotionTerms, periodOf, previousPeriod } from '@portal/contract';
import { sql } from 'kysely';
import { addPromotionMoneyMany, dayValidBetsSql } from '../activity/figures.ts';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { HOUSE_ACCOUNTS } from '../ledger/accountCodes.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  type Movement,
  openHouseBucket,
  openMemberWallets,
  postMovements,
} from '../ledger/ledger.ts';
import { minorOf } from '../ledger/money.ts';
import { memberIdsOfTypesSql } from '../member/members.ts';
import type { Merchant } from '../system/merchants.ts';
import { grantKey } from './grants.ts';
import { hallPromotions, type PromotionRow } from './hall.ts';
import { promotionsDb } from './promotionsDb.ts';
import { flagLinkedGrants } from './sharedSigns.ts';

/** The hourly tick that starts each brand's rebate once its day has reached 12:00. */
export const REBATE_TICK_TASK = 'promotions-rebate-tick';
export const REBATE_CRONTAB = `0 * * * * ${REBATE_TICK_TASK} ?fill=1d`;
/** One promotion's rebate for one brand day, keyed by both. */
export const REBATE_DAY_TASK = 'promotions-rebate-day';
/** The brand hour the previous day's rebate is paid at (ours: 12:00 the next day). */
export const REBATE_HOUR = 12;

/**
 * Each member's rebate for a brand day, set-wise in one statement over the activity figures:
 * the day's valid bets per category times the rate (basis points; the member's VIP level's
 * rates when the terms give them), each category's share rounded down, the sum capped; members
 * outside the audience (agents when it excludes them, VIP levels not listed) and members
 * already granted this day are left out. Minor units.
 */
const rebatesDue = async (
  db: Db,
  merchant: Merchant,
  promotion: PromotionRow,
  day: string,
): Promise<Map<number, bigint>> => {
  const rebate = promotion.terms.rebate;
  if (!rebate) return new Map();
  const { currency, agentTypes } = merchant.brand;
  const cap = rebate.dailyCap === null ? null : minorOf(rebate.dailyCap, currency);
  const audience = promotion.audience;
  const { rows } = await sql<{ member_id: number; amount: string }>`
    WITH figures AS (${dayValidBetsSql(merchant.id, day)})
    SELECT f.member_id, sum(
      f.valid_bet * coalesce(
        (coalesce(${JSON.stringify(rebate.vipRatesBp ?? {})}::jsonb -> (v.level::text),
          ${JSON.stringify(rebate.ratesBp)}::jsonb) ->> f.category)::bigint, 0) / 10000
    )::bigint AS amount
    FROM figures f
    LEFT JOIN member_vip v ON v.merchant_id = ${merchant.id} AND v.member_id = f.member_id
    WHERE f.currency = ${currency}
      AND (CASE WHEN f.member_id IN (${memberIdsOfTypesSql(merchant.id, agentTypes)})
        THEN ${audience.agents}::boolean ELSE ${audience.members}::boolean END)
      AND (${audience.vipLevels.length === 0}::boolean
        OR coalesce(v.level, 0) = ANY(${audience.vipLevels}::int[]))
      AND NOT EXISTS (SELECT 1 FROM promotion_grants g
        WHERE g.merchant_id = ${merchant.id} AND g.member_id = f.member_id
          AND g.promotion_id = ${promotion.id} AND g.period_key = ${day})
    GROUP BY f.member_id
  `.execute(db);
  const due = new Map<number, bigint>();
  for (const row of rows) {
    const amount = BigInt(row.amount);
    const paid = cap !== null && amount > cap ? cap : amount;
    if (paid > 0n) due.set(row.member_id, paid);
  }
  return due;
};

/**
 * Pays a daily-rebate promotion's rebates for one brand day (promotions-rules.md kind 2), in
 * one transaction: every member's payment is its own ledger movement keyed by (member,
 * promotion, day), the key a reward-centre claim of the same rebate would use, all claimed and
 * written by a few statements (postMovements), and the grants inserted by one more. A second
 * run, a concurrent one or one after a kill finds the keys (or the grants) and pays nothing
 * again. Returns how many members were paid this time.
 */
export const payDailyRebates = (
  db: Db,
  merchant: Merchant,
  promotion: PromotionRow,
  day: string,
  now: Date,
): Promise<number> =>
  db.transaction().execute((trx) => payDailyRebatesIn(trx, merchant, promotion, day, now));

/** {@link payDailyRebates} in the caller's transaction (`trx` must be one). */
export const payDailyRebatesIn = async (
  trx: Db,
  merchant: Merchant,
  promotion: PromotionRow,
  day: string,
  now: Date,
): Promise<number> => {
  const due = await rebatesDue(trx, merchant, promotion, day);
  if (due.size === 0) return 0;
  const { currency } = merchant.brand;
  const wallets = await openMemberWallets(trx, merchant.id, [...due.keys()], currency);
  const members = [...due.keys()];
  // Each member's rebate from the member's bucket of the promotions house (accountCodes.ts).
  const houses = new Map<number, bigint>();
  for (const memberId of members) {
    houses.set(
      memberId,
      await openHouseBucket(trx, merchant.id, HOUSE_ACCOUNTS.promotions, memberId, currency),
    );
  }
  const movements: Movement[] = members.map((memberId) => {
    const house = houses.get(memberId) as bigint;
    const amount = due.get(memberId) ?? 0n;
    const wallet = wallets.get(memberId);
    if (wallet === undefined) throw new Error(`no wallet opened for member ${memberId}`);
    return {
      merchantId: merchant.id,
      idempotencyKey: grantKey(memberId, promotion.id, day),
      kind: PROMOTION_LEDGER_KINDS.promotionRebate,
      currency,
      postings: [
        { accountId: house, amount: -amount },
        { accountId: wallet, amount },
      ],
      reference: `promotion:${promotion.id}:${day}`,
    };
  });
  const posted = await postMovements(trx, movements);
  const fresh = new Map<number, { amount: bigint; transactionId: bigint }>();
  posted.forEach((p, index) => {
    const memberId = members[index];
    if (!p.replayed && memberId !== undefined) {
      fresh.set(memberId, { amount: due.get(memberId) ?? 0n, transactionId: p.transactionId });
    }
  });
  if (fresh.size === 0) return 0;
  const terms: PromotionTerms = promotion.terms;
  // A rebate asks no wagering (the seeded one; a promotion that wants it pays through
  // grantReward per member instead): the grant is completed when made.
  await sql`
      INSERT INTO promotion_grants (merchant_id, member_id, promotion_id, period_key, kind, terms,
        currency, amount, status, transaction_id, granted_at, ended_at)
      SELECT ${merchant.id}, u.member_id, ${promotion.id}, ${day}, ${promotion.kind},
        ${JSON.stringify(terms)}::jsonb, ${currency}, u.amount, 'completed', u.transaction_id,
        ${now}, ${now}
      FROM unnest(${[...fresh.keys()]}::int[],
        ${[...fresh.values()].map((f) => String(f.amount))}::bigint[],
        ${[...fresh.values()].map((f) => String(f.transactionId))}::bigint[])
        AS u(member_id, amount, transaction_id)
      ON CONFLICT (merchant_id, member_id, promotion_id, period_key) DO NOTHING
    `.execute(trx);
  // The abuse signs of the day's new grants against every holder of the rebate, in one pass.
  await flagLinkedGrants(
    trx,
    merchant.id,
    promotion.id,
    sql`SELECT unnest(${[...fresh.keys()]}::int[])`,
  );
  await addPromotionMoneyMany(trx, {
    merchantId: merchant.id,
    currency,
    at: now,
    column: 'rebates',
    amounts: new Map([...fresh].map(([id, f]) => [id, f.amount])),
  });
  return fresh.size;
};

/**
 * How many finished days back a tick looks for one whose job was never added (ours): a server
 * down over a brand's 12:00, or for days, pays those days when it is back, up to a week.
 */
export const REBATE_CATCH_UP_DAYS = 7;

/**
 * Adds the job of one promotion's brand day, once: the row of promotion_rebate_days and the job
 * are written in one transaction, so a later tick finds the row and adds nothing (the job, once
 * run, is gone from the queue, so its key alone would not stop a second one). Returns 1 when
 * added now, 0 when it was before.
 */
const startRebateDay = (
  db: Db,
  merchantId: number,
  promotionId: number,
  day: string,
  at: Date,
): Promise<number> =>
  inTransaction(db, async (trx) => {
    const { rows } = await sql`
      INSERT INTO promotion_rebate_days (merchant_id, promotion_id, day, started_at)
      VALUES (${merchantId}, ${promotionId}, ${day}::date, ${at})
      ON CONFLICT (promotion_id, day) DO NOTHING
      RETURNING day`.execute(trx);
    if (rows.length === 0) return 0;
    await addJob(
      trx,
      REBATE_DAY_TASK,
      { merchantId, promotionId, day, at: at.toISOString() },
      { jobKey: `rebate:${promotionId}:${day}` },
    );
    return 1;
  });

/**
 * The hourly tick: for each brand, each daily-rebate promotion's finished days that are due (the
 * previous brand day once this one has reached 12:00, and the days before it back to the
 * promotion's start, at most {@link REBATE_CATCH_UP_DAYS}) and whose job was never added get
 * their job, once each (startRebateDay); a tick that finds them all added writes nothing. The
 * time is the schedule's (the cron's), never the clock's. Returns how many jobs it added.
 */
export const tickRebates = async (
  db: Db,
  merchants: readonly Merchant[],
  at: Date,
): Promise<number> => {
  let added = 0;
  for (const merchant of merchants) {
    const timeZone = brandTimeZone(merchant.brand);
    const today = periodOf('day', at, timeZone);
    const yesterday = previousPeriod(today, timeZone);
    const reachedHour = at.getTime() - today.start.getTime() >= REBATE_HOUR * 3_600_000;
    const newest = reachedHour ? yesterday : previousPeriod(yesterday, timeZone);
    const promotions = (await hallPromotions(db, merchant.id, at)).filter(
      (p) => p.kind === 'dailyRebate',
    );
    for (const p of promotions) {
      let day = newest;
      for (let back = 0; back < REBATE_CATCH_UP_DAYS; back++) {
        // A day that ended before the promotion started has no rebate of it.
        if (day.end.getTime() <= p.starts_at.getTime()) break;
        added += await startRebateDay(db, merchant.id, p.id, day.key, at);
        day = previousPeriod(day, timeZone);
      }
    }
  }
  return added;
};

/** The promotion a rebate job names, if it still exists. */
export const rebatePromotion = (db: Db, merchantId: number, promotionId: number) =>
  promotionsDb(db)
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', promotionId)
    .executeTakeFirst();
