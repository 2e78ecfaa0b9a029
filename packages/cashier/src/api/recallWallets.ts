import { useApi, useMoneyMoved } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

/** Brings every vendor wallet back to the main wallet. */
export const useRecallWallets = () => {
  const api = useApi();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: () => api.call('walletRecall', { transactionId: crypto.randomUUID() }),
    onSettled: moneyMoved,
  });
};
