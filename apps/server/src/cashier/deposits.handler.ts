import type { HandlerMap } from '../http/context.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import { createDeposit, depositOrderFor } from './deposits.ts';
import { memberMoneyRequest } from './memberMoney.ts';
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
      ...memberMoneyRequest(ctx.merchant, ctx.session.memberId, input.amount, ctx.services.clock()),
      channelId: input.channelId,
      clientOrderId: input.clientOrderId,
      provider: ctx.services.payments,
    }),

  depositOrder: async (input, ctx) =>
    depositOrderFor(ctx.services.db, ctx.merchant, ctx.session.memberId, input.orderNo),
} satisfies HandlerMap;
