import { atom } from 'jotai';

/** The register popup is open (header button, /register, the login popup's link). */
export const registerPopupOpenAtom = atom(false);
