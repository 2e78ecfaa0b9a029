import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { PeriodPicker, type PickedPeriod, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useBonusRecords } from './api/getRecords.ts';
import { RecordTable } from './RecordTable.tsx';

/** Bonus details: each bonus granted and the turnover it asks before withdrawal. */
export const BonusScreen = () => {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('last30Days');
  const result = useBonusRecords(period);
  const money = useMoney();
  const rows = result.data?.content;
  return (
    <>
      <h2>{t`Bonus details`}</h2>
      <PeriodPicker period={period} onChange={setPeriod}>
        <QueryStatus
          loading={result.isPending}
          error={result.error}
          onRetry={result.refetch}
          empty={rows?.length === 0 && t`No records for this period.`}
        />
        {rows && rows.length > 0 && (
          <RecordTable
            label={t`Bonus details`}
            columns={[
              {
                header: t`Time`,
                cell: (row) => i18n.date(row.grantedAt, { dateStyle: 'short' }),
              },
              { header: t`Bonus`, cell: (row) => row.title },
              { header: t`Amount`, cell: (row) => money(row.amount), money: true },
              {
                header: t`Turnover required`,
                cell: (row) => money(row.turnoverRequired),
                money: true,
              },
            ]}
            rows={rows}
            rowKey={(row) => row.bonusId}
          />
        )}
      </PeriodPicker>
    </>
  );
};
