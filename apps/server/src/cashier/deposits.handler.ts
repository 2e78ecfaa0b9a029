import type { HandlerMap } from '../http/context.ts';
import { brandMinor, moneyOf, positiveMinor } from '../ledger/money.ts';
import { createDeposit, depositOrderFor } from './deposits.ts';
import { moneyWaits } from './serviceFigures.ts';

/** The member's deposit calls and the cashier's service figures (contract: calls/cashier.ts). */
export const depositHandlers = {
  serviceFigures: async (_input, ctx) => ({
    ...(await moneyWaits(ctx.services.db, ctx.merchant.id, ctx.services.clock())),
    paymentMethods: ctx.merchant.brand.cashier.depositChannels.length,
  }),

  depositChannels: async (_input, ctx) => ({
    channels: ctx.merchant.brand.cashier.depositChannels.map((c) => ({
      channelId: c.id,
      kind: c.kind,
      name: c.name,
      minAmount: moneyOf(
        brandMinor(c.min, ctx.merchant.brand.currency),
        ctx.merchant.brand.currency,
      ),
      maxAmount: moneyOf(
        brandMinor(c.max, ctx.merchant.brand.currency),
        ctx.merchant.brand.currency,
      ),
    })),
  }),

  depositCreate: async (input, ctx) =>
    createDeposit(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      channelId: input.channelId,
      amount: positiveMinor(input.amount, ctx.merchant.brand.currency),
      clientOrderId: input.clientOrderId,
      now: ctx.services.clock(),
      provider: ctx.services.payments,
    }),

  depositOrder: async (input, ctx) =>
    depositOrderFor(ctx.services.db, ctx.merchant, ctx.session.memberId, input.orderNo),
} satisfies HandlerMap;
