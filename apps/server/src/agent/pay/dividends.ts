import {
  type BrandPeriod,
  brandTimeZone,
  type ContractPeriod,
  type DIVIDEND_BILL_STATUSES,
  FREEZE_SCOPES,
  periodOf,
} from '@portal/contract';
import { sql } from 'kysely';
import { playOverDays } from '../../activity/figures.ts';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { AGENT_HOUSE } from '../../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../../ledger/kinds.ts';
import {
  inTransaction,
  memberWalletBalance,
  openMemberWallet,
  transfer,
} from '../../ledger/ledger.ts';
import { brandMinor } from '../../ledger/money.ts';
import { freezeScopes, liftScopes } from '../../member/freezes.ts';
import type { Merchant } from '../../system/merchants.ts';
import { periodUnitOf, tiersOf } from './contracts.ts';
import {
  ACTIVE_MEMBER_DAILY_BET,
  contractsInForce,
  duePayWindows,
  enqueuePayRun,
  type PayRun,
  type PayRunResult,
  pathUp,
  postPayRun,
  runPayWindowOnce,
  uplinesOf,
} from './salaryRun.ts';
import { amountAt, applicableTier } from './tiers.ts';

/**
 * Dividend runs and bills (agent-rules "Computing and paying", "Unpaid"). For one period of
 * one kind (daily, weekly, semimonthly, monthly), each agent holding a dividend contract in
 * force earns its team's loss (valid bets - prizes - rebates - promotion money - salaries paid
 * to the team, over the period) x the rate of the highest tier met, when the loss is positive.
 * The platform pays each top-level agent its whole amount (one set-wise movement from
 * `house:agent_dividends`); every other agent gets a bill on its contract's upline for its own
 * amount, due after a grace of 24 hours (ours). The run row, its lines, the movement and the
 * bills commit together under (merchant, `dividend:<period>`, period start), as salary runs do.
 */

export const BILL_GRACE_MS = 24 * 60 * 60_000;
/** Ours: dividends run at 02:10 of the brand day after the period ends. */
const DUE_AFTER_MS = (2 * 60 + 10) * 60_000;

export const dividendRunType = (period: ContractPeriod) => `dividend:${period}`;

export const DIVIDEND_PERIOD_TASK = 'agent-dividend-period';

/** The job's key and the run's ledger key: one pending job and one payment per period. */
export const dividendJobKey = (merchantId: number, period: ContractPeriod, start: Date) =>
  `agent-dividend:${merchantId}:${period}:${start.toISOString()}`;

/** Enqueues one dividend period's run. */
export const enqueueDividendPeriod = (
  db: Db,
  merchantId: number,
  period: ContractPeriod,
  start: Date,
) =>
  enqueuePayRun(db, DIVIDEND_PERIOD_TASK, dividendJobKey(merchantId, period, start), {
    merchantId,
    period,
    periodStart: start.toISOString(),
  });

export const dividendPeriodOf = (period: ContractPeriod, at: Date, timeZone: string): BrandPeriod =>
  periodOf(periodUnitOf('dividend', period), at, timeZone);

export const isDividendDue = (window: BrandPeriod, at: Date): boolean =>
  window.end.getTime() + DUE_AFTER_MS <= at.getTime();

