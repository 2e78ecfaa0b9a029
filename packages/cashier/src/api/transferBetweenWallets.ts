import type { CallInput } from '@portal/contract';
import { useApi, useMoneyMoved } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

export type WalletTransferRequest = Omit<CallInput<'walletTransfer'>, 'transactionId'>;

/** Moves money between the main wallet and a vendor wallet, once per submit. */
export const useWalletTransfer = () => {
  const api = useApi();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: WalletTransferRequest) =>
      api.call('walletTransfer', { ...request, transactionId: crypto.randomUUID() }),
    onSettled: moneyMoved,
  });
};
