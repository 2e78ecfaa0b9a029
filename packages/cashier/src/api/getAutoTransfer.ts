import { callQuery, type QueryScope, useApi, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The member's automatic transfer at game launch (multi-wallet brands only: a single-wallet
 * brand answers `function.not.available`, so ask only when `enabled`).
 */
export const autoTransferQuery = (scope: QueryScope) => callQuery(scope, 'autoTransfer', {});

export const useAutoTransfer = (enabled: boolean) =>
  useQuery({ ...autoTransferQuery(useQueryScope()), enabled });

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
