import type { CallInput } from '@portal/contract';
import { useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

/**
 * Places a slip on the open numero; the stake moved, so the orders, the balance and the
 * missions' progress follow the "money moved" signal.
 */
export const usePlaceLotteryOrder = () => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: CallInput<'placeLotteryOrder'>) =>
      scope.api.call('placeLotteryOrder', input),
    onSuccess: () => void moneyMoved(),
  });
};

/** Cancels an order before its lock (the stake comes back). */
export const useCancelLotteryOrder = () => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (orderNo: string) => scope.api.call('cancelLotteryOrder', { orderNo }),
    onSuccess: () => void moneyMoved(),
  });
};
