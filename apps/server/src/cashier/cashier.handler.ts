import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { brandMinor, minorOf, moneyOf, positiveMinor } from '../ledger/money.ts';
import { codeDeps } from '../session/signIn.ts';
import { bankCardsOf, bindBankCard, realNameOf } from './bankCards.ts';
import { confirmWithdrawal, unconfirmedWithdrawals } from './confirmations.ts';
import { createDeposit, depositOrderFor } from './deposits.ts';
import { setPaymentPassword } from './paymentPassword.ts';
import { resetPaymentPassword, sendPaymentPasswordResetCode } from './paymentPasswordReset.ts';
import { moneyWaits } from './serviceFigures.ts';
import { requestWithdrawal, withdrawalInfo, withdrawalsOf } from './withdrawals.ts';

/** The member's cashier calls (contract: calls/cashier.ts and the confirmation in wallet.ts). */
export const cashierHandlers = {
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

  bankCards: async (_input, ctx) => ({
    list: await bankCardsOf(ctx.services.db, ctx.session.memberId),
    realName: await realNameOf(ctx.services.db, ctx.session.memberId),
  }),

  bankCardBind: async (input, ctx) =>
    bindBankCard(ctx.services.db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      bankName: input.bankName,
      accountNumber: input.accountNumber,
      payee: input.payee,
      now: ctx.services.clock(),
    }),

  paymentPasswordSet: async (input, ctx) => {
    await setPaymentPassword(
      ctx.services.db,
      ctx.session.memberId,
      input.password,
      input.oldPassword,
      ctx.services.clock(),
    );
    return { set: true as const };
  },

  paymentPasswordResetCode: async (_input, ctx) =>
    sendPaymentPasswordResetCode(
      codeDeps(ctx.services),
      ctx.merchant,
      ctx.session.memberId,
      ctx.ip,
      ctx.services.clock(),
    ),

  paymentPasswordReset: async (input, ctx) => {
    await resetPaymentPassword(
      codeDeps(ctx.services),
      ctx.merchant.id,
      ctx.session.memberId,
      input.code,
      input.password,
      ctx.services.clock(),
    );
    return { set: true as const };
  },

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
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      cardId: input.cardId,
      amount: positiveMinor(input.amount, ctx.merchant.brand.currency),
      paymentPassword: input.paymentPassword,
      now: ctx.services.clock(),
      bonusWagering: ctx.services.bonusWagering,
    }),

  withdrawals: async (input, ctx) =>
    withdrawalsOf(ctx.services.db, ctx.session.memberId, input.pageNo, input.pageSize),

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
