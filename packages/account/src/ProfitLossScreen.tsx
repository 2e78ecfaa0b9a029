import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useProfitLoss } from './api/getRecords.ts';
import { useMoney } from './labels.ts';
import { PeriodPicker, type PickedPeriod } from './PeriodPicker.tsx';
import { QueryStatus, TableFrame } from './QueryStatus.tsx';

/** Personal profit and loss per game category over a period. */
export const ProfitLossScreen = () => {
  const { t } = useLingui();
  const [period, setPeriod] = useState<PickedPeriod>('last7Days');
  const result = useProfitLoss(period);
  const money = useMoney();
  const data = result.data;
  return (
    <>
      <h2>{t`Profit and loss`}</h2>
      <PeriodPicker period={period} onChange={setPeriod}>
        <QueryStatus
          loading={result.isPending}
          error={result.error}
          empty={data?.categories.length === 0}
        />
        {data && data.categories.length > 0 && (
          <TableFrame>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t`Category`}</th>
                  <th scope="col">{t`Bets`}</th>
                  <th scope="col">{t`Bet`}</th>
                  <th scope="col">{t`Win`}</th>
                  <th scope="col">{t`Profit`}</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{row.category}</th>
                    <td data-money>{row.bets}</td>
                    <td data-money>{money(row.betAmount)}</td>
                    <td data-money>{money(row.winAmount)}</td>
                    <td data-money>{money(row.profit)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t`Total`}</th>
                  <td />
                  <td data-money>{money(data.totals.betAmount)}</td>
                  <td data-money>{money(data.totals.winAmount)}</td>
                  <td data-money>{money(data.totals.profit)}</td>
                </tr>
              </tfoot>
            </table>
          </TableFrame>
        )}
      </PeriodPicker>
    </>
  );
};
