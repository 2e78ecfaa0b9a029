import { type ApiClient, ApiError, isApiError } from '@portal/api-client';
import {
  type FeatureFlag,
  type Language,
  type loginValueSchema,
  loginVerificationValueSchema,
  type ModuleId,
  type NewIpMethod,
  type registerRequestSchema,
} from '@portal/contract';
import { loadLanguage } from '@portal/i18n';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import {
  balanceAtom,
  balanceLoadingAtom,
  firstTimeLoginAtom,
  type LoginVerification,
  languageAtom,
  loginInfoAtom,
  loginPopupOpenAtom,
  memberInfoAtom,
  sessionPopupAtom,
  systemStatusAtom,
  tokenAtom,
} from './atoms.ts';
import { captchaImageSource } from './captchaImage.ts';
import { runVerificationChallenge } from './challenge.ts';
import { smsCountdownSeconds } from './clock.ts';
import { isMemberTypeIn, isSwitchOn } from './features.ts';
import { type LoginMode, mustChangePassword, type RegisterType } from './flows.ts';
import { useSessionContext } from './SessionProvider.tsx';
import {
  clearSessionStorage,
  loginDeviceId,
  readRememberedUsername,
  rememberUsername,
  writeStoredLanguage,
  writeToken,
} from './storage.ts';

/** The api client of this session. */
export const useApi = (): ApiClient => useSessionContext().api;

/** Who is here: visitor, member, agent or trial account. */
export const useSession = () => {
  const { config } = useSessionContext();
  const token = useAtomValue(tokenAtom);
  const memberInfo = useAtomValue(memberInfoAtom);
  return {
    token,
    memberInfo,
    isLogin: token !== null,
    isAgent: isMemberTypeIn(memberInfo?.type, config.agentTypes),
    isTrial: isMemberTypeIn(memberInfo?.type, config.trialTypes),
    merchantCode: config.merchantCode,
  };
};

const sessionGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'login.not.session' || error.code === 'user.or.token.invalid');

/** Forgets the session in memory and in session storage (logout, or the server revoked it). */
const useForgetSession = () => {
  const { api, config } = useSessionContext();
  const store = useStore();
  return useCallback(() => {
    clearSessionStorage(config.merchantCode);
    api.clearCache();
    store.set(tokenAtom, null);
    store.set(memberInfoAtom, null);
    store.set(balanceAtom, null);
    store.set(loginInfoAtom, null);
    store.set(firstTimeLoginAtom, false);
  }, [api, config.merchantCode, store]);
};

/** The balance and a refresh that marks itself as loading. */
export const useBalance = () => {
  const { api } = useSessionContext();
  const store = useStore();
  const forget = useForgetSession();
  const balance = useAtomValue(balanceAtom);
  const loading = useAtomValue(balanceLoadingAtom);
  const refresh = useCallback(async () => {
    if (store.get(tokenAtom) === null) return;
    store.set(balanceLoadingAtom, true);
    try {
      store.set(balanceAtom, await api.call('balance', {}));
    } catch (error) {
      if (sessionGone(error)) forget();
      else throw error;
    } finally {
      store.set(balanceLoadingAtom, false);
    }
  }, [api, store, forget]);
  return { balance, loading, refresh };
};

/**
 * Loads what a member sees after login or on a restored session: member info and balance.
 * A token the server no longer knows ends the session quietly.
 */
export const useLoadMember = () => {
  const { api } = useSessionContext();
  const store = useStore();
  const forget = useForgetSession();
  const { refresh } = useBalance();
  return useCallback(async () => {
    if (store.get(tokenAtom) === null) return;
    try {
      const [memberInfo] = await Promise.all([api.call('memberInfo', {}), refresh()]);
      store.set(memberInfoAtom, memberInfo);
    } catch (error) {
      if (sessionGone(error)) forget();
      else throw error;
    }
  }, [api, store, forget, refresh]);
};

/** What the login popup submits: username and password, or mobile number and SMS code. */
export type LoginCredentials =
  | { mode?: 'username'; username: string; password: string; captcha?: string }
  | { mode: 'sms'; mobileNum: string; code: string; countryDialingCode?: string };

