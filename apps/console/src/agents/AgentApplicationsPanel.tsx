import { Trans, useLingui } from '@lingui/react/macro';
import type { AgentApplication } from '@portal/contract';
import { Button, ConfirmDialog, FormTextField, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
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
  const applications = useAgentApplications('pending', 1);
  const deciding = useDecideApplication();
  const [approving, setApproving] = useState<AgentApplication | null>(null);
  const [rejecting, setRejecting] = useState<AgentApplication | null>(null);
  const close = () => {
    setApproving(null);
    setRejecting(null);
    deciding.reset();
  };
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('agentApplicationDecide', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const seriesRule = (value: string | undefined) =>
    value !== undefined && /^\d{1,4}$/.test(value.trim()) && Number(value) <= 1960
      ? undefined
      : t`Give a prize group from 0 to 1960.`;
  const rows = applications.data?.content ?? [];
  return (
    <Stack gap="md">
      {applications.error && <p role="alert">{errorText(i18n, applications.error)}</p>}
      {applications.isPending && <p>{t`Loading`}</p>}
      {applications.data && (
        <Card>
          <Table aria-label={t`Applications`}>
            <thead>
              <tr>
                <th>{t`Brand`}</th>
                <th>{t`Applicant`}</th>
                <th>{t`Contact`}</th>
                <th>{t`Note`}</th>
                <th>{t`Sent`}</th>
                <th>{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.applicationId}>
                  <td>{a.merchantCode}</td>
                  <td>{a.username ? `${a.name} (${a.username})` : t`${a.name} (visitor)`}</td>
                  <td>{a.contact}</td>
                  <td>{a.note}</td>
                  <td>{formatTime(i18n, a.createdAt)}</td>
                  <td>
                    <Stack direction="row" gap="xs">
                      <Button
                        size="small"
                        aria-label={t`Approve ${a.name}`}
                        onClick={() => setApproving(a)}
                      >
                        <Trans>Approve</Trans>
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t`Reject ${a.name}`}
                        onClick={() => setRejecting(a)}
                      >
                        <Trans>Reject</Trans>
                      </Button>
                    </Stack>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {rows.length === 0 && <p>{t`No applications are waiting.`}</p>}
        </Card>
      )}
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
            { onSuccess: close },
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
            busy={deciding.isPending}
            error={deciding.error ? errorText(i18n, deciding.error) : null}
            onConfirm={() => form.submit()}
            onCancel={close}
          />
        )}
      />
      <ReasonFormDialog
        open={rejecting !== null}
        name="reject-application"
        title={t`Reject ${rejecting?.name ?? ''}`}
        message={<p>{t`The applicant is told the reason.`}</p>}
        reasonLabel={t`Reason`}
        maxLength={500}
        validate={reasonRule}
        confirmLabel={t`Reject`}
        busy={deciding.isPending}
        error={deciding.error ? errorText(i18n, deciding.error) : null}
        onReason={(reason, done) => {
          if (!rejecting) return;
          deciding.mutate(
            { applicationId: rejecting.applicationId, decision: 'reject', reason },
            { onSuccess: done },
          );
        }}
        onClose={close}
      />
    </Stack>
  );
};