/** Runs one dividend period exactly once (`runPayWindowOnce`). */
export const runDividendPeriod = (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  period: ContractPeriod,
  periodStart: Date,
): Promise<PayRunResult<{ paidByPlatform: bigint; bills: number }>> => {
  const timeZone = brandTimeZone(merchant.brand);
  const window = dividendPeriodOf(period, periodStart, timeZone);
  const runType = dividendRunType(period);
  const { currency } = merchant.brand;
  const key = dividendJobKey(merchant.id, period, window.start);
  const run: PayRun = { merchantId: merchant.id, currency, key, runType, window };
  // Issued at the schedule's time for the period (never "now"), so a late run bills the same.
  const issuedAt = new Date(window.end.getTime() + DUE_AFTER_MS);
  return runPayWindowOnce(db, run, { paidByPlatform: 0n, bills: 0 }, async (trx) => {
    const contracts = await contractsInForce(trx, merchant.id, 'dividend', window, period);
    const lines: {
      agentId: number;
      contractId: number;
      uplineId: number | null;
      loss: bigint;
      validBet: bigint;
      active: number;
      rate: number;
      amount: bigint;
    }[] = [];
    if (contracts.length > 0) {
      const lastDay = periodOf('day', new Date(window.end.getTime() - 1), timeZone).key;
      const firstDay = periodOf('day', window.start, timeZone).key;
      const play = await playOverDays(
        trx,
        merchant.id,
        firstDay,
        lastDay,
        brandMinor(ACTIVE_MEMBER_DAILY_BET, currency),
      );
      // Salaries paid to members in the period are the house's cost of the team too.
      const salaries = await sql<{ agent_id: number; paid: string }>`
        SELECT agent_id, sum(paid) AS paid FROM agent_pay_lines
        WHERE merchant_id = ${merchant.id}
          AND contract_type IN ('dailySalary', 'hourlySalary', 'realTimeSalary')
          AND window_start >= ${window.start} AND window_start < ${window.end}
        GROUP BY agent_id`.execute(trx);
      const contracted = new Map(contracts.map((c) => [c.agentId, c]));
      const team = new Map<number, { loss: bigint; validBet: bigint; active: number }>();
      for (const id of contracted.keys()) team.set(id, { loss: 0n, validBet: 0n, active: 0 });
      const uplines = await uplinesOf(trx, merchant.id);
      const addUp = (
        memberId: number,
        change: (t: { loss: bigint; validBet: bigint; active: number }) => void,
      ) => {
        for (const above of pathUp(uplines, memberId)) {
          const figures = team.get(above);
          if (figures) change(figures);
        }
      };
      for (const [memberId, p] of play) {
        const loss = p.validBet - p.prizes - p.rebates - p.promotions;
        addUp(memberId, (t) => {
          t.loss += loss;
          t.validBet += p.validBet;
          // Ours: active on at least one day of the period.
          if (p.activeDays > 0) t.active += 1;
        });
      }
      for (const row of salaries.rows) {
        const paid = BigInt(row.paid);
        addUp(row.agent_id, (t) => {
          t.loss -= paid;
        });
      }
      const tiers = await tiersOf(
        trx,
        contracts.map((c) => c.contractId),
      );
      for (const c of contracts) {
        const t = team.get(c.agentId) ?? { loss: 0n, validBet: 0n, active: 0 };
        const tier =
          t.loss > 0n
            ? applicableTier(tiers.get(c.contractId) ?? [], {
                activeMembers: t.active,
                validBet: t.validBet,
                teamLoss: t.loss,
              })
            : null;
        lines.push({
          agentId: c.agentId,
          contractId: c.contractId,
          uplineId: c.uplineId,
          loss: t.loss,
          validBet: t.validBet,
          active: t.active,
          rate: tier?.rateMillionths ?? 0,
          amount: tier ? amountAt(t.loss, tier.rateMillionths) : 0n,
        });
      }
    }
    const total = await postPayRun(trx, {
      ...run,
      kind: LEDGER_KINDS.agentDividend,
      house: AGENT_HOUSE.dividends,
      reference: `agent-dividend:${period}:${window.key}`,
      // The platform pays the top-level agents; an upline pays its downlines by the bills below.
      payouts: lines
        .filter((l) => l.uplineId === null && l.amount > 0n)
        .map((l) => ({ agentId: l.agentId, amount: l.amount })),
    });
    for (const line of lines) {
      // The lines keep the team's loss in the salary lines' "valid bet" column's place: the
      // base the rate applied to.
      await sql`
        INSERT INTO agent_pay_lines (merchant_id, contract_type, agent_id, window_start,
          contract_id, team_valid_bet, active_members, rate_millionths, amount, paid, currency)
        VALUES (${merchant.id}, ${runType}, ${line.agentId}, ${window.start}, ${line.contractId},
          ${String(line.loss)}, ${line.active}, ${line.rate}, ${String(line.amount)},
          ${String(line.uplineId === null ? line.amount : 0n)}, ${currency})`.execute(trx);
    }
    const billed = lines.filter((l) => l.uplineId !== null && l.amount > 0n);
    for (const line of billed) {
      await sql`
        INSERT INTO agent_dividend_bills (merchant_id, run_type, period_start, payer_id, payee_id,
          amount, currency, issued_at, due_at)
        VALUES (${merchant.id}, ${runType}, ${window.start}, ${line.uplineId}, ${line.agentId},
          ${String(line.amount)}, ${currency}, ${issuedAt},
          ${new Date(issuedAt.getTime() + BILL_GRACE_MS)})`.execute(trx);
    }
    return { paidByPlatform: total, bills: billed.length };
  });
};

interface BillRow {
  id: number;
  merchant_id: number;
  payer_id: number;
  payee_id: number;
  amount: string;
  collected: string;
  currency: string;
  status: string;
}

