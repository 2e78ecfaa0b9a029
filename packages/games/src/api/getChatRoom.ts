import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often the open room asks for what is new. */
export const CHAT_POLL_MS = 3_000;

/** The room's latest messages (the server keeps the last ones, oldest first). */
export const chatMessagesQuery = (scope: QueryScope) => callQuery(scope, 'chatMessages', {});

/**
 * The room while it is open, for members (the calls need a token). Designed: the room reads its
 * latest messages again every few seconds rather than only what came after the last id, so a
 * message staff delete leaves every open room at its next read too.
 */
export const useChatMessages = () => {
  const { isLogin } = useSession();
  return useQuery({
    ...chatMessagesQuery(useQueryScope()),
    enabled: isLogin,
    refetchInterval: CHAT_POLL_MS,
  });
};

/** Posts a message; the room is read again at once so the poster sees it in place. */
export const useChatPost = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => scope.api.call('chatPost', { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatMessagesQuery(scope).queryKey }),
  });
};
