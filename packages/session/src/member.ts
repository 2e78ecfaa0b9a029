import { isApiError } from '@portal/api-client';
import type { LoginInfo, MemberInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import {
  balanceAtom,
  balanceLoadingAtom,
  firstTimeLoginAtom,
  loginInfoAtom,
  memberInfoAtom,
  tokenAtom,
} from './atoms.ts';
import { isMemberTypeIn } from './features.ts';
import { reportFailure } from './queries.ts';
import { useSessionContext } from './SessionProvider.tsx';
import { clearSessionStorage, rememberUsername, writeToken } from './storage.ts';

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

/**
 * The balance and a refresh that marks itself as loading. A token the server no longer knows
 * ends the session; any other failure rejects the refresh for its caller to show or report.
 */
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
 * A token the server no longer knows ends the session quietly. Resolves whether a session is
 * still there afterwards; other failures reject.
 */
export const useLoadMember = () => {
  const { api } = useSessionContext();
  const store = useStore();
  const forget = useForgetSession();
  const { refresh } = useBalance();
  return useCallback(async (): Promise<boolean> => {
    if (store.get(tokenAtom) === null) return false;
    try {
      const [memberInfo] = await Promise.all([api.call('memberInfo', {}), refresh()]);
      store.set(memberInfoAtom, memberInfo);
    } catch (error) {
      if (sessionGone(error)) forget();
      else throw error;
    }
    return store.get(tokenAtom) !== null;
  }, [api, store, forget, refresh]);
};

/**
 * Restores a session stored in this tab (a reload, a token handed over in the address): member
 * info and balance, once per visit, when `enabled` (the portal is open, not in maintenance).
 * A failed restore leaves a logged-in header without details; it is reported, never blocks.
 */
export const useRestoreSession = (enabled: boolean): void => {
  const store = useStore();
  const loadMember = useLoadMember();
  // Only a session that was there when the page started is restored; a later login loads
  // its own details.
  const [stored] = useState(() => store.get(tokenAtom) !== null);
  useQuery({
    queryKey: ['restoreSession'],
    queryFn: async () => {
      await loadMember().catch((error: unknown) => reportFailure('memberInfo', error));
      return true;
    },
    enabled: enabled && stored,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};

/** What the server answered a login with, as far as the session keeps it. */
export interface StartedSession {
  token: string;
  firstTimeLogin: boolean;
  /** The username to remember on this browser (username logins only). */
  rememberAs?: string | undefined;
}

/**
 * Opens the session a sign-in flow obtained: the token for this tab, the remembered
 * username, the first-login mark; session-cached answers belonged to the visitor and go.
 * Member details then load with `useLoadMember`.
 */
export const useStartSession = () => {
  const { api, config } = useSessionContext();
  const store = useStore();
  return useCallback(
    ({ token, firstTimeLogin, rememberAs }: StartedSession) => {
      writeToken(token);
      if (rememberAs !== undefined) rememberUsername(config.merchantCode, rememberAs);
      api.clearCache();
      store.set(tokenAtom, token);
      store.set(firstTimeLoginAtom, firstTimeLogin);
    },
    [api, config.merchantCode, store],
  );
};

/** Whether this tab's member is on the first login (popups with execution F show). */
export const useFirstTimeLogin = (): boolean => useAtomValue(firstTimeLoginAtom);

/** The member's login info (unread messages...), once loaded; and a way to keep it. */
export const useLoginInfo = () => {
  const store = useStore();
  const info = useAtomValue(loginInfoAtom);
  const keep = useCallback((next: LoginInfo) => store.set(loginInfoAtom, next), [store]);
  return { info, keep };
};

/** The member's details, once loaded. */
export const useMemberInfo = (): MemberInfo | null => useAtomValue(memberInfoAtom);

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