const lockBill = async (trx: Db, billId: number) =>
  (
    await sql<BillRow>`
      SELECT id, merchant_id, payer_id, payee_id, amount, collected, currency, status
      FROM agent_dividend_bills WHERE id = ${billId} FOR UPDATE`.execute(trx)
  ).rows[0];

const OPEN = ['issued', 'partiallyCollected'];

/**
 * Lifts the payer's bill freeze once it owes nothing past due. Only the bill's own rows of
 * member_freezes: a freeze staff set stays until staff lift it (member/freezes.ts).
 */
const unfreezeIfSettled = async (trx: Db, payerId: number, at: Date) => {
  const owing = await sql`
    SELECT 1 FROM agent_dividend_bills
    WHERE payer_id = ${payerId} AND status IN ('issued', 'partiallyCollected')
      AND due_at <= ${at} LIMIT 1`.execute(trx);
  if (owing.rows.length === 0) await liftScopes(trx, payerId, 'bill');
};

const moveBill = async (trx: Db, bill: BillRow, amount: bigint) => {
  const from = await openMemberWallet(trx, bill.merchant_id, bill.payer_id, bill.currency);
  const to = await openMemberWallet(trx, bill.merchant_id, bill.payee_id, bill.currency);
  await transfer(trx, {
    merchantId: bill.merchant_id,
    // One key per step: the bill and how much of it was collected before this step.
    idempotencyKey: `agent-bill:${bill.id}:${bill.collected}`,
    kind: LEDGER_KINDS.agentDividendBill,
    currency: bill.currency,
    from,
    to,
    amount,
    reference: `agent-bill:${bill.id}`,
  });
};

/** The upline pays a bill it owes, in full, from its main wallet. */
export const payBill = async (db: Db, payerId: number, billId: number, at: Date) =>
  inTransaction(db, async (trx) => {
    const bill = await lockBill(trx, billId);
    if (!bill || bill.payer_id !== payerId) throw new CatalogueError('not.found');
    if (!OPEN.includes(bill.status)) throw new CatalogueError('contract.request.closed');
    const rest = BigInt(bill.amount) - BigInt(bill.collected);
    await moveBill(trx, bill, rest);
    await sql`UPDATE agent_dividend_bills SET collected = amount, status = 'paid',
      settled_at = ${at} WHERE id = ${bill.id}`.execute(trx);
    await unfreezeIfSettled(trx, bill.payer_id, at);
    return { billId: bill.id, status: 'paid' as const };
  });

/**
 * Counts a dividend-payment transfer (agent-rules "Transfers") toward the bill the sender owes
 * the receiver; the caller moves the money in the same transaction. Paid in full, the bill is
 * paid and the payer's bill freeze may lift; in part, it keeps its status and owes the rest.
 */
export const creditBillTransfer = async (
  trx: Db,
  t: { billId: number; payerId: number; payeeId: number; amount: bigint; at: Date },
) => {
  const bill = await lockBill(trx, t.billId);
  if (!bill || bill.payer_id !== t.payerId || bill.payee_id !== t.payeeId) {
    throw new CatalogueError('not.found');
  }
  if (!OPEN.includes(bill.status)) throw new CatalogueError('contract.request.closed');
  const rest = BigInt(bill.amount) - BigInt(bill.collected);
  if (t.amount > rest) throw new CatalogueError('agent.bill.amount');
  const done = t.amount === rest;
  await sql`UPDATE agent_dividend_bills
    SET collected = collected + ${String(t.amount)}::bigint,
      status = ${done ? 'paid' : bill.status}, settled_at = ${done ? t.at : null}
    WHERE id = ${bill.id}`.execute(trx);
  if (done) await unfreezeIfSettled(trx, bill.payer_id, t.at);
};

/**
 * After the grace: takes what the payer's wallet holds toward the bill. Short, the bill is
 * partially collected and the payer frozen; the rest is taken the same way from the money that
 * arrives next (the bill tick runs every minute). Fully collected, the freeze lifts.
 */
export const collectBill = async (db: Db, billId: number, at: Date) =>
  inTransaction(db, async (trx) => {
    const bill = await lockBill(trx, billId);
    if (!bill || !OPEN.includes(bill.status)) return null;
    const rest = BigInt(bill.amount) - BigInt(bill.collected);
    const balance = await memberWalletBalance(trx, bill.merchant_id, bill.payer_id, bill.currency);
    const take = balance < rest ? balance : rest;
    if (take > 0n) await moveBill(trx, bill, take);
    const done = take === rest;
    await sql`UPDATE agent_dividend_bills
      SET collected = collected + ${String(take)}::bigint,
        status = ${done ? 'collected' : 'partiallyCollected'},
        settled_at = ${done ? at : null}
      WHERE id = ${bill.id}`.execute(trx);
    if (done) await unfreezeIfSettled(trx, bill.payer_id, at);
    else {
      // agent-rules "Unpaid": no withdrawal, no transfer out, no new contracts.
      await freezeScopes(trx, {
        merchantId: bill.merchant_id,
        memberId: bill.payer_id,
        scopes: FREEZE_SCOPES,
        source: 'bill',
        at,
      });
    }
    return { collected: take, done };
  });

