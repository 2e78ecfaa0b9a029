import type { HandlerMap } from '../http/context.ts';
import { callerLanguage, textIn } from '../member/callerLanguage.ts';
import { helpTopics } from './content.ts';

export const helpCenterHandlers = {
  helpCenter: async (input, ctx) => {
    const language = await callerLanguage(ctx, input.language);
    const rows = await helpTopics(ctx.services.db, ctx.merchant.id);
    return {
      topics: rows.map((row) => ({
        id: row.id,
        hash: row.hash,
        ...textIn(language, row),
        sort: row.sort,
      })),
    };
  },
} satisfies HandlerMap;
