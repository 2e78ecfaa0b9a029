import { Trans, useLingui } from '@lingui/react/macro';
import type { TreeMember } from '@portal/contract';
import { Button, FormStack, FormTextField, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useStaffRead } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { type ConsoleColumn, column, DataTable } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card } from '../ui/parts.tsx';
import { forgetReason, ReasonDialog } from '../ui/ReasonDialog.tsx';
import { useAgentTree, useMoveMember } from './queries.ts';

type Look = { memberId?: number; username?: string };

/**
 * A brand's team tree: the top level, or a member with its uplines (nearest first) and its
 * direct downlines, each a link one level down or up. A member can be moved under another
 * upline (its id, or none for the top level); the move waits for the brand's next day
 * (agent-rules: never inside an open period) and shows as waiting until then.
 */
export const AgentTreePanel = ({ canMove }: { canMove: boolean }) => {
  const { t, i18n } = useLingui();
  const merchants = useStaffRead('staffMerchants', {});
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const merchantCode = chosen ?? merchants.data?.merchants[0]?.merchantCode;
  const [look, setLook] = useState<Look>({});
  const [pageNo, setPageNo] = useState(1);
  const tree = useAgentTree(merchantCode, look, pageNo);
  const moving = useMoveMember();
  const [moveOpen, setMoveOpen] = useState(false);
  const go = (next: Look) => {
    setLook(next);
    setPageNo(1);
  };
  const member = tree.data?.member ?? null;
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('agentMove', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const uplineRule = (value: string | undefined) =>
    value === undefined || value.trim() === '' || /^\d{1,9}$/.test(value.trim())
      ? undefined
      : t`Give the new upline's member id, or leave it empty for the top level.`;
  const columns: ConsoleColumn<TreeMember>[] = [
    column('id', t`Id`, (m) => m.memberId),
    column('username', t`Username`, (m) => (
      <Button size="small" variant="secondary" onClick={() => go({ memberId: m.memberId })}>
        {m.username}
      </Button>
    )),
    column('type', t`Type`, (m) => m.type),
    column('series', t`Prize group`, (m) => m.series),
    column('team', t`Team size`, (m) => m.teamSize),
  ];
  return (
    <Stack gap="md">
      <BrandSelect
        brands={merchants.data?.merchants ?? []}
        value={merchantCode}
        onChange={(code) => {
          setChosen(code);
          go({});
        }}
      />
      <FinalForm<{ username?: string }>
        onSubmit={({ username }) => go(username?.trim() ? { username: username.trim() } : {})}
        render={({ handleSubmit }) => (
          <FormStack
            direction="row"
            wrap
            align="end"
            onSubmit={handleSubmit}
            aria-label={t`Find a member in the tree`}
          >
            <FormTextField label={t`Username`} name="username" maxLength={64} />
            <Button type="submit">
              <Trans>Show</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => go({})}>
              <Trans>Top level</Trans>
            </Button>
          </FormStack>
        )}
      />
      {tree.error && <p role="alert">{errorText(i18n, tree.error)}</p>}
      {tree.isPending && merchantCode !== undefined && <p>{t`Loading`}</p>}
      {member && (
        <Card aria-label={t`Member ${member.username}`}>
          <h2>{member.username}</h2>
          <p>{t`Type ${member.type}, prize group ${member.series}, team of ${member.teamSize}`}</p>
          {member.pendingMove && (
            <p role="status">
              {t`Moves under ${member.pendingMove.toUpline ?? t`the top level`} from ${formatTime(i18n, member.pendingMove.effectiveAt)}`}
            </p>
          )}
          <nav aria-label={t`Uplines`}>
            {tree.data?.above.length === 0 ? (
              <p>{t`No upline: top level`}</p>
            ) : (
              <Stack direction="row" gap="xs" wrap>
                {tree.data?.above.map((a) => (
                  <Button
                    key={a.memberId}
                    size="small"
                    variant="secondary"
                    onClick={() => go({ memberId: a.memberId })}
                  >
                    {a.username}
                  </Button>
                ))}
              </Stack>
            )}
          </nav>
          {canMove && (
            <Button variant="secondary" onClick={() => setMoveOpen(true)}>
              <Trans>Move under another upline</Trans>
            </Button>
          )}
        </Card>
      )}
      {tree.data && (
        <DataTable
          label={member ? t`Direct downlines` : t`Top level`}
          columns={columns}
          rows={tree.data.downlines.content}
          rowKey={(m) => String(m.memberId)}
          page={pageNo}
          totalPages={tree.data.downlines.totalPages}
          onPage={setPageNo}
          empty={t`No downlines`}
        />
      )}
      <FinalForm<{ reason?: string; toUplineId?: string }>
        onSubmit={({ reason = '', toUplineId = '' }, form) => {
          if (!member || merchantCode === undefined) return;
          moving.mutate(
            {
              merchantCode,
              memberId: member.memberId,
              toUplineId: toUplineId.trim() === '' ? null : Number(toUplineId.trim()),
              reason: reason.trim(),
            },
            {
              onSuccess: () => {
                forgetReason(form);
                setMoveOpen(false);
                moving.reset();
              },
            },
          );
        }}
        render={({ form }) => (
          <ReasonDialog
            open={moveOpen && member !== null}
            name="move-member"
            title={t`Move ${member?.username ?? ''}`}
            message={
              <>
                <p>{t`The member and its whole team move at the start of the brand's next day.`}</p>
                <FormTextField
                  label={t`New upline's member id`}
                  name="toUplineId"
                  inputMode="numeric"
                  validate={uplineRule}
                />
              </>
            }
            reasonLabel={t`Reason`}
            maxLength={500}
            validate={reasonRule}
            confirmLabel={t`Move`}
            busy={moving.isPending}
            error={moving.error ? errorText(i18n, moving.error) : null}
            onCancel={() => {
              forgetReason(form);
              setMoveOpen(false);
              moving.reset();
            }}
          />
        )}
      />
    </Stack>
  );
};
