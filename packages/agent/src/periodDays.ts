import { periodOf, shiftPeriod } from '@portal/contract';
import type { PickedPeriod } from '@portal/ui-kit';
import { useState } from 'react';

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

/** What a screen over picked brand days takes (the team's figures, income, user loss, movements). */
export interface PickedDaysProps {
  /** The instant the periods count back from (stories pin it). */
  now?: number | undefined;
  /** The brand's time zone (its days); UTC without one. */
  timeZone?: string | undefined;
}

/**
 * The picked period of such a screen (today at first) and the brand days it covers, counted
 * back from the instant the screen opened (or `now`), so a re-render keeps the same days.
 */
export const usePickedDays = ({ now, timeZone }: PickedDaysProps) => {
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [at] = useState(() => now ?? Date.now());
  return { period, setPeriod, ...periodDays(period, at, timeZone) };
};
