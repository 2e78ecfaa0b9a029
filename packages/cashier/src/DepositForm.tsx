import { useLingui } from '@lingui/react/macro';
import type { DepositChannel } from '@portal/contract';
import { useBrandConfig, useMoney } from '@portal/session';
import { Button, FormField, FormTextField, submitFailure } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { amountProblem } from './amounts.ts';
import type { DepositRequest } from './api/createDeposit.ts';
import { Choice, Failure, Form } from './cashierParts.tsx';

export interface DepositFormProps {
  channels: readonly DepositChannel[];
  onDeposit: (request: DepositRequest) => Promise<unknown>;
}

interface Values {
  channelId?: string;
  amount?: string;
}

/** Channel choice and amount; submitting opens the order (and the payment page, if any). */
export const DepositForm = ({ channels, onDeposit }: DepositFormProps) => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  // The channel's limits come as wire decimals ("50000"); people read them in the brand's
  // money format ("50,000.00", "50.000" for dong in Vietnamese).
  const money = useMoney();
  const first = channels[0]?.channelId;
  return (
    <FinalForm<Values>
      initialValues={first ? { channelId: first } : {}}
      onSubmit={async (values) => {
        try {
          await onDeposit({ channelId: values.channelId ?? '', amount: values.amount ?? '' });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const channel = channels.find((c) => c.channelId === values.channelId);
        return (
          <Form method="post" noValidate onSubmit={handleSubmit} aria-label={t`Deposit`}>
            <Choice>
              <legend>{t`Payment method`}</legend>
              {channels.map((c) => (
                <FormField key={c.channelId} name="channelId">
                  {({ input }) => (
                    <label>
                      <input
                        type="radio"
                        name={input.name}
                        value={c.channelId}
                        checked={input.value === c.channelId}
                        onChange={() => input.onChange(c.channelId)}
                      />{' '}
                      {c.name} ({money(c.minAmount)} - {money(c.maxAmount)})
                    </label>
                  )}
                </FormField>
              ))}
            </Choice>
            <FormTextField
              name="amount"
              label={t`Amount`}
              inputMode="decimal"
              autoComplete="off"
              validate={(value) => {
                const problem = amountProblem(
                  value,
                  currency,
                  channel ? { min: channel.minAmount, max: channel.maxAmount } : {},
                );
                if (problem === 'empty') return t`Input cannot be empty.`;
                if (problem === 'format') return t`Enter a valid amount in ${currency}.`;
                if (problem === 'range' && channel) {
                  return t`Enter an amount from ${money(channel.minAmount)} to ${money(channel.maxAmount)}.`;
                }
                return undefined;
              }}
            />
            {submitError && <Failure role="alert">{submitError}</Failure>}
            <Button type="submit" loading={submitting} fullWidth>
              {t`Deposit`}
            </Button>
          </Form>
        );
      }}
    />
  );
};
