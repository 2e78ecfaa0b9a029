import {
  type BrandPeriod,
  brandTimeZone,
  MAX_RECORD_RANGE_DAYS,
  periodByKey,
  periodOf,
  type RecordPeriod,
  shiftPeriod,
} from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';

/** A half-open range of instants, [from, to), and the calendar days it covers. */
export interface DayRange {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
}

/** A real calendar day (yyyy-MM-dd) as a brand day, or null (2026-02-30). */
const parseDay = (text: string, timeZone: string) => {
  try {
    return periodByKey('day', text, timeZone);
  } catch {
    return null;
  }
};

/**
 * The days a record filter covers at `now`, in the brand's days (contract periods: its time
 * zone, or UTC). A custom range must run forward, end no later than today and span at most
 * 90 days, else `records.range.invalid`.
 */
export const recordRange = (
  now: Date,
  filter: { period: RecordPeriod; startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string = brandTimeZone({}),
): DayRange => {
  const today = periodOf('day', now, timeZone);
  const before = (count: number) => shiftPeriod(today, -count, timeZone);
  const span = (first: BrandPeriod, last: BrandPeriod): DayRange => ({
    from: first.start,
    to: last.end,
    startDate: first.key,
    endDate: last.key,
  });
  switch (filter.period) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(before(1), before(1));
    case 'last7Days':
      return span(before(6), today);
    case 'last30Days':
      return span(before(29), today);
    case 'custom': {
      const first = filter.startDate === undefined ? null : parseDay(filter.startDate, timeZone);
      const last = filter.endDate === undefined ? null : parseDay(filter.endDate, timeZone);
      if (
        first === null ||
        last === null ||
        first.key > last.key ||
        last.key > today.key ||
        first.key < shiftPeriod(last, 1 - MAX_RECORD_RANGE_DAYS, timeZone).key
      ) {
        throw new CatalogueError('records.range.invalid');
      }
      return span(first, last);
    }
  }
};
