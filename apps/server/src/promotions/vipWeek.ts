import { periodOf } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * A VIP week that renews (ours: the specs name a "VIP week" of double points, not its
 * calendar): its terms say `extra.renewWeekly`, and its window is the brand's week (periods.ts:
 * Monday 00:00 to the next Monday 00:00 in the brand's time zone). The row keeps the current
 * week's start and end, so the hall and the desk show when this week ends; once it has ended,
 * the window moves on to the week `at` lies in, keeping the promotion's id (the banners and
 * notices link to it) and its grants. Staff who want a one-off week leave `renewWeekly` out.
 */
export const RENEW_WEEKLY = sql<boolean>`coalesce((terms->'extra'->>'renewWeekly')::boolean, false)`;

/** The brand week `at` lies in, as a promotion's window. */
export const vipWeekWindow = (at: Date, timeZone: string): { startsAt: Date; endsAt: Date } => {
  const week = periodOf('week', at, timeZone);
  return { startsAt: week.start, endsAt: week.end };
};

/**
 * Moves the merchant's renewing VIP weeks whose window has ended to the week `at` lies in (the
 * VIP job's tick, and every start of the server). A paused or ended promotion stays as it is.
 * Returns how many moved.
 */
export const renewVipWeeks = async (
  db: Db,
  merchantId: number,
  timeZone: string,
  at: Date,
): Promise<number> => {
  const { startsAt, endsAt } = vipWeekWindow(at, timeZone);
  const moved = await sql`
    UPDATE promotions SET starts_at = ${startsAt}, ends_at = ${endsAt}
    WHERE merchant_id = ${merchantId} AND kind = 'vipWeek' AND state = 'active'
      AND ${RENEW_WEEKLY} AND ends_at IS NOT NULL AND ends_at <= ${at}`.execute(db);
  return Number(moved.numAffectedRows ?? 0n);
};
