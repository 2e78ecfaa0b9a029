import { useLingui } from '@lingui/react/macro';
import { useMemberTransactions } from './api/getRecords.ts';
import { useMoney, useTransactionLabels } from './labels.ts';
import type { PickedPeriod } from './PeriodPicker.tsx';
import { PeriodRecords } from './PeriodRecords.tsx';

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The days a picked period covers, as the account record call takes them (UTC days). */
export const periodDays = (period: PickedPeriod, now: number) => {
  const back = { today: [0, 0], yesterday: [1, 1], last7Days: [6, 0], last30Days: [29, 0] }[period];
  return {
    startDate: dayOf(now - (back[0] ?? 0) * DAY_MS),
    endDate: dayOf(now - (back[1] ?? 0) * DAY_MS),
  };
};

export interface AccountRecordScreenProps {
  /** The instant the periods count back from (stories pin it). */
  now?: number;
}

/** The account record's query for a period (its days, counted back from `at`) and page. */
const useTransactionsPage = (period: PickedPeriod, pageNo: number, at: number) =>
  useMemberTransactions({ ...periodDays(period, at), pageNo });

/** The account record: every movement of the wallet with the balance after it. */
export const AccountRecordScreen = ({ now }: AccountRecordScreenProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const kind = useTransactionLabels();
  return (
    <PeriodRecords title={t`Account record`} useRecords={useTransactionsPage} now={now}>
      {(page) => (
        <table>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Balance after`}</th>
              <th scope="col">{t`Reference`}</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((row) => (
              <tr key={row.transactionNo}>
                <td>{i18n.date(row.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{kind[row.transType]}</td>
                <td data-money>{money(row.amount)}</td>
                <td data-money>{money(row.balanceAfter)}</td>
                <td>{row.transactionNo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PeriodRecords>
  );
};
