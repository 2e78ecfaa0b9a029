import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import {
  type CountryCode,
  isLoginFormat,
  loginFailureValueSchema,
  type SocialProvider,
} from '@portal/contract';
import { errorMessage, thrownMessage } from '@portal/i18n';
import type { LoginMode } from '@portal/session';
import {
  AlertDialog,
  Button,
  FormField,
  FormPasswordField,
  FormTextField,
  Modal,
  Stack,
  Tabs,
} from '@portal/ui-kit';
import { FORM_ERROR, type FormApi } from 'final-form';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import * as v from 'valibot';
import { CaptchaField } from './CaptchaField.tsx';
import type { LoginCredentials } from './login.ts';
import { MobileCodeFields, mobileDigits } from './MobileCodeFields.tsx';
import { Failure, Form, LinkButton } from './popupParts.tsx';
import { SocialButtons } from './SocialButtons.tsx';

export interface LoginPopupProps {
  open: boolean;
  onClose: () => void;
  /**
   * Performs the login; resolves when it is over (the session then decides what shows next:
   * nothing, the change-password or the verification popup), throws the ApiError on failure.
   */
  login: (credentials: LoginCredentials) => Promise<unknown>;
  /** The login modes the merchant offers; the first is the default. */
  modes?: readonly LoginMode[];
  /** Dialing codes to choose from (COUNTRYCODE3); none hides the select. */
  countryCodes?: readonly CountryCode[] | null;
  /** Sends the SMS login code; resolves the countdown in seconds. */
  sendSmsCode?: (mobileNum: string, countryDialingCode?: string) => Promise<number>;
  /** Free play (FREEPLAY3): logs in as a guest; absent hides the button. */
  onFreePlay?: () => Promise<unknown>;
  /** Loads a captcha image (a data URL). */
  loadCaptcha: () => Promise<string>;
  /** Pre-fills the username (the remembered one). */
  defaultUsername?: string;
  /** Switches to the forgot-password popup; closes by default until that popup exists. */
  onForgotPassword?: () => void;
  /** Switches to the register popup; closes by default until that popup exists. */
  onRegister?: () => void;
  /** The banner group's carousel, filled by the app (the session does not load content). */
  banner?: ReactNode;
  /** The brand's social login providers, and how one starts (none: no buttons). */
  socialProviders?: readonly SocialProvider[];
  onSocial?: (provider: SocialProvider) => Promise<unknown>;
}

interface LoginValues {
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  code?: string;
  countryDialingCode?: string;
}

const needsCaptcha = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  if (error.code === 'captcha.required' || error.code === 'captcha.invalid') return true;
  const value = v.safeParse(loginFailureValueSchema, error.value);
  return value.success && value.output.captcha;
};

/**
 * The login popup on react-final-form: username and password, or mobile number and SMS code,
 * and an image captcha when the server asks. Each field shows its first error once (left or
 * submitted); the server's answer shows above the button.
 */
