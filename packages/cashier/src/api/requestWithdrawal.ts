import type { CallInput } from '@portal/contract';
import { useApi, useMoneyMoved } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

/**
 * Requests a withdrawal: the header balance and the withdrawal info follow at once, through
 * the "money moved" signal (the info follows it).
 */
export const useRequestWithdrawal = () => {
  const api = useApi();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: CallInput<'withdrawalRequest'>) => api.call('withdrawalRequest', request),
    // Also after a refusal: a wrong payment password changes what the info shows.
    onSettled: moneyMoved,
  });
};
