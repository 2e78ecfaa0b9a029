import type { SocialProvider } from '@portal/contract';
import { callQuery, loginDeviceId, useApi, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCompleteLogin } from './completeLogin.ts';

/** Where the provider sends the browser back (the server accepts only this path). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';
/** What this tab started: the provider and whether it links a signed-in member's identity. */
const FLIGHT_KEY = 'socialLogin';

interface Flight {
  provider: SocialProvider;
  link: boolean;
}

/** The brand's social login providers (none: no buttons). */
export const useSocialProviders = (enabled: boolean) =>
  useQuery({
    ...callQuery(useQueryScope(), 'socialProviders', {}),
    enabled,
    staleTime: 10 * 60_000,
  });

/**
 * Starts a social login (or, with a member signed in, linking): the server answers the
 * provider's page, and the browser goes there. The server keeps the PKCE verifier and nonce;
 * this tab keeps only which provider it went to, to finish on return.
 */
export const useStartSocial = () => {
  const api = useApi();
  return useCallback(
    async (provider: SocialProvider, link = false) => {
      const { authorizeUrl } = await api.call('socialLoginStart', {
        provider,
        redirectUri: `${window.location.origin}${SOCIAL_CALLBACK_PATH}`,
      });
      sessionStorage.setItem(FLIGHT_KEY, JSON.stringify({ provider, link } satisfies Flight));
      window.location.assign(authorizeUrl);
    },
    [api],
  );
};

/** The flight this tab started, taken once (a reload of the callback finds none). */
export const takeFlight = (): Flight | null => {
  const text = sessionStorage.getItem(FLIGHT_KEY);
  sessionStorage.removeItem(FLIGHT_KEY);
  try {
    const flight = JSON.parse(text ?? 'null') as Partial<Flight> | null;
    return flight && (flight.provider === 'google' || flight.provider === 'facebook')
      ? { provider: flight.provider, link: flight.link === true }
      : null;
  } catch {
    return null;
  }
};

/** Finishes a social login with the provider's code and our state, as any login finishes. */
export const useFinishSocial = (navigate: (path: string) => void) => {
  const api = useApi();
  const completeLogin = useCompleteLogin(navigate);
  return useCallback(
    async (provider: SocialProvider, code: string, state: string) => {
      const value = await api.call('socialLogin', {
        provider,
        code,
        state,
        loginDeviceId: loginDeviceId(),
      });
      await completeLogin(value, { mode: 'username', username: value.userName, password: '' });
      return value;
    },
    [api, completeLogin],
  );
};
