import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiError } from '@portal/api-client';
import {
  type ADJUSTMENT_DIRECTIONS,
  amountExample,
  type MemberDetail,
  type StaffMember,
} from '@portal/contract';
import { Button, FormTextField, Stack } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { amountField, filled } from '../ui/formRules.ts';
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
  currency,
}: {
  profile: MemberDetail['profile'];
  staff: StaffMember;
  /** The brand's currency (of the member's wallets): what places an adjustment may have. */
  currency: string;
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
      {can('adjustments.request') && <AdjustmentForm memberId={profile.id} currency={currency} />}
    </Card>
  );
};

const LockForm = ({ profile }: { profile: MemberDetail['profile'] }) => {
  const { t, i18n } = useLingui();
  const lock = useLockMember();
  const unlock = useUnlockMember();
  if (profile.locked) {
    return (
      <Row gap="xs">
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
  return (
    <TextForm
      name={t`Lock account`}
      label={t`Reason for the lock`}
      field="lockReason"
      maxLength={200}
      submitLabel={t`Lock account`}
      variant="danger"
      mutation={lock}
      onText={(reason, done) => lock.mutate({ memberId: profile.id, reason }, { onSuccess: done })}
    />
  );
};

const PasswordReset = ({ memberId }: { memberId: number }) => {
  const { i18n } = useLingui();
  const reset = usePasswordReset();
  return (
    <Row gap="xs">
      <Button
        variant="secondary"
        loading={reset.isPending}
        onClick={() => reset.mutate({ memberId })}
      >
        <Trans>Send a reset link</Trans>
      </Button>
      {reset.data && (
        <p role="status">
          <Trans>
            Reset link sent to {reset.data.sentTo}; it works once, until{' '}
            {formatTime(i18n, reset.data.expiresAt)}.
          </Trans>
        </p>
      )}
      {reset.error && <Failure role="alert">{errorText(i18n, reset.error)}</Failure>}
    </Row>
  );
};

const NoteForm = ({ memberId }: { memberId: number }) => {
  const { t } = useLingui();
  const note = useAddNote();
  return (
    <TextForm
      name={t`Add a note`}
      label={t`Note`}
      field="note"
      maxLength={1000}
      submitLabel={t`Add note`}
      variant="secondary"
      mutation={note}
      onText={(text, done) => note.mutate({ memberId, text }, { onSuccess: done })}
    />
  );
};

/**
 * A one-field form (a lock's reason, a note): the text is required, sent trimmed, and the
 * field empties once the server took it; a refusal shows its catalogue message.
 */
const TextForm = ({
  name,
  label,
  field,
  maxLength,
  submitLabel,
  variant,
  mutation,
  onText,
}: {
  name: string;
  label: string;
  field: string;
  maxLength: number;
  submitLabel: string;
  variant: 'danger' | 'secondary';
  mutation: { isPending: boolean; error: ApiError | null };
  onText: (text: string, done: () => void) => void;
}) => {
  const { t, i18n } = useLingui();
  return (
    <FinalForm<Record<string, string>>
      onSubmit={(values, form) => onText((values[field] ?? '').trim(), () => form.restart())}
      render={({ handleSubmit }) => (
        <RowForm noValidate onSubmit={handleSubmit} aria-label={name}>
          <FormTextField
            label={label}
            name={field}
            required
            maxLength={maxLength}
            validate={(value) => (value?.trim() ? undefined : t`Write something first.`)}
          />
          <Button type="submit" variant={variant} loading={mutation.isPending}>
            {submitLabel}
          </Button>
          {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
        </RowForm>
      )}
    />
  );
};

interface AdjustmentValues {
  direction: (typeof ADJUSTMENT_DIRECTIONS)[number];
  amount?: string;
  adjustmentReason?: string;
}

const CREDIT: AdjustmentValues = { direction: 'credit' };

const AdjustmentForm = ({ memberId, currency }: { memberId: number; currency: string }) => {
  const { t, i18n } = useLingui();
  const request = useRequestAdjustment();
  // The amount's format is the contract's (a positive decimal of the brand's money): the
  // console writes no pattern of its own.
  const example = amountExample(currency);
  const amountRule = amountField(
    'adjustmentRequest',
    'amount',
    currency,
    t`Enter an amount in ${currency}, such as ${example}.`,
  );
  return (
    <FinalForm<AdjustmentValues>
      initialValues={CREDIT}
      onSubmit={({ direction, amount = '', adjustmentReason = '' }, form) =>
        request.mutate(
          { memberId, direction, amount: amount.trim(), reason: adjustmentReason.trim() },
          // The direction stays for the next one; amount and reason start again.
          { onSuccess: () => form.restart({ direction }) },
        )
      }
      render={({ handleSubmit }) => (
        <RowForm noValidate onSubmit={handleSubmit} aria-label={t`Manual adjustment`}>
          <FormSelect name="direction" label={t`Direction`}>
            <option value="credit">{t`Credit`}</option>
            <option value="debit">{t`Debit`}</option>
          </FormSelect>
          <FormTextField
            label={t`Amount`}
            name="amount"
            inputMode="decimal"
            required
            validate={amountRule}
          />
          <FormTextField
            label={t`Reason`}
            name="adjustmentReason"
            required
            maxLength={200}
            validate={filled(t`Write a reason first.`)}
          />
          <Button type="submit" loading={request.isPending}>
            <Trans>Request adjustment</Trans>
          </Button>
          <Hint>
            <Trans>Another staff member must approve it before it posts.</Trans>
          </Hint>
          {request.error && <Failure role="alert">{errorText(i18n, request.error)}</Failure>}
        </RowForm>
      )}
    />
  );
};

const Row = styled(Stack)`
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

const RowForm = Row.withComponent('form');

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;
