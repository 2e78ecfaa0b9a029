import { atom } from 'jotai';

/** The last login was the member's first (popups with execution F show once for it). */
export const firstLoginAtom = atom(false);
/** Whose announcement popups were already shown on this page: visitor's or member's. */
export const announcementsShownForAtom = atom<'visitor' | 'member' | null>(null);
