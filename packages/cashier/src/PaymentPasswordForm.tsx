import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { CallInput } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, FormPasswordField } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { Form as FinalForm } from 'react-final-form';
import { Failure, Form, Notice } from './cashierParts.tsx';

export interface PaymentPasswordFormProps {
  onSet: (change: CallInput<'paymentPasswordSet'>) => Promise<unknown>;
}

interface Values {
  password?: string;
  confirm?: string;
}

const PIN = /^\d{6}$/;

/** Sets the payment password a withdrawal asks for (six digits, not the login password). */
export const PaymentPasswordForm = ({ onSet }: PaymentPasswordFormProps) => {
  const { t, i18n } = useLingui();
  return (
    <FinalForm<Values>
      onSubmit={async (values) => {
        try {
          await onSet({ password: values.password ?? '' });
          return undefined;
        } catch (error) {
          return {
            [FORM_ERROR]: errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }),
          };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Form
          method="post"
          noValidate
          onSubmit={handleSubmit}
          aria-label={t`Set a payment password`}
        >
          <Notice>{t`Withdrawals need a payment password of six digits.`}</Notice>
          <FormPasswordField
            name="password"
            label={t`Payment password`}
            inputMode="numeric"
            autoComplete="new-password"
            validate={(value) => (value && PIN.test(value) ? undefined : t`Enter six digits.`)}
          />
          <FormPasswordField
            name="confirm"
            label={t`Confirm payment password`}
            inputMode="numeric"
            autoComplete="new-password"
            validate={(value, all) =>
              value === (all as Values).password ? undefined : t`The two entries differ.`
            }
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
