import type { ApiClient } from '@portal/api-client';
import type { FeatureFlag, Language, ModuleId, SystemStatus } from '@portal/contract';
import { formatMoney, loadLanguage } from '@portal/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { languageAtom, tokenAtom } from './atoms.ts';
import { isSwitchOn } from './features.ts';
import { reportFailure, SYSTEM_STATUS_KEY } from './queries.ts';
import { useSessionContext } from './SessionProvider.tsx';
import {
  type PopupAudience,
  readRememberedUsername,
  readSignUpPopupsClosed,
  writeSignUpPopupsClosed,
  writeStoredLanguage,
} from './storage.ts';

/** How often a closed site (maintenance, a region rule) asks whether it is open again. */
export const CLOSED_SITE_POLL_MS = 30_000;

/**
 * The platform's system status (switches, register rules, maintenance, the visitor's region):
 * per merchant, not per language or member, so its key names neither; asked once per visit,
 * again when a call is turned away for maintenance or region (queries.ts), and every
 * `CLOSED_SITE_POLL_MS` while the site is closed, so the portal returns once staff lift it.
 */
export const systemStatusQuery = (api: ApiClient) =>
  queryOptions<SystemStatus>({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: () => api.call('systemStatus', {}),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => {
      const status = query.state.data;
      return status && (status.maintenance.active || status.regionRestriction.active)
        ? CLOSED_SITE_POLL_MS
        : false;
    },
  });

/** The system status query itself (the start gate shows its loading and failure). */
export const useSystemStatusQuery = () => useQuery(systemStatusQuery(useSessionContext().api));

/** The system status once loaded, else null. */
export const useSystemStatus = (): SystemStatus | null => useSystemStatusQuery().data ?? null;

/** Whether a whitelabel module or feature flag is on for this merchant. */
export const useFeature = (switchName: FeatureFlag | ModuleId): boolean => {
  const status = useSystemStatus();
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
      // A signed-in member's texts made by the server (inbox, SMS, e-mail) follow the choice.
      // The interface has switched already; a failure to store it is reported, not shown.
      if (store.get(tokenAtom) !== null) {
        await api
          .call('updateLanguage', { language: next })
          .catch((error: unknown) => reportFailure('storing the language', error));
      }
    },
    [api, store],
  );
  return { language, setLanguage };
};

/**
 * Money as people read it: the brand's currency places (whole dong, yuan with two) in the
 * interface language's format; a dash where there is no amount. Takes the wire's string or
 * number, or minor units.
 */
export const useMoney = () => {
  const { currency } = useSessionContext().config;
  const language = useAtomValue(languageAtom);
  return useCallback(
    (amount: bigint | string | number | null | undefined): string =>
      amount === null || amount === undefined ? '-' : formatMoney(amount, currency, language),
    [currency, language],
  );
};

/** The username remembered from the last login on this browser. */
export const useRememberedUsername = (): string =>
  readRememberedUsername(useSessionContext().config.merchantCode) ?? '';

/**
 * Whether an audience closed the announcement popups in this tab (they then stay closed for
 * it, while the other audience still sees theirs), and a way to close them.
 */
export const usePopupsClosed = (audience: PopupAudience) => {
  const [closedFor, setClosedFor] = useState(readSignUpPopupsClosed);
  const close = useCallback(() => {
    writeSignUpPopupsClosed(audience);
    setClosedFor(readSignUpPopupsClosed());
  }, [audience]);
  return { closed: closedFor.includes(audience), close };
};
