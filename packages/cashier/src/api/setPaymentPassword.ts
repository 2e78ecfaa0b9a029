import type { CallInput } from '@portal/contract';
import { useApi, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalInfoQuery } from './getWithdrawalInfo.ts';

/** Sets (or changes) the payment password; the withdrawal info is asked again. */
export const useSetPaymentPassword = () => {
  const api = useApi();
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CallInput<'paymentPasswordSet'>) => api.call('paymentPasswordSet', change),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalInfoQuery(scope).queryKey }),
  });
};
