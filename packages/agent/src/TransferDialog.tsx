import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { amountValidator, parseMoney, toWire } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useBrandConfig, useMoney } from '@portal/session';
import { Button, FormPasswordField, FormTextField, Modal, Stack } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useAgentTransfer } from './api/team.ts';

export interface TransferDialogProps {
  /** Who receives: a member of the agent's team, or the member's direct upline. */
  recipient: { memberId: number; username: string };
  onClose: () => void;
}

interface TransferValues {
  amount?: string;
  paymentPassword?: string;
}

/**
 * A transfer between upline and downline (agent-rules "Transfers"): an amount in the brand's
 * currency and the payment password. The server refuses with the catalogue's words (frozen,
 * an unpaid bill, someone outside the team, the limits), shown in the dialog. One client id per
 * opened dialog: sending the same transfer again after a lost answer moves the money once.
 */
export const TransferDialog = ({ recipient, onClose }: TransferDialogProps) => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  const money = useMoney();
  const [clientId] = useState(() => crypto.randomUUID());
  const send = useAgentTransfer(clientId);
  const done = send.data;
  return (
    <Modal
      name="agent-transfer"
      open
      onClose={onClose}
      title={t`Transfer to ${recipient.username}`}
      background
      scrollLock
    >
      {done ? (
        <Stack gap="sm">
          <p role="status">
            {t`${money(done.amount)} was sent to ${recipient.username}. Your balance is ${money(done.balance)}.`}
          </p>
          <Button onClick={onClose}>{t`Close`}</Button>
        </Stack>
      ) : (
        <FinalForm<TransferValues>
          onSubmit={async (values) => {
            const parsed = parseMoney((values.amount ?? '').trim(), currency);
            if (!parsed.ok) return { amount: t`Enter a valid amount in ${currency}.` };
            try {
              await send.mutateAsync({
                toMemberId: recipient.memberId,
                amount: toWire(parsed.minor, currency),
                paymentPassword: values.paymentPassword ?? '',
              });
              return undefined;
            } catch (error) {
              return {
                [FORM_ERROR]: errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }),
              };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form
              noValidate
              onSubmit={handleSubmit}
              aria-label={t`Transfer to ${recipient.username}`}
            >
              <Stack gap="sm">
                <FormTextField
                  name="amount"
                  label={t`Amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  validate={(value) => {
                    const problem = amountValidator(currency, { min: 1n })(value);
                    if (problem === 'required') return t`Input cannot be empty.`;
                    return problem ? t`Enter a valid amount in ${currency}.` : undefined;
                  }}
                />
                <FormPasswordField
                  name="paymentPassword"
                  label={t`Payment password`}
                  inputMode="numeric"
                  autoComplete="off"
                  validate={(value) =>
                    value && /^\d{6}$/.test(value) ? undefined : t`Enter six digits.`
                  }
                />
                {submitError ? <Failure role="alert">{submitError}</Failure> : null}
                <Button type="submit" loading={submitting}>
                  {t`Send`}
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
    </Modal>
  );
};

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
