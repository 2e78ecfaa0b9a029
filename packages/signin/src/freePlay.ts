import { loginDeviceId, useApi } from '@portal/session';
import { useCallback } from 'react';
import { useCompleteLogin } from './completeLogin.ts';

const osName = (): string => {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'iOS';
  if (/Windows/i.test(agent)) return 'Windows';
  if (/Mac OS X/i.test(agent)) return 'macOS';
  if (/Linux/i.test(agent)) return 'Linux';
  return 'Web';
};

/** Free play (FREEPLAY3): a guest trial account, then home (portal-spec section 4). */
export const useFreePlay = (navigate: (path: string) => void = () => undefined) => {
  const api = useApi();
  const completeLogin = useCompleteLogin(navigate);
  return useCallback(async () => {
    const value = await api.call('freePlayLogin', {
      os: osName(),
      platform: 'W',
      loginDeviceId: loginDeviceId(),
    });
    await completeLogin(value, { mode: 'username', username: value.userName, password: '' });
    navigate('/');
  }, [api, completeLogin, navigate]);
};
