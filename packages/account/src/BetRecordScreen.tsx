import { useLingui } from '@lingui/react/macro';
import type { BetRecordStatus } from '@portal/contract';
import { Pagination } from '@portal/ui-kit';
import { useState } from 'react';
import { useBetRecords } from './api/getRecords.ts';
import { useMoney, useStatusLabels } from './labels.ts';
import { PeriodPicker, type PickedPeriod } from './PeriodPicker.tsx';
import { QueryStatus, TableFrame } from './QueryStatus.tsx';

/** The betting record: every bet of the member, by period, paged on the server. */
export const BetRecordScreen = () => {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [pageNo, setPageNo] = useState(1);
  const records = useBetRecords({ period, pageNo });
  const statusLabel = useStatusLabels();
  const money = useMoney();
  const page = records.data;
  return (
    <>
      <h2>{t`Betting record`}</h2>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      >
        <QueryStatus
          loading={records.isPending}
          error={records.error}
          empty={page?.content.length === 0}
        />
        {page && page.content.length > 0 && (
          <TableFrame>
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
          </TableFrame>
        )}
        <Pagination page={pageNo} totalPages={page?.totalPages ?? 0} onChange={setPageNo} />
      </PeriodPicker>
    </>
  );
};
