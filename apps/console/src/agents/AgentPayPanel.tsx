import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffDividendBill } from '@portal/contract';
import { Button, FormTextField, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
import { AgentFreezeCard } from './AgentFreezeCard.tsx';

/** Bills still owed (what the grace, the freeze and the collection work on). */
const OPEN_BILLS: ReadonlySet<StaffDividendBill['status']> = new Set([
  'issued',
  'partiallyCollected',
]);

const SALARY_TYPES = ['dailySalary', 'hourlySalary', 'realTimeSalary'] as const;

/**
 * The agent desk's pay part (issue 24): every salary and dividend run, every dividend bill with
 * what was collected (an open one may be cancelled with a reason), "settle now" for a salary
 * window already closed (the same job under the same key: it cannot pay twice), and an agent's
 * freezes by scope (AgentFreezeCard). Writes show to a role with `agentPay.manage` only; the
 * server checks it.
 */
export const AgentPayPanel = ({ canManage }: { canManage: boolean }) => {
  const { t, i18n } = useLingui();
  const runs = useStaffRead('agentPayRuns', { pageNo: 1, pageSize: 20 });
  const bills = useStaffRead('agentPayBills', { pageNo: 1, pageSize: 20 });
  const cancel = useStaffWrite('agentPayBillCancel', ['agentPayBills']);
  const settle = useStaffWrite('agentPaySettleNow', ['agentPayRuns']);
  const [cancelling, setCancelling] = useState<StaffDividendBill | null>(null);
  const typeName = {
    dailySalary: t`Daily salary`,
    hourlySalary: t`Hourly salary`,
    realTimeSalary: t`Real-time salary`,
  };
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('agentPayBillCancel', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const required = (message: string) => filled(message);
  return (
    <Stack gap="md">
      <Card aria-label={t`Pay runs`}>
        <h3>
          <Trans>Pay runs</Trans>
        </h3>
        {runs.error && <p role="alert">{errorText(i18n, runs.error)}</p>}
        {runs.data && (
          <Table aria-label={t`Pay runs`}>
            <thead>
              <tr>
                <th>{t`Brand`}</th>
                <th>{t`Run`}</th>
                <th>{t`Window`}</th>
                <th>{t`Paid`}</th>
                <th>{t`Agents paid`}</th>
                <th>{t`Ran at`}</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.content.map((run) => (
                <tr key={`${run.merchantCode}-${run.runType}-${run.windowStart}`}>
                  <td>{run.merchantCode}</td>
                  <td>{run.runType}</td>
                  <td>
                    {formatTime(i18n, run.windowStart)} – {formatTime(i18n, run.windowEnd)}
                  </td>
                  <td>{formatAmount(i18n, run.total, run.currency)}</td>
                  <td>{run.lines}</td>
                  <td>{formatTime(i18n, run.ranAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {runs.data?.content.length === 0 && <p>{t`No run has paid anything yet.`}</p>}
      </Card>
      <Card aria-label={t`Dividend bills`}>
        <h3>
          <Trans>Dividend bills</Trans>
        </h3>
        {bills.error && <p role="alert">{errorText(i18n, bills.error)}</p>}
        {bills.data && (
          <Table aria-label={t`Dividend bills`}>
            <thead>
              <tr>
                <th>{t`Brand`}</th>
                <th>{t`Payer`}</th>
                <th>{t`Payee`}</th>
                <th>{t`Amount`}</th>
                <th>{t`Collected`}</th>
                <th>{t`Status`}</th>
                <th>{t`Due`}</th>
                {canManage && <th>{t`Actions`}</th>}
              </tr>
            </thead>
            <tbody>
              {bills.data.content.map((bill) => (
                <tr key={bill.billId}>
                  <td>{bill.merchantCode}</td>
                  <td>{bill.payerAccount}</td>
                  <td>{bill.payeeAccount}</td>
                  <td>{formatAmount(i18n, bill.amount, bill.currency)}</td>
                  <td>{formatAmount(i18n, bill.collected, bill.currency)}</td>
                  <td>{bill.status}</td>
                  <td>{formatTime(i18n, bill.dueAt)}</td>
                  {canManage && (
                    <td>
                      {OPEN_BILLS.has(bill.status) && (
                        <Button
                          size="small"
                          variant="danger"
                          aria-label={t`Cancel bill ${bill.billId}`}
                          onClick={() => setCancelling(bill)}
                        >
                          <Trans>Cancel</Trans>
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {bills.data?.content.length === 0 && <p>{t`No dividend bill yet.`}</p>}
      </Card>
      {canManage && (
        <FinalForm<{ merchantCode?: string; contractType?: string; windowStart?: string }>
          initialValues={{ contractType: 'dailySalary' }}
          onSubmit={({ merchantCode = '', contractType = 'dailySalary', windowStart = '' }) =>
            settle.mutate({
              merchantCode: merchantCode.trim(),
              contractType: contractType as (typeof SALARY_TYPES)[number],
              windowStart: new Date(windowStart).toISOString(),
            })
          }
          render={({ handleSubmit }) => (
            <Card as="form" aria-label={t`Settle now`} onSubmit={handleSubmit}>
              <h3>
                <Trans>Settle now</Trans>
              </h3>
              <p>{t`Runs a closed salary window now, under the same key as its schedule: a window already paid is not paid again.`}</p>
              <FormTextField
                name="merchantCode"
                label={t`Brand code`}
                validate={required(t`Enter the brand code.`)}
              />
              <FormSelect name="contractType" label={t`Salary`}>
                {SALARY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeName[type]}
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
      <ReasonFormDialog
        open={cancelling !== null}
        name="cancel-bill"
        title={t`Cancel bill ${cancelling?.billId ?? ''}`}
        message={<p>{t`What was collected stays collected; the rest is no longer owed.`}</p>}
        reasonLabel={t`Reason`}
        maxLength={200}
        validate={reasonRule}
        confirmLabel={t`Cancel the bill`}
        busy={cancel.isPending}
        error={cancel.error ? errorText(i18n, cancel.error) : null}
        onReason={(reason, done) => {
          if (!cancelling) return;
          cancel.mutate({ billId: cancelling.billId, reason }, { onSuccess: done });
        }}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
      />
    </Stack>
  );
};
