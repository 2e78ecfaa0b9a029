import type { HandlerMap } from '../http/context.ts';

/**
 * The chat room's address. The room is a built-in demo vendor the portal shows at /chat
 * (issue 27; the chat area keeps its messages), so the address is the portal's own page, on
 * whichever host the caller came from. Designed: one room per brand, which a live host's link
 * opens too (naming the host, for the room's address to say where the member came from). The
 * caller's language is the portal's already.
 */
export const launchChatHandlers = {
  launchChat: async (input) => {
    const query = input.modelId ? `?${new URLSearchParams({ host: input.modelId })}` : '';
    return { chatUrl: `/chat${query}` };
  },
} satisfies HandlerMap;
