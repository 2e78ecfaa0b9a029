import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { Pagination, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useAgentPayRecords } from './api/contracts.ts';
import { contractTypeLabel } from './labels.ts';
import { RecordTable } from './RecordTable.tsx';

export interface PayRecordScreenProps {
  contractType: 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
}

/**
 * Daily wages, hourly salary and real-time salary records: per window, the team's valid bet
 * and active members, the tier's rate, its amount on the whole team and what this agent was
 * paid of it (the rest went to its contracted downlines, cascade by difference).
 */
export const PayRecordScreen = ({ contractType }: PayRecordScreenProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const records = useAgentPayRecords(contractType, pageNo);
  const rows = records.data?.content ?? [];
  const title = contractTypeLabel(i18n, contractType);
  return (
    <section aria-labelledby="pay-heading">
      <h2 id="pay-heading">{title}</h2>
      <QueryStatus
        loading={records.isPending}
        error={records.error}
        onRetry={records.refetch}
        empty={records.data?.content.length === 0 && t`No records for this period.`}
      />
      {rows.length > 0 ? (
        <RecordTable
          caption={title}
          headers={[
            t`Time`,
            t`Team valid bet`,
            t`Active members`,
            t`Rate`,
            t`Amount`,
            t`Paid to me`,
          ]}
          rows={rows.map((row) => ({
            key: `${row.windowStart}`,
            cells: [
              i18n.date(new Date(row.windowStart), { dateStyle: 'short', timeStyle: 'short' }),
              money(row.teamValidBet),
              String(row.activeMembers),
              `${row.rate}%`,
              money(row.amount),
              money(row.paid),
            ],
          }))}
        />
      ) : null}
      <Pagination page={pageNo} totalPages={records.data?.totalPages ?? 1} onChange={setPageNo} />
    </section>
  );
};
