import type { CallInput } from '@portal/contract';
import { useApi } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

export type DepositRequest = Omit<CallInput<'depositCreate'>, 'clientOrderId'>;

/**
 * Opens a deposit order. The client id is made once per submit, so a retried request (a
 * flaky network) answers the same order instead of opening a second one.
 */
export const useCreateDeposit = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (request: DepositRequest) =>
      api.call('depositCreate', { ...request, clientOrderId: crypto.randomUUID() }),
  });
};
