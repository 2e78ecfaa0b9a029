import type { ApiClient } from '@portal/api-client';
import type { Balance, Language, MemberInfo } from '@portal/contract';
import { createStore, Provider, type Store } from 'jotai';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { balanceAtom, languageAtom, memberInfoAtom, tokenAtom } from './atoms.ts';

/**
 * What the portal's packages need to know about the brand they run for. It reaches every
 * feature through the session's provider (`useBrandConfig`), so no app writes a bridge; a
 * brand's config is one as it is (`config={brand}`).
 */
export interface SessionConfig {
  merchantCode: string;
  /** Member types that count as agents and as trial accounts (portal-spec section 6). */
  agentTypes: readonly number[];
  trialTypes: readonly number[];
  /** The brand's cockfight providers: the first one starts directly. */
  cockfightProviders: readonly string[];
  /** The brand's ISO 4217 currency: every amount shown is formatted in its places. */
  currency: string;
  /**
   * The brand's lottery choices the portal reads; `stakeBase` is what the rules' "1" (a yuan)
   * is worth in the currency (brand.json `lottery.stakeBase`; absent, the currency's default):
   * the slip costs the engine's amounts times its scale, as the server charges them.
   */
  lottery?: { readonly stakeBase?: string | undefined } | undefined;
}

interface SessionContextValue {
  api: ApiClient;
  config: SessionConfig;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The session's state outside React: the api client reads the live token and language from
 * it. Its atoms stay private; only the session's hooks change them.
 */
export interface SessionStore {
  readonly token: () => string | null;
  readonly language: () => Language;
  /** @internal the jotai store the session's provider scopes. */
  readonly jotai: Store;
}

/**
 * A session store starting from a stored token (or none) and the visitor's language; a story
 * may start it with member details and a balance already loaded.
 */
export const createSessionStore = ({
  token,
  language,
  memberInfo = null,
  balance = null,
}: {
  token: string | null;
  language: Language;
  memberInfo?: MemberInfo | null;
  balance?: Balance | null;
}): SessionStore => {
  const jotai = createStore();
  jotai.set(tokenAtom, token);
  jotai.set(languageAtom, language);
  jotai.set(memberInfoAtom, memberInfo);
  jotai.set(balanceAtom, balance);
  return { token: () => jotai.get(tokenAtom), language: () => jotai.get(languageAtom), jotai };
};

export interface SessionProviderProps {
  api: ApiClient;
  config: SessionConfig;
  /** The session store the api client reads its token from; a visitor's in English by default. */
  store?: SessionStore;
  children: ReactNode;
}

/**
 * Scopes the session: the api client, the brand's settings and the session's state.
 * Give the api client `getToken: store.token` so calls carry the live token.
 */
export const SessionProvider = ({ api, config, store, children }: SessionProviderProps) => {
  const [own] = useState(() => store ?? createSessionStore({ token: null, language: 'EN' }));
  const [value] = useState(() => ({ api, config }));
  return (
    <SessionContext.Provider value={value}>
      <Provider store={own.jotai}>{children}</Provider>
    </SessionContext.Provider>
  );
};

export const useSessionContext = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them.');
  return value;
};

/** The api client of this session. */
export const useApi = (): ApiClient => useSessionContext().api;

/** The brand's settings the portal's packages read (merchant code, member types, providers). */
export const useBrandConfig = (): SessionConfig => useSessionContext().config;
