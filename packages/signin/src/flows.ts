import type { WhitelabelNode } from '@portal/contract';
import { isSwitchOn, type LoginMode } from '@portal/session';

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

/** The SMS countdown: expiry minutes times 60, one minute by default (portal-spec section 4). */
export const smsCountdownSeconds = (expiredMinutes: number | undefined): number =>
  expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60;

/** The send-code button ignores presses closer together than this (portal-spec section 9). */
export const SEND_CODE_THROTTLE_MS = 1000;
