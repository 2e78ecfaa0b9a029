import {
  type BrandPeriod,
  brandTimeZone,
  type ContractPeriod,
  type ContractType,
  nextPeriod,
  periodOf,
} from '@portal/contract';
import { sql } from 'kysely';
import { validBetsInWindows, validBetsOnDay } from '../../activity/figures.ts';
import type { Db } from '../../db/database.ts';
import { addJob } from '../../jobs/jobQueue.ts';
import { AGENT_HOUSE } from '../../ledger/accountCodes.ts';
import { LEDGER_KINDS, type LedgerKind } from '../../ledger/kinds.ts';
import {
  houseBucketEntries,
  inTransaction,
  openMemberWallet,
  postBatch,
} from '../../ledger/ledger.ts';
import { brandMinor } from '../../ledger/money.ts';
import type { Merchant } from '../../system/merchants.ts';
import { tiersOf } from './contracts.ts';
import { amountAt, applicableTier, type Tier } from './tiers.ts';

/**
 * Salary runs (agent-rules "Computing and paying"): for one window of one salary type, each
 * agent holding a contract in force earns team valid bet x the rate of the highest tier its
 * team met, and is paid that minus the amounts of the nearest contracted agents below it
 * (cascade by difference), in ONE set-wise ledger movement from `house:agent_salaries`, a line
 * per agent. The run row, its lines and the movement commit together under the run's key
 * (merchant, type, window start): a transaction-scoped advisory lock makes two runs of one
 * window queue, and the second finds the run row and pays nothing; the ledger key is the same
 * window, so even a run row lost some other way could not pay twice.
 */

export type SalaryType = Extract<ContractType, 'dailySalary' | 'hourlySalary' | 'realTimeSalary'>;
export const SALARY_TYPES: readonly SalaryType[] = [
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
];

const UNIT = { dailySalary: 'day', hourlySalary: 'hour', realTimeSalary: 'fiveMinutes' } as const;

/**
 * When a window's run is due after its end (agent-rules "Runs", ours): daily at 02:05 of the
 * next brand day, hourly at :05, real-time a minute after the window (grace for late settling).
 */
const DUE_AFTER_MS: Record<SalaryType, number> = {
  dailySalary: (2 * 60 + 5) * 60_000,
  hourlySalary: 5 * 60_000,
  realTimeSalary: 60_000,
};

/** Ours: a team member is active with at least this valid bet (major units) in the brand day. */
export const ACTIVE_MEMBER_DAILY_BET = 100;

export const windowOf = (type: SalaryType, at: Date, timeZone: string): BrandPeriod =>
  periodOf(UNIT[type], at, timeZone);

export const isDue = (type: SalaryType, window: BrandPeriod, at: Date): boolean =>
  window.end.getTime() + DUE_AFTER_MS[type] <= at.getTime();

/** The job's key: one pending job per window, whoever enqueues it (the tick, or staff). */
export const salaryJobKey = (merchantId: number, type: SalaryType, start: Date) =>
  `agent-salary:${merchantId}:${type}:${start.toISOString()}`;

export const SALARY_WINDOW_TASK = 'agent-salary-window';

/**
 * Enqueues one pay run's job under the run's own key (salary windows and dividend periods alike):
 * idempotent, the same key while the job is pending, the run row after it ran.
 */
export const enqueuePayRun = (
  db: Db,
  task: string,
  jobKey: string,
  payload: Record<string, unknown>,
): Promise<void> => addJob(db, task, payload, { jobKey, maxAttempts: 10 });

/** Enqueues one salary window's run. */
export const enqueueSalaryWindow = (db: Db, merchantId: number, type: SalaryType, start: Date) =>
  enqueuePayRun(db, SALARY_WINDOW_TASK, salaryJobKey(merchantId, type, start), {
    merchantId,
    type,
    windowStart: start.toISOString(),
  });

interface InForce {
  contractId: number;
  agentId: number;
  uplineId: number | null;
}

