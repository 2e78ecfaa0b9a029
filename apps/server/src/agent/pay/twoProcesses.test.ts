import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandTimeZone } from '@portal/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, createTestDatabase, TEST_SECRETS_KEY } from '../../../test/harness.ts';
import { unbalancedTransactions } from '../../../test/lotteryHarness.ts';
import { type ServerProcess, spawnServer } from '../../../test/serverProcess.ts';
import { addFigures } from '../../activity/figures.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { addJob } from '../../jobs/jobQueue.ts';
import { memberWalletBalance } from '../../ledger/ledger.ts';
import { type Merchant, MerchantDirectory } from '../../system/merchants.ts';
import { answerRequest, offerContract } from './contracts.ts';
import { enqueueSalaryWindow, SALARY_WINDOW_TASK, salaryJobKey, windowOf } from './salaryRun.ts';
import { rateToMillionths, type Tier } from './tiers.ts';

/**
 * Issue 24's acceptance, "each window paid once when the job runs ... concurrently on two
 * server processes": two real server processes (`node src/main.ts`) on ONE database, each
 * with its own graphile-worker runner, take jobs of the same daily salary window at the same
 * time. The test holds the run's lock until jobs of that window wait on it in MORE backends
 * than one process can run at once (each runs two jobs at a time), so both processes are
 * inside the same window's run together; then it lets them go and reads the database: one
 * run, one movement, each agent paid its cascaded share once, the ledger balanced.
 */

const JOBS = 6;
/** graphile-worker's jobs at once per process (jobQueue.ts' default, which main.ts keeps). */
const PER_PROCESS = 2;

let database: { url: string; drop(): Promise<void> } | undefined;
let db: Db | undefined;
let holder: pg.Client | undefined;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

const startProcess = async (databaseUrl: string): Promise<ServerProcess> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-agent-pay-two-'));
  dataDirs.push(dataDir);
  const server = spawnServer(dataDir, {
    env: {
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: TEST_SECRETS_KEY.toString('base64'),
      METRICS_ADDRESS: 'off',
    },
  });
  servers.push(server);
  await server.ready;
  return server;
};

const stopProcess = (server: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('close', () => resolve());
    server.child.kill('SIGTERM');
  });

afterAll(async () => {
  await holder?.end();
  await Promise.all(servers.map(stopProcess));
  await db?.destroy();
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails with `what` if it never does within `ms`. */
const until = async (what: string, ms: number, check: () => Promise<boolean>) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
};

const flat = (rate: string): Tier => ({
  rateMillionths: rateToMillionths(rate),
  activeMembers: 0,
  validBet: 0n,
  teamLoss: 0n,
});

let merchant: Merchant;
const team = { top: 0, sub: 0, player: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  // The first process migrates and seeds the empty database; the second finds it ready.
  await startProcess(database.url);
  await startProcess(database.url);
  db = openDatabase(database.url, 2);
  const found = (await new MerchantDirectory(db).all()).find((m) => m.merchantCode === ALPHA);
  if (!found) throw new Error('no ALPHA');
  merchant = found;
}, 180_000);

