import type { ReactNode } from 'react';
import { Pagination } from './Pagination.tsx';
import { PeriodPicker, type PickedPeriod } from './PeriodPicker.tsx';
import { QueryStatus } from './QueryStatus.tsx';

/** A server-paged query as TanStack Query gives it. */
export interface PageQuery<P> {
  isPending: boolean;
  error: unknown;
  data?: P | undefined;
  /** Asks again after a failure. */
  refetch: () => unknown;
}

export interface PeriodPagesProps<P extends { content: readonly unknown[]; totalPages: number }> {
  period: PickedPeriod;
  onPeriod: (period: PickedPeriod) => void;
  /** The zone the brand's days run in (an IANA name); UTC when the brand names none. */
  timeZone?: string | undefined;
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** The query of the picked period's page. */
  query: PageQuery<P>;
  /** What stands in place of the rows when the period has none. */
  empty: string;
  /** The rows of a page that has some, as the screen draws them. */
  children: (page: P) => ReactNode;
}

/**
 * A record paged on the server under the period tabs (a member's bets, an agent's user loss):
 * the query's state, the rows the screen draws and the pages. A new period starts again at
 * page one. The screen keeps the period and the page, since its query is asked with them.
 */
export const PeriodPages = <P extends { content: readonly unknown[]; totalPages: number }>({
  period,
  onPeriod,
  timeZone,
  pageNo,
  onPage,
  query,
  empty,
  children,
}: PeriodPagesProps<P>) => {
  const page = query.data;
  return (
    <PeriodPicker
      period={period}
      timeZone={timeZone}
      onChange={(next) => {
        onPeriod(next);
        onPage(1);
      }}
    >
      <QueryStatus
        loading={query.isPending}
        error={query.error}
        onRetry={query.refetch}
        empty={page?.content.length === 0 && empty}
      />
      {page && page.content.length > 0 && children(page)}
      <Pagination page={pageNo} totalPages={page?.totalPages ?? 0} onChange={onPage} />
    </PeriodPicker>
  );
};
