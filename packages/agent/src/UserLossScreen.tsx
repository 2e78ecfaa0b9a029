import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { PeriodPages } from '@portal/ui-kit';
import { useState } from 'react';
import { useUserLoss } from './api/contracts.ts';
import { type PickedDaysProps, usePickedDays } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export type UserLossScreenProps = PickedDaysProps;

/**
 * User loss (agent-rules "The agent centre's screens"): over the picked brand days, each
 * direct downline's team: valid bet, prizes, rebates, promotions and profit and loss.
 */
export const UserLossScreen = ({ now, timeZone }: UserLossScreenProps) => {
  const { t } = useLingui();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const { period, setPeriod, from, to } = usePickedDays({ now, timeZone });
  const loss = useUserLoss(from, to, pageNo);
  return (
    <section aria-labelledby="loss-heading">
      <h2 id="loss-heading">{t`User loss`}</h2>
      <PeriodPages
        period={period}
        onPeriod={setPeriod}
        timeZone={timeZone}
        pageNo={pageNo}
        onPage={setPageNo}
        query={loss}
        empty={t`No records for this period.`}
      >
        {(page) => (
          <RecordTable
            caption={t`User loss`}
            headers={[
              t`Username`,
              t`Team valid bet`,
              t`Prizes`,
              t`Rebate`,
              t`Promotions`,
              t`Profit and loss`,
            ]}
            rows={page.content.map((row) => ({
              key: String(row.memberId),
              cells: [
                row.username,
                money(row.validBet),
                money(row.prizes),
                money(row.rebates),
                money(row.promotions),
                money(row.profitLoss),
              ],
            }))}
          />
        )}
      </PeriodPages>
    </section>
  );
};
