import { useLingui } from '@lingui/react/macro';
import type { ProfitLoss } from '@portal/contract';
import { useMoney } from '@portal/session';
import { PeriodPicker, type PickedPeriod, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useProfitLoss } from './api/getRecords.ts';
import { type RecordColumn, RecordTable } from './RecordTable.tsx';

type ProfitLossRow = ProfitLoss['categories'][number];

export interface ProfitLossScreenProps {
  /** The brand's time zone (the server cuts the periods' days in it); UTC without one. */
  timeZone?: string | undefined;
}

/** Personal profit and loss per game category over a period. */
export const ProfitLossScreen = ({ timeZone }: ProfitLossScreenProps) => {
  const { t } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('last7Days');
  const result = useProfitLoss(period);
  const money = useMoney();
  const data = result.data;
  const columns: RecordColumn<ProfitLossRow>[] = [
    { header: t`Category`, cell: (row) => row.category, rowHeader: true },
    { header: t`Bets`, cell: (row) => row.bets, money: true },
    { header: t`Bet`, cell: (row) => money(row.betAmount), money: true },
    { header: t`Win`, cell: (row) => money(row.winAmount), money: true },
    { header: t`Profit`, cell: (row) => money(row.profit), money: true },
  ];
  return (
    <>
      <h2>{t`Profit and loss`}</h2>
      <PeriodPicker period={period} onChange={setPeriod} timeZone={timeZone}>
        <QueryStatus
          loading={result.isPending}
          error={result.error}
          onRetry={result.refetch}
          empty={data?.categories.length === 0 && t`No records for this period.`}
        />
        {data && data.categories.length > 0 && (
          <RecordTable
            label={t`Profit and loss`}
            columns={columns}
            rows={data.categories}
            rowKey={(row) => row.category}
            foot={[
              t`Total`,
              null,
              money(data.totals.betAmount),
              money(data.totals.winAmount),
              money(data.totals.profit),
            ]}
          />
        )}
      </PeriodPicker>
    </>
  );
};
