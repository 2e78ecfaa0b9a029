import type { HandlerMap } from '../http/context.ts';
import { affiliateDirectory } from './links.ts';

/** Whether an invitation (affiliate) code names a live link or one of the merchant's agents. */
export const affiliateCheckHandlers = {
  affiliateCheck: async (input, ctx) => ({
    valid:
      (await affiliateDirectory.placementOf(ctx.services.db, ctx.merchant.id, input.code)) !==
      undefined,
  }),
} satisfies HandlerMap;
