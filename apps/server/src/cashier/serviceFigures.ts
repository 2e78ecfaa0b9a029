import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/*
 * The home page's service figures (designed, issue 27): how long this brand's members waited
 * for money over the last 7 days, as medians. A deposit waits from its order to its payment;
 * a withdrawal from the request to the payout. Every visitor's home asks, so each brand's answer
 * is kept for a minute: the figures describe a week, a minute does not change them.
 */

const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_MS = 60_000;

export interface MoneyWaits {
  depositSeconds: number | null;
  withdrawalSeconds: number | null;
}

const kept = new WeakMap<Db, Map<number, { at: number; waits: MoneyWaits }>>();

const medianSeconds = (value: string | null): number | null =>
  value === null ? null : Math.round(Number(value));

/** The median waits of the brand's deposits and withdrawals paid in the 7 days before `now`. */
export const moneyWaits = async (db: Db, merchantId: number, now: Date): Promise<MoneyWaits> => {
  let brands = kept.get(db);
  if (!brands) {
    brands = new Map();
    kept.set(db, brands);
  }
  const recalled = brands.get(merchantId);
  const t = now.getTime();
  if (recalled && t - recalled.at >= 0 && t - recalled.at < KEEP_MS) return recalled.waits;
  const from = new Date(t - WINDOW_MS);
  const { rows } = await sql<{ deposit: string | null; withdrawal: string | null }>`
    SELECT
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM paid_at - created_at))
         FROM deposit_orders
        WHERE merchant_id = ${merchantId} AND status = 'paid'
          AND paid_at >= ${from} AND paid_at < ${now})::text AS deposit,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM paid_at - created_at))
         FROM withdrawals
        WHERE merchant_id = ${merchantId} AND paid_at IS NOT NULL
          AND paid_at >= ${from} AND paid_at < ${now})::text AS withdrawal`.execute(db);
  const waits = {
    depositSeconds: medianSeconds(rows[0]?.deposit ?? null),
    withdrawalSeconds: medianSeconds(rows[0]?.withdrawal ?? null),
  };
  if (brands.size >= 10_000) brands.clear();
  brands.set(merchantId, { at: t, waits });
  return waits;
};
