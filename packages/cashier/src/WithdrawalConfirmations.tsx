import { useLingui } from '@lingui/react/macro';
import type { CallInput, WithdrawalConfirmation } from '@portal/contract';
import { useBrandConfig, useMoney } from '@portal/session';
import { Button, FormStack, FormTextField, ListStack, Stack, submitFailure } from '@portal/ui-kit';
import { Field, Form as FinalForm } from 'react-final-form';
import { amountProblem } from './amounts.ts';
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
    <ListStack gap="lg" aria-label={t`Payouts to confirm`}>
      {list.map((w) => (
        <ConfirmationItem key={w.withdrawalId} withdrawal={w} onConfirm={onConfirm} />
      ))}
    </ListStack>
  );
};

type Answer = CallInput<'confirmWithdrawal'>['answer'];

interface Values {
  /** Which button sent the form: the partial amount is checked only for `partial`. */
  answer?: Answer;
  partial?: string;
  proofs?: readonly File[];
}

const ConfirmationItem = ({
  withdrawal,
  onConfirm,
}: {
  withdrawal: WithdrawalConfirmation;
  onConfirm: WithdrawalConfirmationsProps['onConfirm'];
}) => {
  const { t, i18n } = useLingui();
  const formatAmount = useMoney();
  const { currency } = useBrandConfig();
  const id = withdrawal.withdrawalId;
  return (
    <Stack as="li">
      <Notice>{t`Payout of ${formatAmount(withdrawal.amount)} was sent. Did you receive it?`}</Notice>
      {/*
       * One form for the three answers (designed here; the specs show the buttons only): each
       * button names its answer before submitting, so the amount rule applies to "Partly
       * received" alone and the form's submitting and failure serve all three.
       */}
      <FinalForm<Values>
        onSubmit={async ({ answer, partial, proofs }) => {
          try {
            if (answer === 'partial') {
              await onConfirm({ withdrawalId: id, answer, receivedAmount: partial?.trim() ?? '' });
            } else if (answer === 'notReceived') {
              const proofImages = await Promise.all((proofs ?? []).map(dataUrlOf));
              await onConfirm({ withdrawalId: id, answer, proofImages });
            } else {
              await onConfirm({ withdrawalId: id, answer: 'received' });
            }
            return undefined;
          } catch (error) {
            return submitFailure(i18n, error);
          }
        }}
        render={({ handleSubmit, form, submitting, submitError, values }) => {
          const answerWith = (answer: Answer) => () => form.change('answer', answer);
          return (
            <FormStack noValidate onSubmit={handleSubmit}>
              <Stack direction="row" wrap align="end">
                <Button type="submit" loading={submitting} onClick={answerWith('received')}>
                  {t`Received`}
                </Button>
              </Stack>
              <Stack direction="row" wrap align="end">
                <FormTextField
                  name="partial"
                  label={t`Amount received`}
                  inputMode="decimal"
                  autoComplete="off"
                  // The contract's amount rule in the brand's currency (whole dong, three places
                  // of dinar); the server also refuses the whole payout or more.
                  validate={(value, all) => {
                    if ((all as Values).answer !== 'partial') return undefined;
                    const problem = amountProblem(value, currency);
                    if (problem === 'empty') return t`Input cannot be empty.`;
                    if (problem) return t`Enter a valid amount in ${currency}.`;
                    return undefined;
                  }}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={submitting}
                  onClick={answerWith('partial')}
                >
                  {t`Partly received`}
                </Button>
              </Stack>
              <Stack direction="row" wrap align="end">
                {/* A list of files, not text: bound with react-final-form's Field directly. */}
                <Field<readonly File[]> name="proofs">
                  {({ input }) => (
                    <label>
                      {t`Proof (png or jpg, up to 3)`}{' '}
                      <input
                        type="file"
                        name={input.name}
                        accept="image/png,image/jpeg"
                        multiple
                        onChange={(e) => input.onChange([...(e.target.files ?? [])].slice(0, 3))}
                      />
                    </label>
                  )}
                </Field>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={submitting || (values.proofs ?? []).length === 0}
                  onClick={answerWith('notReceived')}
                >
                  {t`Not received`}
                </Button>
              </Stack>
              {submitError && <Failure role="alert">{submitError}</Failure>}
            </FormStack>
          );
        }}
      />
    </Stack>
  );
};