/**
 * The contracts of a type in force at some moment of the window, one per agent (the latest
 * accepted, should an agent have had two in one window). Salary and dividend runs both pay
 * from this one rule; a dividend run names its period (a daily and a monthly dividend
 * contract are two contracts), a salary type has none.
 */
export const contractsInForce = async (
  db: Db,
  merchantId: number,
  type: SalaryType | 'dividend',
  window: BrandPeriod,
  period?: ContractPeriod,
): Promise<InForce[]> =>
  (
    await sql<InForce>`
      SELECT DISTINCT ON (downline_id) id AS "contractId", downline_id AS "agentId",
        upline_id AS "uplineId"
      FROM agent_contracts
      WHERE merchant_id = ${merchantId} AND contract_type = ${type}
        AND ${period === undefined ? sql`TRUE` : sql`period = ${period}`}
        AND in_force_from IS NOT NULL AND in_force_from < ${window.end}
        AND (in_force_until IS NULL OR in_force_until > ${window.start})
      ORDER BY downline_id, in_force_from DESC`.execute(db)
  ).rows;

/** Every member's direct upline: the path up from any member, walked in memory. */
export const uplinesOf = async (db: Db, merchantId: number): Promise<Map<number, number>> => {
  const { rows } = await sql<{ id: number; upline_id: number }>`
    SELECT id, upline_id FROM members
    WHERE merchant_id = ${merchantId} AND upline_id IS NOT NULL`.execute(db);
  return new Map(rows.map((r) => [r.id, r.upline_id]));
};

/** The member and everyone above it, nearest first (guarded against a cycle). */
export function* pathUp(uplines: ReadonlyMap<number, number>, memberId: number) {
  let current: number | undefined = memberId;
  for (let depth = 0; current !== undefined && depth < 10_000; depth += 1) {
    yield current;
    current = uplines.get(current);
  }
}

/** One agent's line of a run, before it is written. */
export interface PayLine {
  agentId: number;
  contractId: number;
  teamValidBet: bigint;
  activeMembers: number;
  rateMillionths: number;
  amount: bigint;
  paid: bigint;
}

/**
 * The cascade, pure: each contracted agent's team figures, amount, and share. `bets` are the
 * window's valid bets per member, `activeBets` each member's valid bet over the day so far.
 */
export const cascade = (input: {
  contracts: readonly InForce[];
  tiers: ReadonlyMap<number, readonly Tier[]>;
  uplines: ReadonlyMap<number, number>;
  bets: ReadonlyMap<number, bigint>;
  activeBets: ReadonlyMap<number, bigint>;
  activeThreshold: bigint;
}): PayLine[] => {
  const contracted = new Map(input.contracts.map((c) => [c.agentId, c]));
  const team = new Map<number, { validBet: bigint; active: number }>();
  for (const agentId of contracted.keys()) team.set(agentId, { validBet: 0n, active: 0 });
  for (const [memberId, bet] of input.bets) {
    for (const above of pathUp(input.uplines, memberId)) {
      const figures = team.get(above);
      if (figures) figures.validBet += bet;
    }
  }
  for (const [memberId, bet] of input.activeBets) {
    if (bet < input.activeThreshold) continue;
    for (const above of pathUp(input.uplines, memberId)) {
      const figures = team.get(above);
      if (figures) figures.active += 1;
    }
  }
  const lines = new Map<number, PayLine>();
  for (const contract of input.contracts) {
    const figures = team.get(contract.agentId) ?? { validBet: 0n, active: 0 };
    const tier = applicableTier(input.tiers.get(contract.contractId) ?? [], {
      activeMembers: figures.active,
      validBet: figures.validBet,
      teamLoss: 0n,
    });
    const amount = tier ? amountAt(figures.validBet, tier.rateMillionths) : 0n;
    lines.set(contract.agentId, {
      agentId: contract.agentId,
      contractId: contract.contractId,
      teamValidBet: figures.validBet,
      activeMembers: figures.active,
      rateMillionths: tier?.rateMillionths ?? 0,
      amount,
      paid: amount,
    });
  }
  // Each agent's amount comes out of its nearest contracted agent above (its payer's share).
  for (const line of lines.values()) {
    for (const above of pathUp(input.uplines, line.agentId)) {
      if (above === line.agentId) continue;
      const payer = lines.get(above);
      if (payer) {
        payer.paid -= line.amount;
        break;
      }
    }
  }
  for (const line of lines.values()) if (line.paid < 0n) line.paid = 0n;
  return [...lines.values()];
};

