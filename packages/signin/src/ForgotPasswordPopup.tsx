import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { CountryCode, RegisterRule } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { AlertDialog, Button, Modal, PasswordField, TextField } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import { MOBILE_NUMBER } from './LoginPopup.tsx';
import { patternHint } from './patternHints.ts';
import { Failure, Form, LinkButton, Links, Tab, Tabs } from './popupParts.tsx';
import { ruleValidator } from './registerForm.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface PhoneReset {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  countryDialingCode?: string;
}

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
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const shownError = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
    (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : null;
  const usernameValid = usernameRule
    ? ruleValidator(usernameRule, { required, hint: patternHint(i18n, usernameRule) }, true)
    : (value: unknown) => (value ? undefined : required);
  const passwordValid = passwordRule
    ? ruleValidator(passwordRule, { required, hint: patternHint(i18n, passwordRule) }, true)
    : (value: unknown) => (value ? undefined : required);
  const mobileValid = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return errorMessage(i18n, { code: 'missing-phone-number' });
    return MOBILE_NUMBER.test(text)
      ? undefined
      : errorMessage(i18n, { code: 'invalid-phone-number' });
  };
  const dialingDefault = countryCodes?.[0]?.countryDialingCode ?? '';
  const failureOf = (error: unknown) => ({
    [FORM_ERROR]: errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }),
  });

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
        {phoneVerification && (
          <Tabs role="tablist" aria-label={t`Recovery method`}>
            {(['mobile', 'email'] as const).map((each) => (
              <Tab
                key={each}
                type="button"
                role="tab"
                aria-selected={method === each}
                onClick={() => setMethod(each)}
              >
                {each === 'mobile' ? t`Mobile number` : t`E-mail`}
              </Tab>
            ))}
          </Tabs>
        )}
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
                  mobileNum: (values.mobileNum ?? '').trim(),
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
                  <Field<string> name="username" validate={usernameValid}>
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        value={input.value ?? ''}
                        label={t`Username`}
                        autoComplete="username"
                        error={shownError(meta)}
                        maxLength={64}
                      />
                    )}
                  </Field>
                  <Field<string>
                    name="email"
                    validate={(value) => {
                      if (!value) return required;
                      return EMAIL.test(value.trim())
                        ? undefined
                        : t`Please enter a valid e-mail address.`;
                    }}
                  >
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        value={input.value ?? ''}
                        type="email"
                        label={t`E-mail`}
                        autoComplete="email"
                        error={shownError(meta)}
                        maxLength={254}
                      />
                    )}
                  </Field>
                </>
              ) : (
                <>
                  {countryCodes && countryCodes.length > 0 && (
                    <Field<string> name="countryDialingCode">
                      {({ input }) => (
                        <CountryCodeSelect
                          codes={countryCodes}
                          value={input.value ?? ''}
                          onChange={input.onChange}
                        />
                      )}
                    </Field>
                  )}
                  <Field<string> name="mobileNum" validate={mobileValid}>
                    {({ input, meta }) => (
                      <TextField
                        {...input}
                        value={input.value ?? ''}
                        type="tel"
                        inputMode="tel"
                        label={t`Mobile number`}
                        autoComplete="tel-national"
                        error={shownError(meta)}
                        maxLength={20}
                      />
                    )}
                  </Field>
                  <Field<string>
                    name="verificationCode"
                    validate={(value) =>
                      value ? undefined : errorMessage(i18n, { code: 'missing-verification-code' })
                    }
                  >
                    {({ input, meta }) => (
                      <SmsCodeField
                        value={input.value ?? ''}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={shownError(meta) ?? undefined}
                        checkBeforeSend={() => mobileValid(values.mobileNum)}
                        send={() =>
                          sendSmsCode
                            ? sendSmsCode(
                                (values.mobileNum ?? '').trim(),
                                values.countryDialingCode || undefined,
                              )
                            : Promise.reject(new Error('no SMS sender'))
                        }
                      />
                    )}
                  </Field>
                  <Field<string> name="newPassword" validate={passwordValid}>
                    {({ input, meta }) => (
                      <PasswordField
                        {...input}
                        value={input.value ?? ''}
                        label={t`New password`}
                        autoComplete="new-password"
                        hint={passwordRule ? patternHint(i18n, passwordRule) : undefined}
                        error={shownError(meta)}
                        maxLength={passwordRule?.maxLength ?? 128}
                      />
                    )}
                  </Field>
                </>
              )}
              {submitError && <Failure role="alert">{String(submitError)}</Failure>}
              <Button type="submit" fullWidth loading={submitting}>
                {t`Submit`}
              </Button>
              {onCustomerService && (
                <Links>
                  <LinkButton type="button" onClick={onCustomerService}>
                    {t`Customer service`}
                  </LinkButton>
                </Links>
              )}
            </Form>
          )}
        />
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
