import type { MESSAGE_FILTERS } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** One page of the member's inbox. */
export const inboxQuery = (scope: QueryScope, filter: MessageFilter, pageNo: number) =>
  callQuery(scope, 'inbox', { filter, pageNo, pageSize: 10 });

/** The inbox page; trial members have none, so they never ask. */
export const useInbox = (filter: MessageFilter, pageNo: number) => {
  const { isLogin, isTrial } = useSession();
  return useQuery({ ...inboxQuery(useQueryScope(), filter, pageNo), enabled: isLogin && !isTrial });
};

/**
 * Marks messages read or deletes them. The answer is the new unread count: the header's
 * count takes it at once, and every inbox page is asked again.
 */
export const useChangeMessages = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: number[]; change: 'read' | 'delete' }) =>
      scope.api.call(change === 'read' ? 'readMessages' : 'deleteMessages', { messageIds: ids }),
    onSuccess: async (answer) => {
      client.setQueryData(callQuery(scope, 'unreadCount', {}).queryKey, answer);
      await client.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
};
