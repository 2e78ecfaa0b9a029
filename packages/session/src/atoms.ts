import type { Balance, Language, LoginInfo, LoginVerification, MemberInfo } from '@portal/contract';
import { atom } from 'jotai';
/** How a member signs in: username and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'sms';

/** The session token; null for a visitor. Mirrors session storage. */
export const tokenAtom = atom<string | null>(null);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const balanceAtom = atom<Balance | null>(null);
/** A balance request is running (the refresh icon spins). */
export const balanceLoadingAtom = atom(false);
export const languageAtom = atom<Language>('EN');
export const loginInfoAtom = atom<LoginInfo | null>(null);

/**
 * The sign-in popup on screen; one at a time, since each switches to the next
 * (login to register or forgot-password, register to login...).
 */
export type SessionPopup =
  | { name: 'login'; agentPath?: boolean }
  | { name: 'register' }
  | { name: 'registerSuccess'; account: string }
  | { name: 'forgotPassword' }
  | {
      name: 'changePassword';
      username?: string;
      /** Known right after a login that must change it; kept in memory only. */
      oldPassword?: string;
      forced?: boolean;
      agentPath?: boolean;
    }
  | {
      name: 'verification';
      verification: LoginVerification;
      username: string;
      mode: LoginMode;
      agentPath?: boolean;
    }
  | { name: 'trialBlocked' };

export const sessionPopupAtom = atom<SessionPopup | null>(null);

/** The login popup is open (header button, /login, starting a game as a visitor). */
export const loginPopupOpenAtom = atom(
  (get) => get(sessionPopupAtom)?.name === 'login',
  (_get, set, open: boolean) => set(sessionPopupAtom, open ? { name: 'login' } : null),
);

/** The register popup is open (header button, /register, the login popup's link). */
export const registerPopupOpenAtom = atom(
  (get) => get(sessionPopupAtom)?.name === 'register',
  (_get, set, open: boolean) => set(sessionPopupAtom, open ? { name: 'register' } : null),
);

/** The member logged in for the first time in this tab (popups with execution F show). */
export const firstTimeLoginAtom = atom(false);
