import type { ApiClient } from '@portal/api-client';
import { createStore, Provider, type Store } from 'jotai';
import { createContext, type ReactNode, useContext, useState } from 'react';

/** What the session needs to know about the brand it runs for. */
export interface SessionConfig {
  merchantCode: string;
  /** Member types that count as agents and as trial accounts (portal-spec section 6). */
  agentTypes: readonly number[];
  trialTypes: readonly number[];
}

interface SessionContextValue {
  api: ApiClient;
  config: SessionConfig;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  api: ApiClient;
  config: SessionConfig;
  /** The jotai store holding the session atoms; a fresh one by default. */
  store?: Store;
  children: ReactNode;
}

/**
 * Scopes the session: the api client, the brand's session settings and the atoms' store.
 * Give the api client `getToken: () => store.get(tokenAtom)` so calls carry the live token.
 */
export const SessionProvider = ({ api, config, store, children }: SessionProviderProps) => {
  const [ownStore] = useState(() => store ?? createStore());
  const [value] = useState(() => ({ api, config }));
  return (
    <SessionContext.Provider value={value}>
      <Provider store={ownStore}>{children}</Provider>
    </SessionContext.Provider>
  );
};

export const useSessionContext = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them.');
  return value;
};
