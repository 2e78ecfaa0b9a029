import { useLingui } from '@lingui/react/macro';
import type { CallOutput } from '@portal/contract';
import type { PickedPeriod } from '@portal/ui-kit';
import { useMemberTransactions } from './api/getRecords.ts';
import { useMoney, useTransactionLabels } from './labels.ts';
import { PeriodRecords } from './PeriodRecords.tsx';
import { periodDays } from './periodDays.ts';
import { type RecordColumn, RecordTable } from './RecordTable.tsx';

type MemberTransaction = CallOutput<'memberTransactions'>['content'][number];

export interface AccountRecordScreenProps {
  /** The instant the periods count back from (stories pin it). */
  now?: number;
  /** The brand's time zone (its days); UTC without one. */
  timeZone?: string | undefined;
}

/** The account record's query for a period (its days, counted back from `at`) and page. */
const useTransactionsPage = (
  period: PickedPeriod,
  pageNo: number,
  at: number,
  timeZone: string | undefined,
) => useMemberTransactions({ ...periodDays(period, at, timeZone), pageNo });

/**
 * The account record: every ledger entry of the member with the balance after it. In
 * multi-wallet brands a page with entries on a vendor's wallet names each entry's wallet.
 */
export const AccountRecordScreen = ({ now, timeZone }: AccountRecordScreenProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const kind = useTransactionLabels();
  const columns: RecordColumn<MemberTransaction>[] = [
    {
      header: t`Time`,
      cell: (row) => i18n.date(row.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    { header: t`Type`, cell: (row) => kind[row.transType] },
    { header: t`Amount`, cell: (row) => money(row.amount), money: true },
    { header: t`Balance after`, cell: (row) => money(row.balanceAfter), money: true },
    { header: t`Reference`, cell: (row) => row.transactionNo },
  ];
  const walletColumn: RecordColumn<MemberTransaction> = {
    header: t`Wallet`,
    cell: (row) => row.wallet ?? t`Main wallet`,
  };
  return (
    <PeriodRecords
      title={t`Account record`}
      useRecords={useTransactionsPage}
      now={now}
      timeZone={timeZone}
    >
      {(page) => (
        <RecordTable
          label={t`Account record`}
          columns={
            page.content.some((row) => row.wallet !== null)
              ? [...columns.slice(0, 2), walletColumn, ...columns.slice(2)]
              : columns
          }
          rows={page.content}
          // A transfer between the member's wallets is one movement with an entry on each.
          rowKey={(row) => `${row.transactionNo}:${row.wallet ?? ''}`}
        />
      )}
    </PeriodRecords>
  );
};
