import type { HandlerMap } from '../http/context.ts';
import { helpTopics } from './content.ts';

export const helpCenterHandlers = {
  helpCenter: async (_input, ctx) => ({
    topics: await helpTopics(ctx.services.db, ctx.merchant.id),
  }),
} satisfies HandlerMap;
