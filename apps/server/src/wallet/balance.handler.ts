import { balanceOf } from '../cashier/vendorWallets.ts';
import type { HandlerMap } from '../http/context.ts';

export const walletHandlers = {
  // The main wallet, and in multi-wallet brands every vendor wallet beside it.
  balance: async (_input, ctx) => balanceOf(ctx.services.db, ctx.merchant, ctx.session.memberId),
} satisfies HandlerMap;
