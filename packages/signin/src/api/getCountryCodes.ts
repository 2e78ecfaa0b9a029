import type { CountryCode } from '@portal/contract';
import { callQuery, type QueryScope, useFeature, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The country dialing codes (a session-cached call: asked once per session and language). */
export const countryCodesQuery = (scope: QueryScope) => callQuery(scope, 'countryCodes', {});

/**
 * Country dialing codes when the merchant shows them (COUNTRYCODE3); otherwise, and until
 * they arrive, none (null). A failed list is empty: the field then takes a typed number,
 * which the server checks.
 */
export const useCountryCodes = (): readonly CountryCode[] | null => {
  const shown = useFeature('COUNTRYCODE3');
  const { data, isError } = useQuery({ ...countryCodesQuery(useQueryScope()), enabled: shown });
  if (!shown) return null;
  if (isError) return [];
  return data ?? null;
};
