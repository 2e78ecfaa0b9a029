import type { Brand } from '@portal/brand';
import type { MissionPeriod } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A mission period: the day it starts on (its key) and its half-open range of instants. */
export interface Period {
  key: string;
  from: Date;
  to: Date;
}

/**
 * The zone a brand's mission periods run in: the brand's `timeZone` when its config has one,
 * else UTC (the same rule as the cashier's days, account/brandDays.ts).
 */
export const missionTimeZone = (brand: Brand): string => brand.timeZone ?? 'UTC';

/**
 * The daily and weekly periods `now` falls in, in `timeZone`: the calendar day, and the week
 * from Monday. PostgreSQL does the calendar (its zone rules, so a day with a clock change is
 * 23 or 25 hours long), in one round trip.
 */
export const currentPeriods = async (
  db: Db,
  now: Date,
  timeZone: string,
): Promise<Record<MissionPeriod, Period>> => {
  const { rows } = await sql<{ period: MissionPeriod; key: string; from: Date; to: Date }>`
    SELECT p.period, to_char(p.start, 'YYYY-MM-DD') AS key,
      p.start AT TIME ZONE ${timeZone} AS "from",
      (p.start + p.length) AT TIME ZONE ${timeZone} AS "to"
    FROM (VALUES
      ('daily', date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}), interval '1 day'),
      ('weekly', date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timeZone}), interval '7 days')
    ) AS p(period, start, length)
  `.execute(db);
  const of = (period: MissionPeriod): Period => {
    const row = rows.find((r) => r.period === period);
    if (!row) throw new Error(`no ${period} period`);
    return { key: row.key, from: row.from, to: row.to };
  };
  return { daily: of('daily'), weekly: of('weekly') };
};
