import type { MissionPeriod } from '@portal/contract';
import { type BrandPeriod, periodOf } from '@portal/contract';

/** A mission period: the day it starts on (its key) and its half-open range of instants. */
export interface Period {
  key: string;
  from: Date;
  to: Date;
}

const missionPeriod = ({ key, start, end }: BrandPeriod): Period => ({ key, from: start, to: end });

/**
 * The daily and weekly periods `now` falls in, in `timeZone` (the brand's: contract
 * `brandTimeZone`): the brand day, and the week from Monday.
 */
export const currentPeriods = (now: Date, timeZone: string): Record<MissionPeriod, Period> => ({
  daily: missionPeriod(periodOf('day', now, timeZone)),
  weekly: missionPeriod(periodOf('week', now, timeZone)),
});
