import { useLingui } from '@lingui/react/macro';
import type { AgentApplication } from '@portal/contract';
import { ConfirmDialog, FormTextField } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useCallState,
  useDecision,
} from '../ui/ReviewQueue.tsx';
import { useAgentApplications, useDecideApplication } from './queries.ts';

/** The agent types a brand may give (the brand default list; the server checks the brand's own). */
const AGENT_TYPES = [1, 2, 41, 42] as const;

/**
 * The affiliate applications waiting for an answer, oldest first: approve with an agent type
 * and prize group (a member applicant becomes that agent; a visitor is reached on its contact),
 * or reject with a reason the applicant is told.
 */
export const AgentApplicationsPanel = () => {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const applications = useAgentApplications('pending', pageNo);
  const deciding = useDecideApplication();
  const decision = useDecision<AgentApplication, 'approve' | 'reject'>(deciding);
  const callState = useCallState();
  const approving = decision.row('approve');
  const rejecting = decision.row('reject');
  const seriesRule = (value: string | undefined) =>
    value !== undefined && /^\d{1,4}$/.test(value.trim()) && Number(value) <= 1960
      ? undefined
      : t`Give a prize group from 0 to 1960.`;
  const columns: ConsoleColumn<AgentApplication>[] = [
    column('brand', t`Brand`, (a) => a.merchantCode),
    column('applicant', t`Applicant`, (a) =>
      a.username ? `${a.name} (${a.username})` : t`${a.name} (visitor)`,
    ),
    column('contact', t`Contact`, (a) => a.contact),
    column('note', t`Note`, (a) => a.note),
    column('sent', t`Sent`, (a) => formatTime(i18n, a.createdAt)),
    column('actions', t`Actions`, (a) => (
      <RowActions
        actions={[
          {
            label: t`Approve`,
            name: t`Approve ${a.name}`,
            onClick: () => decision.open('approve', a),
          },
          {
            label: t`Reject`,
            name: t`Reject ${a.name}`,
            variant: 'danger',
            onClick: () => decision.open('reject', a),
          },
        ]}
      />
    )),
  ];
  return (
    <ReviewQueue
      query={applications}
      page={pageNo}
      onPage={setPageNo}
      label={t`Applications`}
      columns={columns}
      rowKey={(a) => String(a.applicationId)}
      empty={t`No applications are waiting.`}
    >
      <FinalForm<{ type?: string; series?: string }>
        initialValues={{ type: '1', series: '1800' }}
        onSubmit={({ type = '1', series = '' }) => {
          if (!approving) return;
          deciding.mutate(
            {
              applicationId: approving.applicationId,
              decision: 'approve',
              type: Number(type),
              series: Number(series),
            },
            { onSuccess: decision.close },
          );
        }}
        render={({ form }) => (
          <ConfirmDialog
            open={approving !== null}
            name="approve-application"
            title={t`Approve ${approving?.name ?? ''}`}
            message={
              <>
                <p>{t`The applicant becomes an agent of this type and prize group.`}</p>
                <FormSelect name="type" label={t`Agent type`}>
                  {AGENT_TYPES.map((type) => (
                    <option key={type} value={String(type)}>
                      {type}
                    </option>
                  ))}
                </FormSelect>
                <FormTextField
                  label={t`Prize group`}
                  name="series"
                  inputMode="numeric"
                  validate={seriesRule}
                />
              </>
            }
            confirmLabel={t`Approve`}
            {...callState(deciding)}
            onConfirm={() => form.submit()}
            onCancel={decision.close}
          />
        )}
      />
      <DecideWithReason
        call="agentApplicationDecide"
        row={rejecting}
        state={deciding}
        name="reject-application"
        title={t`Reject ${rejecting?.name ?? ''}`}
        message={<p>{t`The applicant is told the reason.`}</p>}
        confirmLabel={t`Reject`}
        onReason={(reason, done) => {
          if (!rejecting) return;
          deciding.mutate(
            { applicationId: rejecting.applicationId, decision: 'reject', reason },
            { onSuccess: done },
          );
        }}
        onClose={decision.close}
      />
    </ReviewQueue>
  );
};
