import type { ContractPeriod, ContractType } from '@portal/contract';
import { brandTimeZone, periodOf } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { isFrozen } from '../../member/freezes.ts';
import type { Merchant } from '../../system/merchants.ts';
import { notifyContract } from './contractNotices.ts';
import { millionthsToRate, scaleProblem, type Tier, withinScale } from './tiers.ts';

/**
 * The contract lifecycle (agent-rules "Contracts"): offer (pending), accept (active), reject,
 * withdraw an unanswered offer, ask to terminate and answer it, and the auto-cancel of the
 * downline contracts an accepted lower rate no longer covers. Every state change and its inbox
 * message commit together. `upline null` is the platform (staff) offering a top-level agent.
 */

export type ContractStatusRow =
  | 'pending'
  | 'active'
  | 'rejected'
  | 'withdrawn'
  | 'terminated'
  | 'cancelled';

/** The contract's unit of time: what "terminated from the next period" ends at. */
export const periodUnitOf = (type: ContractType, period: ContractPeriod | null) => {
  if (type === 'realTimeSalary') return 'fiveMinutes' as const;
  if (type === 'hourlySalary') return 'hour' as const;
  if (type === 'dailySalary') return 'day' as const;
  switch (period ?? 'daily') {
    case 'daily':
      return 'day' as const;
    case 'weekly':
      return 'week' as const;
    case 'semimonthly':
      return 'halfMonth' as const;
    case 'monthly':
      return 'month' as const;
  }
};

interface MemberRow {
  id: number;
  username: string;
  type: number;
  upline_id: number | null;
}

const memberOf = async (db: Db, merchantId: number, memberId: number) =>
  (
    await sql<MemberRow>`
      SELECT id, username, type, upline_id FROM members
      WHERE merchant_id = ${merchantId} AND id = ${memberId}`.execute(db)
  ).rows[0];

/** Whether the member type is one of the brand's agent types (trial types never are). */
export const isAgentType = (merchant: Merchant, type: number): boolean =>
  merchant.brand.agentTypes.includes(type) && !merchant.brand.trialTypes.includes(type);

/** The caller as an agent, or `contract.not.allowed` (a non-agent or trial account). */
export const agentCaller = async (db: Db, merchant: Merchant, memberId: number) => {
  const member = await memberOf(db, merchant.id, memberId);
  if (!member || !isAgentType(merchant, member.type)) {
    throw new CatalogueError('contract.not.allowed');
  }
  return member;
};

export const tiersOf = async (db: Db, contractIds: readonly number[]) => {
  const byContract = new Map<number, Tier[]>();
  if (contractIds.length === 0) return byContract;
  const { rows } = await sql<{
    contract_id: number;
    rate_millionths: number;
    active_members: number;
    valid_bet: string;
    team_loss: string;
  }>`
    SELECT contract_id, rate_millionths, active_members, valid_bet, team_loss
    FROM agent_contract_tiers WHERE contract_id = ANY(${contractIds}::int[])
    ORDER BY contract_id, position`.execute(db);
  for (const row of rows) {
    const list = byContract.get(row.contract_id) ?? [];
    list.push({
      rateMillionths: row.rate_millionths,
      activeMembers: row.active_members,
      validBet: BigInt(row.valid_bet),
      teamLoss: BigInt(row.team_loss),
    });
    byContract.set(row.contract_id, list);
  }
  return byContract;
};

/** The member's active contract of a type (the one its downlines' offers must stay within). */
const activeContractOf = async (db: Db, merchantId: number, memberId: number, type: string) =>
  (
    await sql<{ id: number; period: ContractPeriod | null }>`
      SELECT id, period FROM agent_contracts
      WHERE merchant_id = ${merchantId} AND downline_id = ${memberId}
        AND contract_type = ${type} AND status = 'active'`.execute(db)
  ).rows[0];

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export interface Offer {
  merchant: Merchant;
  /** The offering upline; null: the platform (staff) offers a top-level agent. */
  uplineId: number | null;
  downlineId: number;
  type: ContractType;
  period: ContractPeriod | null;
  tiers: Tier[];
  now: Date;
}

/**
 * Offers a contract. The downline must be an agent and (from a member) a direct downline of
 * the offering agent, who holds an active contract of the type covering every tier; the
 * platform offers only top-level agents. One pending or active contract per downline and type.
 */
