import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Grid, PeriodPicker, type PickedPeriod, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useAgentIncome } from './api/team.ts';
import { periodDays } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export interface IncomeScreenProps {
  /** The instant the periods count back from (stories pin it). */
  now?: number | undefined;
  /** The brand's time zone (its days); UTC without one. */
  timeZone?: string | undefined;
}

/**
 * My income (agent-rules "The agent centre's screens"): what the agent received over the
 * picked brand days, rebates, salaries and dividends, in all and day by day. Read from the
 * agent's own wallet (`agentIncome`), so it matches the account records to the cent.
 */
export const IncomeScreen = ({ now, timeZone }: IncomeScreenProps) => {
  const { t } = useLingui();
  const money = useMoney();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [at] = useState(() => now ?? Date.now());
  const { from, to } = periodDays(period, at, timeZone);
  const income = useAgentIncome(from, to);
  const data = income.data;
  return (
    <section aria-labelledby="income-heading">
      <h2 id="income-heading">{t`My income`}</h2>
      <PeriodPicker period={period} onChange={setPeriod} timeZone={timeZone}>
        <QueryStatus loading={income.isPending} error={income.error} onRetry={income.refetch} />
        {data ? (
          <>
            <Figures as="dl" columns="auto 1fr" gap="xs" columnGap="md" aria-label={t`My income`}>
              <dt>{t`Lottery rebates`}</dt>
              <dd>{money(data.rebates)}</dd>
              <dt>{t`Salaries`}</dt>
              <dd>{money(data.salaries)}</dd>
              <dt>{t`Dividends`}</dt>
              <dd>{money(data.dividends)}</dd>
              <dt>{t`Total`}</dt>
              <dd>{money(data.total)}</dd>
            </Figures>
            {data.days.length > 0 ? (
              <RecordTable
                caption={t`Day by day`}
                headers={[t`Period`, t`Lottery rebates`, t`Salaries`, t`Dividends`]}
                rows={data.days.map((day) => ({
                  key: day.day,
                  cells: [day.day, money(day.rebates), money(day.salaries), money(day.dividends)],
                }))}
              />
            ) : (
              <p>{t`No income in this period.`}</p>
            )}
          </>
        ) : null}
      </PeriodPicker>
    </section>
  );
};

const Figures = styled(Grid)`
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
