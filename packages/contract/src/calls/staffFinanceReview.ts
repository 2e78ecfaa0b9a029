import * as v from 'valibot';
import { money, str } from '../call.ts';
import { instant, rowId } from '../fields.ts';
import { DEPOSIT_STATUS, depositOrderNo } from './cashier.ts';
import { deskCallOf } from './deskCall.ts';
import {
  type FinancePermission,
  staffDepositSchema,
  staffWithdrawalSchema,
} from './staffFinance.ts';

/**
 * The finance desk's review calls (issue 8): what a reviewer weighs before approving a
 * withdrawal, marking a payout paid whose callback never came, and refusing a manual bank
 * transfer that never arrived. Designed here, as the
 * rest of the staff area ("not shown" in the specs). staff.ts joins these calls into
 * `staffCalls`; the permissions are the finance desk's own (staffFinance.ts).
 */

const reviewCall = deskCallOf<FinancePermission>();

/** How far back "recent deposits" look. */
export const RISK_DEPOSIT_DAYS = 30;

/** Another account that shares something with the member who asks to withdraw. */
const linkedAccountSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  merchantCode: v.string(),
  /** The address or device id they share. */
  shared: v.string(),
});
export type LinkedAccount = v.InferOutput<typeof linkedAccountSchema>;

/**
 * A withdrawal's risk signals: the turnover rule (met or what is left), the member's deposits
 * of the last days, and other accounts (those the staff member may see) that signed in from
 * one of the member's addresses or devices.
 */
export const withdrawalRiskSchema = v.object({
  withdrawalId: v.number(),
  turnover: v.object({
    met: v.boolean(),
    /** Still to bet before the money may leave (0.00 when met). */
    remaining: money,
    betsSinceDeposit: money,
  }),
  recentDeposits: v.array(
    v.object({
      orderNo: v.string(),
      amount: money,
      paidAmount: v.nullable(money),
      status: v.picklist(DEPOSIT_STATUS),
      createdAt: instant,
    }),
  ),
  sameAddress: v.array(linkedAccountSchema),
  sameDevice: v.array(linkedAccountSchema),
});
export type WithdrawalRisk = v.InferOutput<typeof withdrawalRiskSchema>;

export const staffFinanceReviewCalls = {
  financeWithdrawalRisk: reviewCall({
    method: 'GET',
    path: '/staff/finance/withdrawals/{withdrawalId}/risk',
    permission: 'finance.read',
    request: v.strictObject({ withdrawalId: rowId }),
    response: withdrawalRiskSchema,
    summary: "A withdrawal's risk signals: turnover, recent deposits, shared addresses and devices",
  }),
  financeWithdrawalMarkPaid: reviewCall({
    method: 'POST',
    path: '/staff/finance/withdrawals/{withdrawalId}/mark-paid',
    permission: 'finance.withdrawals',
    request: v.strictObject({ withdrawalId: rowId, reason: str(200, 1) }),
    response: staffWithdrawalSchema,
    summary:
      'Marks an approved payout paid when its callback never came (once; a late one is ignored)',
  }),
  financeDepositRefuse: reviewCall({
    method: 'POST',
    path: '/staff/finance/deposits/{orderNo}/refuse',
    permission: 'finance.deposits',
    request: v.strictObject({ orderNo: depositOrderNo, reason: str(200, 1) }),
    response: staffDepositSchema,
    summary: 'Refuses a manual bank transfer that did not arrive: the order fails, nothing moves',
  }),
};
