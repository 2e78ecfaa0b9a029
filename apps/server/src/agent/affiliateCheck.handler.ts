import type { HandlerMap } from '../http/context.ts';
import { agentByAffiliateCode } from '../member/registration.ts';

/** Whether an invitation (affiliate) code names one of the merchant's agents. */
export const affiliateCheckHandlers = {
  affiliateCheck: async (input, ctx) => ({
    valid: (await agentByAffiliateCode(ctx.services.db, ctx.merchant.id, input.code)) !== undefined,
  }),
} satisfies HandlerMap;
