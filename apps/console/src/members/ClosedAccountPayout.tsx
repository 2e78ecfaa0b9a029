import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MemberDetail, type StaffMember, toMinor, toWire } from '@portal/contract';
import { Button, ConfirmDialog, TextField } from '@portal/ui-kit';
import { useId, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { Card } from '../ui/parts.tsx';
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
  const [cardId, setCardId] = useState(detail.cards[0]?.cardId ?? 0);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const cardFieldId = useId();
  if (detail.responsibleGaming.state === 'open') return null;
  if (!staff.permissions.includes('finance.withdrawals')) return null;
  const currency = detail.wallets[0]?.currency ?? '';
  const total = totalOf(detail.wallets, currency);
  const card = detail.cards.find((c) => c.cardId === cardId);
  const cardName = card ? `${card.bankName} ${card.accountMasked} (${card.payee})` : '';
  const close = () => {
    setConfirming(false);
    setReason('');
    setReasonError(null);
    payout.reset();
  };
  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setReasonError(t`Write a reason first.`);
      return;
    }
    setReasonError(null);
    payout.mutate(
      { memberId: detail.profile.id, cardId, reason: text },
      {
        onSuccess: () => {
          setConfirming(false);
          setReason('');
        },
      },
    );
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
      {detail.cards.length === 0 ? (
        <p>
          <Trans>No card is bound to this member, so there is nowhere to pay the balance.</Trans>
        </p>
      ) : (
        <Fields>
          <label htmlFor={cardFieldId}>{t`Card`}</label>
          <select
            id={cardFieldId}
            value={cardId}
            onChange={(event) => setCardId(Number(event.target.value))}
          >
            {detail.cards.map((c) => (
              <option key={c.cardId} value={c.cardId}>
                {`${c.bankName} ${c.accountMasked} (${c.payee})`}
              </option>
            ))}
          </select>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Pay out the balance</Trans>
          </Button>
        </Fields>
      )}
      {paid && (
        <p role="status">
          <Trans>
            Withdrawal {paid.withdrawalId} created and approved: {paid.amount} to {paid.bankName}{' '}
            {paid.accountMasked}.
          </Trans>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        name="closed-account-payout"
        title={t`Pay out the balance`}
        message={
          <>
            <p>
              {t`The whole balance, ${total} ${currency}, leaves the account as an approved withdrawal to ${cardName}. This cannot be undone.`}
            </p>
            <TextField
              label={t`Reason`}
              value={reason}
              maxLength={200}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        }
        confirmLabel={t`Pay out ${total} ${currency}`}
        busy={payout.isPending}
        error={payout.error ? errorText(i18n, payout.error) : null}
        onConfirm={confirm}
        onCancel={close}
      />
    </Card>
  );
};

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  select {
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
`;
