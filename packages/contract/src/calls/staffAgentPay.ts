import * as v from 'valibot';
import { money, qInt, str } from '../call.ts';
import { CONTRACT_PERIODS, CONTRACT_TYPES, FREEZE_SCOPES } from '../enums.ts';
import { code, deskPageQuery, instant, page, pageQuery, rate, rowId } from '../fields.ts';
import { DIVIDEND_BILL_STATUSES } from './agent.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The console's agent pay desk (issue 24): the platform's contracts with top-level agents,
 * every salary and dividend run, the bills, "settle now" for a closed window, cancelling a
 * bill, freezing and unfreezing an agent. Designed here, as the rest of the staff area. staff.ts
 * joins these calls into `staffCalls` and these permissions into `STAFF_PERMISSIONS`.
 */

export const AGENT_PAY_PERMISSIONS = ['agentPay.read', 'agentPay.manage'] as const;
export type AgentPayPermission = (typeof AGENT_PAY_PERMISSIONS)[number];

export const AGENT_PAY_AUDIT_ACTIONS = [
  'agentPay.contractOffer',
  'agentPay.settleNow',
  'agentPay.billCancel',
  'agentPay.freeze',
  'agentPay.unfreeze',
] as const;

const agentPayCall = deskCallOf<AgentPayPermission>();

export const staffAgentRunSchema = v.object({
  merchantCode: v.string(),
  /** `dailySalary`, `hourlySalary`, `realTimeSalary` or `dividend:<period>`. */
  runType: v.string(),
  windowStart: instant,
  windowEnd: instant,
  /** The brand's currency, which `total` is written in. */
  currency: v.string(),
  /** What the platform paid in the run: wire money (major units, the currency's places). */
  total: money,
  lines: v.number(),
  ranAt: instant,
});
export type StaffAgentRun = v.InferOutput<typeof staffAgentRunSchema>;

export const staffDividendBillSchema = v.object({
  billId: v.number(),
  merchantCode: v.string(),
  periodStart: instant,
  payerAccount: v.string(),
  payeeAccount: v.string(),
  /** The currency the bill was issued in, which `amount` and `collected` are written in. */
  currency: v.string(),
  /** What the payer owes and what was collected of it so far: wire money. */
  amount: money,
  collected: money,
  status: v.picklist(DIVIDEND_BILL_STATUSES),
  dueAt: instant,
  cancelReason: v.string(),
});
export type StaffDividendBill = v.InferOutput<typeof staffDividendBillSchema>;

/** What "settle now" and a run's lines name a run by: a salary type or `dividend:<period>`. */
export const AGENT_RUN_TYPES = [
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
  ...CONTRACT_PERIODS.map((period) => `dividend:${period}` as const),
] as const;

/**
 * One agent's line of a run (issue 24's desk: who got what, from which contract, by which
 * movement). Designed here: the spec names the runs, not their lines' fields.
 */
export const staffAgentRunLineSchema = v.object({
  agentId: v.number(),
  agentAccount: v.string(),
  contractId: v.number(),
  /** Who pays the line: null for the platform (a top-level agent, or any salary line). */
  payerAccount: v.nullable(v.string()),
  /** The line's currency, which the money fields are written in. */
  currency: v.string(),
  /** What the rate applied to: the team's valid bet (salaries) or loss (dividends). */
  base: money,
  activeMembers: v.number(),
  rate,
  /** The agent's amount on its whole team, and what the run paid it of that (wire money). */
  amount: money,
  paid: money,
  /** The ledger movement that paid the line (the run's set-wise one); null when none did. */
  movementId: v.nullable(v.string()),
});
export type StaffAgentRunLine = v.InferOutput<typeof staffAgentRunLineSchema>;

const reason = str(200);

/** One freeze scope of an agent: staff's freeze (with its reason) and an unpaid bill's, apart. */
export const staffFreezeScopeSchema = v.object({
  scope: v.picklist(FREEZE_SCOPES),
  staff: v.nullable(v.object({ reason: v.string(), since: instant })),
  bill: v.nullable(v.object({ since: instant })),
});
export type StaffFreezeScope = v.InferOutput<typeof staffFreezeScopeSchema>;

