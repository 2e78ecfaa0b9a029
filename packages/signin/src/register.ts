import { ApiError } from '@portal/api-client';
import type { registerRequestSchema } from '@portal/contract';
import { loginDeviceId, useApi, useSessionPopup } from '@portal/session';
import { useCallback } from 'react';
import type * as v from 'valibot';
import { runVerificationChallenge } from './challenge.ts';
import { useCompleteLogin } from './completeLogin.ts';
import type { RegisterType } from './flows.ts';

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
  const api = useApi();
  const { show } = useSessionPopup();
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
      let value: Awaited<ReturnType<typeof api.call<'register'>>>;
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
      show({ name: 'registerSuccess', account: value.userName });
      navigate('/');
      return value;
    },
    [api, show, completeLogin, navigate],
  );
};

/** Whether an affiliate (invitation) code is valid for this domain; failures count as invalid. */
export const useAffiliateCheck = () => {
  const api = useApi();
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
