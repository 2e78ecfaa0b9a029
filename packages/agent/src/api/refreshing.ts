import { type QueryScope, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation of the agent's own lists: once it settled, answered or refused, every list under
 * `lists` loads again (query keys start with the call's name, so every page and filter of it).
 * The contract and link mutations each wrote this out.
 */
export const useRefreshingMutation = <V, R>(
  send: (scope: QueryScope, variables: V) => Promise<R>,
  lists: readonly string[],
) => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(scope, variables),
    onSettled: () =>
      Promise.all(lists.map((list) => client.invalidateQueries({ queryKey: [list] }))),
  });
};