/** One pay run: a merchant's window of one run type, paid under the run's ledger key. */
export interface PayRun {
  merchantId: number;
  currency: string;
  key: string;
  runType: string;
  window: BrandPeriod;
}

/**
 * Takes a pay run's lock (on its ledger key) and says whether its window is still to run: false
 * when a run of `runType` already covers it.
 */
const claimPayRun = async (trx: Db, run: PayRun): Promise<boolean> => {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${run.key}, 0))`.execute(trx);
  const done = await sql`
    SELECT 1 FROM agent_pay_runs WHERE merchant_id = ${run.merchantId}
      AND contract_type = ${run.runType} AND window_start = ${run.window.start}`.execute(trx);
  return done.rows.length === 0;
};

/** What a pay run answers: `ran` is false when the window had already been run (nothing paid). */
export type PayRunResult<Figures> = Figures & { ran: boolean };

/**
 * Runs one pay window exactly once, salary and dividend runs alike: in one transaction, claims
 * the window and pays it with `pay`; when a run already covers the window, answers `none`. Safe
 * to repeat, to run concurrently, to run late, and to run again after a crash (a crash rolls the
 * whole transaction back).
 */
export const runPayWindowOnce = <Figures extends object>(
  db: Db,
  run: PayRun,
  none: Figures,
  pay: (trx: Db) => Promise<Figures>,
): Promise<PayRunResult<Figures>> =>
  inTransaction(db, async (trx) =>
    (await claimPayRun(trx, run)) ? { ...(await pay(trx)), ran: true } : { ...none, ran: false },
  );

/**
 * Pays a claimed run: one set-wise movement from the house account to each agent's wallet,
 * keyed by the run's key (a repeat cannot pay twice), and the run's row with it, in the run's
 * transaction. A run that pays nothing still records its window. Returns what it paid.
 */
export const postPayRun = async (
  trx: Db,
  run: PayRun & {
    kind: LedgerKind;
    house: string;
    reference: string;
    payouts: readonly { agentId: number; amount: bigint }[];
  },
): Promise<bigint> => {
  const { merchantId, currency, reference, window } = run;
  const total = run.payouts.reduce((sum, p) => sum + p.amount, 0n);
  let transactionId: bigint | null = null;
  if (total > 0n) {
    // Paid from each agent's bucket of the run's house (accountCodes.ts, HOUSE_BUCKETS).
    const entries = await houseBucketEntries(
      trx,
      merchantId,
      run.house,
      currency,
      run.payouts.map((p) => [p.agentId, p.amount] as const),
      reference,
    );
    for (const payout of run.payouts) {
      const wallet = await openMemberWallet(trx, merchantId, payout.agentId, currency);
      entries.push({ accountId: wallet, amount: payout.amount, reference });
    }
    const posted = await postBatch(trx, {
      merchantId,
      idempotencyKey: run.key,
      kind: run.kind,
      currency,
      entries,
    });
    transactionId = posted.transactionId;
  }
  await sql`
    INSERT INTO agent_pay_runs (merchant_id, contract_type, window_start, window_end,
      transaction_id, total)
    VALUES (${merchantId}, ${run.runType}, ${window.start}, ${window.end},
      ${transactionId === null ? null : String(transactionId)}, ${String(total)})`.execute(trx);
  return total;
};

/** Runs one salary window of a merchant exactly once (`runPayWindowOnce`). */
export const runSalaryWindow = (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  type: SalaryType,
  windowStart: Date,
): Promise<PayRunResult<{ total: bigint; lines: number }>> => {
  const timeZone = brandTimeZone(merchant.brand);
  const window = windowOf(type, windowStart, timeZone);
  const { currency } = merchant.brand;
  const key = salaryJobKey(merchant.id, type, window.start);
  const run: PayRun = { merchantId: merchant.id, currency, key, runType: type, window };
  return runPayWindowOnce(db, run, { total: 0n, lines: 0 }, async (trx) => {
    const contracts = await contractsInForce(trx, merchant.id, type, window);
    let lines: PayLine[] = [];
    if (contracts.length > 0) {
      const day = periodOf('day', window.start, timeZone);
      const bets =
        type === 'dailySalary'
          ? await validBetsOnDay(trx, merchant.id, day.key)
          : await validBetsInWindows(trx, merchant.id, window.start, window.end);
      // Active members: the brand day's valid bet so far (the whole day for a daily run).
      const activeBets =
        type === 'dailySalary'
          ? bets
          : await validBetsInWindows(trx, merchant.id, day.start, window.end);
      lines = cascade({
        contracts,
        tiers: await tiersOf(
          trx,
          contracts.map((c) => c.contractId),
        ),
        uplines: await uplinesOf(trx, merchant.id),
        bets,
        activeBets,
        activeThreshold: brandMinor(ACTIVE_MEMBER_DAILY_BET, currency),
      });
    }
    const total = await postPayRun(trx, {
      ...run,
      kind: LEDGER_KINDS.agentSalary,
      house: AGENT_HOUSE.salaries,
      reference: `agent-salary:${type}:${window.key}`,
      payouts: lines
        .filter((line) => line.paid > 0n)
        .map((line) => ({ agentId: line.agentId, amount: line.paid })),
    });
    if (lines.length > 0) {
      await sql`
        INSERT INTO agent_pay_lines (merchant_id, contract_type, agent_id, window_start,
          contract_id, team_valid_bet, active_members, rate_millionths, amount, paid, currency)
        SELECT ${merchant.id}, ${type}, u.agent, ${window.start}, u.contract, u.bet, u.active,
          u.rate, u.amount, u.paid, ${currency}
        FROM unnest(${lines.map((l) => l.agentId)}::int[], ${lines.map((l) => l.contractId)}::int[],
          ${lines.map((l) => String(l.teamValidBet))}::bigint[],
          ${lines.map((l) => l.activeMembers)}::int[], ${lines.map((l) => l.rateMillionths)}::int[],
          ${lines.map((l) => String(l.amount))}::bigint[], ${lines.map((l) => String(l.paid))}::bigint[])
          AS u(agent, contract, bet, active, rate, amount, paid)`.execute(trx);
    }
    return { total, lines: lines.length };
  });
};

/**
 * The runs of one type already made from `from` on (their window starts, as numbers), and where
 * the due windows start: the end of the first run that no run follows, so a window left behind
 * (its job failed for good while the next one ran, or "settle now" paid a later window first)
 * is still due and is found again at every tick until it is paid; the first window when no run
 * covers it. The caller skips the windows in `ran`.
 */
const runsSince = async (
  db: Db,
  merchantId: number,
  runType: string,
  firstWindowStart: Date,
): Promise<{ from: Date; ran: Set<number> }> => {
  const { rows } = await sql<{ first_run: Date | null; gap_from: Date | null }>`
    SELECT
      (SELECT min(window_start) FROM agent_pay_runs
        WHERE merchant_id = ${merchantId} AND contract_type = ${runType}) AS first_run,
      (SELECT min(r.window_end) FROM agent_pay_runs r
        WHERE r.merchant_id = ${merchantId} AND r.contract_type = ${runType}
          AND NOT EXISTS (SELECT 1 FROM agent_pay_runs n
            WHERE n.merchant_id = ${merchantId} AND n.contract_type = ${runType}
              AND n.window_start = r.window_end)) AS gap_from`.execute(db);
  const firstRun = rows[0]?.first_run ?? null;
  const gapFrom = rows[0]?.gap_from ?? null;
  const from =
    firstRun === null || gapFrom === null || firstWindowStart < firstRun
      ? firstWindowStart
      : gapFrom;
  const ran = await sql<{ window_start: Date }>`
    SELECT window_start FROM agent_pay_runs
    WHERE merchant_id = ${merchantId} AND contract_type = ${runType} AND window_start >= ${from}`.execute(
    db,
  );
  return { from, ran: new Set(ran.rows.map((r) => r.window_start.getTime())) };
};

/**
 * The windows of a run that are due (`isDue`, at the schedule's own time) and not yet run, for
 * one merchant, salary and dividend runs alike: from the first window any contract of the run
 * was in force (or the window after the last run, `runsSince`) up to the last due one. Catching
 * up after downtime is this list: three missed windows are three entries. At most `limit`,
 * oldest first. `windowAt` is the run's window holding a moment.
 */
export const duePayWindows = async (
  db: Db,
  run: {
    merchantId: number;
    runType: string;
    contracts: { type: SalaryType | 'dividend'; period?: ContractPeriod };
    timeZone: string;
    limit: number;
  },
  windowAt: (at: Date) => BrandPeriod,
  isDueNow: (window: BrandPeriod) => boolean,
): Promise<Date[]> => {
  const { type, period } = run.contracts;
  const { rows } = await sql<{ first: Date | null }>`
    SELECT min(in_force_from) AS first FROM agent_contracts WHERE merchant_id = ${run.merchantId}
      AND contract_type = ${type} AND ${period === undefined ? sql`TRUE` : sql`period = ${period}`}
      AND in_force_from IS NOT NULL`.execute(db);
  const first = rows[0]?.first;
  if (!first) return [];
  const { from, ran } = await runsSince(db, run.merchantId, run.runType, windowAt(first).start);
  let window = windowAt(from);
  const due: Date[] = [];
  while (due.length < run.limit && isDueNow(window)) {
    if (!ran.has(window.start.getTime())) due.push(window.start);
    window = nextPeriod(window, run.timeZone);
  }
  return due;
};

/** The salary windows of a type due at `at` and not yet run (`duePayWindows`). */
export const dueWindows = (
  db: Db,
  merchant: Pick<Merchant, 'id' | 'brand'>,
  type: SalaryType,
  at: Date,
): Promise<Date[]> => {
  const timeZone = brandTimeZone(merchant.brand);
  return duePayWindows(
    db,
    { merchantId: merchant.id, runType: type, contracts: { type }, timeZone, limit: 500 },
    (moment) => windowOf(type, moment, timeZone),
    (window) => isDue(type, window, at),
  );
};

/**
 * An agent's run lines of a type, newest window first (the salary records screens): one page's
 * `rows` and the `total` of them.
 */
export const payLinesOf = async (
  db: Db,
  q: { merchantId: number; agentId: number; type: SalaryType; offset: number; limit: number },
) => {
  const { rows } = await sql<{
    window_start: Date;
    window_end: Date;
    team_valid_bet: string;
    active_members: number;
    rate_millionths: number;
    amount: string;
    paid: string;
    total: string;
  }>`
    SELECT l.window_start, r.window_end, l.team_valid_bet, l.active_members, l.rate_millionths,
      l.amount, l.paid, count(*) OVER () AS total
    FROM agent_pay_lines l
    JOIN agent_pay_runs r USING (merchant_id, contract_type, window_start)
    WHERE l.merchant_id = ${q.merchantId} AND l.agent_id = ${q.agentId}
      AND l.contract_type = ${q.type}
    ORDER BY l.window_start DESC
    OFFSET ${q.offset} LIMIT ${q.limit}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      windowStart: r.window_start,
      windowEnd: r.window_end,
      teamValidBet: BigInt(r.team_valid_bet),
      activeMembers: r.active_members,
      rateMillionths: r.rate_millionths,
      amount: BigInt(r.amount),
      paid: BigInt(r.paid),
    })),
  };
};
