import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Pagination, PeriodPicker, QueryStatus } from '@portal/ui-kit';
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
  const rows = loss.data?.content ?? [];
  return (
    <section aria-labelledby="loss-heading">
      <h2 id="loss-heading">{t`User loss`}</h2>
      <PeriodPicker
        period={period}
        timeZone={timeZone}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      >
        <QueryStatus
          loading={loss.isPending}
          error={loss.error}
          onRetry={loss.refetch}
          empty={loss.data?.content.length === 0 && t`No records for this period.`}
        />
        {rows.length > 0 ? (
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
            rows={rows.map((row) => ({
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
        ) : null}
        <Pagination page={pageNo} totalPages={loss.data?.totalPages ?? 1} onChange={setPageNo} />
      </PeriodPicker>
    </section>
  );
};
