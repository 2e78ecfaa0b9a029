import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ADJUSTMENT_DIRECTIONS, MemberDetail, StaffMember } from '@portal/contract';
import { Button, TextField } from '@portal/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { Card, Failure } from '../ui/parts.tsx';
import {
  useAddNote,
  useLockMember,
  usePasswordReset,
  useRequestAdjustment,
  useUnlockMember,
} from './queries.ts';

/** What the signed-in role may do to this member; an action it lacks is not drawn at all. */
export const MemberActions = ({
  profile,
  staff,
}: {
  profile: MemberDetail['profile'];
  staff: StaffMember;
}) => {
  const can = (permission: StaffMember['permissions'][number]) =>
    staff.permissions.includes(permission);
  const any =
    can('members.lock') ||
    can('members.note') ||
    can('members.resetPassword') ||
    can('adjustments.request');
  if (!any) return null;
  return (
    <Card aria-labelledby="actions-title">
      <h2 id="actions-title">
        <Trans>Actions</Trans>
      </h2>
      {can('members.lock') && <LockForm profile={profile} />}
      {can('members.resetPassword') && <PasswordReset memberId={profile.id} />}
      {can('members.note') && <NoteForm memberId={profile.id} />}
      {can('adjustments.request') && <AdjustmentForm memberId={profile.id} />}
    </Card>
  );
};

const LockForm = ({ profile }: { profile: MemberDetail['profile'] }) => {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const lock = useLockMember();
  const unlock = useUnlockMember();
  if (profile.locked) {
    return (
      <Row>
        <Button
          variant="secondary"
          loading={unlock.isPending}
          onClick={() => unlock.mutate({ memberId: profile.id })}
        >
          <Trans>Unlock account</Trans>
        </Button>
        {unlock.error && <Failure role="alert">{errorText(i18n, unlock.error)}</Failure>}
      </Row>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lock.mutate(
      { memberId: profile.id, reason: reason.trim() },
      { onSuccess: () => setReason('') },
    );
  };
  return (
    <Row as="form" onSubmit={submit} aria-label={t`Lock account`}>
      <TextField
        label={t`Reason for the lock`}
        name="lockReason"
        required
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" variant="danger" loading={lock.isPending}>
        <Trans>Lock account</Trans>
      </Button>
      {lock.error && <Failure role="alert">{errorText(i18n, lock.error)}</Failure>}
    </Row>
  );
};

const PasswordReset = ({ memberId }: { memberId: number }) => {
  const { i18n } = useLingui();
  const reset = usePasswordReset();
  return (
    <Row>
      <Button
        variant="secondary"
        loading={reset.isPending}
        onClick={() => reset.mutate({ memberId })}
      >
        <Trans>Send a temporary password</Trans>
      </Button>
      {reset.data && (
        <p role="status">
          <Trans>
            Sent to {reset.data.sentTo}; valid until {formatTime(i18n, reset.data.expiresAt)}.
          </Trans>
        </p>
      )}
      {reset.error && <Failure role="alert">{errorText(i18n, reset.error)}</Failure>}
    </Row>
  );
};

const NoteForm = ({ memberId }: { memberId: number }) => {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const note = useAddNote();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    note.mutate({ memberId, text: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <Row as="form" onSubmit={submit} aria-label={t`Add a note`}>
      <TextField
        label={t`Note`}
        name="note"
        required
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={note.isPending}>
        <Trans>Add note</Trans>
      </Button>
      {note.error && <Failure role="alert">{errorText(i18n, note.error)}</Failure>}
    </Row>
  );
};

const AdjustmentForm = ({ memberId }: { memberId: number }) => {
  const { t, i18n } = useLingui();
  const [direction, setDirection] = useState<(typeof ADJUSTMENT_DIRECTIONS)[number]>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const directionId = useId();
  const request = useRequestAdjustment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { memberId, direction, amount: amount.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };
  return (
    <Row as="form" onSubmit={submit} aria-label={t`Manual adjustment`}>
      <div>
        <label htmlFor={directionId}>{t`Direction`}</label>
        <select
          id={directionId}
          value={direction}
          onChange={(e) => setDirection(e.target.value as typeof direction)}
        >
          <option value="credit">{t`Credit`}</option>
          <option value="debit">{t`Debit`}</option>
        </select>
      </div>
      <TextField
        label={t`Amount`}
        name="amount"
        inputMode="decimal"
        required
        pattern="\d{1,15}(\.\d{1,2})?"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label={t`Reason`}
        name="adjustmentReason"
        required
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" loading={request.isPending}>
        <Trans>Request adjustment</Trans>
      </Button>
      <Hint>
        <Trans>Another staff member must approve it before it posts.</Trans>
      </Hint>
      {request.error && <Failure role="alert">{errorText(i18n, request.error)}</Failure>}
    </Row>
  );
};

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding-block: ${({ theme }) => theme.spacing.xs}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxs}px;
  }
  select {
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;
