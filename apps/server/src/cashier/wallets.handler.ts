import type { HandlerMap } from '../http/context.ts';
import { positiveMinor } from '../ledger/money.ts';
import { balanceOf, merchantWalletOf, recallAll, transferBetweenWallets } from './vendorWallets.ts';

/** The wallet calls of multi-wallet brands (GCS_merchantWallet, GCS_walletTransfer, recall). */
export const walletsHandlers = {
  merchantWallet: async (_input, ctx) => merchantWalletOf(ctx.merchant),

  walletTransfer: async (input, ctx) => {
    await transferBetweenWallets(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      from: input.fromAccountTypeId,
      to: input.toAccountTypeId,
      amount: positiveMinor(input.amount, ctx.merchant.brand.currency),
      transactionId: input.transactionId,
      now: ctx.services.clock(),
    });
    return {
      transactionId: input.transactionId,
      balance: await balanceOf(ctx.services.db, ctx.merchant, ctx.session.memberId),
    };
  },

  walletRecall: async (input, ctx) => {
    await recallAll(ctx.services.db, ctx.merchant, ctx.session.memberId, input.transactionId);
    return { balance: await balanceOf(ctx.services.db, ctx.merchant, ctx.session.memberId) };
  },
} satisfies HandlerMap;
