import { MAX_RECORD_RANGE_DAYS, type RecordPeriod } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { DEFAULT_TIME_ZONE, dayOf, dayStart, nextDay } from './brandDays.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A half-open range of instants, [from, to), and the calendar days it covers. */
export interface DayRange {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
}

/** The day `count` days before (calendar arithmetic on yyyy-MM-dd). */
const daysBefore = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - count * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day (yyyy-MM-dd), or null (2026-02-30). */
const parseDay = (text: string): string | null => {
  const at = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text ? null : text;
};

const daysBetween = (first: string, last: string): number =>
  (Date.parse(`${last}T00:00:00.000Z`) - Date.parse(`${first}T00:00:00.000Z`)) / DAY_MS;

/**
 * The days a record filter covers at `now`, in the brand's days (brandDays.ts: its time
 * zone, or UTC). A custom range must run forward, end no later than today and span at most
 * 90 days, else `records.range.invalid`.
 */
export const recordRange = (
  now: Date,
  filter: { period: RecordPeriod; startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string = DEFAULT_TIME_ZONE,
): DayRange => {
  const today = dayOf(now, timeZone);
  const span = (first: string, last: string): DayRange => ({
    from: dayStart(first, timeZone),
    to: dayStart(nextDay(last), timeZone),
    startDate: first,
    endDate: last,
  });
  switch (filter.period) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(daysBefore(today, 1), daysBefore(today, 1));
    case 'last7Days':
      return span(daysBefore(today, 6), today);
    case 'last30Days':
      return span(daysBefore(today, 29), today);
    case 'custom': {
      const first = filter.startDate === undefined ? null : parseDay(filter.startDate);
      const last = filter.endDate === undefined ? null : parseDay(filter.endDate);
      if (
        first === null ||
        last === null ||
        first > last ||
        last > today ||
        daysBetween(first, last) + 1 > MAX_RECORD_RANGE_DAYS
      ) {
        throw new CatalogueError('records.range.invalid');
      }
      return span(first, last);
    }
  }
};

/**
 * The start of the current day, week (from Monday) or month in the brand's days: where a
 * limit's period begins.
 */
export const periodStart = (
  now: Date,
  period: 'Day' | 'Week' | 'Month',
  timeZone: string = DEFAULT_TIME_ZONE,
): Date => {
  const today = dayOf(now, timeZone);
  if (period === 'Day') return dayStart(today, timeZone);
  if (period === 'Week') {
    const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay();
    return dayStart(daysBefore(today, (weekday + 6) % 7), timeZone);
  }
  return dayStart(`${today.slice(0, 8)}01`, timeZone);
};
