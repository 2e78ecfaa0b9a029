import { useLingui } from '@lingui/react/macro';
import type { TransactionType } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Pagination, PeriodPicker, QueryStatus, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { useAgentMovements } from './api/team.ts';
import { type PickedDaysProps, usePickedDays } from './periodDays.ts';
import { RecordTable } from './RecordTable.tsx';

export type AccountDetailsScreenProps = PickedDaysProps;

/**
 * The agent side's movements of the account record: transfers with the team, lottery rebates,
 * salaries and dividends (bills paid and received included). The member centre's account
 * record shows every movement; this one keeps to the agent's.
 */
const AGENT_TYPES = [
  'transfer',
  'rebate',
  'salary',
  'dividend',
] as const satisfies readonly TransactionType[];
type AgentType = (typeof AGENT_TYPES)[number];

/**
 * Account details (agent-rules "The agent centre's screens": own ledger): the agent's own
 * wallet movements of one agent kind over the picked brand days, with the balance after each,
 * through the account record's call.
 */
export const AccountDetailsScreen = ({ now, timeZone }: AccountDetailsScreenProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [type, setType] = useState<AgentType>('transfer');
  const [pageNo, setPageNo] = useState(1);
  const { period, setPeriod, from, to } = usePickedDays({ now, timeZone });
  const movements = useAgentMovements(from, to, type, pageNo);
  const labels: Record<AgentType, string> = {
    transfer: t`Transfers`,
    rebate: t`Lottery rebates`,
    salary: t`Salaries`,
    dividend: t`Dividends`,
  };
  // The record's remark is the movement's ledger kind (the server's records.ts): the transfer
  // sub-types (agent-rules "Transfers") each have one; anything else reads as the tab's type.
  const subType: Record<string, string> = {
    agent_transfer: t`Normal transfer`,
    agent_transfer_subsidy: t`Promotion subsidy`,
    agent_transfer_bill: t`Dividend payment`,
  };
  const rows = movements.data?.content ?? [];
  return (
    <section aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">{t`Account details`}</h2>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
        timeZone={timeZone}
      >
        <Tabs
          label={t`Movement type`}
          tabs={AGENT_TYPES.map((key) => ({ key, label: labels[key] }))}
          selected={type}
          onSelect={(next) => {
            setType(next);
            setPageNo(1);
          }}
        >
          <Stack gap="sm">
            <QueryStatus
              loading={movements.isPending}
              error={movements.error}
              onRetry={movements.refetch}
              empty={movements.data?.content.length === 0 && t`No records for this period.`}
            />
            {rows.length > 0 ? (
              <RecordTable
                caption={labels[type]}
                headers={[t`Time`, t`Type`, t`Amount`, t`Balance after`, t`Transaction number`]}
                rows={rows.map((row) => ({
                  key: row.transactionNo,
                  cells: [
                    i18n.date(new Date(row.createdAt), { dateStyle: 'short', timeStyle: 'short' }),
                    subType[row.remark] ?? labels[type],
                    money(row.amount),
                    money(row.balanceAfter),
                    row.transactionNo,
                  ],
                }))}
              />
            ) : null}
            <Pagination
              page={pageNo}
              totalPages={movements.data?.totalPages ?? 1}
              onChange={setPageNo}
            />
          </Stack>
        </Tabs>
      </PeriodPicker>
    </section>
  );
};
