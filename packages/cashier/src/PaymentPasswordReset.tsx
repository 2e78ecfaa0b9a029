import { useLingui } from '@lingui/react/macro';
import type { CallInput, CallOutput } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { Button, FormTextField } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { Failure, Form, Notice } from './cashierParts.tsx';
import { NewPaymentPasswordFields, SIX_DIGITS } from './NewPaymentPasswordFields.tsx';

export interface PaymentPasswordResetProps {
  /** Sends a code to the member's verified mobile. */
  onSendCode: () => Promise<CallOutput<'paymentPasswordResetCode'>>;
  /** Sets the new password with the code. */
  onReset: (reset: CallInput<'paymentPasswordReset'>) => Promise<unknown>;
}

interface Values {
  code?: string;
  password?: string;
  confirm?: string;
}

/**
 * A forgotten payment password: a code to the verified mobile, then the code and a new
 * password (which also lifts a lock left by wrong tries).
 */
export const PaymentPasswordReset = ({ onSendCode, onReset }: PaymentPasswordResetProps) => {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<CallOutput<'paymentPasswordResetCode'> | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const failure = (error: unknown) => thrownMessage(i18n, error);

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSent(await onSendCode());
    } catch (error) {
      setSendError(failure(error));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return <Notice role="status">{t`Your new payment password is set.`}</Notice>;
  }
  return (
    <FinalForm<Values>
      onSubmit={async (values) => {
        try {
          await onReset({ code: values.code ?? '', password: values.password ?? '' });
          setDone(true);
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: failure(error) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Form
          method="post"
          noValidate
          onSubmit={handleSubmit}
          aria-label={t`Reset the payment password`}
        >
          <Notice>{t`Forgot your payment password? We send a code to your verified mobile number.`}</Notice>
          {sent && (
            <Notice role="status">
              {t`A code was sent to ${sent.destination}. It expires in ${sent.expiredMinutes} minute(s).`}
            </Notice>
          )}
          {sendError && <Failure role="alert">{sendError}</Failure>}
          <Button type="button" variant="secondary" loading={sending} onClick={send}>
            {sent ? t`Send another code` : t`Send a code`}
          </Button>
          {sent && (
            <>
              <FormTextField
                name="code"
                label={t`Verification code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                validate={(value) =>
                  value && SIX_DIGITS.test(value) ? undefined : t`Enter six digits.`
                }
              />
              <NewPaymentPasswordFields label={t`New payment password`} />
              {submitError && <Failure role="alert">{submitError}</Failure>}
              <Button type="submit" loading={submitting}>
                {t`Reset payment password`}
              </Button>
            </>
          )}
        </Form>
      )}
    />
  );
};
