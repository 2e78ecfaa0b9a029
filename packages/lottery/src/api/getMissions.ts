import {
  callQuery,
  followsMoney,
  type QueryScope,
  useQueryScope,
  useSession,
} from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The brand's missions with the member's progress in the current period; bets and rewards
 * change it, so it follows the "money moved" signal.
 */
export const missionsQuery = (scope: QueryScope) =>
  followsMoney(callQuery(scope, 'missionSummary', {}));

/** Read again every minute, so a period that ends while the page is open gives way to the next. */
export const useMissions = () => {
  const { isLogin } = useSession();
  return useQuery({ ...missionsQuery(useQueryScope()), enabled: isLogin, refetchInterval: 60_000 });
};

/** A mission's leaderboard for the current period. */
export const missionLeaderboardQuery = (scope: QueryScope, missionId: number) =>
  followsMoney(callQuery(scope, 'missionLeaderboard', { missionId, limit: 20 }));

export const useMissionLeaderboard = (missionId: number) => {
  const { isLogin } = useSession();
  return useQuery({ ...missionLeaderboardQuery(useQueryScope(), missionId), enabled: isLogin });
};
