import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The lottery games by group (the lobby's tabs). */
export const lotteryMenusQuery = (scope: QueryScope) =>
  callQuery(scope, 'lotteryGameMenus', { language: scope.language });

/**
 * The Vietnamese games by region (the /vnLottery lobby). No prize mode is asked: a brand need
 * not offer SEA for its other games, and the server plays VN in SEA whatever the menu says.
 */
export const vnLotteryMenusQuery = (scope: QueryScope) =>
  callQuery(scope, 'vnLotteryGameMenu', { language: scope.language });

/** The menus of the China-style lobby (/lottery, /seaLottery) or the Vietnamese one. */
export const useLotteryMenus = (region: 'CN' | 'VN' = 'CN') => {
  const scope = useQueryScope();
  return useQuery(region === 'VN' ? vnLotteryMenusQuery(scope) : lotteryMenusQuery(scope));
};
