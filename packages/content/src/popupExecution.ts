import type { PopupNotice } from '@portal/contract';

/** Who sees a popup announcement: A members, B visitors, F members on their first login. */
export const popupsFor = (
  popups: readonly PopupNotice[],
  { isLogin, firstLogin }: { isLogin: boolean; firstLogin: boolean },
): PopupNotice[] =>
  popups.filter((popup) => {
    if (popup.execution === 'B') return !isLogin;
    if (popup.execution === 'A') return isLogin;
    return isLogin && firstLogin;
  });
