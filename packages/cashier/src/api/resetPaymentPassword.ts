import type { CallInput } from '@portal/contract';
import { useApi, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalInfoQuery } from './getWithdrawalInfo.ts';

/** Sends a payment-password reset code to the member's verified mobile. */
export const useSendPaymentPasswordResetCode = () => {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call('paymentPasswordResetCode', {}) });
};

/** Sets a new payment password with the SMS code; the withdrawal info (lock, set) is asked again. */
export const useResetPaymentPassword = () => {
  const api = useApi();
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reset: CallInput<'paymentPasswordReset'>) =>
      api.call('paymentPasswordReset', reset),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalInfoQuery(scope).queryKey }),
  });
};
