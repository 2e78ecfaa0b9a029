import { useLingui } from '@lingui/react/macro';
import type { BetRecord, BetRecordStatus } from '@portal/contract';
import { useMoney } from '@portal/session';
import type { PickedPeriod } from '@portal/ui-kit';
import { useBetRecords } from './api/getRecords.ts';
import { useStatusLabels } from './labels.ts';
import { PeriodRecords } from './PeriodRecords.tsx';
import { type RecordColumn, RecordTable } from './RecordTable.tsx';

/** The betting record's query for a period and page. */
const useBetPage = (period: PickedPeriod, pageNo: number) => useBetRecords({ period, pageNo });

export interface BetRecordScreenProps {
  /** The brand's time zone (the server cuts the periods' days in it); UTC without one. */
  timeZone?: string | undefined;
}

/** The betting record: every bet of the member, by period, paged on the server. */
export const BetRecordScreen = ({ timeZone }: BetRecordScreenProps) => {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabels();
  const money = useMoney();
  const columns: RecordColumn<BetRecord>[] = [
    {
      header: t`Time`,
      cell: (bet) => i18n.date(bet.betAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    { header: t`Game`, cell: (bet) => bet.gameName },
    { header: t`Bet`, cell: (bet) => money(bet.betAmount), money: true },
    { header: t`Win`, cell: (bet) => money(bet.winAmount), money: true },
    { header: t`Status`, cell: (bet) => statusLabel[bet.status as BetRecordStatus] },
  ];
  return (
    <PeriodRecords title={t`Betting record`} useRecords={useBetPage} timeZone={timeZone}>
      {(page) => (
        <RecordTable
          label={t`Betting record`}
          caption={t`Total bets ${money(page.totals.betAmount)}, total wins ${money(page.totals.winAmount)}, profit ${money(page.totals.profit)}`}
          columns={columns}
          rows={page.content}
          rowKey={(bet) => bet.betId}
        />
      )}
    </PeriodRecords>
  );
};
