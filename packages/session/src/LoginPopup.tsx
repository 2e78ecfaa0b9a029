import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { loginFailureValueSchema } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, Modal, PasswordField, TextField } from '@portal/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { LoginCredentials } from './hooks.ts';

/** The captcha image may be asked for at most once a second (portal-spec section 9). */
const CAPTCHA_REFRESH_MS = 1000;

export interface LoginPopupProps {
  open: boolean;
  onClose: () => void;
  /** Performs the login; resolves on success, throws the ApiError on failure. */
  login: (credentials: LoginCredentials) => Promise<unknown>;
  /** Loads a captcha image (a data URL). */
  loadCaptcha: () => Promise<string>;
  /** Pre-fills the username (the remembered one). */
  defaultUsername?: string;
  /** Switches to the forgot-password popup; closes by default until that popup exists. */
  onForgotPassword?: () => void;
  /** Switches to the register popup; closes by default until that popup exists. */
  onRegister?: () => void;
}

type FieldErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

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
}: LoginPopupProps) => {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const lastCaptchaLoad = useRef(0);
  const usernameRef = useRef<HTMLInputElement>(null);

  // A popup opened again starts without the last attempt's messages.
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    setFieldErrors({});
  }, [open]);

  const refreshCaptcha = async () => {
    const now = Date.now();
    if (now - lastCaptchaLoad.current < CAPTCHA_REFRESH_MS) return;
    lastCaptchaLoad.current = now;
    setCaptcha('');
    try {
      setCaptchaImage(await loadCaptcha());
    } catch (error) {
      setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }));
    }
  };

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
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
    setSubmitting(true);
    try {
      await login({
        username: username.trim(),
        password,
        ...(captchaShown ? { captcha: captcha.trim() } : {}),
      });
      setPassword('');
      setCaptcha('');
      onClose();
    } catch (error) {
      setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }));
      if (needsCaptcha(error)) {
        setCaptchaShown(true);
        // A captcha answers one attempt only: every failure needs a fresh image.
        lastCaptchaLoad.current = 0;
        await refreshCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      name="login"
      open={open}
      onClose={onClose}
      title={t`Log in`}
      width={380}
      initialFocus={usernameRef}
    >
      <Form method="post" noValidate onSubmit={onSubmit}>
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
          <CaptchaRow>
            <TextField
              label={t`Captcha`}
              name="captcha"
              autoComplete="off"
              inputMode="text"
              value={captcha}
              onChange={(event) => setCaptcha(event.target.value)}
              error={fieldErrors.captcha}
              maxLength={16}
            />
            <CaptchaButton
              type="button"
              onClick={() => void refreshCaptcha()}
              aria-label={t`Show a new captcha image`}
            >
              {captchaImage ? (
                <img src={captchaImage} alt={t`Characters to type`} width={120} height={40} />
              ) : (
                t`Load captcha`
              )}
            </CaptchaButton>
          </CaptchaRow>
        )}
        {failure && <Failure role="alert">{failure}</Failure>}
        <Button type="submit" fullWidth loading={submitting}>
          {t`Log in`}
        </Button>
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
  );
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const CaptchaRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  & > :first-of-type {
    flex: 1;
    min-width: 0;
  }
`;

const CaptchaButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 120px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.onBackground};
  cursor: pointer;
  overflow: hidden;
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

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  /* The text colour of the surface always reaches AA contrast; the brand colour may not. */
  color: ${({ theme }) => theme.colors.onSurface};
  text-decoration: underline;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
