import type { CallInput } from '@portal/contract';
import { reportFailure, useBalance, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Refreshes what an order changes: the member's orders, balance and mission progress. */
const useAfterOrder = () => {
  const client = useQueryClient();
  const { refresh } = useBalance();
  return () => {
    void client.invalidateQueries({ queryKey: ['lotteryOrders'] });
    void client.invalidateQueries({ queryKey: ['missionSummary'] });
    void client.invalidateQueries({ queryKey: ['missionLeaderboard'] });
    refresh().catch((error: unknown) => reportFailure('balance after a lottery order', error));
  };
};

/** Places a slip on the open numero. */
export const usePlaceLotteryOrder = () => {
  const scope = useQueryScope();
  const after = useAfterOrder();
  return useMutation({
    mutationFn: (input: CallInput<'placeLotteryOrder'>) =>
      scope.api.call('placeLotteryOrder', input),
    onSuccess: after,
  });
};

/** Cancels an order before its lock. */
export const useCancelLotteryOrder = () => {
  const scope = useQueryScope();
  const after = useAfterOrder();
  return useMutation({
    mutationFn: (orderNo: string) => scope.api.call('cancelLotteryOrder', { orderNo }),
    onSuccess: after,
  });
};
