import { type CallParsed, type ContractType, pageCount } from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CallContext, HandlerMap } from '../../http/context.ts';
import { minorOf, moneyOf } from '../../ledger/money.ts';
import type { Session } from '../../session/sessions.ts';
import {
  agentCaller,
  answerRequest,
  askTermination,
  type ContractStatusRow,
  offerContract,
  tiersOf,
  wireStatus,
  withdrawOffer,
} from './contracts.ts';
import { billsOf, payBill } from './dividends.ts';
import { payLinesOf } from './salaryRun.ts';
import { millionthsToRate, rateToMillionths, type Tier } from './tiers.ts';

type Ctx = CallContext<Session>;

/** The wire's tiers in the ledger's units (minor units, rates in millionths). */
const tiersFromWire = (
  tiers: CallParsed<'createContract'>['tiers'],
  currency: string,
  type: ContractType,
): Tier[] =>
  tiers.map((tier) => ({
    rateMillionths: rateToMillionths(tier.rate),
    activeMembers: tier.activeMembers,
    validBet: minorOf(tier.periodValidBet, currency, { signed: false }),
    // Only a dividend scales by the team's loss; a salary tier ignores it.
    teamLoss:
      type === 'dividend' && tier.profitLoss !== undefined
        ? minorOf(tier.profitLoss, currency, { signed: false })
        : 0n,
  }));

const process =
  (type: ContractType) => async (input: CallParsed<'processDailySalaryContract'>, ctx: Ctx) => {
    await agentCaller(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return answerRequest(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      type,
      requestId: input.requestId,
      action: input.action,
      confirmCancelDownlines: input.confirmCancelDownlines,
      now: ctx.services.clock(),
    });
  };

/**
 * One page of a list of the calling agent's own (bills, pay lines): the caller must be an agent;
 * `read` answers the page's rows and the list's total, each row put in the brand's currency.
 */
