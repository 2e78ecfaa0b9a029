import type { DepositOrder } from '@portal/contract';
import { callQuery, type QueryScope, useMoneyMoved, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** How often an order still waiting for its payment is asked again. */
export const ORDER_POLL_MS = 2_000;

export const depositOrderQuery = (scope: QueryScope, orderNo: string) =>
  callQuery(scope, 'depositOrder', { orderNo });

/**
 * One deposit order, asked again while it waits for the provider's callback. The answer that
 * finds it paid sends the "money moved" signal, so the credit shows in the header balance,
 * the records and the withdrawal turnover without a reload.
 */
export const useDepositOrder = (orderNo: string) => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  const base = depositOrderQuery(scope, orderNo);
  return useQuery({
    ...base,
    queryFn: async (): Promise<DepositOrder> => {
      const order = await scope.api.call('depositOrder', { orderNo });
      if (order.status === 'paid') await moneyMoved();
      return order;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data?.status === 'created'
        ? ORDER_POLL_MS
        : false,
  });
};
