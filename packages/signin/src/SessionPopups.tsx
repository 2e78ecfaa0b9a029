import { useLingui } from '@lingui/react/macro';
import type { BannerGroup } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import {
  useFeature,
  useModalTurn,
  useRememberedUsername,
  useSessionPopup,
  useSystemStatus,
} from '@portal/session';
import { AlertDialog } from '@portal/ui-kit';
import { type ReactNode, useCallback } from 'react';
import { useCountryCodes } from './api/getCountryCodes.ts';
import { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
import { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
import { loginModes, registerTypes, smsCountdownSeconds } from './flows.ts';
import { useFreePlay } from './freePlay.ts';
import { LoginPopup } from './LoginPopup.tsx';
import { useLoadCaptcha, useLogin, useNewIpVerification } from './login.ts';
import {
  useChangePassword,
  useForgotPasswordByEmail,
  useResetPasswordByPhone,
} from './password.ts';
import { RegisterPopup } from './RegisterPopup.tsx';
import { RegisterSuccessPopup } from './RegisterSuccessPopup.tsx';
import { useAffiliateCheck, useRegister } from './register.ts';
import { useSendSmsCode } from './smsCode.ts';
import { useSocialProviders, useStartSocial } from './social.ts';
import { VerificationPopup } from './VerificationPopup.tsx';

export interface SessionPopupsProps {
  /** The router's navigate: home after sign-in flows, /agentHome after an agent login. */
  navigate: (path: string) => void;
  /** Opens the deposit page (the register-success popup's button). */
  onDeposit: () => void;
  onCustomerService?: () => void;
  /** From the address: the affiliate code and the `referralCode` query parameter. */
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  /**
   * The carousel of a banner group (w_login, w_register, w_registered, w_forget): the app fills
   * it from content, which the session may not import.
   */
  renderBanner?: (group: BannerGroup) => ReactNode;
}

/**
 * The sign-in popups wired to the session: login, register, register success, forgot
 * password, change password, new-IP verification and the trial warning. One shows at a time.
 */
export const SessionPopups = ({
  navigate,
  onDeposit,
  onCustomerService,
  affiliateCode,
  referralCode,
  renderBanner,
}: SessionPopupsProps) => {
  const { i18n } = useLingui();
  const { popup, show, close } = useSessionPopup();
  // One modal at a time: a sign-in popup a person asked for waits for nothing the site opened
  // by itself, and an announcement waits for it (useModalTurn).
  const shown = useModalTurn('session', popup !== null) ? popup : null;
  const status = useSystemStatus();
  const tree = status?.info.whitelabel ?? [];
  const rules = status?.info.register ?? {};
  const freePlayOn = useFeature('FREEPLAY3');
  const smsRegister = useFeature('REGMOBVERF3');
  const phoneRecovery = useFeature('CHNGPASSVERIF3');
  const countryCodes = useCountryCodes();
  const login = useLogin(navigate);
  const freePlay = useFreePlay(navigate);
  const register = useRegister(navigate);
  const sendSms = useSendSmsCode();
  const loadCaptcha = useLoadCaptcha();
  const checkAffiliate = useAffiliateCheck();
  const changePassword = useChangePassword(navigate);
  const requestByEmail = useForgotPasswordByEmail();
  const resetByPhone = useResetPasswordByPhone(navigate);
  const newIp = useNewIpVerification(navigate);
  const rememberedUsername = useRememberedUsername();
  const socialProviders = useSocialProviders(shown?.name === 'login');
  const startSocial = useStartSocial();
  const agentPath = popup?.name === 'login' && popup.agentPath === true;
  const loginWithPath = useCallback(
    (credentials: Parameters<typeof login>[0]) => login(credentials, { agentPath }),
    [login, agentPath],
  );

  return (
    <>
      <LoginPopup
        open={shown?.name === 'login'}
        onClose={close}
        login={loginWithPath}
        loadCaptcha={loadCaptcha}
        defaultUsername={rememberedUsername}
        modes={loginModes(tree)}
        countryCodes={countryCodes}
        sendSmsCode={(mobileNum, dialing) => sendSms('login', mobileNum, dialing)}
        {...(freePlayOn ? { onFreePlay: freePlay } : {})}
        onForgotPassword={() => show({ name: 'forgotPassword' })}
        onRegister={() => show({ name: 'register' })}
        banner={renderBanner?.('w_login')}
        socialProviders={socialProviders.data?.map((entry) => entry.provider) ?? []}
        onSocial={startSocial}
      />
      {shown?.name === 'register' && (
        <RegisterPopup
          open
          onClose={close}
          rules={rules}
          types={registerTypes(tree)}
          smsVerification={smsRegister}
          countryCodes={countryCodes}
          affiliateCode={affiliateCode}
          referralCode={referralCode}
          checkAffiliateCode={checkAffiliate}
          register={register}
          sendSmsCode={(type, mobileNum, dialing) =>
            sendSms(type === 'mobile' ? 'registerMobile' : 'register', mobileNum, dialing)
          }
          loadCaptcha={loadCaptcha}
          onLogin={() => show({ name: 'login' })}
          onForgotPassword={() => show({ name: 'forgotPassword' })}
          banner={renderBanner?.('w_register')}
        />
      )}
      <RegisterSuccessPopup
        open={shown?.name === 'registerSuccess'}
        onClose={close}
        account={shown?.name === 'registerSuccess' ? shown.account : ''}
        onDeposit={() => {
          close();
          onDeposit();
        }}
        banner={renderBanner?.('w_registered')}
      />
      <ForgotPasswordPopup
        // Stays mounted when closed: its 'request sent' confirmation outlives the form.
        open={shown?.name === 'forgotPassword'}
        onClose={close}
        phoneVerification={phoneRecovery}
        countryCodes={countryCodes}
        usernameRule={rules.username}
        passwordRule={rules.password}
        requestByEmail={requestByEmail}
        sendSmsCode={(mobileNum, dialing) => sendSms('login', mobileNum, dialing)}
        resetByPhone={resetByPhone}
        {...(onCustomerService ? { onCustomerService } : {})}
        banner={renderBanner?.('w_forget')}
      />
      {shown?.name === 'changePassword' && (
        <ChangePasswordPopup
          open
          onClose={close}
          username={shown.username}
          oldPassword={shown.oldPassword}
          passwordRule={rules.password}
          changePassword={async (change) => {
            await changePassword(change, shown.username);
            if (shown.agentPath) navigate('/agentHome');
          }}
        />
      )}
      {shown?.name === 'verification' && (
        <VerificationPopup
          open
          onClose={close}
          verification={shown.verification}
          sendCode={async (method) =>
            smsCountdownSeconds(
              (await newIp.sendCode(shown.verification.verificationToken, method)).expiredMinutes,
            )
          }
          verify={(method, answer) => newIp.verify(shown, method, answer)}
        />
      )}
      <AlertDialog
        name="trial-blocked"
        open={shown?.name === 'trialBlocked'}
        onClose={close}
        message={errorMessage(i18n, { code: 'trial.forbidden' })}
      />
    </>
  );
};
