import { ApiError, isApiError } from '@portal/api-client';
import {
  type LoginValue,
  type LoginVerification,
  loginVerificationValueSchema,
  type NewIpMethod,
} from '@portal/contract';
import { type LoginMode, loginDeviceId, useApi, useSessionPopup } from '@portal/session';
import { useCallback } from 'react';
import * as v from 'valibot';
import { captchaImageSource } from './captchaImage.ts';
import { runVerificationChallenge } from './challenge.ts';
import { type LoginOutcome, useCompleteLogin } from './completeLogin.ts';

/** What the login popup submits: username and password, or mobile number and SMS code. */
export type LoginCredentials =
  | { mode?: 'username'; username: string; password: string; captcha?: string }
  | { mode: 'sms'; mobileNum: string; code: string; countryDialingCode?: string };

/**
 * Logs in by username and password (after the verification challenge) or by mobile number and
 * SMS code. A new IP hands over to the verification popup; a forced change to the
 * change-password popup. Other failures throw the ApiError (its `value.captcha` says whether a
 * captcha is now required).
 */
export const useLogin = (navigate: (path: string) => void = () => undefined) => {
  const api = useApi();
  const { show } = useSessionPopup();
  const completeLogin = useCompleteLogin(navigate);
  return useCallback(
    async (credentials: LoginCredentials, { agentPath = false } = {}): Promise<LoginOutcome> => {
      const sms = credentials.mode === 'sms';
      const username = sms ? credentials.mobileNum : credentials.username;
      const password = sms ? credentials.code : credentials.password;
      const challenge = sms ? {} : await runVerificationChallenge(api, 'login');
      let value: LoginValue;
      try {
        value = await api.call('login', {
          username,
          password,
          type: sms ? 'sms' : 'username',
          loginDeviceId: loginDeviceId(),
          ...(!sms && credentials.captcha ? { captcha: credentials.captcha } : {}),
          ...(sms && credentials.countryDialingCode
            ? { countryDialingCode: credentials.countryDialingCode }
            : {}),
          ...(agentPath ? { path: 'agent' as const } : {}),
          ...challenge,
        });
      } catch (error) {
        const verification =
          isApiError(error) && error.code === 'login.verification.required'
            ? v.safeParse(loginVerificationValueSchema, error.value)
            : null;
        if (verification?.success) {
          show({
            name: 'verification',
            verification: verification.output,
            username,
            mode: sms ? 'sms' : 'username',
            ...(agentPath ? { agentPath: true } : {}),
          });
          return 'verification';
        }
        throw error;
      }
      return completeLogin(value, {
        mode: sms ? 'sms' : 'username',
        username,
        password,
        agentPath,
      });
    },
    [api, show, completeLogin],
  );
};

/** The new-IP second factor: send the code, then verify it to finish the pending login. */
export const useNewIpVerification = (navigate: (path: string) => void = () => undefined) => {
  const api = useApi();
  const completeLogin = useCompleteLogin(navigate);
  const sendCode = useCallback(
    async (verificationToken: string, method: 'sms' | 'email') =>
      api.call('newIpCode', { verificationToken, method }),
    [api],
  );
  const verify = useCallback(
    async (
      pending: {
        verification: LoginVerification;
        username: string;
        mode: LoginMode;
        agentPath?: boolean;
      },
      method: NewIpMethod,
      answer: string,
    ) => {
      const value = await api.call('newIpVerify', {
        verificationToken: pending.verification.verificationToken,
        method,
        ...(method === 'realName' ? { realName: answer } : { verificationCode: answer }),
        loginDeviceId: loginDeviceId(),
      });
      // The password is not known here: a forced change still comes from the server's flag.
      return completeLogin(value, {
        mode: pending.mode,
        username: pending.username,
        password: '',
        ...(pending.agentPath ? { agentPath: true } : {}),
      });
    },
    [api, completeLogin],
  );
  return { sendCode, verify };
};

/** Loads the image captcha for this browser, as an image source (a data URL). */
export const useLoadCaptcha = () => {
  const api = useApi();
  return useCallback(async () => {
    const source = captchaImageSource(
      await api.call('captcha', { loginDeviceId: loginDeviceId() }),
    );
    // An answer that is no inline image is a broken answer, reported like one.
    if (!source) throw new ApiError('system.error', undefined, 200);
    return source;
  }, [api]);
};