export const staffFreezesSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  scopes: v.array(staffFreezeScopeSchema),
});
export type StaffFreezes = v.InferOutput<typeof staffFreezesSchema>;

export const staffAgentPayCalls = {
  agentPayContractOffer: agentPayCall({
    method: 'POST',
    path: '/staff/agent-pay/contracts/offer',
    permission: 'agentPay.manage',
    request: v.strictObject({
      merchantCode: code(32),
      agentId: rowId,
      contractType: v.picklist(CONTRACT_TYPES),
      period: v.optional(v.picklist(CONTRACT_PERIODS)),
      tiers: v.pipe(
        v.array(
          v.object({
            rate,
            activeMembers: qInt(0, 1_000_000),
            periodValidBet: money,
            profitLoss: v.optional(money),
          }),
        ),
        v.minLength(1),
        v.maxLength(20),
      ),
    }),
    response: v.object({ requestId: v.number() }),
    summary: 'Offers a top-level agent a contract from the platform (the agent accepts or rejects)',
  }),
  agentPayRuns: agentPayCall({
    method: 'GET',
    path: '/staff/agent-pay/runs',
    permission: 'agentPay.read',
    request: deskPageQuery(),
    response: page(staffAgentRunSchema),
    summary: 'Every salary and dividend run, newest window first',
  }),
  agentPayRunLines: agentPayCall({
    method: 'GET',
    path: '/staff/agent-pay/runs/lines',
    permission: 'agentPay.read',
    request: v.strictObject({
      merchantCode: code(32),
      runType: v.picklist(AGENT_RUN_TYPES),
      windowStart: v.pipe(v.string(), v.isoTimestamp()),
      ...pageQuery,
    }),
    response: page(staffAgentRunLineSchema),
    summary: "A run's per-agent lines: who got what, from which contract, by which movement",
  }),
  agentPayBills: agentPayCall({
    method: 'GET',
    path: '/staff/agent-pay/bills',
    permission: 'agentPay.read',
    request: deskPageQuery(),
    response: page(staffDividendBillSchema),
    summary: 'Every dividend bill with what was collected, newest first',
  }),
  agentPaySettleNow: agentPayCall({
    method: 'POST',
    path: '/staff/agent-pay/settle-now',
    permission: 'agentPay.manage',
    request: v.strictObject({
      merchantCode: code(32),
      contractType: v.picklist(['dailySalary', 'hourlySalary', 'realTimeSalary', 'dividend']),
      /** A dividend's period kind (daily, weekly, semimonthly, monthly); required for one. */
      period: v.optional(v.picklist(CONTRACT_PERIODS)),
      windowStart: v.pipe(v.string(), v.isoTimestamp()),
    }),
    response: v.object({ windowStart: instant, alreadyRun: v.boolean() }),
    summary:
      'Queues the run of a closed salary window or dividend period under its own key (it cannot pay twice)',
  }),
  agentPayBillCancel: agentPayCall({
    method: 'POST',
    path: '/staff/agent-pay/bills/cancel',
    permission: 'agentPay.manage',
    request: v.strictObject({ billId: rowId, reason }),
    response: v.object({ billId: v.number(), status: v.picklist(DIVIDEND_BILL_STATUSES) }),
    summary: 'Cancels an open dividend bill with a reason (what was collected stays collected)',
  }),
  agentPayFreezes: agentPayCall({
    method: 'GET',
    path: '/staff/agent-pay/freezes',
    permission: 'agentPay.read',
    request: v.strictObject({ merchantCode: code(32), memberId: rowId }),
    response: staffFreezesSchema,
    summary: "An agent's freezes by scope (team, withdrawals, transfers), staff's and a bill's",
  }),
  agentPayFreeze: agentPayCall({
    method: 'POST',
    path: '/staff/agent-pay/freeze',
    permission: 'agentPay.manage',
    request: v.strictObject({
      merchantCode: code(32),
      memberId: rowId,
      scope: v.picklist(FREEZE_SCOPES),
      frozen: v.boolean(),
      reason,
    }),
    response: staffFreezesSchema,
    summary:
      "Freezes one scope of an agent (team, withdrawals, transfers) or lifts staff's freeze of it; a bill's freeze lifts only when the bill is settled",
  }),
};
