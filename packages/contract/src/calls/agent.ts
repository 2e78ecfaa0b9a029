import * as v from 'valibot';
import { defineCall, empty, money, qInt, str } from '../call.ts';
import {
  CONTRACT_PERIODS,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_STATUS,
  CONTRACT_TYPES,
  type ModuleId,
} from '../enums.ts';
import { code, instant, page, pageQuery, rate, rowId } from '../fields.ts';

/**
 * Designed: the kind of request left for this member to answer, per contract type, or null
 * when none waits (from either side: see `requests` for who asked).
 */
const pendingRequest = v.nullable(v.picklist(CONTRACT_REQUEST_TYPES));

/** The two sides of a contract: the upline that gave it and the downline that holds it. */
export const CONTRACT_SIDES = ['upline', 'downline'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/**
 * One step of a contract's scale (platform-spec section 3: rate, active members, period valid
 * bet, profit or loss): the rate applies once the team reaches the step's thresholds.
 */
const contractTierRequest = v.object({
  rate,
  activeMembers: qInt(0, 1_000_000),
  periodValidBet: money,
  /** Dividend contracts scale by the team's loss over the period. */
  profitLoss: v.optional(money),
});
export const contractTierSchema = v.object({
  rate: v.string(),
  activeMembers: v.number(),
  periodValidBet: money,
  profitLoss: v.nullable(money),
});

/** Designed: a contract between an upline and a downline as the contract screens list it. */
export const contractSchema = v.object({
  contractId: v.number(),
  contractType: v.picklist(CONTRACT_TYPES),
  status: v.picklist(CONTRACT_STATUS),
  /** Dividend and daily salary settle per period; hourly and real-time salary have none. */
  period: v.nullable(v.picklist(CONTRACT_PERIODS)),
  tiers: v.array(contractTierSchema),
  uplineAccount: v.string(),
  downlineId: v.number(),
  downlineAccount: v.string(),
  pendingRequest,
  /** The open request, answered through the contract type's process call. */
  requestId: v.nullable(v.number()),
  /**
   * Designed (not shown in the spec): the side of the contract that answers the open request
   * (null when none is open). The platform answers as the upline of a top-level agent.
   */
  answeredBy: v.nullable(v.picklist(CONTRACT_SIDES)),
  createdAt: instant,
  updatedAt: instant,
});
export type Contract = v.InferOutput<typeof contractSchema>;

/**
 * Designed (not shown in the spec): one open request this member must answer, with the side
 * of the contract that asked. An offer always comes from the upline; a request to end a
 * contract comes from either side, so an upline answers its downlines' requests too.
 */
export const pendingContractRequestSchema = v.object({
  requestId: v.number(),
  kind: v.picklist(CONTRACT_REQUEST_TYPES),
  from: v.picklist(CONTRACT_SIDES),
  contract: contractSchema,
});
export type PendingContractRequest = v.InferOutput<typeof pendingContractRequestSchema>;

/**
 * The agent contract flags (`/wps/member/info/funds/consolidated`, wire-protocol.md). The
 * flags name one kind per contract type only, so they cannot say who asked or hold two
 * requests at once: `requests` (designed, not shown in the spec) lists every open request the
 * member answers, oldest first, which the portal's popup takes one after another.
 */
export const consolidatedContractInfoSchema = v.object({
  divtypereq: pendingRequest,
  dailysalreqtype: pendingRequest,
  contracthoursalreq: pendingRequest,
  realtimesalreqtype: pendingRequest,
  requests: v.array(pendingContractRequestSchema),
});
export type ConsolidatedContractInfo = v.InferOutput<typeof consolidatedContractInfoSchema>;

/**
 * Designed: the downline's answer to an upline's create or terminate request. When a
 * downline of this member holds a higher ratio than the new contract, accepting cancels that
 * contract: the first attempt fails with `contract.downline.conflict` (listing them) and the
 * member repeats it with `confirmCancelDownlines: true`.
 */
const processRequest = v.object({
  requestId: rowId,
  action: v.picklist(['accept', 'reject']),
  confirmCancelDownlines: v.optional(v.boolean(), false),
});
export const processContractResultSchema = v.object({
  status: v.picklist(CONTRACT_STATUS),
  cancelledDownlineIds: v.array(v.number()),
});

/** The failure `value` of `contract.downline.conflict`: the contracts accepting would cancel. */
export const downlineConflictValueSchema = v.object({
  downlines: v.array(
    v.object({ downlineId: v.number(), downlineAccount: v.string(), rate: v.string() }),
  ),
});

const requestResult = v.object({ requestId: v.number(), status: v.picklist(CONTRACT_STATUS) });

/**
 * Designed: one line of a salary run (daily wages, hourly salary, real-time salary records):
 * the agent's team figures for the window, the rate of the tier met, its amount on the whole
 * team and what it was paid (the amount minus its contracted downlines', cascade by difference).
 */
export const agentPayLineSchema = v.object({
  contractType: v.picklist(CONTRACT_TYPES),
  windowStart: instant,
  windowEnd: instant,
  teamValidBet: money,
  activeMembers: v.number(),
  rate: v.string(),
  amount: money,
  paid: money,
});
export type AgentPayLine = v.InferOutput<typeof agentPayLineSchema>;

/** Designed (agent-rules "Unpaid"): the states of a dividend bill an upline owes a downline. */
export const DIVIDEND_BILL_STATUSES = [
  'issued',
  'paid',
  'partiallyCollected',
  'collected',
  'cancelled',
] as const;

/** Designed: a dividend bill as the dividend record lists it, on either side. */
export const dividendBillSchema = v.object({
  billId: v.number(),
  period: v.picklist(CONTRACT_PERIODS),
  periodStart: instant,
  payerAccount: v.string(),
  payeeAccount: v.string(),
  amount: money,
  collected: money,
  status: v.picklist(DIVIDEND_BILL_STATUSES),
  issuedAt: instant,
  dueAt: instant,
});
export type DividendBill = v.InferOutput<typeof dividendBillSchema>;

const processCall = (path: string, module: ModuleId, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    token: true,
    module,
    request: processRequest,
    response: processContractResultSchema,
    summary,
  });