export const LoginPopup = ({
  open,
  onClose,
  login,
  loadCaptcha,
  defaultUsername = '',
  onForgotPassword = onClose,
  onRegister = onClose,
  modes = ['username'],
  countryCodes = null,
  sendSmsCode,
  onFreePlay,
  banner,
  socialProviders = [],
  onSocial,
}: LoginPopupProps) => {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<LoginMode>(modes[0] ?? 'username');
  const [freePlaying, setFreePlaying] = useState(false);
  const [freePlayFailure, setFreePlayFailure] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  /** Bumped after every failed attempt: a captcha answers one attempt, so a new image loads. */
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [formatWarning, setFormatWarning] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  // The form mounts afresh each time the popup opens: it then offers the username remembered
  // by the last login (read again after a logout).
  const initialValues = useMemo<LoginValues>(
    () => ({ username: defaultUsername }),
    [defaultUsername],
  );
  const failureOf = (error: unknown) => thrownMessage(i18n, error);
  const dialingOf = (values: LoginValues) =>
    countryCodes && countryCodes.length > 0
      ? values.countryDialingCode || countryCodes[0]?.countryDialingCode || ''
      : '';

  const filled = (message: string) => (value: string | undefined) =>
    value?.trim() ? undefined : message;

  const submit = async (values: LoginValues, form: FormApi<LoginValues>) => {
    const username = (values.username ?? '').trim();
    const password = values.password ?? '';
    if (mode !== 'sms' && !isLoginFormat(username, password)) {
      // in_incorrect_password (portal-spec section 5): a warning dialog, not a field message.
      setFormatWarning(true);
      return undefined;
    }
    setFreePlayFailure(null);
    try {
      if (mode === 'sms') {
        const dialing = dialingOf(values);
        await login({
          mode: 'sms',
          mobileNum: mobileDigits(values.mobileNum),
          code: (values.code ?? '').trim(),
          ...(dialing ? { countryDialingCode: dialing } : {}),
        });
      } else {
        await login({
          username,
          password,
          ...(captchaShown ? { captcha: (values.captcha ?? '').trim() } : {}),
        });
      }
      form.batch(() => {
        form.change('password', undefined);
        form.change('captcha', undefined);
        form.change('code', undefined);
      });
      return undefined;
    } catch (error) {
      if (mode !== 'sms' && needsCaptcha(error)) {
        setCaptchaShown(true);
        form.change('captcha', undefined);
        setCaptchaGeneration((generation) => generation + 1);
      }
      return { [FORM_ERROR]: failureOf(error) };
    }
  };

  return (
    <>
      <Modal
        name="login"
        open={open}
        onClose={onClose}
        title={t`Log in`}
        width={380}
        initialFocus={usernameRef}
      >
        {banner}
        <FinalForm<LoginValues>
          // A popup opened again starts without the last attempt's messages.
          key={open ? 'open' : 'closed'}
          onSubmit={submit}
          initialValues={initialValues}
          render={({ handleSubmit, submitting, submitError, values, form }) => (
            <Tabs
              label={t`Login method`}
              look="underline"
              tabs={modes.map((each) => ({
                key: each,
                label: each === 'sms' ? t`SMS login` : t`Account login`,
              }))}
              selected={mode}
              onSelect={(next) => {
                setMode(next);
                // Another method starts without the last one's messages; typed values stay.
                form.reset(form.getState().values);
              }}
            >
              <Form method="post" noValidate onSubmit={handleSubmit}>
                {mode === 'sms' ? (
                  <MobileCodeFields
                    countryCodes={countryCodes}
                    dialing={dialingOf(values)}
                    mobileNum={values.mobileNum}
                    codeName="code"
                    sendSmsCode={sendSmsCode}
                  />
                ) : (
                  <>
                    <FormTextField
                      ref={usernameRef}
                      name="username"
                      validate={filled(t`Please enter your username.`)}
                      label={t`Username`}
                      autoComplete="username"
                      autoCapitalize="off"
                      spellCheck={false}
                      maxLength={64}
                    />
                    <FormPasswordField
                      name="password"
                      validate={(value) => (value ? undefined : t`Please enter your password.`)}
                      label={t`Password`}
                      autoComplete="current-password"
                      maxLength={128}
                    />
                    {captchaShown && (
                      <FormField
                        name="captcha"
                        validate={filled(errorMessage(i18n, { code: 'captcha.required' }))}
                      >
                        {({ input, error }) => (
                          <CaptchaField
                            value={input.value}
                            onChange={input.onChange}
                            onBlur={input.onBlur}
                            error={error}
                            loadCaptcha={loadCaptcha}
                            generation={captchaGeneration}
                          />
                        )}
                      </FormField>
                    )}
                  </>
                )}
                {(submitError || freePlayFailure) && (
                  <Failure role="alert">{String(submitError ?? freePlayFailure)}</Failure>
                )}
                <Button type="submit" fullWidth loading={submitting}>
                  {t`Log in`}
                </Button>
                {onFreePlay && (
                  <Button
                    type="button"
                    variant="secondary"
                    fullWidth
                    loading={freePlaying}
                    onClick={() => {
                      setFreePlaying(true);
                      setFreePlayFailure(null);
                      onFreePlay()
                        .catch((error: unknown) => setFreePlayFailure(failureOf(error)))
                        .finally(() => setFreePlaying(false));
                    }}
                  >
                    {t`Free play`}
                  </Button>
                )}
                {onSocial && <SocialButtons providers={socialProviders} onStart={onSocial} />}
                <Stack direction="row" justify="space-between" gap="md">
                  <LinkButton type="button" onClick={onForgotPassword}>
                    {t`Forgot password?`}
                  </LinkButton>
                  <LinkButton type="button" onClick={onRegister}>
                    {t`Register`}
                  </LinkButton>
                </Stack>
              </Form>
            </Tabs>
          )}
        />
      </Modal>
      <AlertDialog
        name="incorrect-password"
        open={formatWarning}
        onClose={() => setFormatWarning(false)}
        message={t`Incorrect username or password format.`}
      />
    </>
  );
};
