import {
  brandTimeZone,
  type CallInput,
  downlineConflictValueSchema,
  type StaffCallInput,
  staffAgentRunLineSchema,
  staffAgentRunSchema,
  staffDividendBillSchema,
} from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzMemberCalls } from '../../../test/fuzz.ts';
import { ALPHA, BETA, callApi, ledgerRows, signedInToken } from '../../../test/harness.ts';
import {
  callStaff,
  fuzzStaffPaths,
  type SignedIn,
  signInStaff,
  codeOf as staffCodeOf,
} from '../../../test/staffHarness.ts';
import { useTestServer } from '../../../test/useTestServer.ts';
import { addFigures } from '../../activity/figures.ts';
import { readInvariants } from '../../db/invariants.ts';
import { openHouseAccount, openMemberWallet, transfer } from '../../ledger/ledger.ts';
import { freezeScopes, liftScopes } from '../../member/freezes.ts';
import { hashPassword } from '../../session/passwords.ts';
import { type Merchant, MerchantDirectory } from '../../system/merchants.ts';
import { hasUnpaidBill } from '../bills.ts';
import { answerRequest, offerContract } from './contracts.ts';
import { collectDueBills, dividendPeriodOf, payBill, runDividendPeriod } from './dividends.ts';
import { AGENT_PAY_TICK_TASK, agentPayTasks, agentPayTick } from './payJobs.ts';
import {
  contractsInForce,
  dueWindows,
  payLinesOf,
  runSalaryWindow,
  SALARY_WINDOW_TASK,
} from './salaryRun.ts';
import { rateToMillionths, type Tier } from './tiers.ts';

// Sign-ins run on the real clock; the contract calls then run on a fixed time.
let realClock = true;
let now = new Date('2026-11-21T04:50:00.000Z');
const server = useTestServer(
  { demoStaff: true, clock: () => (realClock ? new Date() : now) },
  { db: 4 },
);

const PASSWORD = 'Agent@2026';
const tokens = { top: '', b: '', c: '', demo: '' };
const ids = { top: 0, b: 0, c: 0 };
let alpha: Merchant;
let beta: Merchant;

const flat = (rate: string, activeMembers = 0, validBet = 0n): Tier => ({
  rateMillionths: rateToMillionths(rate),
  activeMembers,
  validBet,
  teamLoss: 0n,
});

const addMember = async (
  merchantId: number,
  username: string,
  type: number,
  uplineId: number | null,
) =>
  (
    await server.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username,
        password_hash: await hashPassword(PASSWORD),
        type,
        upline_id: uplineId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  const merchants = await new MerchantDirectory(server.db).all();
  alpha = merchants.find((m) => m.merchantCode === ALPHA) as Merchant;
  beta = merchants.find((m) => m.merchantCode === BETA) as Merchant;
  ids.top = (
    await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', alpha.id)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow()
  ).id;
  ids.b = await addMember(alpha.id, 'agentb', 1, ids.top);
  ids.c = await addMember(alpha.id, 'agentc', 1, ids.b);
  tokens.top = await signedInToken(server.app, 'agent', PASSWORD);
  tokens.b = await signedInToken(server.app, 'agentb', PASSWORD);
  tokens.c = await signedInToken(server.app, 'agentc', PASSWORD);
  tokens.demo = await signedInToken(server.app, 'demo', 'Demo@2026');
  realClock = false;
}, 120_000);

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;
const answerOf = <T>(response: LightMyRequestResponse) => response.json<{ value: T }>().value;

type ContractType = CallInput<'createContract'>['contractType'];

const offer = async (
  token: string,
  downlineId: number,
  rates: string[],
  contractType: ContractType = 'dailySalary',
) =>
  (
    await callApi(
      server.app,
      'createContract',
      {
        contractType,
        downlineId,
        tiers: rates.map((rate, i) => ({
          rate,
          activeMembers: i,
          periodValidBet: `${i * 1000}.00`,
        })),
      },
      { token },
    )
  ).response;

const answer = async (
  token: string,
  requestId: number,
  action: 'accept' | 'reject',
  name: 'processDailySalaryContract' | 'processHourlySalaryContract' = 'processDailySalaryContract',
  confirmCancelDownlines = false,
) =>
  (await callApi(server.app, name, { requestId, action, confirmCancelDownlines }, { token }))
    .response;

const flags = async (token: string) =>
  answerOf<Record<string, string | null>>(
    (await callApi(server.app, 'consolidatedContractInfo', {}, { token })).response,
  );

const list = async (
  token: string,
  side: 'upline' | 'downline',
  contractType: ContractType = 'dailySalary',
) => (await callApi(server.app, 'contracts', { contractType, side }, { token })).value.content;

const platformOffer = async (
  downlineId: number,
  type: 'dailySalary' | 'hourlySalary',
  tiers: Tier[],
) =>
  offerContract(server.db, {
    merchant: alpha,
    uplineId: null,
    downlineId,
    type,
    period: null,
    tiers,
    now,
  });

