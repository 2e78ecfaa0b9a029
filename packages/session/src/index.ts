/**
 * The member state every feature reads (shared layer): token, member, balance, the "money
 * moved" signal, language, feature switches, system status, "ask for login", and the storage and cookies it owns.
 * Hooks only: its atoms stay private, so only these hooks change the session.
 */
export { useGameStartGuard, useLoginPopup, useRegisterPopup, useSessionPopup } from './askLogin.ts';
export type { LoginMode, SessionPopup } from './atoms.ts';
export { isMemberTypeIn, isSwitchOn } from './features.ts';
export type { StartedSession } from './member.ts';
export {
  useBalance,
  useFirstTimeLogin,
  useLoadMember,
  useLoginInfo,
  useLogout,
  useMemberInfo,
  useRestoreSession,
  useSession,
  useStartSession,
} from './member.ts';
export { type TurnKind, useModalTurn } from './modalTurn.ts';
export { followsMoney, useMoneyMoved } from './moneyMoved.ts';
export type { QueryScope } from './queries.ts';
export { callQuery, createQueryClient, reportFailure, useQueryScope } from './queries.ts';
export type { SessionConfig, SessionProviderProps, SessionStore } from './SessionProvider.tsx';
export {
  createSessionStore,
  SessionProvider,
  useApi,
  useBrandConfig,
} from './SessionProvider.tsx';
export {
  systemStatusQuery,
  useFeature,
  useLanguage,
  useMoney,
  usePopupsClosed,
  useRememberedUsername,
  useSystemStatus,
  useSystemStatusQuery,
} from './settings.ts';
export type { PopupAudience } from './storage.ts';
export {
  cookieAssignment,
  cookieValue,
  loginDeviceId,
  readStoredLanguage,
  readToken,
  rememberedUsernameCookie,
  STORAGE_KEYS,
  takeTokenFromUrl,
  writeMerchantCode,
  writeToken,
} from './storage.ts';
