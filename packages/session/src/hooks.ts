import { type ApiClient, ApiError, isApiError } from '@portal/api-client';
import type { FeatureFlag, Language, ModuleId } from '@portal/contract';
import { loadLanguage } from '@portal/i18n';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import {
  balanceAtom,
  balanceLoadingAtom,
  languageAtom,
  loginPopupOpenAtom,
  memberInfoAtom,
  systemStatusAtom,
  tokenAtom,
} from './atoms.ts';
import { captchaImageSource } from './captchaImage.ts';
import { isMemberTypeIn, isSwitchOn } from './features.ts';
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

export interface LoginCredentials {
  username: string;
  password: string;
  captcha?: string;
}

/**
 * Logs in by username and password. On success the token is kept for the tab, the username
 * is remembered for a day, and member info and balance load. Failures throw the ApiError
 * (its `value.captcha` says whether a captcha is now required).
 */
export const useLogin = () => {
  const { api, config } = useSessionContext();
  const store = useStore();
  const loadMember = useLoadMember();
  return useCallback(
    async ({ username, password, captcha }: LoginCredentials) => {
      const value = await api.call('login', {
        username,
        password,
        type: 'username',
        loginDeviceId: loginDeviceId(),
        ...(captcha ? { captcha } : {}),
      });
      writeToken(value.token);
      rememberUsername(config.merchantCode, username);
      // Session-cached answers belonged to the visitor.
      api.clearCache();
      store.set(tokenAtom, value.token);
      // The login worked even if the member's details fail to load now: the header retries.
      await loadMember().catch(() => undefined);
      return value;
    },
    [api, config.merchantCode, store, loadMember],
  );
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
