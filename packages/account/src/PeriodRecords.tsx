import { useLingui } from '@lingui/react/macro';
import { PeriodPages, type PickedPeriod } from '@portal/ui-kit';
import { type ReactNode, useState } from 'react';

interface RecordsQuery<P> {
  isPending: boolean;
  error: unknown;
  data?: P | undefined;
  /** Asks again after a failure. */
  refetch: () => unknown;
}

/**
 * A record of the member, by period and paged on the server (the betting and account
 * records): the title over ui-kit's PeriodPages, with the period and page kept here.
 */
export const PeriodRecords = <P extends { content: readonly unknown[]; totalPages: number }>({
  title,
  useRecords,
  now,
  timeZone,
  children,
}: {
  title: string;
  /** The screen's query for a period and page (a hook: called on every render). */
  useRecords: (
    period: PickedPeriod,
    pageNo: number,
    at: number,
    timeZone: string | undefined,
  ) => RecordsQuery<P>;
  /** The instant the periods count back from (stories pin it). */
  now?: number | undefined;
  /** The brand's time zone (its days); UTC without one. */
  timeZone?: string | undefined;
  children: (page: P) => ReactNode;
}) => {
  const { t } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [pageNo, setPageNo] = useState(1);
  const [at] = useState(() => now ?? Date.now());
  const records = useRecords(period, pageNo, at, timeZone);
  return (
    <>
      <h2>{title}</h2>
      <PeriodPages
        period={period}
        onPeriod={setPeriod}
        timeZone={timeZone}
        pageNo={pageNo}
        onPage={setPageNo}
        query={records}
        empty={t`No records for this period.`}
      >
        {children}
      </PeriodPages>
    </>
  );
};
