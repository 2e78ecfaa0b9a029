import { BET_STATUS } from '@portal/contract';
import {
  callQuery,
  followsMoney,
  type QueryScope,
  useQueryScope,
  useSession,
} from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The member's latest orders on a game; read again when money moved (an order placed). */
export const lotteryOrdersQuery = (scope: QueryScope, gameId: number) =>
  followsMoney(callQuery(scope, 'lotteryOrders', { gameId, pageNo: 1, pageSize: 20 }));

/** While an order waits for its draw, the list is read again every 5 seconds. */
export const useLotteryOrders = (gameId: number) => {
  const { isLogin } = useSession();
  return useQuery({
    ...lotteryOrdersQuery(useQueryScope(), gameId),
    enabled: isLogin,
    refetchInterval: (query) =>
      query.state.data?.content.some((order) => order.status === BET_STATUS.notDrawn)
        ? 5_000
        : false,
  });
};
