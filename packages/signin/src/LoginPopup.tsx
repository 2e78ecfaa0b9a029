import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { CountryCode } from '@portal/contract';
import { loginFailureValueSchema } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import type { LoginMode } from '@portal/session';
import { AlertDialog, Button, Modal, PasswordField, TextField } from '@portal/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { CaptchaField } from './CaptchaField.tsx';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import type { LoginCredentials } from './login.ts';
import { LinkButton, Tab, Tabs } from './popupParts.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

/** A mobile number as the forms take it: digits only, 4 to 20 of them. */
export const MOBILE_NUMBER = /^\d{4,20}$/;

/**
 * The shapes any existing account has, however old its rules (the server's login check): a
 * username of letters, digits and `_.@-`, a password without blanks. Nothing else can log in.
 */
const USERNAME_FORMAT = /^[\p{L}\p{N}_.@-]+$/u;
const PASSWORD_FORMAT = /^\S+$/u;

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
}

type FieldErrors = Partial<
  Record<'username' | 'password' | 'captcha' | 'mobileNum' | 'code', string>
>;

const needsCaptcha = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  if (error.code === 'captcha.required' || error.code === 'captcha.invalid') return true;
  const value = v.safeParse(loginFailureValueSchema, error.value);
  return value.success && value.output.captcha;
};

/** The login popup: username and password, and an image captcha when the server asks. */
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
}: LoginPopupProps) => {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<LoginMode>(modes[0] ?? 'username');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [freePlaying, setFreePlaying] = useState(false);
  const dialing =
    countryCodes && countryCodes.length > 0
      ? dialingCode || countryCodes[0]?.countryDialingCode || ''
      : '';
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  /** Bumped after every failed attempt: a captcha answers one attempt, so a new image loads. */
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [formatWarning, setFormatWarning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  // A popup opened again starts without the last attempt's messages.
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    setFieldErrors({});
  }, [open]);

  const mobileError = (): string | undefined => {
    const digits = mobileNum.replace(/\s+/g, '');
    if (!digits) return errorMessage(i18n, { code: 'missing-phone-number' });
    if (!MOBILE_NUMBER.test(digits)) return errorMessage(i18n, { code: 'invalid-phone-number' });
    return undefined;
  };

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (mode === 'sms') {
      const mobile = mobileError();
      if (mobile) errors.mobileNum = mobile;
      if (!code.trim()) errors.code = errorMessage(i18n, { code: 'missing-verification-code' });
      return errors;
    }
    if (!username.trim()) errors.username = t`Please enter your username.`;
    if (!password) errors.password = t`Please enter your password.`;
    if (captchaShown && !captcha.trim()) {
      errors.captcha = errorMessage(i18n, { code: 'captcha.required' });
    }
    return errors;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = validate();
    setFieldErrors(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    if (
      mode !== 'sms' &&
      (!USERNAME_FORMAT.test(username.trim()) || !PASSWORD_FORMAT.test(password))
    ) {
      // in_incorrect_password (portal-spec section 5): a warning dialog, not a field message.
      setFormatWarning(true);
      return;
    }
    setSubmitting(true);
    try {
      if (mode === 'sms') {
        await login({
          mode: 'sms',
          mobileNum: mobileNum.replace(/\s+/g, ''),
          code: code.trim(),
          ...(dialing ? { countryDialingCode: dialing } : {}),
        });
      } else {
        await login({
          username: username.trim(),
          password,
          ...(captchaShown ? { captcha: captcha.trim() } : {}),
        });
      }
      setPassword('');
      setCaptcha('');
      setCode('');
    } catch (error) {
      setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }));
      if (mode !== 'sms' && needsCaptcha(error)) {
        setCaptchaShown(true);
        setCaptcha('');
        setCaptchaGeneration((generation) => generation + 1);
      }
    } finally {
      setSubmitting(false);
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
        {modes.length > 1 && (
          <Tabs role="tablist" aria-label={t`Login method`}>
            {modes.map((each) => (
              <Tab
                key={each}
                type="button"
                role="tab"
                aria-selected={mode === each}
                onClick={() => {
                  setMode(each);
                  setFieldErrors({});
                  setFailure(null);
                }}
              >
                {each === 'sms' ? t`SMS login` : t`Account login`}
              </Tab>
            ))}
          </Tabs>
        )}
        <Form method="post" noValidate onSubmit={onSubmit}>
          {mode === 'sms' ? (
            <>
              {countryCodes && countryCodes.length > 0 && (
                <CountryCodeSelect codes={countryCodes} value={dialing} onChange={setDialingCode} />
              )}
              <TextField
                label={t`Mobile number`}
                name="mobileNum"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={mobileNum}
                onChange={(event) => setMobileNum(event.target.value)}
                error={fieldErrors.mobileNum}
                maxLength={20}
              />
              <SmsCodeField
                value={code}
                onChange={setCode}
                error={fieldErrors.code}
                checkBeforeSend={mobileError}
                send={() =>
                  sendSmsCode
                    ? sendSmsCode(mobileNum.replace(/\s+/g, ''), dialing || undefined)
                    : Promise.reject(new Error('no SMS sender'))
                }
              />
            </>
          ) : (
            <>
              <TextField
                ref={usernameRef}
                label={t`Username`}
                name="username"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                error={fieldErrors.username}
                maxLength={64}
              />
              <PasswordField
                label={t`Password`}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={fieldErrors.password}
                maxLength={128}
              />
              {captchaShown && (
                <CaptchaField
                  value={captcha}
                  onChange={setCaptcha}
                  error={fieldErrors.captcha}
                  loadCaptcha={loadCaptcha}
                  generation={captchaGeneration}
                />
              )}
            </>
          )}
          {failure && <Failure role="alert">{failure}</Failure>}
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
                setFailure(null);
                onFreePlay()
                  .catch((error: unknown) =>
                    setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' })),
                  )
                  .finally(() => setFreePlaying(false));
              }}
            >
              {t`Free play`}
            </Button>
          )}
          <Links>
            <LinkButton type="button" onClick={onForgotPassword}>
              {t`Forgot password?`}
            </LinkButton>
            <LinkButton type="button" onClick={onRegister}>
              {t`Register`}
            </LinkButton>
          </Links>
        </Form>
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

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
`;
