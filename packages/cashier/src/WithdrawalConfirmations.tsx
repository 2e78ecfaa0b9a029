import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { CallInput, WithdrawalConfirmation } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useMoney } from '@portal/session';
import { Button, ListStack, TextField } from '@portal/ui-kit';
import { useState } from 'react';
import { Failure, Notice } from './cashierParts.tsx';

export interface WithdrawalConfirmationsProps {
  list: readonly WithdrawalConfirmation[];
  onConfirm: (answer: CallInput<'confirmWithdrawal'>) => Promise<unknown>;
}

/** A chosen file as the data URL the call carries (the server checks its bytes). */
const dataUrlOf = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * Paid withdrawals the member has not confirmed: received, partly received (with the amount)
 * or not received (with up to three png or jpg proofs). Unanswered, a payout counts as
 * received after the brand's minutes.
 */
export const WithdrawalConfirmations = ({ list, onConfirm }: WithdrawalConfirmationsProps) => {
  const { t } = useLingui();
  if (list.length === 0) return null;
  return (
    <List gap="lg" aria-label={t`Payouts to confirm`}>
      {list.map((w) => (
        <ConfirmationItem key={w.withdrawalId} withdrawal={w} onConfirm={onConfirm} />
      ))}
    </List>
  );
};

const ConfirmationItem = ({
  withdrawal,
  onConfirm,
}: {
  withdrawal: WithdrawalConfirmation;
  onConfirm: WithdrawalConfirmationsProps['onConfirm'];
}) => {
  const { t, i18n } = useLingui();
  const formatAmount = useMoney();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [partial, setPartial] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const send = async (answer: () => Promise<CallInput<'confirmWithdrawal'>>) => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(await answer());
    } catch (error) {
      setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }));
    } finally {
      setBusy(false);
    }
  };
  const id = withdrawal.withdrawalId;
  return (
    <li>
      <Notice>{t`Payout of ${formatAmount(withdrawal.amount)} was sent. Did you receive it?`}</Notice>
      <Row>
        <Button
          type="button"
          loading={busy}
          onClick={() => send(async () => ({ withdrawalId: id, answer: 'received' }))}
        >
          {t`Received`}
        </Button>
      </Row>
      <Row>
        <TextField
          label={t`Amount received`}
          inputMode="decimal"
          value={partial}
          onChange={(e) => setPartial(e.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={!/^\d{1,12}(\.\d{1,2})?$/.test(partial)}
          onClick={() =>
            send(async () => ({ withdrawalId: id, answer: 'partial', receivedAmount: partial }))
          }
        >
          {t`Partly received`}
        </Button>
      </Row>
      <Row>
        <label>
          {t`Proof (png or jpg, up to 3)`}{' '}
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => setProofs([...(e.target.files ?? [])].slice(0, 3))}
          />
        </label>
        <Button
          type="button"
          variant="danger"
          disabled={proofs.length === 0}
          onClick={() =>
            send(async () => ({
              withdrawalId: id,
              answer: 'notReceived',
              proofImages: await Promise.all(proofs.map(dataUrlOf)),
            }))
          }
        >
          {t`Not received`}
        </Button>
      </Row>
      {failure && <Failure role="alert">{failure}</Failure>}
    </li>
  );
};

const List = styled(ListStack)`
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm}px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
