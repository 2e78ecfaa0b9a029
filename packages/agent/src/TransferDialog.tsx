import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  type AgentTransferKind,
  amountValidator,
  type DividendBill,
  parseMoney,
  toWire,
} from '@portal/contract';
import { useBrandConfig, useMoney } from '@portal/session';
import {
  Button,
  FormPasswordField,
  FormTextField,
  Modal,
  Stack,
  submitFailure,
} from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import { useDividendBills } from './api/contracts.ts';
import { useAgentTransfer } from './api/team.ts';

export interface TransferDialogProps {
  /** Who receives: a member of the agent's team, or the member's direct upline. */
  recipient: { memberId: number; username: string };
  /**
   * The sub-types the sender may choose (agent-rules "Transfers"): an agent to its team all
   * three; a member to its upline sends a normal transfer only (the default).
   */
  kinds?: readonly AgentTransferKind[];
  onClose: () => void;
}

interface TransferValues {
  kind?: AgentTransferKind;
  billId?: string;
  amount?: string;
  paymentPassword?: string;
}

const OPEN_BILL: readonly DividendBill['status'][] = ['issued', 'partiallyCollected'];

/** What a bill still owes, as a wire amount (minor units, no float arithmetic). */
const restOf = (bill: DividendBill, currency: string): string => {
  const amount = parseMoney(bill.amount, currency);
  const collected = parseMoney(bill.collected, currency);
  return amount.ok && collected.ok ? toWire(amount.minor - collected.minor, currency) : bill.amount;
};

/**
 * A transfer between upline and downline (agent-rules "Transfers"): its sub-type where the
 * sender has a choice (normal, promotion subsidy, or a dividend payment of an open bill owed to
 * the recipient, which gives no turnover requirement), an amount in the brand's currency and
 * the payment password. The server refuses with the catalogue's words (frozen,
 * an unpaid bill, someone outside the team, the limits), shown in the dialog. One client id per
 * opened dialog: sending the same transfer again after a lost answer moves the money once.
 */
export const TransferDialog = ({ recipient, kinds = ['normal'], onClose }: TransferDialogProps) => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  const money = useMoney();
  const [clientId] = useState(() => crypto.randomUUID());
  const send = useAgentTransfer(clientId);
  const done = send.data;
  // The bills this agent owes the recipient (its direct downline), for a dividend payment.
  const payable = kinds.includes('dividendPayment');
  const payee = recipient.username;
  const bills = useDividendBills('payer', 1, payable);
  const owed = (bills.data?.content ?? []).filter(
    (bill) => bill.payeeAccount === recipient.username && OPEN_BILL.includes(bill.status),
  );
  const kindLabel: Record<AgentTransferKind, string> = {
    normal: t`Normal transfer`,
    promotionSubsidy: t`Promotion subsidy`,
    dividendPayment: t`Dividend payment`,
  };
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
          initialValues={{ kind: 'normal' }}
          onSubmit={async (values) => {
            const parsed = parseMoney((values.amount ?? '').trim(), currency);
            if (!parsed.ok) return { amount: t`Enter a valid amount in ${currency}.` };
            const kind = values.kind ?? 'normal';
            const billId = Number(values.billId ?? owed[0]?.billId);
            if (kind === 'dividendPayment' && !billId) {
              return { [FORM_ERROR]: t`You owe ${payee} no open dividend bill.` };
            }
            try {
              await send.mutateAsync({
                toMemberId: recipient.memberId,
                amount: toWire(parsed.minor, currency),
                paymentPassword: values.paymentPassword ?? '',
                ...(kind === 'normal' ? {} : { kind }),
                ...(kind === 'dividendPayment' ? { billId } : {}),
              });
              return undefined;
            } catch (error) {
              return submitFailure(i18n, error);
            }
          }}
          render={({ handleSubmit, submitting, submitError, values }) => (
            <form
              noValidate
              onSubmit={handleSubmit}
              aria-label={t`Transfer to ${recipient.username}`}
            >
              <Stack gap="sm">
                {kinds.length > 1 ? (
                  <Choice as="fieldset" direction="row" wrap gap="md">
                    <legend>{t`Transfer type`}</legend>
                    {kinds.map((kind) => (
                      <Field<string> key={kind} name="kind" type="radio" value={kind}>
                        {({ input }) => (
                          <label>
                            <input {...input} />
                            {kindLabel[kind]}
                          </label>
                        )}
                      </Field>
                    ))}
                  </Choice>
                ) : null}
                {values.kind === 'dividendPayment' ? (
                  owed.length > 0 ? (
                    <Field<string> name="billId" initialValue={String(owed[0]?.billId)}>
                      {({ input }) => (
                        <Stack as="label" gap="xs">
                          {t`Dividend bill`}
                          <select {...input}>
                            {owed.map((bill) => {
                              const period = i18n.date(new Date(bill.periodStart), {
                                dateStyle: 'medium',
                              });
                              const rest = money(restOf(bill, currency));
                              return (
                                <option key={bill.billId} value={bill.billId}>
                                  {t`${period}: ${rest} still owed`}
                                </option>
                              );
                            })}
                          </select>
                        </Stack>
                      )}
                    </Field>
                  ) : bills.isPending ? null : (
                    <p>{t`You owe ${payee} no open dividend bill.`}</p>
                  )
                ) : null}
                {values.kind === 'dividendPayment' ? (
                  <Hint>{t`It pays the bill: no turnover requirement for the receiver.`}</Hint>
                ) : null}
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

const Choice = styled(Stack)`
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
