import { periodOf, shiftPeriod } from '@portal/contract';
import type { PickedPeriod } from '@portal/ui-kit';

/**
 * The days a picked period covers, as the account record call takes them: the brand's days
 * (the contract's periods: midnight to midnight in its time zone, UTC without one), as the
 * server counts them.
 */
export const periodDays = (period: PickedPeriod, now: number, timeZone = 'UTC') => {
  const back = { today: [0, 0], yesterday: [1, 1], last7Days: [6, 0], last30Days: [29, 0] }[period];
  const today = periodOf('day', new Date(now), timeZone);
  return {
    startDate: shiftPeriod(today, -(back[0] ?? 0), timeZone).key,
    endDate: shiftPeriod(today, -(back[1] ?? 0), timeZone).key,
  };
};
