import type { CallInput } from '@portal/contract';
import { callQuery, type QueryScope, useApi, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Paid withdrawals waiting for the member's confirmation (platform-spec section 4). */
export const unconfirmedWithdrawalsQuery = (scope: QueryScope) =>
  callQuery(scope, 'unconfirmedWithdrawals', {});

export const useUnconfirmedWithdrawals = () =>
  useQuery(unconfirmedWithdrawalsQuery(useQueryScope()));

/** Confirms one: received, partly, or not at all (with proof); the list is asked again. */
export const useConfirmWithdrawal = () => {
  const api = useApi();
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: CallInput<'confirmWithdrawal'>) => api.call('confirmWithdrawal', answer),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: unconfirmedWithdrawalsQuery(scope).queryKey }),
  });
};
