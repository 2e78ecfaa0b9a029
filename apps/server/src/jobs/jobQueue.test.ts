import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import { addJob, cronScheduledAt, startJobRunner, startRunnerThenAreas } from './jobQueue.ts';

// The server's own runner is off: each test starts a runner of its own on the test database.
const server = useTestServer({ jobs: false }, { db: 2 });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pendingProbes = async (task: string) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`.execute(
        server.db,
      )
    ).rows[0]?.n,
  );

describe('starting the job runner with the areas', () => {
  it('runs what the starts enqueue once every start has succeeded', async () => {
    const ran: unknown[] = [];
    const runner = await startRunnerThenAreas(
      () =>
        startJobRunner(
          server.databaseUrl,
          { probeOk: async (payload) => void ran.push(payload) },
          { pollIntervalMs: 50 },
        ),
      [() => addJob(server.db, 'probeOk', { n: 1 })],
    );
    try {
      for (let i = 0; i < 100 && ran.length === 0; i++) await pause(50);
      expect(ran).toEqual([{ n: 1 }]);
    } finally {
      await runner.stop();
    }
  });

  it('stops the runner when a start fails, so no job runs on the pool the failed start closes', async () => {
    const ran: unknown[] = [];
    const failing = startRunnerThenAreas(
      () =>
        startJobRunner(
          server.databaseUrl,
          { probeStopped: async (payload) => void ran.push(payload) },
          { pollIntervalMs: 50 },
        ),
      [
        () => undefined,
        async () => {
          throw new Error('a recovery failed');
        },
      ],
    );
    await expect(failing).rejects.toThrow('a recovery failed');
    // Work enqueued after the failed start waits for the next runner; none picks it up now.
    await addJob(server.db, 'probeStopped', { n: 2 });
    await pause(600);
    expect(ran).toEqual([]);
    expect(await pendingProbes('probeStopped')).toBe(1);
  });
});

/** Marks the task's pending job as taken by `poolId`, as a pool does when it starts the job. */
const lockAs = async (task: string, poolId: string) => {
  await sql`
    UPDATE graphile_worker._private_jobs SET locked_by = ${poolId}, locked_at = now()
    WHERE id IN (SELECT id FROM graphile_worker.jobs WHERE task_identifier = ${task})`.execute(
    server.db,
  );
};

/** A process's pool as the runner announces it: its id's advisory lock on a session. */
const holdPool = async (poolId: string) => {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  await client.query("SELECT pg_advisory_lock(hashtext('job-pool'), hashtext($1))", [poolId]);
  return client;
};

const runUntil = async (ran: unknown[], ms: number) => {
  for (let i = 0; i < ms / 50 && ran.length === 0; i++) await pause(50);
};

describe('jobs locked by a pool that no longer runs', () => {
  it('runs at start a job its killed pool had taken (the queue alone keeps it locked 4 hours)', async () => {
    await addJob(server.db, 'probeStale', { n: 3 });
    // The pool's process died with its session: nothing holds the pool's lock any more.
    const killed = await holdPool('pool-killed');
    await lockAs('probeStale', 'pool-killed');
    await killed.end();

    const ran: unknown[] = [];
    const runner = await startJobRunner(
      server.databaseUrl,
      { probeStale: async (payload) => void ran.push(payload) },
      { pollIntervalMs: 50 },
    );
    try {
      await runUntil(ran, 5_000);
      expect(ran).toEqual([{ n: 3 }]);
    } finally {
      await runner.stop();
    }
  });

  it("leaves a running pool's job locked, whichever instance runs it", async () => {
    await addJob(server.db, 'probeLive', { n: 4 });
    const alive = await holdPool('pool-alive');
    await lockAs('probeLive', 'pool-alive');
    const ran: unknown[] = [];
    try {
      const runner = await startJobRunner(
        server.databaseUrl,
        { probeLive: async (payload) => void ran.push(payload) },
        { pollIntervalMs: 50 },
      );
      await pause(600);
      await runner.stop();
      expect(ran).toEqual([]);
      expect(await pendingProbes('probeLive')).toBe(1);
    } finally {
      await alive.end();
    }
  });

  it("holds a running runner's pool lock, so another start leaves the jobs it has taken", async () => {
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finish: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const runs: unknown[] = [];
    const first = await startJobRunner(
      server.databaseUrl,
      {
        probeTaken: async (payload) => {
          runs.push(payload);
          release();
          await blocked;
        },
      },
      { pollIntervalMs: 50 },
    );
    await addJob(server.db, 'probeTaken', { n: 5 });
    await started;
    // A second instance starts while the first is inside the job: the job is not run twice.
    const second = await startJobRunner(
      server.databaseUrl,
      { probeTaken: async (payload) => void runs.push(payload) },
      { pollIntervalMs: 50 },
    );
    await pause(600);
    finish();
    await second.stop();
    await first.stop();
    expect(runs).toEqual([{ n: 5 }]);
  });
});

describe("a cron tick's time", () => {
  const clock = () => new Date('2026-03-04T12:00:30Z');
  it('is the minute the tick was scheduled for, not the time it runs', () => {
    expect(cronScheduledAt({ _cron: { ts: '2026-03-04T11:58:00Z' } }, clock).toISOString()).toBe(
      '2026-03-04T11:58:00.000Z',
    );
  });
  it('is the clock for a tick enqueued by hand', () => {
    expect(cronScheduledAt({}, clock)).toEqual(clock());
    expect(cronScheduledAt(null, clock)).toEqual(clock());
  });
});
