import type { PopupNotice, WhitelabelNode } from '@portal/contract';
import { isSwitchOn } from './features.ts';

export type LoginMode = 'username' | 'sms';
export type RegisterType = 'username' | 'mobile';

/** Login modes the merchant offers, in order; the first is the default (portal-spec section 4). */
export const loginModes = (tree: readonly WhitelabelNode[]): LoginMode[] => {
  const modes: LoginMode[] = [];
  if (isSwitchOn(tree, 'USERNAMEREG3')) modes.push('username');
  if (isSwitchOn(tree, 'MOBILEVERCODELOGIN3')) modes.push('sms');
  // A merchant with neither switch still has accounts that must be able to sign in.
  return modes.length > 0 ? modes : ['username'];
};

/** Register types, mobile first when mobile registration is on (portal-spec section 4). */
export const registerTypes = (tree: readonly WhitelabelNode[]): RegisterType[] => {
  const types: RegisterType[] = [];
  if (isSwitchOn(tree, 'MOBILENUMREG3')) types.push('mobile');
  if (isSwitchOn(tree, 'USERNAMEREG3') || types.length === 0) types.push('username');
  return types;
};

/** The password every weak-password check knows (portal-spec section 9). */
export const DEFAULT_WEAK_PASSWORD = '123456';

/**
 * Whether a login must go on to the change-password popup: a weak password, or an expired one
 * where the merchant enforces expiry - never after an SMS login, which had no password.
 */
export const mustChangePassword = ({
  mode,
  password,
  forceChangePassword,
  passwordExpired,
  expiryEnforced,
}: {
  mode: LoginMode;
  password: string;
  forceChangePassword: boolean;
  passwordExpired: boolean;
  expiryEnforced: boolean;
}): boolean =>
  mode !== 'sms' &&
  (forceChangePassword ||
    password === DEFAULT_WEAK_PASSWORD ||
    (passwordExpired && expiryEnforced));

/**
 * Sign-up popups for this moment (portal-spec sections 3 and 4): execution A to members, B to
 * visitors, F to a member on the first login; none once the visitor closed them this session.
 */
export const popupsToShow = (
  popups: readonly PopupNotice[],
  {
    isLogin,
    firstTimeLogin,
    closed,
  }: { isLogin: boolean; firstTimeLogin: boolean; closed: boolean },
): PopupNotice[] => {
  if (closed) return [];
  return popups.filter((popup) =>
    isLogin
      ? popup.execution === 'A' || (firstTimeLogin && popup.execution === 'F')
      : popup.execution === 'B',
  );
};

/**
 * A token handed over in the address (`?token=`) at start: the token, and the address without
 * it, to put in the address bar so it is neither bookmarked nor shared.
 */
export const takeTokenFromUrl = (href: string): { token: string | null; cleaned: string } => {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, cleaned: href };
  url.searchParams.delete('token');
  return { token: token.trim() || null, cleaned: url.toString() };
};
