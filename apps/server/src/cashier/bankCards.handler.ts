import type { HandlerMap } from '../http/context.ts';
import { bankCardsOf, bindBankCard, realNameOf } from './bankCards.ts';

/**
 * The member's bank cards: the list with the real name, and binding one (contract:
 * calls/cashier.ts).
 */
export const bankCardHandlers = {
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
} satisfies HandlerMap;
