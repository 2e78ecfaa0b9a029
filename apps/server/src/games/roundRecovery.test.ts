import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { addJob, startJobRunner } from '../jobs/jobQueue.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import {
  recoverRound,
  roundRecoveryTasks,
  scheduleRoundRecovery,
  staleRounds,
  startRoundRecovery,
} from './roundRecovery.ts';
import { bet, type RoundKey, settle } from './seamlessWallet.ts';

let db: Db;
let merchantId: number;
let memberId: number;
let nodeId: number;
const currency = 'CNY';

const server = useTestServer({ jobs: false }, { db: 8 });
beforeAll(async () => {
  // The server's own runner stays off: each test runs the jobs it means to.
  db = server.db;
  merchantId = await merchantIdOf(db, ALPHA);
  memberId = (
    await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  nodeId = (
    await db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow()
  ).id;
});

const balance = () => memberWalletBalance(db, merchantId, memberId, currency);

/** A round whose bet committed and whose settlement never came: the crash case. */
const openRound = async (created = new Date()): Promise<RoundKey> => {
  const key: RoundKey = { merchantId, currency, vassalage: 'DEMO', transactionId: randomUUID() };
  await bet(db, {
    ...key,
    memberId,
    trialTypes: DEFAULT_TRIAL_TYPES,
    nodeId,
    amount: 500n,
    now: created,
  });
  return key;
};

const roundOf = (key: RoundKey) =>
  db
    .selectFrom('vendor_rounds')
    .select(['status'])
    .where('merchant_id', '=', key.merchantId)
    .where('vassalage', '=', key.vassalage)
    .where('transaction_id', '=', key.transactionId)
    .executeTakeFirstOrThrow();

const movements = async (key: RoundKey, step: 'bet' | 'settle' | 'rollback') =>
  (
    await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', `vendor:${key.vassalage}:${step}:${key.transactionId}`)
      .execute()
  ).length;

/**
 * Pending jobs for the round, read from the queue's own table (its public view leaves out the
 * payload), so a job added without the round's key counts too.
 */
const jobsFor = async (key: RoundKey) => {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM graphile_worker._private_jobs AS j
    JOIN graphile_worker._private_tasks AS t ON t.id = j.task_id
    WHERE t.identifier = 'round-recovery' AND j.payload->>'transactionId' = ${key.transactionId}
  `.execute(db);
  return Number(rows[0]?.n);
};

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

describe('round recovery', () => {
  it('closes a round left open by the sweep chain a server start begins, and keeps one sweep pending', async () => {
    const before = await balance();
    const key = await openRound();
    expect((await roundOf(key)).status).toBe('open');
    const runner = await startJobRunner(
      server.databaseUrl,
      roundRecoveryTasks({ db, clock: () => new Date(), windowMs: 1_000 }),
      { pollIntervalMs: 100 },
    );
    try {
      await startRoundRecovery(db);
      expect(await waitFor(async () => (await roundOf(key)).status !== 'open', 15_000)).toBe(true);
      const { rows } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = 'round-recovery-sweep'
      `.execute(db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await runner.stop();
    }
    expect((await roundOf(key)).status).toBe('rolledback');
    expect(await movements(key, 'rollback')).toBe(1);
    expect(await balance()).toBe(before);
  });

  it('closes an open round once, and returns the stake once, when two recoveries race', async () => {
    const before = await balance();
    const key = await openRound();
    expect(await balance()).toBe(before - 500n);
    const results = await Promise.all([
      recoverRound(db, key, new Date()),
      recoverRound(db, key, new Date()),
      recoverRound(db, key, new Date()),
    ]);
    expect(results.filter((r) => r === 'rolled back')).toHaveLength(1);
    expect(results.filter((r) => r === 'already closed')).toHaveLength(2);
    // The sweep afterwards finds nothing left to do.
    expect(await staleRounds(db, new Date(Date.now() + 1_000))).not.toContainEqual({
      merchantId,
      vassalage: 'DEMO',
      transactionId: key.transactionId,
    });
    expect((await roundOf(key)).status).toBe('rolledback');
    expect(await movements(key, 'rollback')).toBe(1);
    expect(await movements(key, 'settle')).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('runs the job on the queue when it is due, twice at once, and the round closes once', async () => {
    const before = await balance();
    const key = await openRound();
    await scheduleRoundRecovery(db, key, new Date(Date.now() + 500));
    // A second job for the same round without the round's key, so both run, possibly at once
    // on two instances: as a retry of a job whose worker died would.
    await addJob(db, 'round-recovery', { ...key }, { runAt: new Date(Date.now() + 500) });
    expect(await jobsFor(key)).toBe(2);
    const runners = await Promise.all(
      [1, 2].map(() =>
        startJobRunner(
          server.databaseUrl,
          roundRecoveryTasks({ db, clock: () => new Date(), windowMs: 0 }),
          { concurrency: 2, pollIntervalMs: 100 },
        ),
      ),
    );
    try {
      expect(await waitFor(async () => (await roundOf(key)).status !== 'open', 15_000)).toBe(true);
      expect(await waitFor(async () => (await jobsFor(key)) === 0, 15_000)).toBe(true);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect((await roundOf(key)).status).toBe('rolledback');
    expect(await movements(key, 'rollback')).toBe(1);
    expect(await balance()).toBe(before);
  });

  it('leaves a settled round alone: the settlement came first', async () => {
    const before = await balance();
    const key = await openRound();
    await settle(db, { ...key, win: 1_000n, now: new Date() });
    expect(await recoverRound(db, key, new Date())).toBe('already closed');
    expect((await roundOf(key)).status).toBe('settled');
    expect(await movements(key, 'rollback')).toBe(0);
    expect(await balance()).toBe(before + 500n);
  });

  it('sweeps open rounds older than the window that have no job', async () => {
    const before = await balance();
    const key: RoundKey = { merchantId, currency, vassalage: 'DEMO', transactionId: randomUUID() };
    // A round from before the queue: no job of its own.
    await bet(db, {
      ...key,
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId,
      amount: 500n,
      now: new Date(Date.now() - 120_000),
    });
    const tasks = roundRecoveryTasks({ db, clock: () => new Date(), windowMs: 30_000 });
    const sweep = tasks['round-recovery-sweep'];
    if (!sweep) throw new Error('no sweep task');
    const helpers = { logger: { info: () => {}, error: () => {} } } as unknown as Parameters<
      typeof sweep
    >[1];
    await Promise.all([sweep({}, helpers), sweep({}, helpers)]);
    expect((await roundOf(key)).status).toBe('rolledback');
    expect(await movements(key, 'rollback')).toBe(1);
    expect(await balance()).toBe(before);
  });
});
