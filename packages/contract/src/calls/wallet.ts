import * as v from 'valibot';
import { defineCall, empty, money, qInt, str } from '../call.ts';
import { TRANSACTION_TYPES, WITHDRAWAL_ANSWERS, WITHDRAWAL_CONFIRMATION_STATUS } from '../enums.ts';
import { day, imageUploads, instant, page, pageQuery, remark, rowId } from '../fields.ts';
import { autoTransferCalls } from './autoTransfer.ts';

export const balanceSchema = v.object({
  sumBalance: money,
  balance: v.array(v.object({ accountTypeId: v.number(), availBalance: money })),
  currency: v.string(),
  currencySymbol: v.string(),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

/** `isSingle` 1: one wallet for every vendor, so the portal hides transfers between wallets. */
export const merchantWalletSchema = v.object({
  isSingle: v.picklist([0, 1]),
  // Designed (optional: see gameSchema): the wallets a transfer can move between.
  wallets: v.optional(
    v.array(
      v.object({ accountTypeId: v.number(), name: v.string(), vassalage: v.nullable(v.string()) }),
    ),
  ),
});
export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

/** Designed: one line of the account record. */
export const transactionSchema = v.object({
  transactionNo: v.string(),
  transType: v.picklist(TRANSACTION_TYPES),
  amount: money,
  /** The balance of the entry's wallet after it. */
  balanceAfter: money,
  createdAt: instant,
  remark: v.string(),
  /**
   * Designed: which of the member's wallets the entry is on. Null for the main wallet; in
   * multi-wallet brands a vendor wallet's name, as `GCS_merchantWallet` lists it.
   */
  wallet: v.nullable(v.string()),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

/** Designed: a paid-out withdrawal waiting for (or past) the member's confirmation. */
export const withdrawalConfirmationSchema = v.object({
  withdrawalId: v.number(),
  amount: money,
  receivedAmount: money,
  paidAt: instant,
  /** After this the withdrawal counts as received (platform-spec section 4; minutes not shown). */
  autoReceiveAt: instant,
  status: v.picklist(WITHDRAWAL_CONFIRMATION_STATUS),
});
export type WithdrawalConfirmation = v.InferOutput<typeof withdrawalConfirmationSchema>;

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
  walletTransfer: defineCall({
    // Fields designed: the spec shows the path only.
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    token: true,
    module: 'WALLET3',
    request: v.object({
      fromAccountTypeId: qInt(0, 1_000_000),
      toAccountTypeId: qInt(0, 1_000_000),
      amount: money,
      /**
       * Made by the client once per transfer (a UUID): a retry with the same id moves the
       * money once; the same id with another movement fails with `wallet.idempotency.conflict`.
       */
      transactionId: str(64, 8),
    }),
    response: v.object({ transactionId: v.string(), balance: balanceSchema }),
    summary: 'Moves funds between the main wallet and a vendor wallet (idempotent)',
  }),
  merchantWallet: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: true,
    module: 'WALLET3',
    cache: 'session',
    request: empty,
    response: merchantWalletSchema,
    summary: 'Whether the merchant runs a single wallet, and its wallets',
  }),
  memberTransactions: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    token: true,
    module: 'WALLET3',
    request: v.object({
      // Designed: a date range and a type filter, as the account-record screen offers them.
      startDate: day,
      endDate: day,
      transType: v.optional(v.picklist(TRANSACTION_TYPES)),
      ...pageQuery,
    }),
    response: page(transactionSchema),
    summary: 'Member transaction details (account record)',
  }),
  unconfirmedWithdrawals: defineCall({
    // Designed: the withdrawal confirmation of platform-spec section 4 has no call there.
    method: 'GET',
    path: '/wps/withdrawal/unconfirmed',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: v.object({ list: v.array(withdrawalConfirmationSchema) }),
    summary: 'Paid withdrawals the member has not confirmed yet',
  }),
  confirmWithdrawal: defineCall({
    // Designed: see unconfirmedWithdrawals.
    method: 'POST',
    path: '/wps/withdrawal/confirm',
    token: true,
    module: 'WALLET3',
    request: v.object({
      withdrawalId: rowId,
      answer: v.picklist(WITHDRAWAL_ANSWERS),
      /** Required with `partial`: what arrived so far. */
      receivedAmount: v.optional(money),
      /** Proof for `notReceived`: png or jpg, under 5MB each, at most 3. */
      proofImages: v.optional(imageUploads),
      remark: v.optional(remark),
    }),
    response: withdrawalConfirmationSchema,
    summary: 'Confirms receipt of a withdrawal, in full, in part, or not at all (with proof)',
  }),
  // The automatic transfer at launch (designed, issue 27), in its own file.
  ...autoTransferCalls,
};
