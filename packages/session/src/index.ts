export type { LoginVerification, SessionPopup } from './atoms.ts';
export {
  balanceAtom,
  balanceLoadingAtom,
  firstTimeLoginAtom,
  languageAtom,
  loginInfoAtom,
  loginPopupOpenAtom,
  memberInfoAtom,
  registerPopupOpenAtom,
  sessionPopupAtom,
  systemStatusAtom,
  tokenAtom,
} from './atoms.ts';
export type { ChangePasswordPopupProps, PasswordChange } from './ChangePasswordPopup.tsx';
export { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
export { captchaImageSource } from './captchaImage.ts';
export type { ChallengeFields, ChallengeSolver } from './challenge.ts';
export { runVerificationChallenge } from './challenge.ts';
export type { ForgotPasswordPopupProps, PhoneReset } from './ForgotPasswordPopup.tsx';
export { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
export { isMemberTypeIn, isSwitchOn } from './features.ts';
export type { LoginMode, RegisterType } from './flows.ts';
export {
  loginModes,
  mustChangePassword,
  popupsToShow,
  registerTypes,
  takeTokenFromUrl,
} from './flows.ts';
export type { CountryCode, LoginCredentials, LoginOutcome, Registration } from './hooks.ts';
export {
  useAffiliateCheck,
  useApi,
  useBalance,
  useChangePassword,
  useCountryCodes,
  useFeature,
  useForgotPasswordByEmail,
  useFreePlay,
  useGameStartGuard,
  useLanguage,
  useLoadCaptcha,
  useLoadMember,
  useLogin,
  useLoginPopup,
  useLogout,
  useNewIpVerification,
  useRegister,
  useRememberedUsername,
  useResetPasswordByPhone,
  useSendSmsCode,
  useSession,
  useSessionPopup,
  useSystemStatus,
} from './hooks.ts';
export type { LoginPopupProps } from './LoginPopup.tsx';
export { LoginPopup } from './LoginPopup.tsx';
export type { LogoutConfirmProps } from './LogoutConfirm.tsx';
export { LogoutConfirm } from './LogoutConfirm.tsx';
export type { RegisterPopupProps } from './RegisterPopup.tsx';
export { RegisterPopup } from './RegisterPopup.tsx';
export type { RegisterSuccessPopupProps } from './RegisterSuccessPopup.tsx';
export { RegisterSuccessPopup } from './RegisterSuccessPopup.tsx';
export type { SessionPopupsProps } from './SessionPopups.tsx';
export { SessionPopups } from './SessionPopups.tsx';
export type { SessionConfig, SessionProviderProps } from './SessionProvider.tsx';
export { SessionProvider } from './SessionProvider.tsx';
export { useSignUpPopups } from './signUpPopups.ts';
export {
  cookieAssignment,
  cookieValue,
  loginDeviceId,
  readStoredLanguage,
  readToken,
  rememberedUsernameCookie,
  STORAGE_KEYS,
  writeMerchantCode,
  writeToken,
} from './storage.ts';
export type { VerificationPopupProps } from './VerificationPopup.tsx';
export { VerificationPopup } from './VerificationPopup.tsx';