const inboxOf = async (memberId: number) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM inbox_messages WHERE member_id = ${memberId}`.execute(server.db)
    ).rows[0]?.n,
  );

describe('agent contracts', () => {
  it('the platform offers a top-level agent, who sees the flag and accepts', async () => {
    const { requestId } = await platformOffer(ids.top, 'dailySalary', [
      flat('2'),
      flat('2.5', 1, 100_000n),
    ]);
    expect(await flags(tokens.top)).toMatchObject({ dailysalreqtype: 'create', divtypereq: null });
    const accepted = await answer(tokens.top, requestId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(answerOf(accepted)).toEqual({ status: 'accepted', cancelledDownlineIds: [] });
    expect(await flags(tokens.top)).toMatchObject({ dailysalreqtype: null });
    expect((await list(tokens.top, 'upline'))[0]?.status).toBe('accepted');
  });

  it('refuses a non-agent, a downline out of reach, and tiers above or not rising', async () => {
    expect(codeOf(await offer(tokens.demo, ids.b, ['1']))).toBe('contract.not.allowed');
    // C is under B, not a direct downline of the top agent: answered as not found.
    expect(codeOf(await offer(tokens.top, ids.c, ['1']))).toBe('not.found');
    expect(codeOf(await offer(tokens.top, ids.b, ['3']))).toBe('contract.tiers.invalid');
    expect(codeOf(await offer(tokens.top, ids.b, ['1.5', '1.5']))).toBe('contract.tiers.invalid');
    // The top agent holds no hourly contract, so it has none to give.
    expect(codeOf(await offer(tokens.top, ids.b, ['0.5'], 'hourlySalary'))).toBe(
      'contract.not.allowed',
    );
    expect(await list(tokens.b, 'upline')).toEqual([]);
  });

  it('offers a direct downline once, which answers through its own type only', async () => {
    const before = await inboxOf(ids.b);
    const offered = await offer(tokens.top, ids.b, ['1.5']);
    expect(offered.statusCode, offered.body).toBe(200);
    const { requestId } = answerOf<{ requestId: number; status: string }>(offered);
    expect(await inboxOf(ids.b)).toBe(before + 1);
    expect(codeOf(await offer(tokens.top, ids.b, ['1']))).toBe('contract.exists');
    expect(await flags(tokens.b)).toMatchObject({ dailysalreqtype: 'create' });
    expect(codeOf(await answer(tokens.b, requestId, 'accept', 'processHourlySalaryContract'))).toBe(
      'not.found',
    );
    // Only the downline answers its offer.
    expect(codeOf(await answer(tokens.top, requestId, 'accept'))).toBe('not.found');
    expect(answerOf(await answer(tokens.b, requestId, 'accept'))).toEqual({
      status: 'accepted',
      cancelledDownlineIds: [],
    });
    expect(codeOf(await answer(tokens.b, requestId, 'reject'))).toBe('contract.request.closed');
    // B gives C 1.2 %, within its own 1.5 %.
    const toC = answerOf<{ requestId: number }>(await offer(tokens.b, ids.c, ['1.2']));
    expect(answerOf(await answer(tokens.c, toC.requestId, 'accept'))).toMatchObject({
      status: 'accepted',
    });
  });

  it('lets the upline withdraw an unanswered offer', async () => {
    const hourly = await platformOffer(ids.top, 'hourlySalary', [flat('1')]);
    await answerRequest(server.db, {
      merchant: alpha,
      memberId: ids.top,
      type: 'hourlySalary',
      requestId: hourly.requestId,
      action: 'accept',
      confirmCancelDownlines: false,
      now,
    });
    const { requestId } = answerOf<{ requestId: number }>(
      await offer(tokens.top, ids.b, ['0.5'], 'hourlySalary'),
    );
    expect(await flags(tokens.b)).toMatchObject({ contracthoursalreq: 'create' });
    const withdrawn = (
      await callApi(server.app, 'withdrawContractOffer', { requestId }, { token: tokens.top })
    ).response;
    expect(answerOf(withdrawn)).toEqual({ requestId, status: 'rejected' });
    expect(await flags(tokens.b)).toMatchObject({ contracthoursalreq: null });
    expect(codeOf(await answer(tokens.b, requestId, 'accept', 'processHourlySalaryContract'))).toBe(
      'contract.request.closed',
    );
    // After a withdrawal the upline may offer again.
    expect((await offer(tokens.top, ids.b, ['0.5'], 'hourlySalary')).statusCode).toBe(200);
  });

  it('terminates on request, and a lower new rate cancels the downline contracts it no longer covers', async () => {
    const bDaily = (await list(tokens.b, 'upline')).find((c) => c.status === 'accepted');
    const asked = (
      await callApi(
        server.app,
        'terminateContract',
        { contractId: bDaily?.contractId ?? 0, reason: 'new terms' },
        { token: tokens.top },
      )
    ).response;
    expect(asked.statusCode, asked.body).toBe(200);
    const { requestId: endRequest } = answerOf<{ requestId: number }>(asked);
    expect(await flags(tokens.b)).toMatchObject({ dailysalreqtype: 'terminate' });
    expect(answerOf(await answer(tokens.b, endRequest, 'accept'))).toMatchObject({
      status: 'terminated',
    });
    // In force to the end of the brand day it was ended in ("from the next period").
    const until = await sql<{ in_force_until: Date }>`
      SELECT in_force_until FROM agent_contracts WHERE id = ${bDaily?.contractId}`.execute(
      server.db,
    );
    expect(until.rows[0]?.in_force_until.toISOString()).toBe('2026-11-22T00:00:00.000Z');

    const { requestId } = answerOf<{ requestId: number }>(await offer(tokens.top, ids.b, ['1']));
    const cInboxBefore = await inboxOf(ids.c);
    const refused = await answer(tokens.b, requestId, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('contract.downline.conflict');
    expect(v.parse(downlineConflictValueSchema, refused.json<{ value: unknown }>().value)).toEqual({
      downlines: [{ downlineId: ids.c, downlineAccount: 'agentc', rate: '1.2' }],
    });
    // Nothing changed: the offer still waits and C's contract stands.
    expect(await flags(tokens.b)).toMatchObject({ dailysalreqtype: 'create' });
    expect((await list(tokens.c, 'upline'))[0]?.status).toBe('accepted');

    const confirmed = await answer(
      tokens.b,
      requestId,
      'accept',
      'processDailySalaryContract',
      true,
    );
    expect(answerOf(confirmed)).toEqual({ status: 'accepted', cancelledDownlineIds: [ids.c] });
    expect((await list(tokens.c, 'upline'))[0]?.status).toBe('terminated');
    expect(await inboxOf(ids.c)).toBe(cInboxBefore + 1);
  });

  it('answers fuzzed requests with a catalogue code, never a 5xx, and moves no money', async () => {
    const entries = () => ledgerRows(server.db);
    const before = await entries();
    const body = fc.oneof(
      fc.record(
        {
          contractType: fc.constantFrom('dividend', 'dailySalary', 'hourlySalary', 'x'),
          downlineId: fc.oneof(fc.integer(), fc.constant(ids.b), fc.string()),
          requestId: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.string()),
          contractId: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.string()),
          billId: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.string()),
          action: fc.constantFrom('accept', 'reject', 'maybe'),
          side: fc.constantFrom('upline', 'downline', 'x'),
          tiers: fc.array(
            fc.record({
              rate: fc.oneof(fc.constantFrom('0.1', '1', '150', '-1'), fc.string()),
              activeMembers: fc.oneof(fc.integer(), fc.string()),
              periodValidBet: fc.oneof(fc.constantFrom('0.00', '1.005', '10'), fc.string()),
            }),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 2 }),
    );
    const names = [
      'consolidatedContractInfo',
      'contracts',
      'createContract',
      'terminateContract',
      'withdrawContractOffer',
      'agentPayRecords',
      'dividendBills',
      'payDividendBill',
      'processDividendContract',
      'processDailySalaryContract',
      'processHourlySalaryContract',
      'processRealTimeSalaryContract',
    ] as const;
    for (const token of [tokens.c, tokens.demo]) {
      await fuzzMemberCalls(server.app, names, body, { token }, { numRuns: 15 });
    }
    expect(await entries()).toBe(before);
  }, 180_000);
});

// ------------------------------------------------------------------------------------------
// Salary runs, on BETA (VND, no minor unit; UTC): P (2 %) -> Q (1.5 %) -> X bets.
// ------------------------------------------------------------------------------------------

const pay = { p: 0, q: 0, x: 0 };

const salaryPaid = async () =>
  BigInt(
    (
      await sql<{ total: string }>`
        SELECT coalesce(sum(-e.amount), 0) AS total FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.merchant_id = ${beta.id} AND a.code LIKE 'house:agent_salaries:%'`.execute(
        server.db,
      )
    ).rows[0]?.total ?? '0',
  );

const walletOf = async (memberId: number) =>
  BigInt(
    (
      await sql<{ balance: string }>`
        SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts
        WHERE member_id = ${memberId}`.execute(server.db)
    ).rows[0]?.balance ?? '0',
  );

const bet = (iso: string, amount: bigint) =>
  addFigures(server.db, {
    merchantId: beta.id,
    memberId: pay.x,
    currency: beta.brand.currency,
    category: 'LOTT',
    at: new Date(iso),
    validBet: amount,
    stake: amount,
    betCount: 1,
  });

/** A manual adjustment of a BETA member's wallet: in from the house when positive, out when not. */
const adjustWallet = async (memberId: number, amount: bigint, key: string) => {
  const wallet = await openMemberWallet(server.db, beta.id, memberId, 'VND');
  const house = await openHouseAccount(server.db, beta.id, 'opening', 'VND');
  await transfer(server.db, {
    merchantId: beta.id,
    idempotencyKey: key,
    kind: 'manual_adjustment',
    currency: 'VND',
    from: amount > 0n ? house : wallet,
    to: amount > 0n ? wallet : house,
    amount: amount > 0n ? amount : -amount,
  });
};

/** A contract on BETA offered and accepted by its downline at `now`: in force from then. */
const contractInForce = async (c: {
  uplineId: number | null;
  downlineId: number;
  type: 'realTimeSalary' | 'dailySalary' | 'hourlySalary' | 'dividend';
  period: 'daily' | 'monthly' | null;
  tiers: Tier[];
  now: Date;
}) => {
  const offered = await offerContract(server.db, { merchant: beta, ...c });
  await answerRequest(server.db, {
    merchant: beta,
    memberId: c.downlineId,
    type: c.type,
    requestId: offered.requestId,
    action: 'accept',
    confirmCancelDownlines: false,
    now: c.now,
  });
};

const run = (iso: string) => runSalaryWindow(server.db, beta, 'realTimeSalary', new Date(iso));

describe('real-time salary runs', () => {
  beforeAll(async () => {
    pay.p = await addMember(beta.id, 'payp', 1, null);
    pay.q = await addMember(beta.id, 'payq', 1, pay.p);
    pay.x = await addMember(beta.id, 'payx', 0, pay.q);
    const acceptAt = new Date('2026-11-21T04:50:00.000Z');
    const realTime = { type: 'realTimeSalary', period: null, now: acceptAt } as const;
    await contractInForce({ ...realTime, uplineId: null, downlineId: pay.p, tiers: [flat('2')] });
    await contractInForce({
      ...realTime,
      uplineId: pay.p,
      downlineId: pay.q,
      tiers: [flat('1.5')],
    });
  });

  it('puts a bet settled at 04:59.999 and one at 05:00.000 in their own windows, cascaded', async () => {
    await bet('2026-11-21T04:59:59.999Z', 100_000n);
    await bet('2026-11-21T05:00:00.000Z', 200_000n);
    expect(await run('2026-11-21T04:55:00.000Z')).toMatchObject({ ran: true, total: 2_000n });
    expect(await walletOf(pay.q)).toBe(1_500n);
    expect(await walletOf(pay.p)).toBe(500n);
    expect(await run('2026-11-21T05:00:00.000Z')).toMatchObject({ ran: true, total: 4_000n });
    expect(await walletOf(pay.q)).toBe(4_500n);
    expect(await walletOf(pay.p)).toBe(1_500n);
    const lines = await sql<{
      agent_id: number;
      team_valid_bet: string;
      amount: string;
      paid: string;
    }>`
      SELECT agent_id, team_valid_bet, amount, paid FROM agent_pay_lines
      WHERE merchant_id = ${beta.id} AND window_start = '2026-11-21T05:00:00Z'
      ORDER BY agent_id`.execute(server.db);
    expect(lines.rows).toEqual([
      { agent_id: pay.p, team_valid_bet: '200000', amount: '4000', paid: '1000' },
      { agent_id: pay.q, team_valid_bet: '200000', amount: '3000', paid: '3000' },
    ]);
  });

  it('pays a window once when the job runs twice, through the job task too', async () => {
    const paid = await salaryPaid();
    expect(await run('2026-11-21T04:55:00.000Z')).toMatchObject({ ran: false });
    const tasks = agentPayTasks({
      db: server.db,
      clock: () => now,
      merchants: new MerchantDirectory(server.db),
    });
    const task = tasks[SALARY_WINDOW_TASK];
    await task?.(
      { merchantId: beta.id, type: 'realTimeSalary', windowStart: '2026-11-21T05:00:00.000Z' },
      { logger: { error: () => undefined } } as never,
    );
    expect(await salaryPaid()).toBe(paid);
  });

  it('pays a window once when two runs race', async () => {
    await bet('2026-11-21T05:05:10.000Z', 50_000n);
    const paid = await salaryPaid();
    const results = await Promise.all([
      run('2026-11-21T05:05:00.000Z'),
      run('2026-11-21T05:05:00.000Z'),
      run('2026-11-21T05:07:30.000Z'),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await salaryPaid()).toBe(paid + 1_000n);
  });

  it('pays nothing for a run killed before it committed, and once when it runs again', async () => {
    await bet('2026-11-21T05:12:00.000Z', 10_000n);
    const paid = await salaryPaid();
    await expect(
      server.db.transaction().execute(async (trx) => {
        const result = await runSalaryWindow(
          trx,
          beta,
          'realTimeSalary',
          new Date('2026-11-21T05:10:00Z'),
        );
        expect(result.ran).toBe(true);
        throw new Error('killed mid-run');
      }),
    ).rejects.toThrow('killed mid-run');
    expect(await salaryPaid()).toBe(paid);
    expect(await run('2026-11-21T05:10:00.000Z')).toMatchObject({ ran: true, total: 200n });
    expect(await salaryPaid()).toBe(paid + 200n);
  });

  it('pays a late window its own bets after a later window ran', async () => {
    await bet('2026-11-21T05:16:00.000Z', 30_000n);
    await bet('2026-11-21T05:21:00.000Z', 40_000n);
    const paid = await salaryPaid();
    expect(await run('2026-11-21T05:20:00.000Z')).toMatchObject({ ran: true, total: 800n });
    expect(await run('2026-11-21T05:15:00.000Z')).toMatchObject({ ran: true, total: 600n });
    expect(await salaryPaid()).toBe(paid + 1_400n);
  });

  it('catches up three missed windows as three keyed jobs, from the schedule time', async () => {
    // Runs reached 05:25; at 05:41 (the cron's time) 05:25, 05:30 and 05:35 are due (a minute
    // of grace after each end), 05:40 is not.
    const at = new Date('2026-11-21T05:41:00.000Z');
    // The contract's first window (04:50) was never run while later ones were (as when its job
    // failed for good, or "settle now" paid a later one first): it is still due, not lost.
    expect(
      (await dueWindows(server.db, beta, 'realTimeSalary', at)).map((d) => d.toISOString()),
    ).toEqual([
      '2026-11-21T04:50:00.000Z',
      '2026-11-21T05:25:00.000Z',
      '2026-11-21T05:30:00.000Z',
      '2026-11-21T05:35:00.000Z',
    ]);
    expect(await run('2026-11-21T04:50:00.000Z')).toMatchObject({ ran: true });
    expect(
      (await dueWindows(server.db, beta, 'realTimeSalary', at)).map((d) => d.toISOString()),
    ).toEqual(['2026-11-21T05:25:00.000Z', '2026-11-21T05:30:00.000Z', '2026-11-21T05:35:00.000Z']);
    const merchants = await new MerchantDirectory(server.db).all();
    const jobs = async () =>
      (
        await sql<{ key: string }>`
          SELECT key FROM graphile_worker.jobs
          WHERE key LIKE ${`agent-salary:${beta.id}:realTimeSalary:%`} ORDER BY key`.execute(
          server.db,
        )
      ).rows.map((r) => r.key);
    await agentPayTick(server.db, merchants, at);
    // A second tick at the same time (two instances, a retried cron) adds no job.
    const tasks = agentPayTasks({
      db: server.db,
      clock: () => new Date('2030-01-01T00:00:00Z'),
      merchants: new MerchantDirectory(server.db),
    });
    await tasks[AGENT_PAY_TICK_TASK]?.({ _cron: { ts: at.toISOString() } }, {} as never);
    expect(await jobs()).toEqual([
      `agent-salary:${beta.id}:realTimeSalary:2026-11-21T05:25:00.000Z`,
      `agent-salary:${beta.id}:realTimeSalary:2026-11-21T05:30:00.000Z`,
      `agent-salary:${beta.id}:realTimeSalary:2026-11-21T05:35:00.000Z`,
    ]);
  });

  it('shows the agent its lines and leaves the ledger balanced', async () => {
    realClock = true;
    const q = await signedInToken(server.app, 'payq', PASSWORD, BETA);
    realClock = false;
    // BETA has the agent centre's module off: the records call is refused there.
    const refused = await callApi(
      server.app,
      'agentPayRecords',
      { contractType: 'realTimeSalary' },
      { token: q, merchant: BETA },
    );
    expect(refused.code).toBe('function.not.available');
    const { rows: lines, total } = await payLinesOf(server.db, {
      merchantId: beta.id,
      agentId: pay.q,
      type: 'realTimeSalary',
      offset: 0,
      limit: 2,
    });
    // Newest first: 05:20 (40,000 x 1.5 %), then 05:15 (30,000 x 1.5 %); seven windows ran
    // (04:50, the one caught up above, and 04:55 to 05:20).
    expect(total).toBe(7);
    expect(lines.map((l) => [l.windowStart.toISOString(), l.paid])).toEqual([
      ['2026-11-21T05:20:00.000Z', 600n],
      ['2026-11-21T05:15:00.000Z', 450n],
    ]);
    const invariants = await readInvariants(server.db, { ackedRoundIds: [], openBefore: now });
    expect(invariants).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeMembers: 0,
    });
  });
});

describe('daily salary runs', () => {
  it('pay the brand day of every settled bet once, with active members counted, from 02:05 the next day', async () => {
    const acceptAt = new Date('2026-11-21T04:50:00.000Z');
    const contract = (uplineId: number | null, downlineId: number, tiers: Tier[]) =>
      contractInForce({
        uplineId,
        downlineId,
        type: 'dailySalary',
        period: null,
        tiers,
        now: acceptAt,
      });
    await contract(null, pay.p, [flat('0.5'), flat('1', 1, 100_000n)]);
    // Q's higher tier needs two active members: its team has one (X), so 0.2 % applies.
    await contract(pay.p, pay.q, [flat('0.2'), flat('0.5', 2, 0n)]);
    const day = new Date('2026-11-21T00:00:00.000Z');
    expect(
      await dueWindows(server.db, beta, 'dailySalary', new Date('2026-11-22T02:04:59Z')),
    ).toEqual([]);
    expect(
      await dueWindows(server.db, beta, 'dailySalary', new Date('2026-11-22T02:05:00Z')),
    ).toEqual([day]);
    // X's valid bets settled on 11-21: 100,000 + 200,000 + 50,000 + 10,000 + 30,000 + 40,000.
    const paid = await salaryPaid();
    expect(await runSalaryWindow(server.db, beta, 'dailySalary', day)).toMatchObject({
      ran: true,
      total: 4_300n,
    });
    expect(await runSalaryWindow(server.db, beta, 'dailySalary', day)).toMatchObject({
      ran: false,
    });
    expect(await salaryPaid()).toBe(paid + 4_300n);
    const lines = await sql<{
      agent_id: number;
      active_members: number;
      amount: string;
      paid: string;
    }>`
      SELECT agent_id, active_members, amount, paid FROM agent_pay_lines
      WHERE merchant_id = ${beta.id} AND contract_type = 'dailySalary' ORDER BY agent_id`.execute(
      server.db,
    );
    expect(lines.rows).toEqual([
      { agent_id: pay.p, active_members: 1, amount: '4300', paid: '3440' },
      { agent_id: pay.q, active_members: 1, amount: '860', paid: '860' },
    ]);
  });
});

// ------------------------------------------------------------------------------------------
// Dividends on BETA: D1 (10 %, from the platform) -> D2 (5 %) -> DX loses 800,000 on 11-22.
// ------------------------------------------------------------------------------------------

describe('dividend runs and unpaid bills', () => {
  const div = { d1: 0, d2: 0, dx: 0 };
  /** The member's freezes as `source:scope`, sorted. */
  const freezes = async (memberId: number) =>
    (
      await sql<{ f: string }>`
        SELECT source || ':' || scope AS f FROM member_freezes WHERE member_id = ${memberId}
        ORDER BY 1`.execute(server.db)
    ).rows.map((r) => r.f);
  const BILL_FREEZE = ['bill:team', 'bill:transfers', 'bill:withdrawals'];
  const bill = async () =>
    (
      await sql<{ id: number; status: string; collected: string; due_at: Date }>`
        SELECT id, status, collected, due_at FROM agent_dividend_bills
        WHERE payee_id = ${div.d2}`.execute(server.db)
    ).rows[0];

  beforeAll(async () => {
    div.d1 = await addMember(beta.id, 'divone', 1, null);
    div.d2 = await addMember(beta.id, 'divtwo', 1, div.d1);
    div.dx = await addMember(beta.id, 'divx', 0, div.d2);
    const at = new Date('2026-11-21T23:00:00.000Z');
    const contract = (uplineId: number | null, downlineId: number, rate: string) =>
      contractInForce({
        uplineId,
        downlineId,
        type: 'dividend',
        period: 'daily',
        tiers: [flat(rate)],
        now: at,
      });
    await contract(null, div.d1, '10');
    await contract(div.d1, div.d2, '5');
    await addFigures(server.db, {
      merchantId: beta.id,
      memberId: div.dx,
      currency: 'VND',
      category: 'LOTT',
      at: new Date('2026-11-22T10:00:00.000Z'),
      validBet: 1_000_000n,
      stake: 1_000_000n,
      prizes: 200_000n,
      betCount: 1,
    });
  });

  it('reads the contracts in force of its own kind and period only, as salary runs do', async () => {
    const window = dividendPeriodOf(
      'daily',
      new Date('2026-11-22T00:00:00.000Z'),
      brandTimeZone(beta.brand),
    );
    const agents = async (type: 'dividend' | 'dailySalary', period?: 'daily' | 'monthly') =>
      (await contractsInForce(server.db, beta.id, type, window, period))
        .map((c) => c.agentId)
        .filter((id) => id === div.d1 || id === div.d2);
    expect(await agents('dividend', 'daily')).toEqual([div.d1, div.d2].sort((a, b) => a - b));
    expect(await agents('dividend', 'monthly')).toEqual([]);
    expect(await agents('dailySalary')).toEqual([]);
    const before = dividendPeriodOf(
      'daily',
      new Date('2026-11-20T00:00:00.000Z'),
      brandTimeZone(beta.brand),
    );
    expect(
      (await contractsInForce(server.db, beta.id, 'dividend', before, 'daily')).filter(
        (c) => c.agentId === div.d1,
      ),
    ).toEqual([]);
  });

  it('pays the top agent its whole amount once and bills it for its downline', async () => {
    const day = new Date('2026-11-22T00:00:00.000Z');
    expect(await runDividendPeriod(server.db, beta, 'daily', day)).toEqual({
      ran: true,
      paidByPlatform: 80_000n,
      bills: 1,
    });
    expect(await runDividendPeriod(server.db, beta, 'daily', day)).toMatchObject({ ran: false });
    expect(await walletOf(div.d1)).toBe(80_000n);
    expect(await bill()).toMatchObject({ status: 'issued', collected: '0' });
    // Issued at the run's scheduled time (02:10 the next day), due 24 hours later.
    expect((await bill())?.due_at.toISOString()).toBe('2026-11-24T02:10:00.000Z');
    expect(await hasUnpaidBill(server.db, div.d1)).toBe(true);
    expect(await hasUnpaidBill(server.db, div.d2)).toBe(false);
  });

  it('freezes an upline that cannot pay, collects what it holds, the rest from its next money, then unfreezes', async () => {
    await adjustWallet(div.d1, -70_000n, 'test:div:drain');
    // Staff froze D1's withdrawals for a reason of their own: the bill must never lift that.
    await freezeScopes(server.db, {
      merchantId: beta.id,
      memberId: div.d1,
      scopes: ['withdrawals'],
      source: 'staff',
      reason: 'checking documents',
      at: new Date('2026-11-24T00:00:00.000Z'),
    });
    expect(await collectDueBills(server.db, new Date('2026-11-24T02:09:59.999Z'))).toBe(0);
    expect(await freezes(div.d1)).toEqual(['staff:withdrawals']);
    await collectDueBills(server.db, new Date('2026-11-24T02:10:00.000Z'));
    expect(await bill()).toMatchObject({ status: 'partiallyCollected', collected: '10000' });
    expect(await walletOf(div.d1)).toBe(0n);
    expect(await walletOf(div.d2)).toBe(10_000n);
    expect(await freezes(div.d1)).toEqual([...BILL_FREEZE, 'staff:withdrawals']);
    // The next money in (a deposit, a salary...) is taken at the next tick.
    await adjustWallet(div.d1, 50_000n, 'test:div:income');
    await collectDueBills(server.db, new Date('2026-11-24T02:11:00.000Z'));
    expect(await bill()).toMatchObject({ status: 'collected', collected: '40000' });
    expect(await walletOf(div.d1)).toBe(20_000n);
    expect(await walletOf(div.d2)).toBe(40_000n);
    // The bill's freeze lifted; staff's stays until staff lift it.
    expect(await freezes(div.d1)).toEqual(['staff:withdrawals']);
    await liftScopes(server.db, div.d1, 'staff');
    expect(await freezes(div.d1)).toEqual([]);
    expect(await hasUnpaidBill(server.db, div.d1)).toBe(false);
    const closed = await bill();
    await expect(
      payBill(server.db, div.d1, closed?.id ?? 0, new Date('2026-11-24T03:00:00Z')),
    ).rejects.toMatchObject({ code: 'contract.request.closed' });
    const invariants = await readInvariants(server.db, { ackedRoundIds: [], openBefore: now });
    expect(invariants).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeMembers: 0,
    });
  });
});

// ------------------------------------------------------------------------------------------
// The console's agent pay desk.
// ------------------------------------------------------------------------------------------

/** Risk staff, signed in once by the desk's tests (a TOTP code is good for one sign-in). */
let risk: SignedIn;

describe('the agent pay desk', () => {
  let content: SignedIn;
  beforeAll(async () => {
    realClock = true;
    risk = await signInStaff(server.app, 'risk', new Date());
    content = await signInStaff(server.app, 'content', new Date());
    realClock = false;
    now = new Date('2026-11-25T12:00:00.000Z');
  });

  const settleNow = async (windowStart: string, as = risk) =>
    (
      await callStaff(
        server.app,
        'agentPaySettleNow',
        { merchantCode: BETA, contractType: 'realTimeSalary', windowStart },
        { as },
      )
    ).response;

  it('queues a closed window under the schedule key, says when it already ran, refuses an open one', async () => {
    const fresh = await settleNow('2026-11-21T05:40:00.000Z');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<{ value: unknown }>().value).toEqual({
      windowStart: '2026-11-21T05:40:00.000Z',
      alreadyRun: false,
    });
    const keys = await sql<{ n: string }>`
      SELECT count(*) AS n FROM graphile_worker.jobs
      WHERE key = ${`agent-salary:${beta.id}:realTimeSalary:2026-11-21T05:40:00.000Z`}`.execute(
      server.db,
    );
    expect(keys.rows[0]?.n).toBe('1');
    // Twice is still one job; a window that ran says so and cannot pay again.
    expect((await settleNow('2026-11-21T05:40:00.000Z')).statusCode).toBe(200);
    expect((await settleNow('2026-11-21T05:02:00.000Z')).json<{ value: unknown }>().value).toEqual({
      windowStart: '2026-11-21T05:00:00.000Z',
      alreadyRun: true,
    });
    expect(staffCodeOf(await settleNow('2026-11-25T11:58:00.000Z'))).toBe('request_param_err');
    expect((await settleNow('2026-11-21T05:40:00.000Z', content)).statusCode).toBe(403);
    const audited = await sql<{ n: string }>`
      SELECT count(*) AS n FROM staff_audit WHERE action = 'agentPay.settleNow'`.execute(server.db);
    expect(Number(audited.rows[0]?.n)).toBe(3);
  });

  it('settles a closed dividend period under the schedule key, twice paying once', async () => {
    // A period the contract may refuse is sent as it is (hence the cast).
    const settleDividend = async (period: string | undefined, windowStart: string) =>
      (
        await callStaff(
          server.app,
          'agentPaySettleNow',
          {
            merchantCode: BETA,
            contractType: 'dividend',
            windowStart,
            ...(period === undefined ? {} : { period }),
          } as StaffCallInput<'agentPaySettleNow'>,
          { as: risk },
        )
      ).response;
    const key = `agent-dividend:${beta.id}:semimonthly:2026-11-01T00:00:00.000Z`;
    const jobsOf = async () =>
      (
        await sql<{ payload: unknown }>`
          SELECT j.payload FROM graphile_worker._private_jobs AS j
          WHERE j.key = ${key}`.execute(server.db)
      ).rows;
    // The first half of November closed on the 16th (its run due at 02:10 that day).
    const first = await settleDividend('semimonthly', '2026-11-09T08:00:00.000Z');
    expect(first.statusCode, first.body).toBe(200);
    expect(answerOf(first)).toEqual({ windowStart: '2026-11-01T00:00:00.000Z', alreadyRun: false });
    expect(answerOf(await settleDividend('semimonthly', '2026-11-01T00:00:00.000Z'))).toEqual({
      windowStart: '2026-11-01T00:00:00.000Z',
      alreadyRun: false,
    });
    const jobs = await jobsOf();
    expect(jobs).toHaveLength(1);
    // The queued job runs twice (a repeat, a second worker): one run, one payment at most.
    const tasks = agentPayTasks({
      db: server.db,
      clock: () => now,
      merchants: new MerchantDirectory(server.db),
    });
    const helpers = { logger: { error: () => undefined } } as never;
    await tasks['agent-dividend-period']?.(jobs[0]?.payload, helpers);
    await tasks['agent-dividend-period']?.(jobs[0]?.payload, helpers);
    const runs = await sql<{ n: string }>`
      SELECT count(*) AS n FROM agent_pay_runs
      WHERE merchant_id = ${beta.id} AND contract_type = 'dividend:semimonthly'
        AND window_start = '2026-11-01T00:00:00.000Z'`.execute(server.db);
    expect(runs.rows[0]?.n).toBe('1');
    // The daily period the schedule already paid says so and pays nothing more.
    expect(answerOf(await settleDividend('daily', '2026-11-22T12:00:00.000Z'))).toEqual({
      windowStart: '2026-11-22T00:00:00.000Z',
      alreadyRun: true,
    });
    // November is not over on the 25th; a dividend without its period is refused.
    expect(staffCodeOf(await settleDividend('monthly', '2026-11-01T00:00:00.000Z'))).toBe(
      'request_param_err',
    );
    expect(staffCodeOf(await settleDividend(undefined, '2026-11-01T00:00:00.000Z'))).toBe(
      'request_param_err',
    );
    const invariants = await readInvariants(server.db, { ackedRoundIds: [], openBefore: now });
    expect(invariants).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });

  it('lists the runs and bills, and cancels an open bill with a reason', async () => {
    const runs = (await callStaff(server.app, 'agentPayRuns', { merchantCode: BETA }, { as: risk }))
      .response;
    expect(runs.statusCode, runs.body).toBe(200);
    // Read through the contract's schemas: wire money in the brand's currency (VND, whole dong).
    const runRows = v.parse(
      v.array(staffAgentRunSchema),
      runs.json<{ value: { content: unknown } }>().value.content,
    );
    expect(runRows.map((r) => r.runType)).toContain('dividend:daily');
    expect(runRows.find((r) => r.runType === 'dividend:daily')).toMatchObject({
      currency: 'VND',
      total: '80000',
    });
    // The run's lines: the top agent paid by the platform through the run's movement, its
    // downline's amount owed by it (a bill), nothing paid by the run.
    // A run type the contract refuses ('dividend:yearly') is sent as it is.
    const linesOf = async (runType: string, as = risk) =>
      (
        await callStaff(
          server.app,
          'agentPayRunLines',
          {
            merchantCode: BETA,
            runType,
            windowStart: '2026-11-22T00:00:00.000Z',
          } as StaffCallInput<'agentPayRunLines'>,
          { as },
        )
      ).response;
    const lines = await linesOf('dividend:daily');
    expect(lines.statusCode, lines.body).toBe(200);
    const movement = await sql<{ id: string }>`
      SELECT transaction_id::text AS id FROM agent_pay_runs WHERE merchant_id = ${beta.id}
        AND contract_type = 'dividend:daily' AND window_start = '2026-11-22T00:00:00.000Z'`.execute(
      server.db,
    );
    expect(movement.rows[0]?.id).toBeTruthy();
    const page = lines.json<{ value: { content: unknown; totalPages: number } }>().value;
    expect(page.totalPages).toBe(1);
    expect(v.parse(v.array(staffAgentRunLineSchema), page.content)).toEqual([
      {
        agentId: expect.any(Number),
        agentAccount: 'divone',
        contractId: expect.any(Number),
        payerAccount: null,
        currency: 'VND',
        base: '800000',
        activeMembers: 1,
        rate: '10',
        amount: '80000',
        paid: '80000',
        movementId: movement.rows[0]?.id,
      },
      {
        agentId: expect.any(Number),
        agentAccount: 'divtwo',
        contractId: expect.any(Number),
        payerAccount: 'divone',
        currency: 'VND',
        base: '800000',
        activeMembers: 1,
        rate: '5',
        amount: '40000',
        paid: '0',
        movementId: null,
      },
    ]);
    // Another run type of that window has no lines; a bad type or a role without pay is refused.
    expect(answerOf<{ content: unknown[] }>(await linesOf('dividend:weekly')).content).toEqual([]);
    expect(staffCodeOf(await linesOf('dividend:yearly'))).toBe('request_param_err');
    expect((await linesOf('dividend:daily', content)).statusCode).toBe(403);
    const bills = (
      await callStaff(server.app, 'agentPayBills', { merchantCode: BETA }, { as: risk })
    ).response;
    const [first] = v.parse(
      v.array(staffDividendBillSchema),
      bills.json<{ value: { content: unknown } }>().value.content,
    );
    expect(first).toMatchObject({ status: 'collected', currency: 'VND' });
    expect(first?.collected).toBe(first?.amount);
    const closed = (
      await callStaff(
        server.app,
        'agentPayBillCancel',
        { billId: first?.billId ?? 0, reason: 'paid outside' },
        { as: risk },
      )
    ).response;
    expect(staffCodeOf(closed)).toBe('contract.request.closed');
  });

  it('answers fuzzed desk requests with a catalogue code, never a 5xx', async () => {
    const entries = () => ledgerRows(server.db);
    const before = await entries();
    const body = fc.oneof(
      fc.record(
        {
          merchantCode: fc.constantFrom(BETA, ALPHA, 'NOPE', ''),
          agentId: fc.oneof(fc.integer({ min: -1, max: 100 }), fc.string()),
          memberId: fc.oneof(fc.integer({ min: -1, max: 100 }), fc.string()),
          billId: fc.oneof(fc.integer({ min: -1, max: 100 }), fc.string()),
          contractType: fc.constantFrom('dailySalary', 'dividend', 'x'),
          runType: fc.constantFrom('dividend:daily', 'dailySalary', 'x'),
          windowStart: fc.oneof(fc.constant('2026-11-21T05:00:00.000Z'), fc.string()),
          reason: fc.string(),
          frozen: fc.oneof(fc.boolean(), fc.string()),
          scope: fc.constantFrom('team', 'withdrawals', 'transfers', 'x'),
          tiers: fc.array(
            fc.record({
              rate: fc.string(),
              activeMembers: fc.integer(),
              periodValidBet: fc.string(),
            }),
            { maxLength: 2 },
          ),
        },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 2 }),
    );
    // Raw on purpose: fuzzed bodies of any shape, sent to each desk path as they are.
    const desk = [
      ['POST', '/staff/agent-pay/contracts/offer'],
      ['GET', '/staff/agent-pay/runs'],
      ['GET', '/staff/agent-pay/runs/lines'],
      ['GET', '/staff/agent-pay/bills'],
      ['POST', '/staff/agent-pay/settle-now'],
      ['POST', '/staff/agent-pay/bills/cancel'],
      ['POST', '/staff/agent-pay/freeze'],
      ['GET', '/staff/agent-pay/freezes'],
    ] as const;
    await fuzzStaffPaths(server.app, risk, desk, body, 15);
    expect(await entries()).toBe(before);
  }, 120_000);

  it('freezes and unfreezes an agent by scope with a reason, audited, never lifting a bill freeze', async () => {
    const freeze = async (
      scope: StaffCallInput<'agentPayFreeze'>['scope'],
      frozen: boolean,
      as = risk,
    ) =>
      (
        await callStaff(
          server.app,
          'agentPayFreeze',
          { merchantCode: BETA, memberId: pay.p, scope, frozen, reason: `why ${scope}` },
          { as },
        )
      ).response;
    const scopesOf = (response: LightMyRequestResponse) =>
      response
        .json<{ value: { scopes: { scope: string; staff: unknown; bill: unknown }[] } }>()
        .value.scopes.map((s) => `${s.scope}:${s.staff ? 'staff' : '-'}:${s.bill ? 'bill' : '-'}`);
    expect((await freeze('withdrawals', true, content)).statusCode).toBe(403);
    const frozen = await freeze('withdrawals', true);
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(scopesOf(frozen)).toEqual(['team:-:-', 'withdrawals:staff:-', 'transfers:-:-']);
    expect(
      frozen.json<{ value: { scopes: { staff: { reason: string } | null }[] } }>().value.scopes[1]
        ?.staff?.reason,
    ).toBe('why withdrawals');
    // The member policy reads the scope: P cannot withdraw but may still transfer.
    const policyFrozen = await sql<{ scope: string }>`
      SELECT scope FROM member_freezes WHERE member_id = ${pay.p}`.execute(server.db);
    expect(policyFrozen.rows.map((r) => r.scope)).toEqual(['withdrawals']);
    expect(scopesOf(await freeze('team', true))).toEqual([
      'team:staff:-',
      'withdrawals:staff:-',
      'transfers:-:-',
    ]);
    // An unpaid bill froze P as well: staff lifting their freeze leaves the bill's in force.
    await freezeScopes(server.db, {
      merchantId: beta.id,
      memberId: pay.p,
      scopes: ['team', 'withdrawals', 'transfers'],
      source: 'bill',
      at: now,
    });
    expect(scopesOf(await freeze('team', false))).toEqual([
      'team:-:bill',
      'withdrawals:staff:bill',
      'transfers:-:bill',
    ]);
    await liftScopes(server.db, pay.p, 'bill');
    const read = (
      await callStaff(
        server.app,
        'agentPayFreezes',
        { merchantCode: BETA, memberId: pay.p },
        { as: risk },
      )
    ).response;
    expect(read.statusCode, read.body).toBe(200);
    expect(scopesOf(read)).toEqual(['team:-:-', 'withdrawals:staff:-', 'transfers:-:-']);
    expect(scopesOf(await freeze('withdrawals', false))).toEqual([
      'team:-:-',
      'withdrawals:-:-',
      'transfers:-:-',
    ]);
    const audited = await sql<{ action: string; after: { scope: string; reason: string } }>`
      SELECT action, after FROM staff_audit
      WHERE action IN ('agentPay.freeze', 'agentPay.unfreeze') ORDER BY id`.execute(server.db);
    expect(audited.rows.map((r) => [r.action, r.after.scope, r.after.reason])).toEqual([
      ['agentPay.freeze', 'withdrawals', 'why withdrawals'],
      ['agentPay.freeze', 'team', 'why team'],
      ['agentPay.unfreeze', 'team', 'why team'],
      ['agentPay.unfreeze', 'withdrawals', 'why withdrawals'],
    ]);
    const outside = (
      await callStaff(
        server.app,
        'agentPayFreezes',
        { merchantCode: BETA, memberId: 999999 },
        { as: risk },
      )
    ).response;
    expect(staffCodeOf(outside)).toBe('not.found');
  });
});

// ------------------------------------------------------------------------------------------
// Paths of their own on BETA: U1 (10 %, from the platform) -> U2 (5 %) -> UX loses; H holds an
// hourly salary from the platform over HX; M a monthly dividend.
// ------------------------------------------------------------------------------------------

describe('bills, hourly salary and dividend scheduling', () => {
  const u = { one: 0, two: 0, x: 0, h: 0, hx: 0, m: 0 };
  const uTokens = { one: '' };
  let owner: SignedIn;
  const inForce = new Date('2026-11-25T23:00:00.000Z');
  const billOf = async (period: string) =>
    (
      await sql<{ id: number; status: string; collected: string; cancel_reason: string | null }>`
        SELECT id, status, collected, cancel_reason FROM agent_dividend_bills
        WHERE payee_id = ${u.two} AND period_start = ${period}::timestamptz`.execute(server.db)
    ).rows[0];
  const freezesOf = async (memberId: number) =>
    (
      await sql<{ f: string }>`
        SELECT source || ':' || scope AS f FROM member_freezes WHERE member_id = ${memberId}
        ORDER BY 1`.execute(server.db)
    ).rows.map((r) => r.f);
  const platformContract = async (
    downlineId: number,
    uplineId: number | null,
    type: 'dividend' | 'hourlySalary',
    rate: string,
    period: 'daily' | 'monthly' | null = null,
  ) => contractInForce({ uplineId, downlineId, type, period, tiers: [flat(rate)], now: inForce });
  const loses = (memberId: number, iso: string) =>
    addFigures(server.db, {
      merchantId: beta.id,
      memberId,
      currency: 'VND',
      category: 'LOTT',
      at: new Date(iso),
      validBet: 1_000_000n,
      stake: 1_000_000n,
      prizes: 200_000n,
      betCount: 1,
    });

  beforeAll(async () => {
    u.one = await addMember(beta.id, 'billone', 1, null);
    u.two = await addMember(beta.id, 'billtwo', 1, u.one);
    u.x = await addMember(beta.id, 'billx', 0, u.two);
    u.h = await addMember(beta.id, 'hourone', 1, null);
    u.hx = await addMember(beta.id, 'hourx', 0, u.h);
    u.m = await addMember(beta.id, 'monthone', 1, null);
    await platformContract(u.one, null, 'dividend', '10', 'daily');
    await platformContract(u.two, u.one, 'dividend', '5', 'daily');
    await platformContract(u.h, null, 'hourlySalary', '1');
    await platformContract(u.m, null, 'dividend', '10', 'monthly');
    realClock = true;
    uTokens.one = await signedInToken(server.app, 'billone', PASSWORD, BETA);
    owner = await signInStaff(server.app, 'owner', new Date());
    realClock = false;
  }, 120_000);

  it('refuses the upline a transfer while it owes a bill, then lets it pay the bill itself', async () => {
    await loses(u.x, '2026-11-26T10:00:00.000Z');
    expect(
      await runDividendPeriod(server.db, beta, 'daily', new Date('2026-11-26T00:00:00Z')),
    ).toMatchObject({ ran: true, bills: 1 });
    // The platform paid U1 its whole 10 % of the 800,000 loss; U1 owes U2 its 5 %.
    expect(await walletOf(u.one)).toBe(80_000n);
    // A sealed call: its timestamp is checked against the real clock.
    realClock = true;
    const refused = await callApi(
      server.app,
      'agentTransfer',
      {
        toMemberId: u.x,
        amount: '1000',
        paymentPassword: '246810',
        clientId: `bill-${u.one}-transfer`,
      },
      { token: uTokens.one, merchant: BETA },
    );
    realClock = false;
    expect([refused.response.statusCode, refused.code]).toEqual([403, 'agent.bill.unpaid']);
    expect(await walletOf(u.one)).toBe(80_000n);
    expect(await walletOf(u.x)).toBe(0n);

    // U1 pays from the agent centre before the grace ends (what payDividendBill calls).
    const bill = await billOf('2026-11-26T00:00:00Z');
    expect(bill).toMatchObject({ status: 'issued', collected: '0' });
    const paidAt = new Date('2026-11-27T10:00:00.000Z');
    expect(await payBill(server.db, u.one, bill?.id ?? 0, paidAt)).toEqual({
      billId: bill?.id,
      status: 'paid',
    });
    // Only the payer pays its own bill: the payee, or anyone else, is told it does not exist.
    await expect(payBill(server.db, u.two, bill?.id ?? 0, paidAt)).rejects.toMatchObject({
      code: 'not.found',
    });
    expect(await billOf('2026-11-26T00:00:00Z')).toMatchObject({
      status: 'paid',
      collected: '40000',
    });
    expect([await walletOf(u.one), await walletOf(u.two)]).toEqual([40_000n, 40_000n]);
    expect(await hasUnpaidBill(server.db, u.one)).toBe(false);
    expect(await freezesOf(u.one)).toEqual([]);
    // Paid once: the same bill again changes nothing.
    await expect(payBill(server.db, u.one, bill?.id ?? 0, paidAt)).rejects.toMatchObject({
      code: 'contract.request.closed',
    });
    expect([await walletOf(u.one), await walletOf(u.two)]).toEqual([40_000n, 40_000n]);
  });

  it("lets staff cancel an open bill with a reason: the collected part stays, the bill's freeze lifts, staff's stays", async () => {
    await loses(u.x, '2026-11-27T10:00:00.000Z');
    await runDividendPeriod(server.db, beta, 'daily', new Date('2026-11-27T00:00:00Z'));
    // U1 holds 40,000 + 80,000 from the platform and spends all but 10,000 before the grace ends.
    await adjustWallet(u.one, -110_000n, 'test:bill:spend');
    await collectDueBills(server.db, new Date('2026-11-29T02:10:00.000Z'));
    const bill = await billOf('2026-11-27T00:00:00Z');
    expect(bill).toMatchObject({ status: 'partiallyCollected', collected: '10000' });
    await freezeScopes(server.db, {
      merchantId: beta.id,
      memberId: u.one,
      scopes: ['transfers'],
      source: 'staff',
      reason: 'chargeback',
      at: new Date('2026-11-29T03:00:00.000Z'),
    });
    expect(await freezesOf(u.one)).toEqual([
      'bill:team',
      'bill:transfers',
      'bill:withdrawals',
      'staff:transfers',
    ]);
    // Staff calls run on the real clock (the session's idle time is counted on it).
    const cancel = async (as: SignedIn, reason: string) => {
      realClock = true;
      try {
        return (
          await callStaff(
            server.app,
            'agentPayBillCancel',
            { billId: bill?.id ?? 0, reason },
            { as },
          )
        ).response;
      } finally {
        realClock = false;
      }
    };
    const cancelled = await cancel(owner, 'settled in person');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ value: unknown }>().value).toEqual({
      billId: bill?.id,
      status: 'cancelled',
    });
    expect(await billOf('2026-11-27T00:00:00Z')).toMatchObject({
      status: 'cancelled',
      collected: '10000',
      cancel_reason: 'settled in person',
    });
    // U2 keeps the 10,000 collected (40,000 before): nothing moved back.
    expect(await walletOf(u.two)).toBe(50_000n);
    expect(await freezesOf(u.one)).toEqual(['staff:transfers']);
    expect(await hasUnpaidBill(server.db, u.one)).toBe(false);
    const audit = await sql<{ after: { reason: string } }>`
      SELECT after FROM staff_audit WHERE action = 'agentPay.billCancel'
        AND target_id = ${String(bill?.id)}`.execute(server.db);
    expect(audit.rows.map((r) => r.after.reason)).toEqual(['settled in person']);
    expect(staffCodeOf(await cancel(owner, 'twice'))).toBe('contract.request.closed');
    await liftScopes(server.db, u.one, 'staff');
  });

  it('pays an hourly salary per brand hour once, due at :05 of the next hour', async () => {
    const hourly = (iso: string) => runSalaryWindow(server.db, beta, 'hourlySalary', new Date(iso));
    const play = (iso: string, amount: bigint) =>
      addFigures(server.db, {
        merchantId: beta.id,
        memberId: u.hx,
        currency: 'VND',
        category: 'LOTT',
        at: new Date(iso),
        validBet: amount,
        stake: amount,
        betCount: 1,
      });
    await play('2026-11-26T10:00:00.000Z', 100_000n);
    await play('2026-11-26T10:59:59.999Z', 50_000n);
    await play('2026-11-26T11:00:00.000Z', 70_000n);
    const due = async (iso: string) =>
      (await dueWindows(server.db, beta, 'hourlySalary', new Date(iso))).map((d) =>
        d.toISOString(),
      );
    expect(await due('2026-11-26T11:04:59.999Z')).not.toContain('2026-11-26T10:00:00.000Z');
    expect(await due('2026-11-26T11:05:00.000Z')).toContain('2026-11-26T10:00:00.000Z');
    expect(await due('2026-11-26T11:05:00.000Z')).not.toContain('2026-11-26T11:00:00.000Z');
    const paid = await salaryPaid();
    expect(await hourly('2026-11-26T10:00:00.000Z')).toEqual({
      ran: true,
      total: 1_500n,
      lines: 1,
    });
    expect(await hourly('2026-11-26T10:30:00.000Z')).toMatchObject({ ran: false });
    expect(await hourly('2026-11-26T11:00:00.000Z')).toEqual({ ran: true, total: 700n, lines: 1 });
    expect(await salaryPaid()).toBe(paid + 2_200n);
    expect(await walletOf(u.h)).toBe(2_200n);
    const page = await payLinesOf(server.db, {
      merchantId: beta.id,
      agentId: u.h,
      type: 'hourlySalary',
      offset: 0,
      limit: 2,
    });
    expect(page.rows.map((l) => [l.windowStart.toISOString(), l.teamValidBet, l.amount])).toEqual([
      ['2026-11-26T11:00:00.000Z', 70_000n, 700n],
      ['2026-11-26T10:00:00.000Z', 150_000n, 1_500n],
    ]);
  });

  it('schedules a monthly dividend for the month just ended at 02:10 of its next day, keyed by it', async () => {
    const key = `agent-dividend:${beta.id}:monthly:2026-11-01T00:00:00.000Z`;
    const jobs = async () =>
      (
        await sql<{ key: string; task: string; payload: { period: string; periodStart: string } }>`
          SELECT j.key, t.identifier AS task, j.payload FROM graphile_worker._private_jobs AS j
          JOIN graphile_worker._private_tasks AS t ON t.id = j.task_id
          WHERE j.key LIKE ${`agent-dividend:${beta.id}:monthly:%`} ORDER BY j.key`.execute(
          server.db,
        )
      ).rows;
    await agentPayTick(server.db, [beta], new Date('2026-12-01T02:09:59.999Z'));
    expect(await jobs()).toEqual([]);
    await agentPayTick(server.db, [beta], new Date('2026-12-01T02:10:00.000Z'));
    await agentPayTick(server.db, [beta], new Date('2026-12-01T02:11:00.000Z'));
    expect(await jobs()).toEqual([
      {
        key,
        task: 'agent-dividend-period',
        payload: expect.objectContaining({
          period: 'monthly',
          periodStart: '2026-11-01T00:00:00.000Z',
        }),
      },
    ]);
    // The job runs the period it names: November, once.
    const tasks = agentPayTasks({
      db: server.db,
      clock: () => now,
      merchants: new MerchantDirectory(server.db),
    });
    const job = (await jobs())[0];
    await tasks['agent-dividend-period']?.(job?.payload, {
      logger: { error: () => undefined },
    } as never);
    const runs = await sql<{ window_start: Date; window_end: Date }>`
      SELECT window_start, window_end FROM agent_pay_runs
      WHERE merchant_id = ${beta.id} AND contract_type = 'dividend:monthly'`.execute(server.db);
    expect(runs.rows).toEqual([
      {
        window_start: new Date('2026-11-01T00:00:00.000Z'),
        window_end: new Date('2026-12-01T00:00:00.000Z'),
      },
    ]);
  });
});
