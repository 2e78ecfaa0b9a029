import { type ApiClient, isApiError } from '@portal/api-client';
import {
  type CallInput,
  type CallName,
  type CallOutput,
  callRoutes,
  type Language,
} from '@portal/contract';
import { MutationCache, QueryCache, QueryClient, queryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { languageAtom, tokenAtom } from './atoms.ts';
import { useSessionContext } from './SessionProvider.tsx';

/**
 * What a query's answer depends on besides its input: the api client, the interface language
 * and, for calls that answer members personally, the session's token.
 */
export interface QueryScope {
  api: ApiClient;
  language: Language;
  token: string | null;
}

/** The scope a feature's queries run in: this session's api client, language and token. */
export const useQueryScope = (): QueryScope => {
  const { api } = useSessionContext();
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  return { api, language, token };
};

/**
 * The query of one contract call (a feature's `get-*` definitions are built from it): the key
 * names the call, the language, the session for calls that answer members personally, and
 * the input. The contract's `cache: 'session'` policy maps onto it: such an answer never goes
 * stale; a new session or language is a new key, so it is asked again then.
 */
export const callQuery = <N extends CallName>(
  { api, language, token }: QueryScope,
  name: N,
  input: CallInput<N>,
) => {
  const spec = callRoutes[name];
  const personal = spec.token || spec.tokenOptional === true;
  return queryOptions<CallOutput<N>>({
    queryKey: [name, language, personal ? token : null, input ?? {}],
    queryFn: () => api.call(name, input),
    ...(spec.cache === 'session' ? { staleTime: Number.POSITIVE_INFINITY } : {}),
  });
};

/** How often a failed query is asked again: network trouble twice, a catalogue answer never. */
const retry = (failures: number, error: unknown): boolean =>
  failures < 2 &&
  isApiError(error) &&
  (error.code === 'network.error' || error.code === 'network.timeout');

/**
 * The portal's one query client (apps/web and Storybook each create one): answers stay fresh
 * for 30 seconds, refetch when the tab comes back into focus, and retry only network trouble.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => siteClosed(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => siteClosed(client, error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
};

/** The system status's query key (settings.ts asks it; a closed site asks it again). */
export const SYSTEM_STATUS_KEY = ['systemStatus'] as const;

const CLOSING_CODES: ReadonlySet<string> = new Set(['system.maintenance', 'access.restricted']);

/**
 * A call turned away by a maintenance window or a region rule means staff closed the site
 * while this page was open (the status is otherwise asked once per visit): the system status
 * is asked again, so the start gate shows the maintenance or region page at once instead of
 * a failed screen part.
 */
const siteClosed = (client: QueryClient, error: unknown): void => {
  if (isApiError(error) && CLOSING_CODES.has(error.code)) {
    void client.invalidateQueries({ queryKey: SYSTEM_STATUS_KEY });
  }
};

/**
 * Reports a failure nobody waits for (a background call after login): logged with its
 * catalogue code, so it is seen in the console and by error monitoring, never swallowed.
 */
export const reportFailure = (what: string, error: unknown): void => {
  const code = isApiError(error) ? error.code : 'unknown';
  console.warn(`[portal] ${what} failed (${code})`, error);
};