export const agentCalls = {
  affiliateCheck: defineCall({
    method: 'GET',
    path: '/wps/agent/affiliate',
    token: false,
    module: 'REG3',
    request: v.object({ code: code(32), domain: v.optional(str(253)) }),
    response: v.object({ valid: v.boolean() }),
    summary: 'Checks an affiliate (invitation) code before registration',
  }),
  consolidatedContractInfo: defineCall({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: true,
    module: 'AGENTPOLICY3',
    request: empty,
    response: consolidatedContractInfoSchema,
    summary: 'Pending contract requests per contract type (loaded for non-trial members)',
  }),
  contracts: defineCall({
    // Designed: the contract and agreement screens need a list; no path in the specs.
    method: 'GET',
    path: '/wps/relay/MCS2_getContractList',
    token: true,
    module: 'AGENTPOLICY3',
    request: v.object({
      contractType: v.picklist(CONTRACT_TYPES),
      /** `upline`: contracts this member holds with its upline; `downline`: those it gave. */
      side: v.picklist(CONTRACT_SIDES),
      ...pageQuery,
    }),
    response: page(contractSchema),
    summary: "The member's contracts of one type, with its upline or its downlines",
  }),
  createContract: defineCall({
    // Designed: platform-spec section 7 names "create" contract requests without a path.
    method: 'POST',
    path: '/wps/relay/MCS2_createContractReq',
    token: true,
    module: 'AGENTPOLICY3',
    request: v.object({
      contractType: v.picklist(CONTRACT_TYPES),
      downlineId: rowId,
      period: v.optional(v.picklist(CONTRACT_PERIODS)),
      tiers: v.pipe(v.array(contractTierRequest), v.minLength(1), v.maxLength(20)),
    }),
    response: requestResult,
    summary: 'Offers a downline a new contract (the downline accepts or rejects)',
  }),
  terminateContract: defineCall({
    // Designed: platform-spec section 7 names "terminate" contract requests without a path.
    method: 'POST',
    path: '/wps/relay/MCS2_terminateContractReq',
    token: true,
    module: 'AGENTPOLICY3',
    request: v.object({ contractId: rowId, reason: v.optional(str(140)) }),
    response: requestResult,
    summary: 'Asks to end a contract (the other side accepts or rejects)',
  }),
  withdrawContractOffer: defineCall({
    // Designed: agent-rules "an unanswered offer may be withdrawn by the upline"; no path in the specs.
    method: 'POST',
    path: '/wps/relay/MCS2_withdrawContractReq',
    token: true,
    module: 'AGENTPOLICY3',
    request: v.object({ requestId: rowId }),
    response: requestResult,
    summary: 'Withdraws an offer the downline has not answered yet',
  }),
  agentPayRecords: defineCall({
    // Designed: the daily wages, hourly and real-time salary records of the agent centre.
    method: 'GET',
    path: '/wps/relay/MCS2_getAgentPayRecords',
    token: true,
    module: 'AGENTPOLICY3',
    request: v.object({
      contractType: v.picklist(['dailySalary', 'hourlySalary', 'realTimeSalary']),
      ...pageQuery,
    }),
    response: page(agentPayLineSchema),
    summary: "The agent's salary runs of one type, newest window first",
  }),
  dividendBills: defineCall({
    // Designed: the dividend record (bills this agent owes its downlines, or is owed).
    method: 'GET',
    path: '/wps/relay/MCS2_getDividendBills',
    token: true,
    module: 'DIVIDEND3',
    request: v.object({ side: v.picklist(['payer', 'payee']), ...pageQuery }),
    response: page(dividendBillSchema),
    summary: 'Dividend bills this agent owes its downlines, or its upline owes it',
  }),
  payDividendBill: defineCall({
    // Designed: an upline pays a dividend bill from its main wallet before the grace ends.
    method: 'POST',
    path: '/wps/relay/MCS2_payDividendBill',
    token: true,
    module: 'DIVIDEND3',
    request: v.object({ billId: rowId }),
    response: v.object({ billId: v.number(), status: v.picklist(DIVIDEND_BILL_STATUSES) }),
    summary: 'Pays a dividend bill owed to a downline, in full, from the main wallet',
  }),
  processDividendContract: processCall(
    '/wps/relay/MCS2_processDividendReq',
    'DIVIDEND3',
    'Accepts or rejects a dividend contract request',
  ),
  processDailySalaryContract: processCall(
    '/wps/relay/MCS2_processDailySalContract',
    'DAILYSAL3',
    'Accepts or rejects a daily salary contract request',
  ),
  processHourlySalaryContract: processCall(
    '/wps/relay/MCS2_processContractHourSalary',
    'HOURSAL3',
    'Accepts or rejects an hourly salary contract request',
  ),
  processRealTimeSalaryContract: processCall(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    'Accepts or rejects a real-time salary contract request (settles every 5 minutes)',
  ),
};
