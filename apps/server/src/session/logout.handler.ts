import type { HandlerMap } from '../http/context.ts';

export const logoutHandlers = {
  logout: async (_input, ctx) => {
    await ctx.services.sessions.revoke(ctx.session.id, ctx.services.clock());
    return { loggedOut: true };
  },
} satisfies HandlerMap;
