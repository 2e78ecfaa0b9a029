import { useLingui } from '@lingui/react/macro';
import type { CallInput } from '@portal/contract';
import { Button, FormTextField, submitFailure } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { Failure, Form } from './cashierParts.tsx';

export interface BankCardFormProps {
  /** The name payees must carry, once the first card set it. */
  realName: string | null;
  onBind: (card: CallInput<'bankCardBind'>) => Promise<unknown>;
}

interface Values {
  bankName?: string;
  accountNumber?: string;
  payee?: string;
}

/** Binds a bank card for withdrawals; the payee is the member's real name. */
export const BankCardForm = ({ realName, onBind }: BankCardFormProps) => {
  const { t, i18n } = useLingui();
  const required = t`Input cannot be empty.`;
  return (
    <FinalForm<Values>
      initialValues={realName ? { payee: realName } : {}}
      onSubmit={async (values) => {
        try {
          await onBind({
            bankName: values.bankName ?? '',
            accountNumber: values.accountNumber ?? '',
            payee: values.payee ?? '',
          });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Form method="post" noValidate onSubmit={handleSubmit} aria-label={t`Add a bank card`}>
          <FormTextField
            name="bankName"
            label={t`Bank`}
            validate={(value) => (value && value.trim().length >= 2 ? undefined : required)}
          />
          <FormTextField
            name="accountNumber"
            label={t`Account number`}
            inputMode="numeric"
            autoComplete="off"
            validate={(value) =>
              value && /^\d{8,24}$/.test(value) ? undefined : t`Enter 8 to 24 digits.`
            }
          />
          <FormTextField
            name="payee"
            label={t`Payee (your real name)`}
            readOnly={realName !== null}
            validate={(value) => (value && value.trim().length >= 2 ? undefined : required)}
          />
          {submitError && <Failure role="alert">{submitError}</Failure>}
          <Button type="submit" loading={submitting}>
            {t`Add card`}
          </Button>
        </Form>
      )}
    />
  );
};