const agentPage = async <Row, Out>(
  page: { pageNo: number; pageSize: number },
  ctx: Ctx,
  read: (q: {
    merchantId: number;
    agentId: number;
    offset: number;
    limit: number;
  }) => Promise<{ rows: readonly Row[]; total: number }>,
  answer: (row: Row, currency: string) => Out,
) => {
  const me = await agentCaller(ctx.services.db, ctx.merchant, ctx.session.memberId);
  const { rows, total } = await read({
    merchantId: ctx.merchant.id,
    agentId: me.id,
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const { currency } = ctx.merchant.brand;
  return {
    content: rows.map((row) => answer(row, currency)),
    pageNum: page.pageNo,
    totalPages: pageCount(total, page.pageSize),
  };
};

const FLAG_OF: Record<ContractType, keyof CallParsedFlags> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
};
type CallParsedFlags = {
  divtypereq: 'create' | 'terminate' | null;
  dailysalreqtype: 'create' | 'terminate' | null;
  contracthoursalreq: 'create' | 'terminate' | null;
  realtimesalreqtype: 'create' | 'terminate' | null;
};

interface ContractRow {
  id: number;
  contract_type: ContractType;
  status: ContractStatusRow;
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null;
  upline_account: string | null;
  downline_id: number;
  downline_account: string;
  request_id: number | null;
  request_kind: 'create' | 'terminate' | null;
  answered_by: 'upline' | 'downline' | null;
  asked_by: 'upline' | 'downline' | null;
  created_at: Date;
  updated_at: Date;
  total: string;
}

/**
 * The contracts `where` picks with their open request, if any, and which side asked and
 * answers it. The platform (a null member) stands as the upline of top-level agents.
 */
const contractRows = (db: Db, where: RawBuilder<unknown>, offset: number, limit: number) =>
  sql<ContractRow>`
    SELECT c.id, c.contract_type, c.status, c.period, up.username AS upline_account,
      c.downline_id, down.username AS downline_account, r.id AS request_id,
      r.kind AS request_kind,
      CASE WHEN r.id IS NULL THEN NULL WHEN r.answered_by = c.downline_id THEN 'downline'
        ELSE 'upline' END AS answered_by,
      CASE WHEN r.id IS NULL THEN NULL WHEN r.asked_by = c.downline_id THEN 'downline'
        ELSE 'upline' END AS asked_by,
      c.created_at, c.updated_at, count(*) OVER () AS total
    FROM agent_contracts c
    JOIN members down ON down.id = c.downline_id
    LEFT JOIN members up ON up.id = c.upline_id
    LEFT JOIN agent_contract_requests r ON r.contract_id = c.id AND r.status = 'open'
    WHERE ${where}
    ORDER BY c.id DESC
    OFFSET ${offset} LIMIT ${limit}`.execute(db);

/** The wire's contracts (contractSchema) of `rows`, in the brand's currency. */
const contractsOut = async (db: Db, rows: readonly ContractRow[], currency: string) => {
  const tiers = await tiersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    contractId: row.id,
    contractType: row.contract_type,
    status: wireStatus(row.status),
    period: row.period,
    tiers: (tiers.get(row.id) ?? []).map((tier) => ({
      rate: millionthsToRate(tier.rateMillionths),
      activeMembers: tier.activeMembers,
      periodValidBet: moneyOf(tier.validBet, currency),
      profitLoss: row.contract_type === 'dividend' ? moneyOf(tier.teamLoss, currency) : null,
    })),
    // The platform (staff) is the upline of a top-level agent's contracts.
    uplineAccount: row.upline_account ?? '',
    downlineId: row.downline_id,
    downlineAccount: row.downline_account,
    pendingRequest: row.request_kind,
    requestId: row.request_id,
    answeredBy: row.answered_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
};

/** Ours: at most this many open requests come with the flags (one per contract, both sides). */
const PENDING_LIMIT = 50;

/** The contract calls of the agent centre (agent-rules "Contracts"). */
export const contractsHandlers = {
  consolidatedContractInfo: async (_input, ctx) => {
    const { db } = ctx.services;
    const flags: CallParsedFlags = {
      divtypereq: null,
      dailysalreqtype: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
    };
    // The portal loads this for every non-trial member: a plain member has no requests. The
    // contracts with a request this member answers, from its upline or from a downline.
    const { rows } = await contractRows(
      db,
      sql`c.merchant_id = ${ctx.merchant.id} AND c.id IN (
        SELECT contract_id FROM agent_contract_requests
        WHERE merchant_id = ${ctx.merchant.id} AND answered_by = ${ctx.session.memberId}
          AND status = 'open')`,
      0,
      PENDING_LIMIT,
    );
    // Oldest request first: the popup answers them in the order they were asked.
    const open = [...rows].sort((a, b) => (a.request_id ?? 0) - (b.request_id ?? 0));
    for (const row of open) {
      if (row.request_kind) flags[FLAG_OF[row.contract_type]] ??= row.request_kind;
    }
    const contracts = await contractsOut(db, open, ctx.merchant.brand.currency);
    return {
      ...flags,
      requests: open.flatMap((row, i) => {
        const contract = contracts[i];
        return row.request_id !== null && row.request_kind && row.asked_by && contract
          ? [{ requestId: row.request_id, kind: row.request_kind, from: row.asked_by, contract }]
          : [];
      }),
    };
  },

  contracts: async (input, ctx) => {
    const { db } = ctx.services;
    await agentCaller(db, ctx.merchant, ctx.session.memberId);
    const mine = input.side === 'upline' ? sql.raw('c.downline_id') : sql.raw('c.upline_id');
    const { rows } = await contractRows(
      db,
      sql`c.merchant_id = ${ctx.merchant.id} AND ${mine} = ${ctx.session.memberId}
        AND c.contract_type = ${input.contractType}`,
      (input.pageNo - 1) * input.pageSize,
      input.pageSize,
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      content: await contractsOut(db, rows, ctx.merchant.brand.currency),
      pageNum: input.pageNo,
      totalPages: pageCount(total, input.pageSize),
    };
  },

  createContract: async (input, ctx) => {
    const { db } = ctx.services;
    await agentCaller(db, ctx.merchant, ctx.session.memberId);
    const { requestId } = await offerContract(db, {
      merchant: ctx.merchant,
      uplineId: ctx.session.memberId,
      downlineId: input.downlineId,
      type: input.contractType,
      period: input.period ?? null,
      tiers: tiersFromWire(input.tiers, ctx.merchant.brand.currency, input.contractType),
      now: ctx.services.clock(),
    });
    return { requestId, status: 'offered' as const };
  },

  withdrawContractOffer: async (input, ctx) => {
    await agentCaller(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return withdrawOffer(ctx.services.db, {
      merchant: ctx.merchant,
      uplineId: ctx.session.memberId,
      requestId: input.requestId,
      now: ctx.services.clock(),
    });
  },

  terminateContract: async (input, ctx) => {
    await agentCaller(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return askTermination(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      contractId: input.contractId,
      reason: input.reason ?? '',
      now: ctx.services.clock(),
    });
  },

  processDividendContract: process('dividend'),
  processDailySalaryContract: process('dailySalary'),
  processHourlySalaryContract: process('hourlySalary'),
  processRealTimeSalaryContract: process('realTimeSalary'),

  dividendBills: (input, ctx) =>
    agentPage(
      input,
      ctx,
      (q) => billsOf(ctx.services.db, { ...q, memberId: q.agentId, side: input.side }),
      (bill, currency) => ({
        ...bill,
        amount: moneyOf(bill.amount, currency),
        collected: moneyOf(bill.collected, currency),
      }),
    ),

  payDividendBill: async (input, ctx) => {
    await agentCaller(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return payBill(ctx.services.db, ctx.session.memberId, input.billId, ctx.services.clock());
  },

  agentPayRecords: (input, ctx) =>
    agentPage(
      input,
      ctx,
      (q) => payLinesOf(ctx.services.db, { ...q, type: input.contractType }),
      (line, currency) => ({
        contractType: input.contractType,
        windowStart: line.windowStart.toISOString(),
        windowEnd: line.windowEnd.toISOString(),
        teamValidBet: moneyOf(line.teamValidBet, currency),
        activeMembers: line.activeMembers,
        rate: millionthsToRate(line.rateMillionths),
        amount: moneyOf(line.amount, currency),
        paid: moneyOf(line.paid, currency),
      }),
    ),
} satisfies HandlerMap;
