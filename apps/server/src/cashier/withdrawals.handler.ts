import type { HandlerMap } from '../http/context.ts';
import { memberMoneyRequest } from './memberMoney.ts';
import { requestWithdrawal, withdrawalInfo, withdrawalsOf } from './withdrawals.ts';

/**
 * The member's withdrawals: what may leave, asking for one, and the list (contract:
 * calls/cashier.ts).
 */
export const withdrawalHandlers = {
  withdrawalInfo: async (_input, ctx) =>
    withdrawalInfo(
      ctx.services.db,
      ctx.merchant,
      ctx.session.memberId,
      ctx.services.clock(),
      ctx.services.bonusWagering,
    ),

  withdrawalRequest: async (input, ctx) =>
    requestWithdrawal(ctx.services.db, {
      ...memberMoneyRequest(ctx.merchant, ctx.session.memberId, input.amount, ctx.services.clock()),
      cardId: input.cardId,
      paymentPassword: input.paymentPassword,
      bonusWagering: ctx.services.bonusWagering,
    }),

  withdrawals: async (input, ctx) =>
    withdrawalsOf(ctx.services.db, ctx.session.memberId, input.pageNo, input.pageSize),
} satisfies HandlerMap;
