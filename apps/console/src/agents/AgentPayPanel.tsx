import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPeriod, StaffAgentRun, StaffDividendBill } from '@portal/contract';
import { Button, FormTextField, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { filled } from '../ui/formRules.ts';
import { Card } from '../ui/parts.tsx';
import { DecideWithReason, ReviewQueue, RowActions, useDecision } from '../ui/ReviewQueue.tsx';
import { AgentFreezeCard } from './AgentFreezeCard.tsx';
import { RunLinesCard } from './RunLinesCard.tsx';

/** Bills still owed (what the grace, the freeze and the collection work on). */
const OPEN_BILLS: ReadonlySet<StaffDividendBill['status']> = new Set([
  'issued',
  'partiallyCollected',
]);

/**
 * What "settle now" can run: a salary window or a dividend period of one kind, written as the
 * runs list names them (`dividend:<period>`), so staff pick what they see in the list.
 */
const SETTLE_RUNS = [
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
  'dividend:daily',
  'dividend:weekly',
  'dividend:semimonthly',
  'dividend:monthly',
] as const;
type SettleRun = (typeof SETTLE_RUNS)[number];

/** The call's fields for a run as the list names it. */
const settleInput = (run: SettleRun) => {
  const [type, period] = run.split(':') as [
    'dailySalary' | 'hourlySalary' | 'realTimeSalary' | 'dividend',
    ContractPeriod | undefined,
  ];
  return period ? { contractType: type, period } : { contractType: type };
};

/**
 * The agent desk's pay part (issue 24): every salary and dividend run, every dividend bill with
 * what was collected (an open one may be cancelled with a reason), a run's per-agent lines
 * (RunLinesCard), "settle now" for a salary
 * window or a dividend period already closed (the same job under the same key: it cannot pay twice), and an agent's
 * freezes by scope (AgentFreezeCard). Writes show to a role with `agentPay.manage` only; the
 * server checks it.
 */
export const AgentPayPanel = ({ canManage }: { canManage: boolean }) => {
  const { t, i18n } = useLingui();
  const [runsPage, setRunsPage] = useState(1);
  const [billsPage, setBillsPage] = useState(1);
  const [openRun, setOpenRun] = useState<StaffAgentRun | null>(null);
  const runs = useStaffRead('agentPayRuns', { pageNo: runsPage, pageSize: 20 });
  const bills = useStaffRead('agentPayBills', { pageNo: billsPage, pageSize: 20 });
  const cancel = useStaffWrite('agentPayBillCancel', ['agentPayBills']);
  const settle = useStaffWrite('agentPaySettleNow', ['agentPayRuns']);
  const decision = useDecision<StaffDividendBill, 'cancel'>(cancel);
  const cancelling = decision.row('cancel');
  const runName: Record<SettleRun, string> = {
    dailySalary: t`Daily salary`,
    hourlySalary: t`Hourly salary`,
    realTimeSalary: t`Real-time salary`,
    'dividend:daily': t`Daily dividend`,
    'dividend:weekly': t`Weekly dividend`,
    'dividend:semimonthly': t`Half-monthly dividend`,
    'dividend:monthly': t`Monthly dividend`,
  };
  const required = (message: string) => filled(message);
  const runColumns: ConsoleColumn<StaffAgentRun>[] = [
    column('brand', t`Brand`, (run) => run.merchantCode),
    column('run', t`Run`, (run) => run.runType),
    column(
      'window',
      t`Window`,
      (run) => `${formatTime(i18n, run.windowStart)} – ${formatTime(i18n, run.windowEnd)}`,
    ),
    column('paid', t`Paid`, (run) => formatAmount(i18n, run.total, run.currency)),
    column('agents', t`Agents paid`, (run) => run.lines),
    column('ranAt', t`Ran at`, (run) => formatTime(i18n, run.ranAt)),
    column('actions', t`Actions`, (run: StaffAgentRun) => (
      <RowActions
        actions={[
          {
            label: t`Lines`,
            name: t`Lines of ${run.runType} from ${formatTime(i18n, run.windowStart)}`,
            variant: 'secondary',
            onClick: () => setOpenRun(run),
          },
        ]}
      />
    )),
  ];
  const billColumns: ConsoleColumn<StaffDividendBill>[] = [
    column('brand', t`Brand`, (bill) => bill.merchantCode),
    column('payer', t`Payer`, (bill) => bill.payerAccount),
    column('payee', t`Payee`, (bill) => bill.payeeAccount),
    column('amount', t`Amount`, (bill) => formatAmount(i18n, bill.amount, bill.currency)),
    column('collected', t`Collected`, (bill) => formatAmount(i18n, bill.collected, bill.currency)),
    column('status', t`Status`, (bill) => bill.status),
    column('due', t`Due`, (bill) => formatTime(i18n, bill.dueAt)),
    ...(canManage
      ? [
          column('actions', t`Actions`, (bill: StaffDividendBill) => (
            <RowActions
              actions={[
                OPEN_BILLS.has(bill.status) && {
                  label: t`Cancel`,
                  name: t`Cancel bill ${bill.billId}`,
                  variant: 'danger',
                  onClick: () => decision.open('cancel', bill),
                },
              ]}
            />
          )),
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <ReviewQueue
        heading={{ id: 'agent-pay-runs-title', title: <Trans>Pay runs</Trans>, level: 3 }}
        query={runs}
        page={runsPage}
        onPage={setRunsPage}
        // Ours: the table names its rows, not the card's title again (a region and its table
        // both "Pay runs" read twice the same to a screen reader).
        label={t`Runs by window`}
        columns={runColumns}
        rowKey={(run) => `${run.merchantCode}-${run.runType}-${run.windowStart}`}
        empty={t`No run has paid anything yet.`}
      />
      {openRun && (
        <RunLinesCard
          key={`${openRun.merchantCode}-${openRun.runType}-${openRun.windowStart}`}
          run={openRun}
          onClose={() => setOpenRun(null)}
        />
      )}
      <ReviewQueue
        heading={{ id: 'agent-pay-bills-title', title: <Trans>Dividend bills</Trans>, level: 3 }}
        query={bills}
        page={billsPage}
        onPage={setBillsPage}
        label={t`Bills and collections`}
        columns={billColumns}
        rowKey={(bill) => String(bill.billId)}
        empty={t`No dividend bill yet.`}
      />
      {canManage && (
        <FinalForm<{ merchantCode?: string; contractType?: string; windowStart?: string }>
          initialValues={{ contractType: 'dailySalary' }}
          onSubmit={({ merchantCode = '', contractType = 'dailySalary', windowStart = '' }) =>
            settle.mutate({
              merchantCode: merchantCode.trim(),
              ...settleInput(contractType as SettleRun),
              windowStart: new Date(windowStart).toISOString(),
            })
          }
          render={({ handleSubmit }) => (
            <Card as="form" aria-label={t`Settle now`} onSubmit={handleSubmit}>
              <h3>
                <Trans>Settle now</Trans>
              </h3>
              <p>{t`Runs a closed salary window or dividend period now, under the same key as its schedule: a window already paid is not paid again.`}</p>
              <FormTextField
                name="merchantCode"
                label={t`Brand code`}
                validate={required(t`Enter the brand code.`)}
              />
              <FormSelect name="contractType" label={t`Run`}>
                {SETTLE_RUNS.map((run) => (
                  <option key={run} value={run}>
                    {runName[run]}
                  </option>
                ))}
              </FormSelect>
              <FormTextField
                name="windowStart"
                type="datetime-local"
                label={t`Window start`}
                validate={required(t`Enter when the window starts.`)}
              />
              {settle.error && <p role="alert">{errorText(i18n, settle.error)}</p>}
              {settle.data && (
                <p role="status">
                  {settle.data.alreadyRun
                    ? t`That window was already paid; nothing more was paid.`
                    : t`The window's run is queued.`}
                </p>
              )}
              <Button type="submit" loading={settle.isPending}>
                <Trans>Settle now</Trans>
              </Button>
            </Card>
          )}
        />
      )}
      <AgentFreezeCard canManage={canManage} />
      <DecideWithReason
        call="agentPayBillCancel"
        row={cancelling}
        state={cancel}
        maxLength={200}
        name="cancel-bill"
        title={t`Cancel bill ${cancelling?.billId ?? ''}`}
        message={<p>{t`What was collected stays collected; the rest is no longer owed.`}</p>}
        confirmLabel={t`Cancel the bill`}
        onReason={(reason, done) => {
          if (!cancelling) return;
          cancel.mutate({ billId: cancelling.billId, reason }, { onSuccess: done });
        }}
        onClose={decision.close}
      />
    </Stack>
  );
};