export const offerContract = async (db: Db, offer: Offer) => {
  const { merchant, uplineId, downlineId, type, now } = offer;
  if (scaleProblem(offer.tiers)) throw new CatalogueError('contract.tiers.invalid');
  return inTransaction(db, async (trx) => {
    const downline = await memberOf(trx, merchant.id, downlineId);
    // Outside the caller's direct downlines answers as not found (an agent sees only its team).
    if (!downline || downline.upline_id !== uplineId) throw new CatalogueError('not.found');
    if (!isAgentType(merchant, downline.type)) throw new CatalogueError('contract.not.allowed');
    let period = type === 'dividend' ? (offer.period ?? 'monthly') : null;
    if (uplineId !== null) {
      const upline = await agentCaller(trx, merchant, uplineId);
      // agent-rules "Unpaid": a frozen upline makes no new contracts (the team scope).
      if (await isFrozen(trx, upline.id, 'team')) throw new CatalogueError('member.frozen');
      const own = await activeContractOf(trx, merchant.id, uplineId, type);
      if (!own) throw new CatalogueError('contract.not.allowed');
      // Ours: a dividend contract runs on its upline's period, so the cascade's periods match.
      if (type === 'dividend') period = own.period;
      const ownTiers = (await tiersOf(trx, [own.id])).get(own.id) ?? [];
      if (!withinScale(offer.tiers, ownTiers)) throw new CatalogueError('contract.tiers.invalid');
    }
    let contractId: number;
    try {
      const inserted = await sql<{ id: number }>`
        INSERT INTO agent_contracts (merchant_id, contract_type, upline_id, downline_id, period,
          status, created_at, updated_at)
        VALUES (${merchant.id}, ${type}, ${uplineId}, ${downlineId}, ${period}, 'pending',
          ${now}, ${now})
        RETURNING id`.execute(trx);
      contractId = inserted.rows[0]?.id ?? 0;
    } catch (error) {
      if (isUniqueViolation(error)) throw new CatalogueError('contract.exists');
      throw error;
    }
    await sql`
      INSERT INTO agent_contract_tiers (merchant_id, contract_id, position, rate_millionths,
        active_members, valid_bet, team_loss)
      SELECT ${merchant.id}, ${contractId}, u.position, u.rate, u.members, u.bet, u.loss
      FROM unnest(${offer.tiers.map((_, i) => i)}::int[], ${offer.tiers.map((t) => t.rateMillionths)}::int[],
        ${offer.tiers.map((t) => t.activeMembers)}::int[], ${offer.tiers.map((t) => String(t.validBet))}::bigint[],
        ${offer.tiers.map((t) => String(t.teamLoss))}::bigint[]) AS u(position, rate, members, bet, loss)
    `.execute(trx);
    const request = await sql<{ id: number }>`
      INSERT INTO agent_contract_requests (merchant_id, contract_id, kind, asked_by, answered_by,
        status, created_at)
      VALUES (${merchant.id}, ${contractId}, 'create', ${uplineId}, ${downlineId}, 'open', ${now})
      RETURNING id`.execute(trx);
    await notifyContract(trx, merchant.id, downlineId, now, {
      kind: 'agentContractOffered',
      contractId,
      type,
      rate: millionthsToRate(Math.max(...offer.tiers.map((t) => t.rateMillionths))),
    });
    return { requestId: request.rows[0]?.id ?? 0, contractId };
  });
};

interface RequestRow {
  id: number;
  contract_id: number;
  kind: 'create' | 'terminate';
  asked_by: number | null;
  answered_by: number | null;
  status: string;
  contract_type: ContractType;
  period: ContractPeriod | null;
  upline_id: number | null;
  downline_id: number;
  contract_status: ContractStatusRow;
}

/** The request, locked with its contract (answers to one request queue behind each other). */
const lockRequest = async (trx: Db, merchantId: number, requestId: number) =>
  (
    await sql<RequestRow>`
      SELECT r.id, r.contract_id, r.kind, r.asked_by, r.answered_by, r.status,
        c.contract_type, c.period, c.upline_id, c.downline_id, c.status AS contract_status
      FROM agent_contract_requests r JOIN agent_contracts c ON c.id = r.contract_id
      WHERE r.id = ${requestId} AND r.merchant_id = ${merchantId}
      FOR UPDATE OF r, c`.execute(trx)
  ).rows[0];

