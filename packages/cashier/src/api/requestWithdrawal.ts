import type { CallInput } from '@portal/contract';
import { useApi, useBalance, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalInfoQuery } from './getWithdrawalInfo.ts';

/** Requests a withdrawal: the header balance and the withdrawal info follow at once. */
export const useRequestWithdrawal = () => {
  const api = useApi();
  const scope = useQueryScope();
  const client = useQueryClient();
  const { refresh } = useBalance();
  return useMutation({
    mutationFn: (request: CallInput<'withdrawalRequest'>) => api.call('withdrawalRequest', request),
    // Also after a refusal: a wrong payment password changes what the info shows.
    onSettled: () =>
      Promise.all([
        refresh(),
        client.invalidateQueries({ queryKey: withdrawalInfoQuery(scope).queryKey }),
      ]),
  });
};
