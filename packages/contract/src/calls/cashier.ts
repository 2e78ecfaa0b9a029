import * as v from 'valibot';
import { defineCall, empty, money, str } from '../call.ts';
import { instant, page, pageQuery } from '../fields.ts';
import { balanceSchema } from './wallet.ts';

/**
 * The cashier (issue 9): deposits, bank cards, the payment password, withdrawals and the
 * wallet's recall. Designed here: the specs show the wallet buttons and the withdrawal
 * confirmation, not the calls behind them ("not shown"); the names follow the family's
 * `/wps/` style. The confirmation and the transfer between wallets are in wallet.ts, where
 * the wire protocol names them.
 */

/** How a deposit channel takes the money. */
export const DEPOSIT_CHANNEL_KINDS = ['ewallet', 'bankTransfer'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** A deposit order's life: created -> pending -> paid, failed or expired. */
export const DEPOSIT_STATUS = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUS)[number];

/**
 * A withdrawal's life: pending (money on hold, waiting for review) -> approved (payout sent)
 * -> paid, or failed (money back); pending -> rejected (money back). A paid withdrawal whose
 * member answered "not received" or "partial" is disputed until staff resolve it.
 */
export const WITHDRAWAL_STATUS = [
  'pending',
  'approved',
  'paid',
  'failed',
  'rejected',
  'disputed',
  'resolved',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[number];

/** A short id the client makes once per request (a UUID), so a retry does the work once. */
const clientId = v.pipe(str(64, 8), v.regex(/^[A-Za-z0-9_-]+$/));

/** A deposit order number as the platform issues it. */
export const depositOrderNo = v.pipe(str(40, 8), v.regex(/^D[A-Z0-9]+$/));

export const depositChannelSchema = v.object({
  channelId: v.string(),
  kind: v.picklist(DEPOSIT_CHANNEL_KINDS),
  name: v.string(),
  minAmount: money,
  maxAmount: money,
});
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;

export const depositOrderSchema = v.object({
  orderNo: v.string(),
  channelId: v.string(),
  kind: v.picklist(DEPOSIT_CHANNEL_KINDS),
  amount: money,
  /** What arrived, once paid (may differ from the order: then staff see it flagged). */
  paidAmount: v.nullable(money),
  status: v.picklist(DEPOSIT_STATUS),
  createdAt: instant,
  expiresAt: instant,
  /** The provider's hosted cashier page (e-wallet channels): open it to pay. */
  cashierUrl: v.nullable(v.string()),
  /** Manual bank transfer: where to send it and the memo to type into the transfer. */
  bankAccount: v.nullable(
    v.object({ bankName: v.string(), accountName: v.string(), accountNumber: v.string() }),
  ),
  memo: v.nullable(v.string()),
});
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;

export const bankCardSchema = v.object({
  cardId: v.number(),
  bankName: v.string(),
  /** Only the last four digits travel: `**** **** 1234`. */
  accountMasked: v.string(),
  payee: v.string(),
});
export type BankCard = v.InferOutput<typeof bankCardSchema>;

export const withdrawalInfoSchema = v.object({
  balance: money,
  /** Zero while a turnover requirement is open. */
  withdrawable: money,
  turnoverRemaining: money,
  minAmount: money,
  maxAmount: money,
  dailyCount: v.number(),
  /** Withdrawals so far today: the brand's day, in `timeZone`. */
  usedToday: v.number(),
  /** The zone the brand's days run in (an IANA name; UTC when the brand names none). */
  timeZone: v.string(),
  paymentPasswordSet: v.boolean(),
  /** Set while too many wrong payment passwords lock withdrawals. */
  paymentPasswordLockedUntil: v.nullable(instant),
});
export type WithdrawalInfo = v.InferOutput<typeof withdrawalInfoSchema>;

export const withdrawalSchema = v.object({
  withdrawalId: v.number(),
  amount: money,
  status: v.picklist(WITHDRAWAL_STATUS),
  cardId: v.number(),
  accountMasked: v.string(),
  createdAt: instant,
  reason: v.nullable(v.string()),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

/** A payment password: 6 digits, as the cashier's keypad takes it. */
export const paymentPassword = v.pipe(v.string(), v.regex(/^\d{6}$/));

/**
 * Designed (issue 27; the home's service description, portal-spec section 2, shows gauges whose
 * source the specs do not give): how fast money moved for this brand's members over the last 7
 * days, as medians in whole seconds (null when nothing was paid in that time), and how many
 * deposit channels it offers.
 */
export const serviceFiguresSchema = v.object({
  depositSeconds: v.nullable(v.number()),
  withdrawalSeconds: v.nullable(v.number()),
  paymentMethods: v.number(),
});
export type ServiceFigures = v.InferOutput<typeof serviceFiguresSchema>;

export const cashierCalls = {
  serviceFigures: defineCall({
    // Designed: no path in the specs.
    method: 'GET',
    path: '/wps/relay/MCSFE_getServiceFigures',
    token: false,
    module: 'COMM3',
    request: empty,
    response: serviceFiguresSchema,
    summary: 'Median deposit and withdrawal times of the last 7 days and the deposit channels',
  }),
  depositChannels: defineCall({
    method: 'GET',
    path: '/wps/cashier/deposit/channels',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: v.object({ channels: v.array(depositChannelSchema) }),
    summary: "The brand's deposit channels, in display order, with their limits",
  }),
  depositCreate: defineCall({
    method: 'POST',
    path: '/wps/cashier/deposit',
    token: true,
    module: 'WALLET3',
    request: v.object({ channelId: str(32, 1), amount: money, clientOrderId: clientId }),
    response: depositOrderSchema,
    summary: 'Opens a deposit order (once per client id); answers where to pay',
  }),
  depositOrder: defineCall({
    method: 'GET',
    path: '/wps/cashier/deposit/order',
    token: true,
    module: 'WALLET3',
    request: v.object({ orderNo: depositOrderNo }),
    response: depositOrderSchema,
    summary: "One of the member's deposit orders, with its status",
  }),
  bankCards: defineCall({
    method: 'GET',
    path: '/wps/cashier/bankCards',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: v.object({ list: v.array(bankCardSchema), realName: v.nullable(v.string()) }),
    summary: "The member's bound bank cards (masked) and the real name payees must match",
  }),
  bankCardBind: defineCall({
    method: 'POST',
    path: '/wps/cashier/bankCards/bind',
    token: true,
    encrypted: true,
    module: 'WALLET3',
    request: v.object({
      bankName: str(64, 2),
      accountNumber: v.pipe(v.string(), v.regex(/^\d{8,24}$/)),
      payee: v.pipe(str(64, 2), v.trim()),
    }),
    response: bankCardSchema,
    summary: "Binds a bank card; the first card's payee becomes the member's real name",
  }),
  paymentPasswordSet: defineCall({
    method: 'POST',
    path: '/wps/cashier/paymentPassword',
    token: true,
    encrypted: true,
    module: 'WALLET3',
    // Without `oldPassword` only when none is set yet; changing one needs the old one.
    request: v.object({ password: paymentPassword, oldPassword: v.optional(paymentPassword) }),
    response: v.object({ set: v.literal(true) }),
    summary: 'Sets or changes the payment password (separate from the login password)',
  }),
  // Reset by SMS code (issue 9: "set, change, and reset by SMS code"; not shown in the specs,
  // designed here): a code goes to the member's verified mobile, then the code and a new
  // password set it and clear a lock left by wrong tries.
  paymentPasswordResetCode: defineCall({
    method: 'POST',
    path: '/wps/cashier/paymentPassword/resetCode',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: v.object({
      expiredMinutes: v.number(),
      /** The verified mobile the code went to, masked: `*******1234`. */
      destination: v.string(),
    }),
    summary: "Sends a payment-password reset code to the member's verified mobile",
  }),
  paymentPasswordReset: defineCall({
    method: 'POST',
    path: '/wps/cashier/paymentPassword/reset',
    token: true,
    encrypted: true,
    module: 'WALLET3',
    request: v.object({
      code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
      password: paymentPassword,
    }),
    response: v.object({ set: v.literal(true) }),
    summary: 'Sets a new payment password with an SMS reset code; clears a wrong-tries lock',
  }),
  withdrawalInfo: defineCall({
    method: 'GET',
    path: '/wps/cashier/withdrawal/info',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: withdrawalInfoSchema,
    summary: 'What the member may withdraw now: balance, turnover left, limits, password',
  }),
  withdrawalRequest: defineCall({
    method: 'POST',
    path: '/wps/cashier/withdrawal',
    token: true,
    encrypted: true,
    module: 'WALLET3',
    request: v.object({
      cardId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      amount: money,
      paymentPassword,
    }),
    response: withdrawalSchema,
    summary: 'Requests a withdrawal to a bound card; the amount goes on hold at once',
  }),
  withdrawals: defineCall({
    method: 'GET',
    path: '/wps/cashier/withdrawals',
    token: true,
    module: 'WALLET3',
    request: v.object({ ...pageQuery }),
    response: page(withdrawalSchema),
    summary: "The member's withdrawals, newest first",
  }),
  walletRecall: defineCall({
    method: 'POST',
    path: '/wps/relay/GCS_walletRecall',
    token: true,
    module: 'WALLET3',
    request: v.object({ transactionId: clientId }),
    response: v.object({ balance: balanceSchema }),
    summary: 'Brings every vendor wallet back to the main wallet (multi-wallet brands)',
  }),
};
