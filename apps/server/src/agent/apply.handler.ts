import type { HandlerMap } from '../http/context.ts';
import { applyForAgency } from './applications.ts';

/** The affiliate application: a visitor's, or a signed-in member's (then tied to its account). */
export const applyHandlers = {
  agentApply: async (input, ctx) => ({
    applicationId: await applyForAgency(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session?.memberId ?? null,
      name: input.name,
      contact: input.contact,
      note: input.note,
      now: ctx.services.clock(),
    }),
  }),
} satisfies HandlerMap;
