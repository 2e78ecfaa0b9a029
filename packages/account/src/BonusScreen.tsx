import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { useState } from 'react';
import { useBonusRecords } from './api/getRecords.ts';
import { PeriodPicker, type PickedPeriod } from './PeriodPicker.tsx';
import { QueryStatus, TableFrame } from './QueryStatus.tsx';

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
        <QueryStatus loading={result.isPending} error={result.error} empty={rows?.length === 0} />
        {rows && rows.length > 0 && (
          <TableFrame>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t`Time`}</th>
                  <th scope="col">{t`Bonus`}</th>
                  <th scope="col">{t`Amount`}</th>
                  <th scope="col">{t`Turnover required`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.bonusId}>
                    <td>{i18n.date(row.grantedAt, { dateStyle: 'short' })}</td>
                    <td>{row.title}</td>
                    <td data-money>{money(row.amount)}</td>
                    <td data-money>{money(row.turnoverRequired)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </PeriodPicker>
    </>
  );
};
