import type { ContractType } from '@portal/contract';
import { brandTimeZone } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { minorOf, moneyOf } from '../../ledger/money.ts';
import { freezeScopes, liftScopes, scopeFreezes } from '../../member/freezes.ts';
import { merchantIdsInScope, merchantInScope } from '../../staff/merchantScope.ts';
import { pageOfStatement } from '../../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../../staff/staffContext.ts';
import { offerContract } from './contracts.ts';
import {
  cancelBill,
  dividendPeriodOf,
  dividendRunType,
  enqueueDividendPeriod,
  isDividendDue,
} from './dividends.ts';
import { enqueueSalaryWindow, isDue, type SalaryType, windowOf } from './salaryRun.ts';
import { settleNowTime } from './settleClock.ts';
import { millionthsToRate, rateToMillionths } from './tiers.ts';

type Names =
  | 'agentPayContractOffer'
  | 'agentPayRuns'
  | 'agentPayRunLines'
  | 'agentPayBills'
  | 'agentPaySettleNow'
  | 'agentPayBillCancel'
  | 'agentPayFreeze'
  | 'agentPayFreezes';

/** The desk's merchant with its brand (the runs need its zone and currency). */
export const scopedMerchant = async (ctx: StaffContext, merchantCode: string) => {
  const scoped = await merchantInScope(ctx.db, merchantCode, ctx.staff.merchantId);
  const merchant = (await ctx.staffServices.platform.merchants.all()).find(
    (m) => m.id === scoped.id,
  );
  if (!merchant) throw new CatalogueError('not.found');
  return merchant;
};

/** ctx.db is the request's transaction: the desk's change and its audit entry commit together. */
export const dbOf = (ctx: StaffContext) => ctx.db as unknown as Db;

