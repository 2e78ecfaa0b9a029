import { popupsForAudience } from '@portal/contract';
import { useFirstTimeLogin, usePopupsClosed, useSession, useSystemStatus } from '@portal/session';
import { useAnnouncements } from './api/getAnnouncements.ts';

/**
 * The announcement popups for this moment: A for members, B for visitors, F on a first
 * login (the contract's audience rule); none for an audience that closed them in this tab.
 * Without them the portal goes on: popups are a welcome, not a step.
 */
export const useAnnouncementPopups = () => {
  const { isLogin } = useSession();
  const firstTimeLogin = useFirstTimeLogin();
  const status = useSystemStatus();
  const { closed, close } = usePopupsClosed(isLogin ? 'member' : 'visitor');
  const { data } = useAnnouncements({ enabled: status !== null && !closed });
  const popups = closed || !data ? [] : popupsForAudience(data.popup, { isLogin, firstTimeLogin });
  return { popups, close };
};