/** How a login ended: signed in, or handed on to the change-password or verification popup. */
export type LoginOutcome = 'done' | 'changePassword' | 'verification';

type LoginValue = v.InferOutput<typeof loginValueSchema>;

interface CompleteLoginContext {
  mode: LoginMode;
  username: string;
  password: string;
  agentPath?: boolean;
}

/**
 * What every way in shares once the server handed out a token (login, new-IP verification,
 * registration, free play): keep the token for the tab, remember the username, mark the first
 * login as handled, load member info and login info, then force a password change or go on.
 */
const useCompleteLogin = (navigate: (path: string) => void) => {
  const { api, config } = useSessionContext();
  const store = useStore();
  const loadMember = useLoadMember();
  return useCallback(
    async (value: LoginValue, context: CompleteLoginContext): Promise<LoginOutcome> => {
      writeToken(value.token);
      if (context.mode === 'username') rememberUsername(config.merchantCode, context.username);
      // Session-cached answers belonged to the visitor.
      api.clearCache();
      store.set(tokenAtom, value.token);
      store.set(firstTimeLoginAtom, value.firstTimeLogin);
      if (value.firstTimeLogin) {
        // Handled once: the server then stops reporting a first login (popups F show once).
        void api.call('firstLogin', {}).catch(() => undefined);
      }
      // The login worked even if the member's details fail to load now: the header retries.
      await loadMember().catch(() => undefined);
      // Trial accounts have no messages: they do not ask for the unread count.
      if (!isMemberTypeIn(value.type, config.trialTypes)) {
        void api
          .call('loginInfo', {})
          .then((info) => store.set(loginInfoAtom, info))
          .catch(() => undefined);
      }
      const status = store.get(systemStatusAtom);
      const forced = mustChangePassword({
        mode: context.mode,
        password: context.password,
        forceChangePassword: value.forceChangePassword,
        passwordExpired: value.passwordExpired,
        expiryEnforced: status ? isSwitchOn(status.info.whitelabel, 'PWDEXPFORCECHANGE3') : false,
      });
      if (forced) {
        store.set(sessionPopupAtom, {
          name: 'changePassword',
          username: value.userName,
          oldPassword: context.password,
          forced: true,
          ...(context.agentPath ? { agentPath: true } : {}),
        });
        return 'changePassword';
      }
      store.set(sessionPopupAtom, null);
      if (context.agentPath) navigate('/agentHome');
      return 'done';
    },
    [api, config, store, loadMember, navigate],
  );
};

/**
 * Logs in by username and password (after the verification challenge) or by mobile number and
 * SMS code. A new IP hands over to the verification popup; a forced change to the
 * change-password popup. Other failures throw the ApiError (its `value.captcha` says whether a
 * captcha is now required).
 */
export const useLogin = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
  const store = useStore();
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
          store.set(sessionPopupAtom, {
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
    [api, store, completeLogin],
  );
};

/** The new-IP second factor: send the code, then verify it to finish the pending login. */
export const useNewIpVerification = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
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

/** Free play (FREEPLAY3): a guest trial account, then home (portal-spec section 4). */
export const useFreePlay = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
  const completeLogin = useCompleteLogin(navigate);
  return useCallback(async () => {
    const value = await api.call('freePlayLogin', {
      os: osName(),
      platform: 'W',
      loginDeviceId: loginDeviceId(),
    });
    await completeLogin(value, { mode: 'username', username: value.userName, password: '' });
    navigate('/');
  }, [api, completeLogin, navigate]);
};

const osName = (): string => {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'iOS';
  if (/Windows/i.test(agent)) return 'Windows';
  if (/Mac OS X/i.test(agent)) return 'macOS';
  if (/Linux/i.test(agent)) return 'Linux';
  return 'Web';
};

