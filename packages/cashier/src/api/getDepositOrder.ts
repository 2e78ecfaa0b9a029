import type { DepositOrder } from '@portal/contract';
import { callQuery, type QueryScope, useBalance, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** How often an order still waiting for its payment is asked again. */
export const ORDER_POLL_MS = 2_000;

export const depositOrderQuery = (scope: QueryScope, orderNo: string) =>
  callQuery(scope, 'depositOrder', { orderNo });

/**
 * One deposit order, asked again while it waits for the provider's callback. The answer that
 * finds it paid also refreshes the header balance, so the credit shows without a reload.
 */
export const useDepositOrder = (orderNo: string) => {
  const scope = useQueryScope();
  const { refresh } = useBalance();
  const base = depositOrderQuery(scope, orderNo);
  return useQuery({
    ...base,
    queryFn: async (): Promise<DepositOrder> => {
      const order = await scope.api.call('depositOrder', { orderNo });
      if (order.status === 'paid') await refresh();
      return order;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data?.status === 'created'
        ? ORDER_POLL_MS
        : false,
  });
};
