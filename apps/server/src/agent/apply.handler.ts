import type { HandlerMap } from '../http/context.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { applyForAgency } from './applications.ts';

/**
 * The affiliate application: a visitor's, or a signed-in member's (then tied to its account);
 * rate limited by the caller's address (and account).
 */
export const applyHandlers = {
  agentApply: async (input, ctx) => ({
    applicationId: await applyForAgency(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session?.memberId ?? null,
      address: normaliseIp(ctx.ip),
      name: input.name,
      contact: input.contact,
      note: input.note,
      now: ctx.services.clock(),
    }),
  }),
} satisfies HandlerMap;
