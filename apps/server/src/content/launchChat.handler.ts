import type { HandlerMap } from '../http/context.ts';

/** The brand's live chat, opened on a live host's room when one is named. */
export const launchChatHandlers = {
  launchChat: async (input, ctx) => {
    const url = new URL(ctx.merchant.brand.support.liveChatUrl);
    if (input.modelId) url.searchParams.set('room', input.modelId);
    if (input.language) url.searchParams.set('lang', input.language);
    if (ctx.session) url.searchParams.set('member', 'true');
    return { chatUrl: url.toString() };
  },
} satisfies HandlerMap;
