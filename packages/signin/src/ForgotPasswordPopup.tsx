import { useLingui } from '@lingui/react/macro';
import {
  type CallInput,
  type CountryCode,
  EMAIL_FORMAT,
  type RegisterRule,
} from '@portal/contract';
import {
  AlertDialog,
  Button,
  FormTextField,
  Modal,
  Stack,
  submitFailure,
  Tabs,
} from '@portal/ui-kit';
import { type ReactNode, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { MobileCodeFields, mobileDigits } from './MobileCodeFields.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { patternHint } from './patternHints.ts';
import { Failure, Form, LinkButton } from './popupParts.tsx';
import { ruleValidator } from './registerForm.ts';

/** What the reset-by-phone call takes (the contract's request). */
export type PhoneReset = CallInput<'resetPasswordByPhone'>;

export interface ForgotPasswordPopupProps {
  /** The banner group's carousel, filled by the app (the session does not load content). */
  banner?: ReactNode;
  open: boolean;
  onClose: () => void;
  /** CHNGPASSVERIF3: the mobile tab exists and is the default. */
  phoneVerification?: boolean;
  countryCodes?: readonly CountryCode[] | null;
  usernameRule?: RegisterRule | undefined;
  passwordRule?: RegisterRule | undefined;
  requestByEmail: (username: string, email: string) => Promise<unknown>;
  /** Sends the SMS code; resolves the countdown in seconds. */
  sendSmsCode?: (mobileNum: string, countryDialingCode?: string) => Promise<number>;
  /** Sets the new password, logs in and goes home. */
  resetByPhone?: (reset: PhoneReset) => Promise<unknown>;
  onCustomerService?: () => void;
}

type Method = 'mobile' | 'email';

interface Values {
  username?: string;
  email?: string;
  mobileNum?: string;
  verificationCode?: string;
  newPassword?: string;
  countryDialingCode?: string;
}

/** Forgot password by e-mail, or by mobile number and SMS code (portal-spec section 2). */
export const ForgotPasswordPopup = ({
  open,
  onClose,
  phoneVerification = false,
  countryCodes = null,
  usernameRule,
  passwordRule,
  requestByEmail,
  sendSmsCode,
  resetByPhone,
  onCustomerService,
  banner,
}: ForgotPasswordPopupProps) => {
  const { t, i18n } = useLingui();
  const [method, setMethod] = useState<Method>(phoneVerification ? 'mobile' : 'email');
  const [sent, setSent] = useState(false);
  const required = t`Input cannot be empty.`;
  const usernameValid = usernameRule
    ? ruleValidator(usernameRule, { required, hint: patternHint(i18n, usernameRule) }, true)
    : (value: unknown) => (value ? undefined : required);
  const dialingDefault = countryCodes?.[0]?.countryDialingCode ?? '';
  const failureOf = (error: unknown) => submitFailure(i18n, error);

  return (
    <>
      <Modal
        name="forgot-password"
        open={open}
        onClose={onClose}
        title={t`Forgot password`}
        width={400}
      >
        {banner}
        <Tabs
          label={t`Recovery method`}
          look="underline"
          tabs={
            phoneVerification
              ? [
                  { key: 'mobile' as const, label: t`Mobile number` },
                  { key: 'email' as const, label: t`E-mail` },
                ]
              : []
          }
          selected={method}
          onSelect={setMethod}
        >
          <FinalForm<Values>
            key={method}
            initialValues={{ countryDialingCode: dialingDefault }}
            onSubmit={async (values) => {
              try {
                if (method === 'email') {
                  await requestByEmail((values.username ?? '').trim(), (values.email ?? '').trim());
                  setSent(true);
                  onClose();
                } else if (resetByPhone) {
                  await resetByPhone({
                    mobileNum: mobileDigits(values.mobileNum),
                    verificationCode: (values.verificationCode ?? '').trim(),
                    newPassword: values.newPassword ?? '',
                    ...(values.countryDialingCode
                      ? { countryDialingCode: values.countryDialingCode }
                      : {}),
                  });
                }
                return undefined;
              } catch (error) {
                return failureOf(error);
              }
            }}
            render={({ handleSubmit, submitting, submitError, values }) => (
              <Form method="post" noValidate onSubmit={handleSubmit}>
                {method === 'email' ? (
                  <>
                    <FormTextField
                      name="username"
                      validate={usernameValid}
                      label={t`Username`}
                      autoComplete="username"
                      maxLength={64}
                    />
                    <FormTextField
                      name="email"
                      validate={(value) => {
                        if (!value) return required;
                        return EMAIL_FORMAT.test(value.trim())
                          ? undefined
                          : t`Please enter a valid e-mail address.`;
                      }}
                      type="email"
                      label={t`E-mail`}
                      autoComplete="email"
                      maxLength={254}
                    />
                  </>
                ) : (
                  <>
                    <MobileCodeFields
                      countryCodes={countryCodes}
                      dialing={values.countryDialingCode ?? ''}
                      mobileNum={values.mobileNum}
                      codeName="verificationCode"
                      sendSmsCode={sendSmsCode}
                    />
                    <NewPasswordField name="newPassword" rule={passwordRule} />
                  </>
                )}
                {submitError && <Failure role="alert">{String(submitError)}</Failure>}
                <Button type="submit" fullWidth loading={submitting}>
                  {t`Submit`}
                </Button>
                {onCustomerService && (
                  <Stack direction="row" justify="space-between" gap="md">
                    <LinkButton type="button" onClick={onCustomerService}>
                      {t`Customer service`}
                    </LinkButton>
                  </Stack>
                )}
              </Form>
            )}
          />
        </Tabs>
      </Modal>
      <AlertDialog
        name="forgot-password-sent"
        title={t`Request sent`}
        open={sent}
        onClose={() => setSent(false)}
        message={t`Your request has been sent. Please check your e-mail.`}
      />
    </>
  );
};