/** Sends a one-time SMS code (after the verification challenge); resolves the countdown seconds. */
export const useSendSmsCode = () => {
  const { api } = useSessionContext();
  return useCallback(
    async (
      purpose: 'login' | 'register' | 'registerMobile',
      mobileNum: string,
      countryDialingCode?: string,
    ) => {
      const challenge = await runVerificationChallenge(api, 'sms');
      const dial = countryDialingCode ? { countryDialingCode } : {};
      const sent =
        purpose === 'login'
          ? await api.call('loginSmsCode', { mobileNum, ...dial, ...challenge })
          : await api.call(purpose === 'register' ? 'registerSmsCode' : 'registerMobileSmsCode', {
              mobileNo: mobileNum,
              ...dial,
              ...challenge,
            });
      return smsCountdownSeconds(sent.expiredMinutes);
    },
    [api],
  );
};

/** The registration form's values as the register calls take them. */
export type Registration = Omit<
  v.InferInput<typeof registerRequestSchema>,
  'registerMethod' | 'login' | 'termsAccepted' | 'username' | 'loginDeviceId'
> & { username?: string };

/**
 * Registers by username or mobile number (after the verification challenge) and opens the
 * session; then the success popup shows and the portal goes home (portal-spec section 4).
 */
export const useRegister = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
  const store = useStore();
  const completeLogin = useCompleteLogin(navigate);
  return useCallback(
    async (type: RegisterType, registration: Registration) => {
      const challenge = await runVerificationChallenge(api, 'register');
      const common = {
        ...registration,
        registerMethod: 'WEB' as const,
        registerUrl: window.location.href,
        domain: window.location.hostname,
        login: true as const,
        termsAccepted: true as const,
        loginDeviceId: loginDeviceId(),
        ...challenge,
      };
      let value: LoginValue;
      if (type === 'mobile') {
        const { mobileNum } = registration;
        if (!mobileNum) throw new ApiError('missing-phone-number', undefined, 400);
        value = await api.call('registerMobile', { ...common, mobileNum });
      } else {
        value = await api.call('register', { ...common, username: registration.username ?? '' });
      }
      await completeLogin(value, {
        mode: 'username',
        username: value.userName,
        password: registration.password,
      });
      store.set(sessionPopupAtom, { name: 'registerSuccess', account: value.userName });
      navigate('/');
      return value;
    },
    [api, store, completeLogin, navigate],
  );
};

/** Whether an affiliate (invitation) code is valid for this domain; failures count as invalid. */
export const useAffiliateCheck = () => {
  const { api } = useSessionContext();
  return useCallback(
    async (code: string) => {
      try {
        return (await api.call('affiliateCheck', { code, domain: window.location.hostname })).valid;
      } catch {
        return false;
      }
    },
    [api],
  );
};

/** Country dialing codes when the merchant shows them (COUNTRYCODE3); otherwise none. */
export const useCountryCodes = () => {
  const { api } = useSessionContext();
  const shown = useFeature('COUNTRYCODE3');
  const [codes, setCodes] = useState<CountryCode[] | null>(null);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    api
      .call('countryCodes', {})
      .then((list) => {
        if (current) setCodes(list);
      })
      .catch(() => {
        // Without the list the field takes a typed number; the server checks it.
        if (current) setCodes([]);
      });
    return () => {
      current = false;
    };
  }, [api, shown]);
  return shown ? codes : null;
};

export interface CountryCode {
  countryCode: string;
  countryDialingCode: string;
}

/**
 * Changes the password; afterwards member info reloads, the popup closes and the portal goes
 * home. The server ends sessions on a password change: when it ended this one, the member is
 * logged in again with the new password.
 */
export const useChangePassword = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
  const store = useStore();
  const loadMember = useLoadMember();
  const login = useLogin(navigate);
  return useCallback(
    async (
      change: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      username?: string,
    ) => {
      await api.call('changePassword', change);
      await loadMember().catch(() => undefined);
      if (store.get(tokenAtom) === null && username) {
        await login({ username, password: change.newPassword });
      }
      store.set(sessionPopupAtom, null);
      navigate('/');
    },
    [api, store, loadMember, login, navigate],
  );
};

/** Forgot password by e-mail: the server mails a reset link when username and e-mail match. */
export const useForgotPasswordByEmail = () => {
  const { api } = useSessionContext();
  return useCallback(
    async (username: string, email: string) => {
      await api.call('forgotPasswordByEmail', { username, email });
    },
    [api],
  );
};

