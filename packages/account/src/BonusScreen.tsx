import { useLingui } from '@lingui/react/macro';
import { type BonusRecord, type GrantStatus, toMinor } from '@portal/contract';
import { useBrandConfig, useMoney } from '@portal/session';
import { Link, PeriodPicker, type PickedPeriod, ProgressBar, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useBonusRecords } from './api/getRecords.ts';
import { RecordTable } from './RecordTable.tsx';

/** A grant's status as the bonus details name it (the reward centre's words). */
const useGrantStatusLabels = (): Record<GrantStatus, string> => {
  const { t } = useLingui();
  return {
    active: t`Wagering`,
    completed: t`Completed`,
    expired: t`Expired`,
    forfeited: t`Forfeited`,
    cancelled: t`Given up`,
  };
};

/** How far a bonus's wagering is: the played part of the requirement, compared as minor units. */
const WageringCell = ({ row }: { row: BonusRecord }) => {
  const { t } = useLingui();
  const money = useMoney();
  const { currency } = useBrandConfig();
  // A VIP gift asks no wagering: there is no progress to show.
  if (row.source === 'vipGift') return <>-</>;
  const title = row.title;
  const played = money(row.wageringProgress);
  const required = money(row.turnoverRequired);
  return (
    <>
      <ProgressBar
        label={t`Wagering progress of ${title}`}
        value={toMinor(row.wageringProgress, currency)}
        max={toMinor(row.turnoverRequired, currency)}
        valueText={t`${played} of ${required}`}
      />
      {t`${played} of ${required}`}
    </>
  );
};

/**
 * Bonus details: every bonus granted and every VIP level gift paid, its wagering (played of required, and what is left
 * while it runs) and where it stands, with the reason when staff or a rule ended it.
 */
export const BonusScreen = () => {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('last30Days');
  const result = useBonusRecords(period);
  const money = useMoney();
  const statusLabels = useGrantStatusLabels();
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
              {
                header: t`Bonus`,
                rowHeader: true,
                cell: (row) => {
                  // A VIP level's gift has no promotion page to open: its level's name.
                  if (row.source === 'vipGift') {
                    const level = row.title;
                    return t`VIP gift: ${level}`;
                  }
                  return <Link to={`/promotions/${row.promotionId}`}>{row.title}</Link>;
                },
              },
              { header: t`Amount`, cell: (row) => money(row.amount), money: true },
              { header: t`Wagering`, cell: (row) => <WageringCell row={row} /> },
              {
                header: t`Wagering left`,
                cell: (row) => money(row.wageringLeft),
                money: true,
              },
              {
                header: t`Status`,
                cell: (row) =>
                  row.reason
                    ? `${statusLabels[row.status]}: ${row.reason}`
                    : statusLabels[row.status],
              },
              {
                header: t`Expires`,
                cell: (row) =>
                  row.expiresAt ? i18n.date(row.expiresAt, { dateStyle: 'short' }) : '-',
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
