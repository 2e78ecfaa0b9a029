export {
  balanceAtom,
  balanceLoadingAtom,
  languageAtom,
  loginPopupOpenAtom,
  memberInfoAtom,
  systemStatusAtom,
  tokenAtom,
} from './atoms.ts';
export { captchaImageSource } from './captchaImage.ts';
export { isMemberTypeIn, isSwitchOn } from './features.ts';
export type { LoginCredentials } from './hooks.ts';
export {
  useApi,
  useBalance,
  useFeature,
  useLanguage,
  useLoadCaptcha,
  useLoadMember,
  useLogin,
  useLoginPopup,
  useLogout,
  useRememberedUsername,
  useSession,
  useSystemStatus,
} from './hooks.ts';
export type { LoginPopupProps } from './LoginPopup.tsx';
export { LoginPopup } from './LoginPopup.tsx';
export type { LogoutConfirmProps } from './LogoutConfirm.tsx';
export { LogoutConfirm } from './LogoutConfirm.tsx';
export type { SessionConfig, SessionProviderProps } from './SessionProvider.tsx';
export { SessionProvider } from './SessionProvider.tsx';
export {
  cookieAssignment,
  cookieValue,
  loginDeviceId,
  readStoredLanguage,
  readToken,
  rememberedUsernameCookie,
  STORAGE_KEYS,
  writeMerchantCode,
} from './storage.ts';
