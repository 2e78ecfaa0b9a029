import type { Balance, Language, MemberInfo, SystemStatus } from '@portal/contract';
import { atom } from 'jotai';

/** The session token; null for a visitor. Mirrors session storage. */
export const tokenAtom = atom<string | null>(null);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const balanceAtom = atom<Balance | null>(null);
/** A balance request is running (the refresh icon spins). */
export const balanceLoadingAtom = atom(false);
export const systemStatusAtom = atom<SystemStatus | null>(null);
export const languageAtom = atom<Language>('EN');
/** The login popup is open (header button, /login, starting a game as a visitor). */
export const loginPopupOpenAtom = atom(false);
