import { reportFailure, useApi, useLoadMember, useSessionPopup } from '@portal/session';
import { useCallback } from 'react';
import { useLogin } from './login.ts';

/**
 * Changes the password; afterwards member info reloads, the popup closes and the portal goes
 * home. The server ends sessions on a password change: when it ended this one, the member is
 * logged in again with the new password.
 */
export const useChangePassword = (navigate: (path: string) => void = () => undefined) => {
  const api = useApi();
  const { close } = useSessionPopup();
  const loadMember = useLoadMember();
  const login = useLogin(navigate);
  return useCallback(
    async (
      change: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      username?: string,
    ) => {
      await api.call('changePassword', change);
      // A failed load leaves the session as it was; only a session the server ended logs in again.
      const stillIn = await loadMember().catch((error: unknown) => {
        reportFailure('memberInfo', error);
        return true;
      });
      if (!stillIn && username) {
        await login({ username, password: change.newPassword });
      }
      close();
      navigate('/');
    },
    [api, close, loadMember, login, navigate],
  );
};

/** Forgot password by e-mail: the server mails a reset link when username and e-mail match. */
export const useForgotPasswordByEmail = () => {
  const api = useApi();
  return useCallback(
    async (username: string, email: string) => {
      await api.call('forgotPasswordByEmail', { username, email });
    },
    [api],
  );
};

/** Forgot password by phone: set the new password with the SMS code, log in, go home. */
export const useResetPasswordByPhone = (navigate: (path: string) => void = () => undefined) => {
  const api = useApi();
  const { show } = useSessionPopup();
  const login = useLogin(navigate);
  return useCallback(
    async (reset: {
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      countryDialingCode?: string;
    }) => {
      await api.call('resetPasswordByPhone', reset);
      try {
        await login({ username: reset.mobileNum, password: reset.newPassword });
      } catch {
        // The password is set; a platform that signs in by username only (not the number)
        // leaves the member to log in with the new password.
        show({ name: 'login' });
        return;
      }
      navigate('/');
    },
    [api, show, login, navigate],
  );
};
