import { Trans, useLingui } from '@lingui/react/macro';
import type { AGENT_RUN_TYPES, StaffAgentRun, StaffAgentRunLine } from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { useState } from 'react';
import { useStaffRead } from '../api/staffQueries.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { ReviewQueue } from '../ui/ReviewQueue.tsx';

/**
 * One run's per-agent lines (issue 24's desk: who got what, from which contract, by which
 * movement), opened from the runs list. A dividend downline's line is paid by its upline's
 * bill, so it names that payer and no movement of the run.
 */
export const RunLinesCard = ({ run, onClose }: { run: StaffAgentRun; onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const lines = useStaffRead(
    'agentPayRunLines',
    {
      merchantCode: run.merchantCode,
      // The runs list names its runs as the lines call does (a salary type or dividend:<period>).
      runType: run.runType as (typeof AGENT_RUN_TYPES)[number],
      windowStart: run.windowStart,
      pageNo: page,
      pageSize: 20,
    },
    { paged: true },
  );
  const window = `${formatTime(i18n, run.windowStart)} – ${formatTime(i18n, run.windowEnd)}`;
  const title = t`Lines of ${run.runType}, ${window}`;
  const columns: ConsoleColumn<StaffAgentRunLine>[] = [
    column('agent', t`Agent`, (line) => line.agentAccount),
    column('contract', t`Contract`, (line) => `#${line.contractId}`),
    column('payer', t`Paid by`, (line) => line.payerAccount ?? t`Platform`),
    column('base', t`Base`, (line) => formatAmount(i18n, line.base, line.currency)),
    column('active', t`Active members`, (line) => line.activeMembers),
    column('rate', t`Rate`, (line) => `${line.rate}%`),
    column('amount', t`Amount`, (line) => formatAmount(i18n, line.amount, line.currency)),
    column('paid', t`Paid`, (line) => formatAmount(i18n, line.paid, line.currency)),
    column('movement', t`Movement`, (line) => line.movementId ?? '—'),
  ];
  return (
    <ReviewQueue
      heading={{
        id: 'agent-pay-lines-title',
        title,
        level: 3,
        actions: (
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ),
      }}
      query={lines}
      page={page}
      onPage={setPage}
      label={title}
      columns={columns}
      rowKey={(line) => String(line.agentId)}
      empty={t`This run has no lines.`}
    />
  );
};
