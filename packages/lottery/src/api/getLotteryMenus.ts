import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
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

/**
 * The Vietnamese games the member played lately, latest first (a member's lobby puts them in a
 * "Recently played" group first); nothing for a visitor or a trial account.
 */
export const useVnRecentGames = (wanted: boolean) => {
  const { isLogin, isTrial } = useSession();
  const scope = useQueryScope();
  const recent = useQuery({
    ...callQuery(scope, 'vnRecentLotteryGames', { language: scope.language }),
    enabled: wanted && isLogin && !isTrial,
  });
  return recent.data ?? [];
};
