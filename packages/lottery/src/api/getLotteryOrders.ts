import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The member's latest orders on a game. */
export const lotteryOrdersQuery = (scope: QueryScope, gameId: number) =>
  callQuery(scope, 'lotteryOrders', { gameId, pageNo: 1, pageSize: 20 });

export const useLotteryOrders = (gameId: number) => {
  const { isLogin } = useSession();
  return useQuery({ ...lotteryOrdersQuery(useQueryScope(), gameId), enabled: isLogin });
};
