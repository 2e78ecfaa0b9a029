import type { LoginValue } from '@portal/contract';
import {
  isMemberTypeIn,
  isSwitchOn,
  type LoginMode,
  reportFailure,
  useApi,
  useBrandConfig,
  useLoadMember,
  useLoginInfo,
  useSessionPopup,
  useStartSession,
  useSystemStatus,
} from '@portal/session';
import { useCallback } from 'react';
import { mustChangePassword } from './flows.ts';

/** How a login ended: signed in, or handed on to the change-password or verification popup. */
export type LoginOutcome = 'done' | 'changePassword' | 'verification';

interface CompleteLoginContext {
  mode: LoginMode;
  username: string;
  password: string;
  agentPath?: boolean;
}

/**
 * What every way in shares once the server handed out a token (login, new-IP verification,
 * registration, free play): open the session, mark the first login as handled, load member
 * info and login info, then force a password change or go on.
 */
export const useCompleteLogin = (navigate: (path: string) => void) => {
  const api = useApi();
  const config = useBrandConfig();
  const startSession = useStartSession();
  const loadMember = useLoadMember();
  const loginInfo = useLoginInfo();
  const status = useSystemStatus();
  const { show, close } = useSessionPopup();
  return useCallback(
    async (value: LoginValue, context: CompleteLoginContext): Promise<LoginOutcome> => {
      startSession({
        token: value.token,
        firstTimeLogin: value.firstTimeLogin,
        rememberAs: context.mode === 'username' ? context.username : undefined,
      });
      if (value.firstTimeLogin) {
        // Handled once: the server then stops reporting a first login (popups F show once).
        api.call('firstLogin', {}).catch((error: unknown) => reportFailure('firstLogin', error));
      }
      // The login worked even if the member's details fail to load now: the header retries.
      await loadMember().catch((error: unknown) => reportFailure('memberInfo', error));
      // Trial accounts have no messages: they do not ask for the unread count.
      if (!isMemberTypeIn(value.type, config.trialTypes)) {
        api
          .call('loginInfo', {})
          .then(loginInfo.keep)
          .catch((error: unknown) => reportFailure('loginInfo', error));
      }
      const forced = mustChangePassword({
        mode: context.mode,
        password: context.password,
        forceChangePassword: value.forceChangePassword,
        passwordExpired: value.passwordExpired,
        expiryEnforced: status ? isSwitchOn(status.info.whitelabel, 'PWDEXPFORCECHANGE3') : false,
      });
      if (forced) {
        show({
          name: 'changePassword',
          username: value.userName,
          oldPassword: context.password,
          forced: true,
          ...(context.agentPath ? { agentPath: true } : {}),
        });
        return 'changePassword';
      }
      close();
      if (context.agentPath) navigate('/agentHome');
      return 'done';
    },
    [api, config, startSession, loadMember, loginInfo.keep, status, show, close, navigate],
  );
};
