import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Grid, PeriodPicker, type PickedPeriod, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useTeamOverview } from './api/contracts.ts';
import { periodDays } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export interface TeamOverviewScreenProps {
  /** The instant the periods count back from (stories pin it). */
  now?: number | undefined;
  /** The brand's time zone (its days); UTC without one. */
  timeZone?: string | undefined;
}

/**
 * The team overview (agent-rules "The agent centre's screens"): the team's size, balance and
 * members online now, its figures over the picked brand days and the same figures day by day.
 */
export const TeamOverviewScreen = ({ now, timeZone }: TeamOverviewScreenProps) => {
  const { t } = useLingui();
  const money = useMoney();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [at] = useState(() => now ?? Date.now());
  const { from, to } = periodDays(period, at, timeZone);
  const overview = useTeamOverview(from, to);
  const data = overview.data;
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">{t`Team overview`}</h2>
      <PeriodPicker period={period} onChange={setPeriod} timeZone={timeZone}>
        <QueryStatus
          loading={overview.isPending}
          error={overview.error}
          onRetry={overview.refetch}
        />
        {data ? (
          <>
            <Figures as="dl" columns={2} gap="xs" columnGap="md" aria-label={t`Team overview`}>
              <dt>{t`Team size`}</dt>
              <dd>{data.teamSize}</dd>
              <dt>{t`Online members`}</dt>
              <dd>{data.onlineMembers}</dd>
              <dt>{t`Team balance`}</dt>
              <dd>{money(data.teamBalance)}</dd>
              <dt>{t`New members`}</dt>
              <dd>{data.newMembers}</dd>
              <dt>{t`Deposit`}</dt>
              <dd>{money(data.deposits)}</dd>
              <dt>{t`Withdrawal`}</dt>
              <dd>{money(data.withdrawals)}</dd>
              <dt>{t`Team valid bet`}</dt>
              <dd>{money(data.validBet)}</dd>
              <dt>{t`Profit and loss`}</dt>
              <dd>{money(data.profitLoss)}</dd>
            </Figures>
            {data.days.length > 0 ? (
              <RecordTable
                caption={t`Day by day`}
                headers={[
                  t`Period`,
                  t`New members`,
                  t`Deposit`,
                  t`Withdrawal`,
                  t`Team valid bet`,
                  t`Profit and loss`,
                ]}
                rows={data.days.map((day) => ({
                  key: day.day,
                  cells: [
                    day.day,
                    String(day.newMembers),
                    money(day.deposits),
                    money(day.withdrawals),
                    money(day.validBet),
                    money(day.profitLoss),
                  ],
                }))}
              />
            ) : null}
          </>
        ) : null}
      </PeriodPicker>
    </section>
  );
};

const Figures = styled(Grid)`
  & dd {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
