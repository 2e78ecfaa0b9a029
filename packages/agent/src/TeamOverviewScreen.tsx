import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Grid } from '@portal/ui-kit';
import { useTeamOverview } from './api/contracts.ts';
import { PickedDaysSection } from './PickedDaysSection.tsx';
import type { PickedDaysProps } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export type TeamOverviewScreenProps = PickedDaysProps;

/**
 * The team overview (agent-rules "The agent centre's screens"): the team's size, balance and
 * members online now, its figures over the picked brand days and the same figures day by day.
 */
export const TeamOverviewScreen = ({ now, timeZone }: TeamOverviewScreenProps) => {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <PickedDaysSection
      id="overview-heading"
      title={t`Team overview`}
      useFigures={useTeamOverview}
      now={now}
      timeZone={timeZone}
    >
      {(data) => (
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
      )}
    </PickedDaysSection>
  );
};

const Figures = styled(Grid)`
  & dd {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
