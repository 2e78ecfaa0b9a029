import { callQuery, type QueryScope, useApi, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The member's automatic transfer at game launch. Multi-wallet brands only (a single-wallet
 * brand answers `function.not.available`): the wallet screen asks it only there.
 */
export const autoTransferQuery = (scope: QueryScope) => callQuery(scope, 'autoTransfer', {});

export const useAutoTransfer = () => useQuery(autoTransferQuery(useQueryScope()));

/** Saves the setting as it changes; the answer is the setting from then on. */
export const useSetAutoTransfer = () => {
  const api = useApi();
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (enabled: boolean) => api.call('setAutoTransfer', { enabled }),
    onSuccess: (answer) => client.setQueryData(autoTransferQuery(scope).queryKey, answer),
  });
};