/** Forgot password by phone: set the new password with the SMS code, log in, go home. */
export const useResetPasswordByPhone = (navigate: (path: string) => void = () => undefined) => {
  const { api } = useSessionContext();
  const store = useStore();
  const login = useLogin(navigate);
  return useCallback(
    async (reset: {
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      countryDialingCode?: string;
    }) => {
      await api.call('resetPasswordByPhone', reset);
      try {
        await login({ username: reset.mobileNum, password: reset.newPassword });
      } catch {
        // The password is set; a platform that signs in by username only (not the number)
        // leaves the member to log in with the new password.
        store.set(sessionPopupAtom, { name: 'login' });
        return;
      }
      navigate('/');
    },
    [api, store, login, navigate],
  );
};

/** The sign-in popup on screen, and a way to switch to another. */
export const useSessionPopup = () => {
  const popup = useAtomValue(sessionPopupAtom);
  const setPopup = useSetAtom(sessionPopupAtom);
  return { popup, show: setPopup, close: useCallback(() => setPopup(null), [setPopup]) };
};

/**
 * The gate before a game starts (portal-spec section 6): a visitor gets the login popup, a
 * trial account the 'Please Register An Account First' warning; true when the game may start.
 */
export const useGameStartGuard = () => {
  const { isLogin, isTrial } = useSession();
  const setPopup = useSetAtom(sessionPopupAtom);
  return useCallback((): boolean => {
    if (!isLogin) {
      setPopup({ name: 'login' });
      return false;
    }
    if (isTrial) {
      setPopup({ name: 'trialBlocked' });
      return false;
    }
    return true;
  }, [isLogin, isTrial, setPopup]);
};

/** Loads the image captcha for this browser, as an image source (a data URL). */
export const useLoadCaptcha = () => {
  const { api } = useSessionContext();
  return useCallback(async () => {
    const source = captchaImageSource(
      await api.call('captcha', { loginDeviceId: loginDeviceId() }),
    );
    // An answer that is no inline image is a broken answer, reported like one.
    if (!source) throw new ApiError('system.error', undefined, 200);
    return source;
  }, [api]);
};

/**
 * Logs out: the server revokes the token, then session storage is cleared except for the
 * merchant code. The local session ends even when the server cannot be reached, so a
 * visitor who asked to leave is never left logged in.
 */
export const useLogout = () => {
  const { api } = useSessionContext();
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      await api.call('logout', {});
    } catch {
      // Revocation failed (offline, already expired): the token still leaves this browser.
    } finally {
      forget();
    }
  }, [api, forget]);
};

/** The username remembered from the last login on this browser. */
export const useRememberedUsername = (): string =>
  readRememberedUsername(useSessionContext().config.merchantCode) ?? '';

export const useSystemStatus = () => useAtomValue(systemStatusAtom);

/** Whether a whitelabel module or feature flag is on for this merchant. */
export const useFeature = (switchName: FeatureFlag | ModuleId): boolean => {
  const status = useAtomValue(systemStatusAtom);
  return status ? isSwitchOn(status.info.whitelabel, switchName) : false;
};

/** The interface language and a setter that loads its catalogue and remembers the choice. */
export const useLanguage = () => {
  const { api } = useSessionContext();
  const language = useAtomValue(languageAtom);
  const store = useStore();
  const setLanguage = useCallback(
    async (next: Language) => {
      await loadLanguage(next);
      writeStoredLanguage(next);
      // Cached answers (rules, country names) came in the old language.
      api.clearCache();
      store.set(languageAtom, next);
    },
    [api, store],
  );
  return { language, setLanguage };
};

export const useLoginPopup = () => {
  const open = useAtomValue(loginPopupOpenAtom);
  const setOpen = useSetAtom(loginPopupOpenAtom);
  return {
    isOpen: open,
    show: useCallback(() => setOpen(true), [setOpen]),
    hide: useCallback(() => setOpen(false), [setOpen]),
  };
};