const addMember = async (username: string, type: number, uplineId: number | null) =>
  (
    await (db as Db)
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username,
        password_hash: 'not-for-sign-in',
        type,
        upline_id: uplineId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A daily salary contract offered and accepted before the window: in force for it. */
const contractInForce = async (uplineId: number | null, downlineId: number, rate: string) => {
  const now = new Date('2026-11-19T00:00:00.000Z');
  const offered = await offerContract(db as Db, {
    merchant,
    uplineId,
    downlineId,
    type: 'dailySalary',
    period: null,
    tiers: [flat(rate)],
    now,
  });
  await answerRequest(db as Db, {
    merchant,
    memberId: downlineId,
    type: 'dailySalary',
    requestId: offered.requestId,
    action: 'accept',
    confirmCancelDownlines: false,
    now,
  });
};

describe('agent pay on two server processes', () => {
  it('pays a window once when both processes run its job at the same time', {
    timeout: 120_000,
  }, async () => {
    const handle = db as Db;
    const { currency } = merchant.brand;
    const window = windowOf(
      'dailySalary',
      new Date('2026-11-20T12:00:00.000Z'),
      brandTimeZone(merchant.brand),
    );
    const key = salaryJobKey(merchant.id, 'dailySalary', window.start);

    // The run's own lock (salaryRun.ts claimPayRun), held from a session of the test's: every
    // run of the window, whichever process and job it is, waits behind it.
    // Kept for afterAll only once connected: ending it there is then a plain close that may fail loudly.
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    holder = client;
    const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
      .rows[0]?.pid;
    await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);

    // top (2 %) -> sub (1.5 %) -> player, who bet 10,000.00 that day.
    team.top = await addMember('paytop', 1, null);
    team.sub = await addMember('paysub', 1, team.top);
    team.player = await addMember('payplayer', 0, team.sub);
    await contractInForce(null, team.top, '2');
    await contractInForce(team.top, team.sub, '1.5');
    await addFigures(handle, {
      merchantId: merchant.id,
      memberId: team.player,
      currency,
      category: 'LOTT',
      at: new Date(window.start.getTime() + 60 * 60_000),
      validBet: 1_000_000n,
      stake: 1_000_000n,
      betCount: 1,
    });
    const before = {
      top: await memberWalletBalance(handle, merchant.id, team.top, currency),
      sub: await memberWalletBalance(handle, merchant.id, team.sub, currency),
    };

    // The schedule's keyed job, and copies of it without the key (a job retried while its
    // first attempt still runs, a second queue write): more than one process can take at once.
    const payload = {
      merchantId: merchant.id,
      type: 'dailySalary',
      windowStart: window.start.toISOString(),
    };
    await enqueueSalaryWindow(handle, merchant.id, 'dailySalary', window.start);
    for (let i = 1; i < JOBS; i++) {
      await addJob(handle, SALARY_WINDOW_TASK, payload, { maxAttempts: 3 });
    }

    // Both processes are inside the window's run: more runs wait than one process can hold.
    const waiting = async () =>
      Number(
        (
          await sql<{ n: string }>`
            SELECT count(*) AS n FROM pg_stat_activity
            WHERE ${holderPid ?? 0}::int = ANY(pg_blocking_pids(pid))`.execute(handle)
        ).rows[0]?.n,
      );
    await until('runs of the window in both processes', 60_000, async () => {
      return (await waiting()) > PER_PROCESS;
    });
    await holder.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);

    await until('every job of the window to finish', 60_000, async () => {
      const left = await sql<{ n: string }>`
        SELECT count(*) AS n FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = ${SALARY_WINDOW_TASK}
          AND j.payload->>'windowStart' = ${window.start.toISOString()}`.execute(handle);
      return left.rows[0]?.n === '0';
    });

    const runs = await sql<{ total: string }>`
      SELECT total::text FROM agent_pay_runs WHERE merchant_id = ${merchant.id}
        AND contract_type = 'dailySalary' AND window_start = ${window.start}`.execute(handle);
    expect(runs.rows).toEqual([{ total: '20000' }]);
    const movements = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_transactions
      WHERE merchant_id = ${merchant.id} AND idempotency_key = ${key}`.execute(handle);
    expect(movements.rows[0]?.n).toBe('1');
    // The cascade by difference, once: sub 1.5 % of the team's bet, top 2 % less that.
    expect((await memberWalletBalance(handle, merchant.id, team.sub, currency)) - before.sub).toBe(
      15_000n,
    );
    expect((await memberWalletBalance(handle, merchant.id, team.top, currency)) - before.top).toBe(
      5_000n,
    );
    expect(await unbalancedTransactions(handle)).toBe(0);
  });
});
