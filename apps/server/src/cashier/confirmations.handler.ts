import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { minorOf } from '../ledger/money.ts';
import { confirmWithdrawal, unconfirmedWithdrawals } from './confirmations.ts';

/**
 * Paid withdrawals the member confirms as received, partly received or not (contract: the
 * confirmation in calls/wallet.ts).
 */
export const confirmationHandlers = {
  unconfirmedWithdrawals: async (_input, ctx) => ({
    list: await unconfirmedWithdrawals(ctx.services.db, ctx.session.memberId),
  }),

  confirmWithdrawal: async (input, ctx) => {
    if (input.answer === 'partial' && input.receivedAmount === undefined) {
      throw new CatalogueError('request_param_err', {
        message: 'A partial receipt names the amount received.',
      });
    }
    return confirmWithdrawal(ctx.services.db, {
      memberId: ctx.session.memberId,
      withdrawalId: input.withdrawalId,
      answer: input.answer,
      receivedAmount:
        input.receivedAmount === undefined
          ? null
          : minorOf(input.receivedAmount, ctx.merchant.brand.currency),
      proofImages: input.proofImages ?? [],
    });
  },
} satisfies HandlerMap;
