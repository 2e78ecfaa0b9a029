import { periodOf, shiftPeriod } from '@portal/contract';
import type { PickedPeriod } from '@portal/ui-kit';

/**
 * The brand days a picked period covers, as the team calls take them (`from`, `to`): midnight
 * to midnight in the brand's zone (UTC without one), the way the server cuts them. The account
 * package has its twin for its own calls; features do not import each other.
 */
export const periodDays = (period: PickedPeriod, now: number, timeZone = 'UTC') => {
  const back = { today: [0, 0], yesterday: [1, 1], last7Days: [6, 0], last30Days: [29, 0] }[period];
  const today = periodOf('day', new Date(now), timeZone);
  return {
    from: shiftPeriod(today, -(back[0] ?? 0), timeZone).key,
    to: shiftPeriod(today, -(back[1] ?? 0), timeZone).key,
  };
};
