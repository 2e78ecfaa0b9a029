import { PeriodPicker, QueryStatus } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { type PickedDaysProps, usePickedDays } from './periodDays.ts';

interface FiguresQuery<D> {
  isPending: boolean;
  error: unknown;
  data?: D | undefined;
  /** Asks again after a failure. */
  refetch: () => unknown;
}

/**
 * A screen of figures over picked brand days (the team overview, my income): its heading, the
 * period picker, the query's state, and what the screen draws from the answer. The query is a
 * hook called with the picked days on every render. The paged screens (user loss, account
 * details) keep their own frame: a new period also sends them back to page one.
 */
export const PickedDaysSection = <D,>({
  id,
  title,
  useFigures,
  now,
  timeZone,
  children,
}: PickedDaysProps & {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  useFigures: (from: string, to: string) => FiguresQuery<D>;
  children: (data: D) => ReactNode;
}) => {
  const { period, setPeriod, from, to } = usePickedDays({ now, timeZone });
  const figures = useFigures(from, to);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PeriodPicker period={period} onChange={setPeriod} timeZone={timeZone}>
        <QueryStatus loading={figures.isPending} error={figures.error} onRetry={figures.refetch} />
        {figures.data ? children(figures.data) : null}
      </PeriodPicker>
    </section>
  );
};
