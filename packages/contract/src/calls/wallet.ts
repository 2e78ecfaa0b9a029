import * as v from 'valibot';
import { amount, defineCall, empty } from '../call.ts';

export const balanceSchema = v.object({
  sumBalance: amount,
  balance: v.array(v.object({ accountTypeId: v.number(), availBalance: amount })),
  currency: v.string(),
  currencySymbol: v.string(),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

export const walletCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: balanceSchema,
    summary: 'Wallet balances (sum and per account type)',
  }),
};
