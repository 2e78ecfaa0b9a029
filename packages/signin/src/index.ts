/**
 * The sign-in feature: the login, register, forgot-password, change-password and new-IP
 * verification popups and the flows behind them, and the page a password-reset link opens.
 * It reads and opens the session through `@portal/session`'s hooks.
 */

export type { AuthenticatorListProps, Enrolment } from './AuthenticatorPanel.tsx';
export { AuthenticatorList, AuthenticatorPanel } from './AuthenticatorPanel.tsx';
export { countryCodesQuery, useCountryCodes } from './api/getCountryCodes.ts';
export type { ChangePasswordPopupProps, PasswordChange } from './ChangePasswordPopup.tsx';
export { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
export type { LoginOutcome } from './completeLogin.ts';
export type { ForgotPasswordPopupProps, PhoneReset } from './ForgotPasswordPopup.tsx';
export { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
export type { RegisterType } from './flows.ts';
export { loginModes, mustChangePassword, registerTypes } from './flows.ts';
export { LazyLogoutConfirm } from './LazyLogoutConfirm.tsx';
export { LazySessionPopups } from './LazySessionPopups.tsx';
export type { LoginPopupProps } from './LoginPopup.tsx';
export { LoginPopup } from './LoginPopup.tsx';
export type { LogoutConfirmProps } from './LogoutConfirm.tsx';
export { LogoutConfirm } from './LogoutConfirm.tsx';
export type { LoginCredentials } from './login.ts';
export { useLogin } from './login.ts';
export type { RegisterPopupProps } from './RegisterPopup.tsx';
export { RegisterPopup } from './RegisterPopup.tsx';
export type { RegisterSuccessPopupProps } from './RegisterSuccessPopup.tsx';
export { RegisterSuccessPopup } from './RegisterSuccessPopup.tsx';
export type { ResetPasswordPageProps } from './ResetPasswordPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export type {
  NewPassword,
  ResetLinkState,
  ResetPasswordScreenProps,
} from './ResetPasswordScreen.tsx';
export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
export type { Registration } from './register.ts';
export type { SessionPopupsProps } from './SessionPopups.tsx';
export type { SocialButtonsProps } from './SocialButtons.tsx';
export { SocialButtons } from './SocialButtons.tsx';
export type { SocialCallbackPageProps } from './SocialCallbackPage.tsx';
export { SocialCallbackPage } from './SocialCallbackPage.tsx';
export type { SocialCallbackScreenProps, SocialCallbackState } from './SocialCallbackScreen.tsx';
export { SocialCallbackScreen } from './SocialCallbackScreen.tsx';
export type { LinkedIdentity, SocialLinkListProps } from './SocialLinkPanel.tsx';
export { SocialLinkList, SocialLinkPanel } from './SocialLinkPanel.tsx';
export { SOCIAL_CALLBACK_PATH, useSocialProviders, useStartSocial } from './social.ts';
export type { VerificationPopupProps } from './VerificationPopup.tsx';
export { VerificationPopup } from './VerificationPopup.tsx';
