import { useLingui } from '@lingui/react/macro';
import type { BetRecordStatus } from '@portal/contract';
import { useBetRecords } from './api/getRecords.ts';
import { useMoney, useStatusLabels } from './labels.ts';
import type { PickedPeriod } from './PeriodPicker.tsx';
import { PeriodRecords } from './PeriodRecords.tsx';

/** The betting record's query for a period and page. */
const useBetPage = (period: PickedPeriod, pageNo: number) => useBetRecords({ period, pageNo });

/** The betting record: every bet of the member, by period, paged on the server. */
export const BetRecordScreen = () => {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabels();
  const money = useMoney();
  return (
    <PeriodRecords title={t`Betting record`} useRecords={useBetPage}>
      {(page) => (
        <table>
          <caption>
            {t`Total bets ${money(page.totals.betAmount)}, total wins ${money(page.totals.winAmount)}, profit ${money(page.totals.profit)}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Game`}</th>
              <th scope="col">{t`Bet`}</th>
              <th scope="col">{t`Win`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((bet) => (
              <tr key={bet.betId}>
                <td>{i18n.date(bet.betAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{bet.gameName}</td>
                <td data-money>{money(bet.betAmount)}</td>
                <td data-money>{money(bet.winAmount)}</td>
                <td>{statusLabel[bet.status as BetRecordStatus]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PeriodRecords>
  );
};
