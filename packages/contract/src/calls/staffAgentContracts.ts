import * as v from 'valibot';
import { str } from '../call.ts';
import { CONTRACT_PERIODS, CONTRACT_REQUEST_TYPES, CONTRACT_TYPES } from '../enums.ts';
import { code, instant, page, pageQuery, rowId } from '../fields.ts';
import { contractTierSchema } from './agent.ts';
import { deskCallOf } from './deskCall.ts';
import type { AgentPayPermission } from './staffAgentPay.ts';

/**
 * The platform's side of its contracts with top-level agents (issue 24, agent-rules
 * "Contracts"): staff list them with their state, withdraw an offer not yet answered, ask to
 * end one in force, and answer an agent's request to end one. Designed here, as the rest of
 * the staff area (the offer itself is `agentPayContractOffer`). The permissions are the pay
 * desk's: reading them is `agentPay.read`, changing them `agentPay.manage`. staff.ts joins
 * these calls into `staffCalls` and these actions into `AUDIT_ACTIONS`.
 */

export const AGENT_CONTRACT_AUDIT_ACTIONS = [
  'agentPay.contractWithdraw',
  'agentPay.contractTerminate',
  'agentPay.contractAnswer',
] as const;

/**
 * A contract's state as staff see it: unlike the portal's four wire statuses (which fold a
 * withdrawn offer into rejected and a cancelled contract into terminated), every row state.
 */
export const PLATFORM_CONTRACT_STATES = [
  'pending',
  'active',
  'rejected',
  'withdrawn',
  'terminated',
  'cancelled',
] as const;
export type PlatformContractState = (typeof PLATFORM_CONTRACT_STATES)[number];

/** The open request of a platform contract: who asked, and what. */
export const platformContractRequestSchema = v.object({
  requestId: v.number(),
  kind: v.picklist(CONTRACT_REQUEST_TYPES),
  /** `platform`: staff asked and the agent answers; `agent`: staff answer. */
  askedBy: v.picklist(['platform', 'agent']),
  reason: v.string(),
  createdAt: instant,
});

export const platformContractSchema = v.object({
  contractId: v.number(),
  merchantCode: v.string(),
  agentId: v.number(),
  agentAccount: v.string(),
  contractType: v.picklist(CONTRACT_TYPES),
  period: v.nullable(v.picklist(CONTRACT_PERIODS)),
  state: v.picklist(PLATFORM_CONTRACT_STATES),
  tiers: v.array(contractTierSchema),
  request: v.nullable(platformContractRequestSchema),
  /** When it came into force, and when an ended one stopped (the end of its period). */
  inForceFrom: v.nullable(instant),
  inForceUntil: v.nullable(instant),
  createdAt: instant,
  updatedAt: instant,
});
export type PlatformContract = v.InferOutput<typeof platformContractSchema>;

const contractCall = deskCallOf<AgentPayPermission>();

export const staffAgentContractCalls = {
  agentPayContracts: contractCall({
    method: 'GET',
    path: '/staff/agent-pay/contracts',
    permission: 'agentPay.read',
    request: v.strictObject({
      merchantCode: code(32),
      contractType: v.optional(v.picklist(CONTRACT_TYPES)),
      ...pageQuery,
    }),
    response: page(platformContractSchema),
    summary: "The platform's contracts with the brand's top-level agents, newest first",
  }),
  agentPayContractWithdraw: contractCall({
    method: 'POST',
    path: '/staff/agent-pay/contracts/withdraw',
    permission: 'agentPay.manage',
    request: v.strictObject({ merchantCode: code(32), requestId: rowId }),
    response: v.object({ requestId: v.number(), state: v.picklist(PLATFORM_CONTRACT_STATES) }),
    summary: "Withdraws the platform's offer a top-level agent has not answered yet",
  }),
  agentPayContractTerminate: contractCall({
    method: 'POST',
    path: '/staff/agent-pay/contracts/terminate',
    permission: 'agentPay.manage',
    request: v.strictObject({ merchantCode: code(32), contractId: rowId, reason: str(200, 3) }),
    response: v.object({ requestId: v.number() }),
    summary: 'Asks a top-level agent to end a contract in force (the agent accepts or rejects)',
  }),
  agentPayContractAnswer: contractCall({
    method: 'POST',
    path: '/staff/agent-pay/contracts/answer',
    permission: 'agentPay.manage',
    request: v.strictObject({
      merchantCode: code(32),
      requestId: rowId,
      action: v.picklist(['accept', 'reject']),
    }),
    response: v.object({ state: v.picklist(PLATFORM_CONTRACT_STATES) }),
    summary:
      "Answers a top-level agent's request to end its contract (accepted: from the next period)",
  }),
};