/** The agent pay desk: platform contracts, runs, bills, settle now, cancel, freeze (audited). */
export const agentPayDeskHandlers: Pick<StaffHandlerMap, Names> = {
  agentPayContractOffer: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const { currency } = merchant.brand;
    const type: ContractType = input.contractType;
    const { requestId, contractId } = await offerContract(dbOf(ctx), {
      merchant,
      uplineId: null,
      downlineId: input.agentId,
      type,
      period: input.period ?? null,
      tiers: input.tiers.map((tier) => ({
        rateMillionths: rateToMillionths(tier.rate),
        activeMembers: tier.activeMembers,
        validBet: minorOf(tier.periodValidBet, currency, { signed: false }),
        teamLoss:
          type === 'dividend' && tier.profitLoss !== undefined
            ? minorOf(tier.profitLoss, currency, { signed: false })
            : 0n,
      })),
      now: ctx.now,
    });
    await ctx.audit({
      action: 'agentPay.contractOffer',
      targetType: 'agentContract',
      targetId: String(contractId),
      merchantId: merchant.id,
      before: null,
      after: { agentId: input.agentId, contractType: type, tiers: input.tiers },
    });
    return { requestId };
  },

  agentPayRuns: async (input, ctx) => {
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    return pageOfStatement(
      input,
      ({ offset, limit }) =>
        sql<{
          merchant_code: string;
          currency: string;
          contract_type: string;
          window_start: Date;
          window_end: Date;
          total: string;
          lines: string;
          ran_at: Date;
          count: string;
        }>`
          SELECT m.merchant_code, m.brand->>'currency' AS currency, r.contract_type, r.window_start,
            r.window_end, r.total, r.ran_at, count(*) OVER () AS count,
            (SELECT count(*) FROM agent_pay_lines l WHERE l.merchant_id = r.merchant_id
              AND l.contract_type = r.contract_type AND l.window_start = r.window_start) AS lines
          FROM agent_pay_runs r JOIN merchants m ON m.id = r.merchant_id
          WHERE (${merchants === null} OR r.merchant_id = ANY(${merchants ?? []}::int[]))
          ORDER BY r.window_start DESC, r.contract_type
          OFFSET ${offset} LIMIT ${limit}`.execute(ctx.db),
      (r) => ({
        merchantCode: r.merchant_code,
        runType: r.contract_type,
        windowStart: r.window_start.toISOString(),
        windowEnd: r.window_end.toISOString(),
        currency: r.currency,
        total: moneyOf(r.total, r.currency),
        lines: Number(r.lines),
        ranAt: r.ran_at.toISOString(),
      }),
    );
  },

  agentPayRunLines: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    return pageOfStatement(
      input,
      ({ offset, limit }) =>
        sql<{
          agent_id: number;
          agent: string;
          contract_id: number;
          payer: string | null;
          currency: string;
          team_valid_bet: string;
          active_members: number;
          rate_millionths: number;
          amount: string;
          paid: string;
          transaction_id: string | null;
          count: string;
        }>`
          SELECT l.agent_id, agent.username AS agent, l.contract_id, payer.username AS payer,
            l.currency, l.team_valid_bet, l.active_members, l.rate_millionths, l.amount, l.paid,
            CASE WHEN l.paid > 0 THEN r.transaction_id::text END AS transaction_id,
            count(*) OVER () AS count
          FROM agent_pay_lines l
          JOIN agent_pay_runs r USING (merchant_id, contract_type, window_start)
          JOIN members agent ON agent.id = l.agent_id
          JOIN agent_contracts c ON c.id = l.contract_id
          LEFT JOIN members payer ON payer.id = c.upline_id AND l.contract_type LIKE 'dividend:%'
          WHERE l.merchant_id = ${merchant.id} AND l.contract_type = ${input.runType}
            AND l.window_start = ${new Date(input.windowStart)}
          ORDER BY l.paid DESC, l.agent_id
          OFFSET ${offset} LIMIT ${limit}`.execute(ctx.db),
      (r) => ({
        agentId: r.agent_id,
        agentAccount: r.agent,
        contractId: r.contract_id,
        payerAccount: r.payer,
        currency: r.currency,
        base: moneyOf(r.team_valid_bet, r.currency),
        activeMembers: r.active_members,
        rate: millionthsToRate(r.rate_millionths),
        amount: moneyOf(r.amount, r.currency),
        paid: moneyOf(r.paid, r.currency),
        movementId: r.transaction_id,
      }),
    );
  },

  agentPayBills: async (input, ctx) => {
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    return pageOfStatement(
      input,
      ({ offset, limit }) =>
        sql<{
          id: number;
          merchant_code: string;
          period_start: Date;
          payer: string;
          payee: string;
          amount: string;
          collected: string;
          currency: string;
          status: 'issued' | 'paid' | 'partiallyCollected' | 'collected' | 'cancelled';
          due_at: Date;
          cancel_reason: string;
          count: string;
        }>`
          SELECT b.id, m.merchant_code, b.period_start, payer.username AS payer,
            payee.username AS payee, b.amount, b.collected, b.currency, b.status, b.due_at,
            b.cancel_reason, count(*) OVER () AS count
          FROM agent_dividend_bills b
          JOIN merchants m ON m.id = b.merchant_id
          JOIN members payer ON payer.id = b.payer_id
          JOIN members payee ON payee.id = b.payee_id
          WHERE (${merchants === null} OR b.merchant_id = ANY(${merchants ?? []}::int[]))
          ORDER BY b.id DESC
          OFFSET ${offset} LIMIT ${limit}`.execute(ctx.db),
      (r) => ({
        billId: r.id,
        merchantCode: r.merchant_code,
        periodStart: r.period_start.toISOString(),
        payerAccount: r.payer,
        payeeAccount: r.payee,
        currency: r.currency,
        amount: moneyOf(r.amount, r.currency),
        collected: moneyOf(r.collected, r.currency),
        status: r.status,
        dueAt: r.due_at.toISOString(),
        cancelReason: r.cancel_reason,
      }),
    );
  },

  agentPaySettleNow: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const timeZone = brandTimeZone(merchant.brand);
    const at = settleNowTime(ctx.staffServices.platform.merchants, merchant.id, ctx.now);
    const { contractType, period } = input;
    if (contractType === 'dividend' && period === undefined) {
      throw new CatalogueError('request_param_err', { message: 'A dividend needs its period.' });
    }
    // A dividend period is settled as the tick settles it: its own run type and job key.
    const dividend = contractType === 'dividend' && period !== undefined ? period : null;
    const window = dividend
      ? dividendPeriodOf(dividend, new Date(input.windowStart), timeZone)
      : windowOf(contractType as SalaryType, new Date(input.windowStart), timeZone);
    // Only a closed window (its grace over): an open one would pay on bets still to come.
    const due = dividend
      ? isDividendDue(window, at)
      : isDue(contractType as SalaryType, window, at);
    if (!due) {
      throw new CatalogueError('request_param_err', { message: 'This window is not closed yet.' });
    }
    const runType = dividend ? dividendRunType(dividend) : contractType;
    const done = await sql`
      SELECT 1 FROM agent_pay_runs WHERE merchant_id = ${merchant.id}
        AND contract_type = ${runType} AND window_start = ${window.start}`.execute(ctx.db);
    // The same job under the same key as the schedule's: a run already made pays nothing.
    if (dividend) await enqueueDividendPeriod(dbOf(ctx), merchant.id, dividend, window.start);
    else
      await enqueueSalaryWindow(dbOf(ctx), merchant.id, contractType as SalaryType, window.start);
    await ctx.audit({
      action: 'agentPay.settleNow',
      targetType: 'agentPayRun',
      targetId: `${runType}:${window.start.toISOString()}`,
      merchantId: merchant.id,
      before: null,
      after: { alreadyRun: done.rows.length > 0 },
    });
    return { windowStart: window.start.toISOString(), alreadyRun: done.rows.length > 0 };
  },

  agentPayBillCancel: async (input, ctx) => {
    const scope = ctx.staff.merchantId;
    const result = await cancelBill(dbOf(ctx), input.billId, input.reason, ctx.now, scope);
    await ctx.audit({
      action: 'agentPay.billCancel',
      targetType: 'dividendBill',
      targetId: String(input.billId),
      merchantId: result.merchantId,
      before: { status: result.before },
      after: { status: 'cancelled', reason: input.reason },
    });
    return { billId: input.billId, status: 'cancelled' as const };
  },

  agentPayFreezes: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    return freezesOf(dbOf(ctx), merchant.id, input.memberId);
  },

  agentPayFreeze: async (input, ctx) => {
    const merchant = await scopedMerchant(ctx, input.merchantCode);
    const db = dbOf(ctx);
    const before = await freezesOf(db, merchant.id, input.memberId);
    const wasFrozen = before.scopes.find((s) => s.scope === input.scope)?.staff !== null;
    if (input.frozen) {
      await freezeScopes(db, {
        merchantId: merchant.id,
        memberId: input.memberId,
        scopes: [input.scope],
        source: 'staff',
        reason: input.reason,
        staffId: ctx.staff.id,
        at: ctx.now,
      });
    } else {
      // Only staff's own freeze: a bill's lifts when the bill is paid, collected or cancelled.
      await liftScopes(db, input.memberId, 'staff', [input.scope]);
    }
    await ctx.audit({
      action: input.frozen ? 'agentPay.freeze' : 'agentPay.unfreeze',
      targetType: 'member',
      targetId: String(input.memberId),
      merchantId: merchant.id,
      before: { scope: input.scope, frozen: wasFrozen },
      after: { scope: input.scope, frozen: input.frozen, reason: input.reason },
    });
    return freezesOf(db, merchant.id, input.memberId);
  },
};

/** A member of the merchant with its freezes by scope, or not.found. */
const freezesOf = async (db: Db, merchantId: number, memberId: number) => {
  const member = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!member) throw new CatalogueError('not.found');
  const scopes = await scopeFreezes(db, member.id);
  return {
    memberId: member.id,
    username: member.username,
    scopes: scopes.map((s) => ({
      scope: s.scope,
      staff: s.staff ? { reason: s.staff.reason, since: s.staff.since.toISOString() } : null,
      bill: s.bill ? { since: s.bill.since.toISOString() } : null,
    })),
  };
};