/** The upline withdraws its unanswered offer. */
export const withdrawOffer = async (
  db: Db,
  w: { merchant: Merchant; uplineId: number | null; requestId: number; now: Date },
) =>
  inTransaction(db, async (trx) => {
    const request = await lockRequest(trx, w.merchant.id, w.requestId);
    if (request?.kind !== 'create' || request.asked_by !== w.uplineId) {
      throw new CatalogueError('not.found');
    }
    if (request.status !== 'open') throw new CatalogueError('contract.request.closed');
    await sql`UPDATE agent_contract_requests SET status = 'withdrawn', answered_at = ${w.now}
      WHERE id = ${request.id}`.execute(trx);
    await sql`UPDATE agent_contracts SET status = 'withdrawn', updated_at = ${w.now}
      WHERE id = ${request.contract_id}`.execute(trx);
    await notifyContract(trx, w.merchant.id, request.downline_id, w.now, {
      kind: 'agentContractWithdrawn',
      contractId: request.contract_id,
      type: request.contract_type,
    });
    return { requestId: request.id, status: 'rejected' as const };
  });

/**
 * Either side of an active contract asks to end it; the other side answers. `memberId` null is
 * the platform (staff), the upline of a top-level agent's contracts.
 */
export const askTermination = async (
  db: Db,
  t: { merchant: Merchant; memberId: number | null; contractId: number; reason: string; now: Date },
) =>
  inTransaction(db, async (trx) => {
    const contract = (
      await sql<{
        id: number;
        upline_id: number | null;
        downline_id: number;
        status: string;
        contract_type: ContractType;
      }>`
        SELECT id, upline_id, downline_id, status, contract_type FROM agent_contracts
        WHERE id = ${t.contractId} AND merchant_id = ${t.merchant.id} FOR UPDATE`.execute(trx)
    ).rows[0];
    const side =
      contract?.upline_id === t.memberId
        ? 'upline'
        : contract?.downline_id === t.memberId
          ? 'downline'
          : null;
    if (!contract || !side) throw new CatalogueError('not.found');
    if (contract.status !== 'active') throw new CatalogueError('contract.request.closed');
    const answerer = side === 'upline' ? contract.downline_id : contract.upline_id;
    try {
      const request = await sql<{ id: number }>`
        INSERT INTO agent_contract_requests (merchant_id, contract_id, kind, asked_by,
          answered_by, status, reason, created_at)
        VALUES (${t.merchant.id}, ${contract.id}, 'terminate', ${t.memberId}, ${answerer}, 'open',
          ${t.reason}, ${t.now})
        RETURNING id`.execute(trx);
      await notifyContract(trx, t.merchant.id, answerer, t.now, {
        kind: 'agentContractTerminateAsked',
        contractId: contract.id,
        type: contract.contract_type,
        reason: t.reason,
      });
      return { requestId: request.rows[0]?.id ?? 0, status: 'accepted' as const };
    } catch (error) {
      // One open request per contract: a second terminate request waits for the first answer.
      if (isUniqueViolation(error)) throw new CatalogueError('contract.request.closed');
      throw error;
    }
  });

/** A downline contract the new, lower contract no longer covers. */
export interface Conflict {
  contractId: number;
  downlineId: number;
  downlineAccount: string;
  rate: string;
}

/** The contracts `agentId` gave its direct downlines that `tiers` would no longer cover. */
export const conflictsOf = async (
  db: Db,
  merchantId: number,
  agentId: number,
  type: ContractType,
  tiers: readonly Tier[],
): Promise<Conflict[]> => {
  const { rows } = await sql<{ id: number; downline_id: number; username: string }>`
    SELECT c.id, c.downline_id, m.username FROM agent_contracts c
    JOIN members m ON m.id = c.downline_id
    WHERE c.merchant_id = ${merchantId} AND c.upline_id = ${agentId}
      AND c.contract_type = ${type} AND c.status IN ('pending', 'active')
    ORDER BY c.id`.execute(db);
  const given = await tiersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const theirs = given.get(row.id) ?? [];
    return withinScale(theirs, tiers)
      ? []
      : [
          {
            contractId: row.id,
            downlineId: row.downline_id,
            downlineAccount: row.username,
            rate: millionthsToRate(Math.max(...theirs.map((t) => t.rateMillionths))),
          },
        ];
  });
};

