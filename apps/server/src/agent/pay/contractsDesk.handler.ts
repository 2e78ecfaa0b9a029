import {
  type ContractPeriod,
  type ContractType,
  type PlatformContractState,
  pageCount,
} from '@portal/contract';
import { sql } from 'kysely';
import { moneyOf } from '../../ledger/money.ts';
import type { StaffContext, StaffHandlerMap } from '../../staff/staffContext.ts';
import { dbOf, scopedMerchant } from './agentPayDesk.handler.ts';
import { answerRequest, askTermination, tiersOf, withdrawOffer } from './contracts.ts';
import { millionthsToRate } from './tiers.ts';

/** The contract a request is about (the audit names contracts); 0 when there is none. */
const contractOf = async (ctx: StaffContext, merchantId: number, requestId: number) =>
  (
    await sql<{ contract_id: number }>`
      SELECT contract_id FROM agent_contract_requests
      WHERE id = ${requestId} AND merchant_id = ${merchantId}`.execute(ctx.db)
  ).rows[0]?.contract_id ?? 0;

type Names =
  | 'agentPayContracts'
  | 'agentPayContractWithdraw'
  | 'agentPayContractTerminate'
  | 'agentPayContractAnswer';

/**
 * The platform's side of its contracts with top-level agents: the list with each contract's
 * state and open request, and the three answers staff give as the contract's upline (withdraw
 * an unanswered offer, ask to end one in force, answer the agent's request to end one). The
 * lifecycle is contracts.ts's, with the platform as `null`; each change and its audit entry
 * commit in the request's transaction.
 */
export const contractsDeskHandlers: Pick<StaffHandlerMap, Names> = {
  agentPayContracts: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const db = dbOf(ctx);
    const offset = (input.pageNo - 1) * input.pageSize;
    const { rows } = await sql<{
      id: number;
      downline_id: number;
      username: string;
      contract_type: ContractType;
      period: ContractPeriod | null;
      status: PlatformContractState;
      in_force_from: Date | null;
      in_force_until: Date | null;
      created_at: Date;
      updated_at: Date;
      request_id: number | null;
      request_kind: 'create' | 'terminate' | null;
      asked_by_platform: boolean | null;
      reason: string | null;
      requested_at: Date | null;
      total: string;
    }>`
      SELECT c.id, c.downline_id, m.username, c.contract_type, c.period, c.status,
        c.in_force_from, c.in_force_until, c.created_at, c.updated_at,
        r.id AS request_id, r.kind AS request_kind, r.asked_by IS NULL AS asked_by_platform,
        r.reason, r.created_at AS requested_at, count(*) OVER () AS total
      FROM agent_contracts c
      JOIN members m ON m.id = c.downline_id
      LEFT JOIN agent_contract_requests r ON r.contract_id = c.id AND r.status = 'open'
      WHERE c.merchant_id = ${merchant.id} AND c.upline_id IS NULL
        AND (${input.contractType ?? null}::text IS NULL OR c.contract_type = ${input.contractType ?? null})
      ORDER BY c.id DESC
      OFFSET ${offset} LIMIT ${input.pageSize}`.execute(db);
    const tiers = await tiersOf(
      db,
      rows.map((r) => r.id),
    );
    const { currency } = merchant.brand;
    return {
      content: rows.map((row) => ({
        contractId: row.id,
        merchantCode: merchant.merchantCode,
        agentId: row.downline_id,
        agentAccount: row.username,
        contractType: row.contract_type,
        period: row.period,
        state: row.status,
        tiers: (tiers.get(row.id) ?? []).map((tier) => ({
          rate: millionthsToRate(tier.rateMillionths),
          activeMembers: tier.activeMembers,
          periodValidBet: moneyOf(tier.validBet, currency),
          profitLoss: row.contract_type === 'dividend' ? moneyOf(tier.teamLoss, currency) : null,
        })),
        request:
          row.request_id !== null && row.request_kind !== null && row.requested_at !== null
            ? {
                requestId: row.request_id,
                kind: row.request_kind,
                askedBy: row.asked_by_platform ? ('platform' as const) : ('agent' as const),
                reason: row.reason ?? '',
                createdAt: row.requested_at.toISOString(),
              }
            : null,
        inForceFrom: row.in_force_from?.toISOString() ?? null,
        inForceUntil: row.in_force_until?.toISOString() ?? null,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      })),
      pageNum: input.pageNo,
      totalPages: pageCount(rows[0]?.total ?? 0, input.pageSize),
    };
  },

  agentPayContractWithdraw: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    // Only an offer the platform made is the platform's to withdraw (an agent's: not found).
    await withdrawOffer(dbOf(ctx), {
      merchant,
      uplineId: null,
      requestId: input.requestId,
      now: ctx.now,
    });
    await ctx.audit({
      action: 'agentPay.contractWithdraw',
      targetType: 'agentContract',
      targetId: String(await contractOf(ctx, merchant.id, input.requestId)),
      merchantId: merchant.id,
      before: { state: 'pending' },
      after: { state: 'withdrawn', requestId: input.requestId },
    });
    return { requestId: input.requestId, state: 'withdrawn' as const };
  },

  agentPayContractTerminate: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const { requestId } = await askTermination(dbOf(ctx), {
      merchant,
      memberId: null,
      contractId: input.contractId,
      reason: input.reason.trim(),
      now: ctx.now,
    });
    await ctx.audit({
      action: 'agentPay.contractTerminate',
      targetType: 'agentContract',
      targetId: String(input.contractId),
      merchantId: merchant.id,
      before: null,
      after: { requestId, reason: input.reason.trim() },
    });
    return { requestId };
  },

  agentPayContractAnswer: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const answered = await answerRequest(dbOf(ctx), {
      merchant,
      memberId: null,
      type: null,
      requestId: input.requestId,
      action: input.action,
      confirmCancelDownlines: false,
      now: ctx.now,
    });
    // The platform answers only terminate requests (it never receives an offer): ended, or kept.
    const state: PlatformContractState = answered.status === 'terminated' ? 'terminated' : 'active';
    await ctx.audit({
      action: 'agentPay.contractAnswer',
      targetType: 'agentContract',
      targetId: String(await contractOf(ctx, merchant.id, input.requestId)),
      merchantId: merchant.id,
      before: { state: 'active' },
      after: { requestId: input.requestId, action: input.action, state },
    });
    return { state };
  },
};
