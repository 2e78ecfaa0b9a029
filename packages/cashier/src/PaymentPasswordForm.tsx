import { useLingui } from '@lingui/react/macro';
import type { CallInput } from '@portal/contract';
import { Button, FormPasswordField, submitFailure } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { Failure, Form, Notice } from './cashierParts.tsx';
import { NewPaymentPasswordFields, SIX_DIGITS } from './NewPaymentPasswordFields.tsx';

export interface PaymentPasswordFormProps {
  onSet: (change: CallInput<'paymentPasswordSet'>) => Promise<unknown>;
  /** A password is set already: changing it asks for the current one. */
  change?: boolean;
}

interface Values {
  current?: string;
  password?: string;
  confirm?: string;
}

/**
 * Sets the payment password a withdrawal asks for (six digits, not the login password), or
 * changes it given the current one.
 */
export const PaymentPasswordForm = ({ onSet, change = false }: PaymentPasswordFormProps) => {
  const { t, i18n } = useLingui();
  return (
    <FinalForm<Values>
      onSubmit={async (values) => {
        try {
          await onSet({
            password: values.password ?? '',
            ...(change ? { oldPassword: values.current ?? '' } : {}),
          });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Form
          method="post"
          noValidate
          onSubmit={handleSubmit}
          aria-label={change ? t`Change the payment password` : t`Set a payment password`}
        >
          <Notice>{t`Withdrawals need a payment password of six digits.`}</Notice>
          {change && (
            <FormPasswordField
              name="current"
              label={t`Current payment password`}
              inputMode="numeric"
              autoComplete="current-password"
              validate={(value) =>
                value && SIX_DIGITS.test(value) ? undefined : t`Enter six digits.`
              }
            />
          )}
          <NewPaymentPasswordFields
            label={change ? t`New payment password` : t`Payment password`}
          />
          {submitError && <Failure role="alert">{submitError}</Failure>}
          <Button type="submit" loading={submitting}>
            {t`Save`}
          </Button>
        </Form>
      )}
    />
  );
};
