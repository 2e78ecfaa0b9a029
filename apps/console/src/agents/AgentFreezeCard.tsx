import { Trans, useLingui } from '@lingui/react/macro';
import type { FreezeScope, StaffFreezeScope } from '@portal/contract';
import { Button, FormTextField, Table } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card } from '../ui/parts.tsx';
import { forgetReason, ReasonDialog } from '../ui/ReasonDialog.tsx';

interface Target {
  merchantCode: string;
  memberId: number;
}

/**
 * An agent's freezes by scope (issue 24's agent desk: "freeze and unfreeze (team, withdrawals,
 * transfers)"): staff look an agent up by brand and id, see each scope with staff's freeze
 * (reason, since) and an unpaid bill's apart, and freeze or unfreeze one scope with a reason
 * for the audit log. A bill's freeze is shown, not lifted here: it lifts when the bill is
 * settled or cancelled. Toggles show to a role with `agentPay.manage` only; the server checks.
 */
export const AgentFreezeCard = ({ canManage }: { canManage: boolean }) => {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<Target | null>(null);
  const [toggling, setToggling] = useState<StaffFreezeScope | null>(null);
  const freezes = useStaffRead(
    'agentPayFreezes',
    { merchantCode: target?.merchantCode ?? '', memberId: target?.memberId ?? 1 },
    { enabled: target !== null },
  );
  const freeze = useStaffWrite('agentPayFreeze', ['agentPayFreezes']);
  const scopeName: Record<FreezeScope, string> = {
    team: t`Team (no new downlines or contracts)`,
    withdrawals: t`Withdrawals`,
    transfers: t`Transfers out`,
  };
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('agentPayFreeze', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const shown = freezes.data;
  return (
    <Card aria-label={t`Freezes`}>
      <h3>
        <Trans>Freezes</Trans>
      </h3>
      <FinalForm<{ merchantCode?: string; memberId?: string }>
        onSubmit={({ merchantCode = '', memberId = '' }) =>
          setTarget({ merchantCode: merchantCode.trim(), memberId: Number(memberId) })
        }
        render={({ handleSubmit }) => (
          <form aria-label={t`Find an agent's freezes`} onSubmit={handleSubmit}>
            <FormTextField
              name="merchantCode"
              label={t`Brand code`}
              validate={filled(t`Enter the brand code.`)}
            />
            <FormTextField
              name="memberId"
              label={t`Agent id`}
              inputMode="numeric"
              validate={(value) =>
                value && /^\d{1,9}$/.test(value.trim()) ? undefined : t`Enter the agent's id.`
              }
            />
            <Button type="submit">
              <Trans>Show freezes</Trans>
            </Button>
          </form>
        )}
      />
      {freezes.error && <p role="alert">{errorText(i18n, freezes.error)}</p>}
      {shown && (
        <Table
          label={t`Freezes of ${shown.username}`}
          rowHeader="scope"
          columns={[
            column('scope', t`Scope`, (s: StaffFreezeScope) => scopeName[s.scope]),
            column('staff', t`Staff freeze`, (s: StaffFreezeScope) =>
              s.staff
                ? t`Frozen since ${formatTime(i18n, s.staff.since)}: ${s.staff.reason}`
                : t`Open`,
            ),
            column('bill', t`Unpaid bill`, (s: StaffFreezeScope) =>
              s.bill ? t`Frozen since ${formatTime(i18n, s.bill.since)}` : t`No unpaid bill`,
            ),
            ...(canManage
              ? [
                  column('actions', t`Actions`, (s: StaffFreezeScope) => (
                    <Button
                      size="small"
                      variant={s.staff ? 'secondary' : 'danger'}
                      onClick={() => {
                        freeze.reset();
                        setToggling(s);
                      }}
                    >
                      {s.staff
                        ? t`Unfreeze ${scopeName[s.scope]}`
                        : t`Freeze ${scopeName[s.scope]}`}
                    </Button>
                  )),
                ]
              : []),
          ]}
          rows={shown.scopes}
          rowKey={(s) => s.scope}
        />
      )}
      {freeze.data && !toggling && <p role="status">{t`Saved and audited.`}</p>}
      <FinalForm<{ reason?: string }>
        onSubmit={({ reason = '' }, form) => {
          if (!toggling || !shown || !target) return;
          freeze.mutate(
            {
              merchantCode: target.merchantCode,
              memberId: shown.memberId,
              scope: toggling.scope,
              frozen: toggling.staff === null,
              reason: reason.trim(),
            },
            {
              onSuccess: () => {
                forgetReason(form);
                setToggling(null);
              },
            },
          );
        }}
        render={() => (
          <ReasonDialog
            open={toggling !== null}
            name="freeze-scope"
            title={
              toggling
                ? toggling.staff
                  ? t`Unfreeze ${scopeName[toggling.scope]}`
                  : t`Freeze ${scopeName[toggling.scope]}`
                : ''
            }
            message={
              <p>
                {toggling?.staff
                  ? t`Lifts the staff freeze only; a freeze for an unpaid bill stays until the bill is settled.`
                  : t`The agent keeps everything else; the reason goes to the audit log.`}
              </p>
            }
            reasonLabel={t`Reason`}
            maxLength={200}
            validate={reasonRule}
            confirmLabel={toggling?.staff ? t`Unfreeze` : t`Freeze`}
            busy={freeze.isPending}
            error={freeze.error ? errorText(i18n, freeze.error) : null}
            onCancel={() => {
              setToggling(null);
              freeze.reset();
            }}
          />
        )}
      />
    </Card>
  );
};
