import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MemberDetail, type StaffMember, toMinor, toWire } from '@portal/contract';
import { Button, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatAmount } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card } from '../ui/parts.tsx';
import { forgetReason, ReasonDialog } from '../ui/ReasonDialog.tsx';
import { useClosedAccountPayout } from './queries.ts';

/** The whole balance across the member's wallets (one brand, one currency), as the wire writes it. */
const totalOf = (wallets: MemberDetail['wallets'], currency: string): string =>
  toWire(
    wallets.reduce((sum, wallet) => sum + toMinor(wallet.balance, currency), 0n),
    currency,
  );

/**
 * Paying out a closed account: a timed-out or self-excluded member cannot sign in, yet the
 * balance stays theirs, so finance pay all of it to a card bound to them, on their request.
 * Drawn only for a closed account and a role with `finance.withdrawals`; the server guards both.
 */
export const ClosedAccountPayout = ({
  detail,
  staff,
}: {
  detail: MemberDetail;
  staff: StaffMember;
}) => {
  const { t, i18n } = useLingui();
  const payout = useClosedAccountPayout();
  const [confirming, setConfirming] = useState(false);
  if (detail.responsibleGaming.state === 'open') return null;
  if (!staff.permissions.includes('finance.withdrawals')) return null;
  const currency = detail.wallets[0]?.currency ?? '';
  const total = formatAmount(i18n, totalOf(detail.wallets, currency), currency);
  const cardLabel = (c: MemberDetail['cards'][number]) =>
    `${c.bankName} ${c.accountMasked} (${c.payee})`;
  const close = () => {
    setConfirming(false);
    payout.reset();
  };
  const paid = payout.data;
  return (
    <Card aria-labelledby="closed-payout-title">
      <h2 id="closed-payout-title">
        <Trans>Closed account balance</Trans>
      </h2>
      <p>
        <Trans>
          The member cannot sign in, but the balance stays theirs: on their request, pay all of it
          to a card bound to them.
        </Trans>
      </p>
      <FinalForm<PayoutValues>
        initialValues={{ cardId: String(detail.cards[0]?.cardId ?? '') }}
        onSubmit={({ cardId, reason = '' }, form) =>
          payout.mutate(
            { memberId: detail.profile.id, cardId: Number(cardId), reason: reason.trim() },
            {
              onSuccess: () => {
                setConfirming(false);
                forgetReason(form);
              },
            },
          )
        }
        render={({ values }) => {
          const card = detail.cards.find((c) => String(c.cardId) === values.cardId);
          const cardName = card ? cardLabel(card) : '';
          return (
            <>
              {detail.cards.length === 0 ? (
                <p>
                  <Trans>
                    No card is bound to this member, so there is nowhere to pay the balance.
                  </Trans>
                </p>
              ) : (
                <Fields gap="xs">
                  <FormSelect name="cardId" label={t`Card`}>
                    {detail.cards.map((c) => (
                      <option key={c.cardId} value={c.cardId}>
                        {cardLabel(c)}
                      </option>
                    ))}
                  </FormSelect>
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    <Trans>Pay out the balance</Trans>
                  </Button>
                </Fields>
              )}
              <ReasonDialog
                open={confirming}
                name="closed-account-payout"
                title={t`Pay out the balance`}
                message={
                  <p>
                    {t`The whole balance, ${total}, leaves the account as an approved withdrawal to ${cardName}. This cannot be undone.`}
                  </p>
                }
                reasonLabel={t`Reason`}
                maxLength={200}
                validate={firstOf(
                  filled(t`Write a reason first.`),
                  fitsCall('financeClosedAccountPayout', 'reason', t`Write a reason first.`),
                )}
                confirmLabel={t`Pay out ${total}`}
                busy={payout.isPending}
                error={payout.error ? errorText(i18n, payout.error) : null}
                onCancel={close}
              />
            </>
          );
        }}
      />
      {paid && (
        <p role="status">
          <Trans>
            Withdrawal {paid.withdrawalId} created and approved: {paid.amount} to {paid.bankName}{' '}
            {paid.accountMasked}.
          </Trans>
        </p>
      )}
    </Card>
  );
};

interface PayoutValues {
  /** The chosen card's id, as the select holds it. */
  cardId: string;
  reason?: string;
}

const Fields = styled(Stack)`
  select {
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
`;