const WIRE_STATUS = {
  pending: 'offered',
  active: 'accepted',
  rejected: 'rejected',
  // The wire's four statuses (enums CONTRACT_STATUS) have no withdrawn or cancelled: a
  // withdrawn offer reads as rejected, a cancelled contract as terminated.
  withdrawn: 'rejected',
  terminated: 'terminated',
  cancelled: 'terminated',
} as const;
export const wireStatus = (status: ContractStatusRow) => WIRE_STATUS[status];

/**
 * The answer to a request. Accepting an offer whose rates do not cover contracts the accepting
 * agent gave its own downlines fails with `contract.downline.conflict` (naming them) unless
 * `confirmCancelDownlines`, and then cancels them in the same transaction. An accepted
 * termination ends the contract at the end of its current period ("from the next period").
 */
export const answerRequest = async (
  db: Db,
  a: {
    merchant: Merchant;
    /** null: the platform answers a top-level agent's request. */
    memberId: number | null;
    /** The process call's type (a request of another type is not found); null: any (staff). */
    type: ContractType | null;
    requestId: number;
    action: 'accept' | 'reject';
    confirmCancelDownlines: boolean;
    now: Date;
  },
) =>
  inTransaction(db, async (trx) => {
    const { merchant, now } = a;
    const request = await lockRequest(trx, merchant.id, a.requestId);
    if (
      !request ||
      request.answered_by !== a.memberId ||
      (a.type !== null && request.contract_type !== a.type)
    ) {
      throw new CatalogueError('not.found');
    }
    if (request.status !== 'open') throw new CatalogueError('contract.request.closed');
    const accepted = a.action === 'accept';
    await sql`UPDATE agent_contract_requests
      SET status = ${accepted ? 'accepted' : 'rejected'}, answered_at = ${now}
      WHERE id = ${request.id}`.execute(trx);
    let status: ContractStatusRow = request.contract_status;
    const cancelled: Conflict[] = [];
    if (request.kind === 'create' && accepted) {
      const tiers = (await tiersOf(trx, [request.contract_id])).get(request.contract_id) ?? [];
      const conflicts = await conflictsOf(
        trx,
        merchant.id,
        request.downline_id,
        request.contract_type,
        tiers,
      );
      if (conflicts.length > 0 && !a.confirmCancelDownlines) {
        throw new CatalogueError('contract.downline.conflict', {
          value: {
            downlines: conflicts.map(({ downlineId, downlineAccount, rate }) => ({
              downlineId,
              downlineAccount,
              rate,
            })),
          },
        });
      }
      for (const conflict of conflicts) {
        await sql`UPDATE agent_contracts SET status = 'cancelled', updated_at = ${now},
            in_force_until = CASE WHEN in_force_from IS NULL THEN NULL ELSE ${now}::timestamptz END
          WHERE id = ${conflict.contractId}`.execute(trx);
        await sql`UPDATE agent_contract_requests SET status = 'withdrawn', answered_at = ${now}
          WHERE contract_id = ${conflict.contractId} AND status = 'open'`.execute(trx);
        await notifyContract(trx, merchant.id, conflict.downlineId, now, {
          kind: 'agentContractCancelled',
          contractId: conflict.contractId,
          type: request.contract_type,
        });
        cancelled.push(conflict);
      }
      status = 'active';
      await sql`UPDATE agent_contracts SET status = 'active', in_force_from = ${now},
        updated_at = ${now} WHERE id = ${request.contract_id}`.execute(trx);
    } else if (request.kind === 'create') {
      status = 'rejected';
      await sql`UPDATE agent_contracts SET status = 'rejected', updated_at = ${now}
        WHERE id = ${request.contract_id}`.execute(trx);
    } else if (accepted) {
      status = 'terminated';
      const unit = periodUnitOf(request.contract_type, request.period);
      const until = periodOf(unit, now, brandTimeZone(merchant.brand)).end;
      await sql`UPDATE agent_contracts SET status = 'terminated', in_force_until = ${until},
        updated_at = ${now} WHERE id = ${request.contract_id}`.execute(trx);
    }
    await notifyContract(trx, merchant.id, request.asked_by, now, {
      kind:
        request.kind === 'create'
          ? accepted
            ? 'agentContractAccepted'
            : 'agentContractRejected'
          : accepted
            ? 'agentContractEndAccepted'
            : 'agentContractEndRejected',
      contractId: request.contract_id,
      type: request.contract_type,
    });
    return {
      status: wireStatus(status),
      cancelledDownlineIds: cancelled.map((c) => c.downlineId),
    };
  });
