import type { HandlerMap } from '../http/context.ts';
import { markFirstLoginHandled, setLanguage } from './members.ts';

/**
 * What the member centre keeps: the first-login step, the language. (`loginInfo`, with the
 * header's counters of messages, promotions and VIP, is answered by the promotions area.)
 */
export const profileHandlers = {
  firstLogin: async (_input, ctx) => {
    await markFirstLoginHandled(ctx.services.db, ctx.session.memberId, ctx.services.clock());
    return { firstTimeLogin: false };
  },

  updateLanguage: async (input, ctx) => {
    await setLanguage(ctx.services.db, ctx.session.memberId, input.language);
    return { language: input.language };
  },
} satisfies HandlerMap;
