import { useApi } from '@portal/session';
import { useCallback } from 'react';
import { runVerificationChallenge } from './challenge.ts';
import { smsCountdownSeconds } from './flows.ts';

/** Sends a one-time SMS code (after the verification challenge); resolves the countdown seconds. */
export const useSendSmsCode = () => {
  const api = useApi();
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
