import type { CallInput } from '@portal/contract';
import { useApi, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankCardsQuery } from './getBankCards.ts';

/** Binds a bank card; the card list is asked again. */
export const useBindBankCard = () => {
  const api = useApi();
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: CallInput<'bankCardBind'>) => api.call('bankCardBind', card),
    onSuccess: () => client.invalidateQueries({ queryKey: bankCardsQuery(scope).queryKey }),
  });
};
