import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Grid } from '@portal/ui-kit';
import { useAgentIncome } from './api/team.ts';
import { PickedDaysSection } from './PickedDaysSection.tsx';
import type { PickedDaysProps } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export type IncomeScreenProps = PickedDaysProps;

/**
 * My income (agent-rules "The agent centre's screens"): what the agent received over the
 * picked brand days, rebates, salaries and dividends, in all and day by day. Read from the
 * agent's own wallet (`agentIncome`), so it matches the account records to the cent.
 */
export const IncomeScreen = ({ now, timeZone }: IncomeScreenProps) => {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <PickedDaysSection
      id="income-heading"
      title={t`My income`}
      useFigures={useAgentIncome}
      now={now}
      timeZone={timeZone}
    >
      {(data) => (
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
      )}
    </PickedDaysSection>
  );
};

const Figures = styled(Grid)`
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
