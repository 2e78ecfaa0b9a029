import * as v from 'valibot';
import { money, str } from '../call.ts';
import { code, countedPage, deskQueueQuery, instant, pageQuery, rowId } from '../fields.ts';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUS,
  depositOrderNo,
  WITHDRAWAL_STATUS,
} from './cashier.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The finance desk (issue 9): withdrawals to review, manual bank deposits to confirm, flagged
 * deposits, disputes to resolve. Designed here: the specs show no back office ("not shown").
 * staff.ts joins these calls into `staffCalls` and these permissions into `STAFF_PERMISSIONS`;
 * like staffDesks.ts this file imports nothing from it (no import cycle).
 */

export const FINANCE_PERMISSIONS = [
  'finance.read',
  'finance.withdrawals',
  'finance.deposits',
  'finance.disputes',
] as const;
export type FinancePermission = (typeof FINANCE_PERMISSIONS)[number];

/** How staff settle a disputed withdrawal (cashier-notes: only these post anything). */
export const DISPUTE_RESOLUTIONS = ['paidAgain', 'refunded', 'forcedReceived'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

const financeCall = deskCallOf<FinancePermission | null>();

export const staffWithdrawalSchema = v.object({
  withdrawalId: v.number(),
  merchantCode: v.string(),
  memberId: v.number(),
  username: v.string(),
  /** The brand's currency (ISO 4217): its amounts' places. */
  currency: v.string(),
  amount: money,
  status: v.picklist(WITHDRAWAL_STATUS),
  bankName: v.string(),
  accountMasked: v.string(),
  payee: v.string(),
  createdAt: instant,
  /** Risk signal: valid bets since the member's last deposit. */
  turnoverSinceDeposit: money,
  reason: v.nullable(v.string()),
  /** The member's answer after payout (received, partial, notReceived...) or null. */
  confirmation: v.nullable(v.string()),
  receivedAmount: v.nullable(money),
  proofCount: v.number(),
});
export type StaffWithdrawal = v.InferOutput<typeof staffWithdrawalSchema>;

export const staffDepositSchema = v.object({
  orderNo: v.string(),
  merchantCode: v.string(),
  memberId: v.number(),
  username: v.string(),
  channelId: v.string(),
  kind: v.picklist(DEPOSIT_CHANNEL_KINDS),
  /** The brand's currency (ISO 4217): the amounts' places, and what a confirmed amount may have. */
  currency: v.string(),
  amount: money,
  paidAmount: v.nullable(money),
  status: v.picklist(DEPOSIT_STATUS),
  memo: v.nullable(v.string()),
  /** Why staff should look: an amount that differs, a payment after failure or expiry. */
  flag: v.nullable(v.string()),
  createdAt: instant,
});
export type StaffDeposit = v.InferOutput<typeof staffDepositSchema>;

/**
 * One day's reconciliation of a merchant (amounts in major units, as strings): player
 * liabilities at the day's end and the house balances beside them, and the provider's
 * statement of the day against the ledger's clearing movements, with the differences.
 */
export const reconciliationReportSchema = v.object({
  merchantCode: v.string(),
  day: v.string(),
  currency: v.string(),
  timeZone: v.string(),
  mainWallets: money,
  vendorWallets: money,
  withdrawalHolds: money,
  playerLiabilities: money,
  providerClearing: money,
  bankClearing: money,
  depositSuspense: money,
  payoutsInTransit: money,
  vendorHouses: money,
  provider: v.string(),
  statementPayins: money,
  statementPayouts: money,
  ledgerPayins: money,
  ledgerPayouts: money,
  payinDifference: money,
  payoutDifference: money,
  mismatch: v.boolean(),
  createdAt: instant,
});
export type ReconciliationReport = v.InferOutput<typeof reconciliationReportSchema>;

const merchantCode = code(32);
const reason = str(200, 1);

export const staffFinanceCalls = {
  financeWithdrawals: financeCall({
    method: 'GET',
    path: '/staff/finance/withdrawals',
    permission: 'finance.read',
    request: deskQueueQuery(WITHDRAWAL_STATUS),
    response: countedPage(staffWithdrawalSchema),
    summary: 'Withdrawals by status (pending to review, disputed to resolve), oldest first',
  }),
  financeWithdrawalApprove: financeCall({
    method: 'POST',
    path: '/staff/finance/withdrawals/{withdrawalId}/approve',
    permission: 'finance.withdrawals',
    request: v.strictObject({ withdrawalId: rowId }),
    response: staffWithdrawalSchema,
    summary: 'Approves a pending withdrawal: the payout goes to the provider (once)',
  }),
  financeWithdrawalReject: financeCall({
    method: 'POST',
    path: '/staff/finance/withdrawals/{withdrawalId}/reject',
    permission: 'finance.withdrawals',
    request: v.strictObject({ withdrawalId: rowId, reason }),
    response: staffWithdrawalSchema,
    summary: 'Rejects a pending withdrawal with a reason: the hold goes back to the wallet',
  }),
  financeDisputeResolve: financeCall({
    method: 'POST',
    path: '/staff/finance/withdrawals/{withdrawalId}/resolve',
    permission: 'finance.disputes',
    request: v.strictObject({
      withdrawalId: rowId,
      resolution: v.picklist(DISPUTE_RESOLUTIONS),
      reason,
    }),
    response: staffWithdrawalSchema,
    summary: 'Resolves a disputed withdrawal: paid again, refunded, or forced received',
  }),
  // Designed: a timed-out or self-excluded member cannot sign in, yet their balance may always
  // leave (cashier-notes, player protection). Finance pays it out on the member's request, to a
  // card bound to the member, as an approved withdrawal; refused while the account is open.
  financeClosedAccountPayout: financeCall({
    method: 'POST',
    path: '/staff/finance/members/{memberId}/closedAccountPayout',
    permission: 'finance.withdrawals',
    request: v.strictObject({ memberId: rowId, cardId: rowId, reason }),
    response: staffWithdrawalSchema,
    summary: "Pays a closed account's whole balance out to its bound card (approved at once)",
  }),
  financeDeposits: financeCall({
    method: 'GET',
    path: '/staff/finance/deposits',
    permission: 'finance.read',
    request: v.strictObject({
      merchantCode: v.optional(merchantCode),
      status: v.optional(v.picklist(DEPOSIT_STATUS)),
      kind: v.optional(v.picklist(DEPOSIT_CHANNEL_KINDS)),
      flagged: v.optional(v.picklist(['1'])),
      ...pageQuery,
    }),
    response: countedPage(staffDepositSchema),
    summary: 'Deposit orders: manual bank transfers to confirm, flagged payments to check',
  }),
  financeDepositConfirm: financeCall({
    method: 'POST',
    path: '/staff/finance/deposits/{orderNo}/confirm',
    permission: 'finance.deposits',
    request: v.strictObject({ orderNo: depositOrderNo, amount: money }),
    response: staffDepositSchema,
    summary: 'Confirms a manual bank transfer by its memo: credits what arrived, once',
  }),
  // Daily reconciliation (cashier-notes; designed here): the job's reports, newest day first.
  financeReconciliation: financeCall({
    method: 'GET',
    path: '/staff/finance/reconciliation',
    permission: 'finance.read',
    request: v.strictObject({
      merchantCode: v.optional(merchantCode),
      mismatch: v.optional(v.picklist(['1'])),
      ...pageQuery,
    }),
    response: countedPage(reconciliationReportSchema),
    summary: 'Daily reconciliation reports, newest day first; mismatches only with mismatch=1',
  }),
};