/** Collects every bill past its grace at `at` (the tick's scheduled time). */
export const collectDueBills = async (db: Db, at: Date): Promise<number> => {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM agent_dividend_bills
    WHERE status IN ('issued', 'partiallyCollected') AND due_at <= ${at}
    ORDER BY due_at, id LIMIT 1000`.execute(db);
  for (const row of rows) await collectBill(db, row.id, at);
  return rows.length;
};

/** Whether the member owes a dividend bill not yet paid (a transfer out is refused). */
export const owesBill = async (db: Db, memberId: number): Promise<boolean> =>
  (
    await sql`SELECT 1 FROM agent_dividend_bills
      WHERE payer_id = ${memberId} AND status IN ('issued', 'partiallyCollected') LIMIT 1`.execute(
      db,
    )
  ).rows.length > 0;

/** The dividend periods of a kind due at `at` and not yet run (`duePayWindows`). */
export const dueDividendPeriods = (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  period: ContractPeriod,
  at: Date,
): Promise<Date[]> => {
  const timeZone = brandTimeZone(merchant.brand);
  return duePayWindows(
    db,
    {
      merchantId: merchant.id,
      runType: dividendRunType(period),
      contracts: { type: 'dividend', period },
      timeZone,
      limit: 100,
    },
    (moment) => dividendPeriodOf(period, moment, timeZone),
    (window) => isDividendDue(window, at),
  );
};

/**
 * A member's bills on one side, newest period first (the dividend record): one page's `rows` and
 * the `total` of them.
 */
export const billsOf = async (
  db: Db,
  q: {
    merchantId: number;
    memberId: number;
    side: 'payer' | 'payee';
    offset: number;
    limit: number;
  },
) => {
  const mine = q.side === 'payer' ? sql.raw('b.payer_id') : sql.raw('b.payee_id');
  const { rows } = await sql<{
    id: number;
    run_type: string;
    period_start: Date;
    payer: string;
    payee: string;
    amount: string;
    collected: string;
    status: (typeof DIVIDEND_BILL_STATUSES)[number];
    issued_at: Date;
    due_at: Date;
    total: string;
  }>`
    SELECT b.id, b.run_type, b.period_start, payer.username AS payer, payee.username AS payee,
      b.amount, b.collected, b.status, b.issued_at, b.due_at, count(*) OVER () AS total
    FROM agent_dividend_bills b
    JOIN members payer ON payer.id = b.payer_id
    JOIN members payee ON payee.id = b.payee_id
    WHERE b.merchant_id = ${q.merchantId} AND ${mine} = ${q.memberId}
    ORDER BY b.period_start DESC, b.id DESC
    OFFSET ${q.offset} LIMIT ${q.limit}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      billId: r.id,
      period: r.run_type.slice('dividend:'.length) as ContractPeriod,
      periodStart: r.period_start.toISOString(),
      payerAccount: r.payer,
      payeeAccount: r.payee,
      amount: BigInt(r.amount),
      collected: BigInt(r.collected),
      status: r.status,
      issuedAt: r.issued_at.toISOString(),
      dueAt: r.due_at.toISOString(),
    })),
  };
};

/**
 * Staff cancel an open bill with a reason (what was collected stays with the payee); the payer
 * is unfrozen when it owes nothing else past due. `scope`: the staff's merchant, null for all.
 */
export const cancelBill = async (
  db: Db,
  billId: number,
  reason: string,
  at: Date,
  scope: number | null,
) =>
  inTransaction(db, async (trx) => {
    const bill = await lockBill(trx, billId);
    if (!bill || (scope !== null && bill.merchant_id !== scope)) {
      throw new CatalogueError('not.found');
    }
    if (!OPEN.includes(bill.status)) throw new CatalogueError('contract.request.closed');
    await sql`UPDATE agent_dividend_bills SET status = 'cancelled', cancel_reason = ${reason},
      settled_at = ${at} WHERE id = ${bill.id}`.execute(trx);
    await unfreezeIfSettled(trx, bill.payer_id, at);
    return { merchantId: bill.merchant_id, before: bill.status };
  });
