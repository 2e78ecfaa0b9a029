import { useLingui } from '@lingui/react/macro';
import { type BankCard, type CallInput, toMinor, type WithdrawalInfo } from '@portal/contract';
import { useBrandConfig, useMoney } from '@portal/session';
import { Button, FormField, FormPasswordField, FormTextField, submitFailure } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { amountProblem } from './amounts.ts';
import { Choice, Failure, Figures, Form, Notice } from './cashierParts.tsx';

export interface WithdrawalFormProps {
  info: WithdrawalInfo;
  cards: readonly BankCard[];
  onWithdraw: (request: CallInput<'withdrawalRequest'>) => Promise<unknown>;
}

interface Values {
  cardId?: string;
  amount?: string;
  paymentPassword?: string;
}

/**
 * The withdrawal: what may leave now (the turnover still to play holds it back), the card,
 * the amount within the brand's limits, and the payment password.
 */
export const WithdrawalForm = ({ info, cards, onWithdraw }: WithdrawalFormProps) => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  // Every figure in the brand's money format (VND and KRW whole, grouped), never the wire's.
  const money = useMoney();
  const turnoverOpen = toMinor(info.turnoverRemaining, currency) > 0n;
  const locked = info.paymentPasswordLockedUntil !== null;
  const dailyUsed = info.usedToday >= info.dailyCount;
  const blocked = turnoverOpen || locked || dailyUsed;
  return (
    <FinalForm<Values>
      initialValues={cards[0] ? { cardId: String(cards[0].cardId) } : {}}
      onSubmit={async (values) => {
        try {
          await onWithdraw({
            cardId: Number(values.cardId),
            amount: values.amount ?? '',
            paymentPassword: values.paymentPassword ?? '',
          });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError, submitSucceeded }) => (
        <Form method="post" noValidate onSubmit={handleSubmit} aria-label={t`Withdraw`}>
          <Figures>
            <dt>{t`Balance`}</dt>
            <dd>{money(info.balance)}</dd>
            <dt>{t`Withdrawable`}</dt>
            <dd>{money(info.withdrawable)}</dd>
            {/* The server's turnover holds both the deposits' and the active bonuses' wagering. */}
            <dt>{t`Wagering left (deposits and bonuses)`}</dt>
            <dd>{money(info.turnoverRemaining)}</dd>
            <dt>{t`Limits`}</dt>
            <dd>
              {money(info.minAmount)} - {money(info.maxAmount)}
            </dd>
            <dt>{t`Withdrawals today (days run midnight to midnight, ${info.timeZone} time)`}</dt>
            <dd>
              {info.usedToday} / {info.dailyCount}
            </dd>
          </Figures>
          {turnoverOpen && (
            <Notice role="status">
              {t`Bet ${money(info.turnoverRemaining)} more before you can withdraw.`}
            </Notice>
          )}
          {locked && (
            <Notice role="status">
              {t`Too many wrong payment passwords. Please try again later.`}
            </Notice>
          )}
          {dailyUsed && (
            <Notice role="status">
              {t`You have reached the number of withdrawals allowed today.`}
            </Notice>
          )}
          <FormField name="cardId">
            {({ input }) => (
              <Choice>
                <label htmlFor="withdrawal-card">{t`Bank card`}</label>
                <select id="withdrawal-card" {...input} disabled={blocked}>
                  {cards.map((card) => (
                    <option key={card.cardId} value={card.cardId}>
                      {card.bankName} {card.accountMasked}
                    </option>
                  ))}
                </select>
              </Choice>
            )}
          </FormField>
          <FormTextField
            name="amount"
            label={t`Amount`}
            inputMode="decimal"
            autoComplete="off"
            disabled={blocked}
            validate={(value) => {
              const problem = amountProblem(value, currency, {
                min: info.minAmount,
                max: info.maxAmount,
                available: info.withdrawable,
              });
              if (problem === 'empty') return t`Input cannot be empty.`;
              if (problem === 'format') return t`Enter a valid amount in ${currency}.`;
              if (problem === 'range') {
                return t`Enter an amount from ${money(info.minAmount)} to ${money(info.maxAmount)}.`;
              }
              if (problem === 'over') return t`The amount is more than you can withdraw.`;
              return undefined;
            }}
          />
          <FormPasswordField
            name="paymentPassword"
            label={t`Payment password`}
            inputMode="numeric"
            autoComplete="off"
            disabled={blocked}
            validate={(value) =>
              value && /^\d{6}$/.test(value) ? undefined : t`Enter six digits.`
            }
          />
          {submitError && <Failure role="alert">{submitError}</Failure>}
          {submitSucceeded && !submitError && (
            <Notice role="status">{t`Your withdrawal was requested and is being reviewed.`}</Notice>
          )}
          <Button type="submit" loading={submitting} disabled={blocked}>
            {t`Withdraw`}
          </Button>
        </Form>
      )}
    />
  );
};
