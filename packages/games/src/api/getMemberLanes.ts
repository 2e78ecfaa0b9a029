import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** How many games a member lane shows (one row). */
export const MEMBER_LANE_SIZE = 20;

/** The member's favourite games, newest first (the first page is the lane). */
export const favouriteGamesQuery = (scope: QueryScope) =>
  callQuery(scope, 'favouriteGames', { pageNo: 1, pageSize: MEMBER_LANE_SIZE });

/** The games the member launched lately, newest first. */
export const recentGamesQuery = (scope: QueryScope) =>
  callQuery(scope, 'recentGames', { limit: MEMBER_LANE_SIZE });

/** Members have lanes; visitors and trial accounts have no favourites or history. */
const useMemberOnly = () => {
  const { isLogin, isTrial } = useSession();
  return isLogin && !isTrial;
};

export const useFavouriteGames = () =>
  useQuery({ ...favouriteGamesQuery(useQueryScope()), enabled: useMemberOnly() });

export const useRecentGames = () =>
  useQuery({ ...recentGamesQuery(useQueryScope()), enabled: useMemberOnly() });
