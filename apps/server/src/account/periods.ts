import { MAX_RECORD_RANGE_DAYS, type RecordPeriod } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A half-open range of instants, [from, to), and the calendar days it covers. */
export interface DayRange {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
}

const startOfDay = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Parses yyyy-MM-dd as a UTC day; null for a day that does not exist (2026-02-30). */
const parseDay = (text: string): Date | null => {
  const at = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) || dayOf(at) !== text ? null : at;
};

/**
 * The days a record filter covers at `now` (UTC days: brands carry no time zone yet). A
 * custom range must run forward, end no later than today and span at most 90 days, else
 * `records.range.invalid`.
 */
export const recordRange = (
  now: Date,
  filter: { period: RecordPeriod; startDate?: string | undefined; endDate?: string | undefined },
): DayRange => {
  const today = startOfDay(now);
  const span = (first: Date, last: Date): DayRange => ({
    from: first,
    to: new Date(last.getTime() + DAY_MS),
    startDate: dayOf(first),
    endDate: dayOf(last),
  });
  switch (filter.period) {
    case 'today':
      return span(today, today);
    case 'yesterday': {
      const yesterday = new Date(today.getTime() - DAY_MS);
      return span(yesterday, yesterday);
    }
    case 'last7Days':
      return span(new Date(today.getTime() - 6 * DAY_MS), today);
    case 'last30Days':
      return span(new Date(today.getTime() - 29 * DAY_MS), today);
    case 'custom':
      return customRange(today, filter.startDate, filter.endDate);
  }
};

const customRange = (
  today: Date,
  startDate: string | undefined,
  endDate: string | undefined,
): DayRange => {
  const first = startDate === undefined ? null : parseDay(startDate);
  const last = endDate === undefined ? null : parseDay(endDate);
  if (
    first === null ||
    last === null ||
    first > last ||
    last > today ||
    (last.getTime() - first.getTime()) / DAY_MS + 1 > MAX_RECORD_RANGE_DAYS
  ) {
    throw new CatalogueError('records.range.invalid');
  }
  return {
    from: first,
    to: new Date(last.getTime() + DAY_MS),
    startDate: dayOf(first),
    endDate: dayOf(last),
  };
};

/** The start of the current day, week (from Monday) or month: where a limit's period begins. */
export const periodStart = (now: Date, period: 'Day' | 'Week' | 'Month'): Date => {
  const today = startOfDay(now);
  if (period === 'Day') return today;
  if (period === 'Week') return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
};
