import type { HandlerMap } from '../http/context.ts';
import { memberWalletBalance, toMajorUnits } from '../ledger/ledger.ts';

/** accountTypeId of the main wallet (the only wallet until game wallets exist). */
const MAIN_WALLET_TYPE = 1;

export const walletHandlers = {
  balance: async (_input, ctx) => {
    const { brand } = ctx.merchant;
    const minor = await memberWalletBalance(
      ctx.services.db,
      ctx.merchant.id,
      ctx.session.memberId,
      brand.currency,
    );
    const availBalance = toMajorUnits(minor);
    return {
      sumBalance: availBalance,
      balance: [{ accountTypeId: MAIN_WALLET_TYPE, availBalance }],
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
    };
  },
} satisfies HandlerMap;
