import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loginPopupOpenAtom, registerPopupOpenAtom, sessionPopupAtom } from './atoms.ts';
import { useSession } from './member.ts';

/**
 * "Ask for login": which sign-in popup is on screen. Any feature may ask for one (a visitor
 * starts a game); the sign-in feature shows them.
 */
export const useSessionPopup = () => {
  const popup = useAtomValue(sessionPopupAtom);
  const setPopup = useSetAtom(sessionPopupAtom);
  return { popup, show: setPopup, close: useCallback(() => setPopup(null), [setPopup]) };
};

/** The login popup: open, and a way to show or hide it. */
export const useLoginPopup = () => {
  const open = useAtomValue(loginPopupOpenAtom);
  const setOpen = useSetAtom(loginPopupOpenAtom);
  return {
    isOpen: open,
    show: useCallback(() => setOpen(true), [setOpen]),
    hide: useCallback(() => setOpen(false), [setOpen]),
  };
};

/** The register popup: open, and a way to show or hide it. */
export const useRegisterPopup = () => {
  const open = useAtomValue(registerPopupOpenAtom);
  const setOpen = useSetAtom(registerPopupOpenAtom);
  return {
    isOpen: open,
    show: useCallback(() => setOpen(true), [setOpen]),
    hide: useCallback(() => setOpen(false), [setOpen]),
  };
};

/**
 * The gate before a game starts (portal-spec section 6): a visitor gets the login popup, a
 * trial account the 'Please Register An Account First' warning; true when the game may start.
 */
export const useGameStartGuard = () => {
  const { isLogin, isTrial } = useSession();
  const setPopup = useSetAtom(sessionPopupAtom);
  return useCallback((): boolean => {
    if (!isLogin) {
      setPopup({ name: 'login' });
      return false;
    }
    if (isTrial) {
      setPopup({ name: 'trialBlocked' });
      return false;
    }
    return true;
  }, [isLogin, isTrial, setPopup]);
};
