import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  type Runner,
  run,
  runMigrations,
  type Task,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import { sql } from 'kysely';
import type pg from 'pg';
import { type Db, newPgPool, reportConnectionErrors } from '../db/database.ts';

/**
 * The job queue: graphile-worker on the platform's own PostgreSQL. Jobs are rows, so a job
 * added in the same transaction as the change that needs it exists exactly when that change
 * committed (a crash cannot keep one without the other); a worker takes each job under a row
 * lock, so one instance runs it; cron items are scheduled once per tick across instances.
 * Every task must be idempotent: a job that was running when its process died runs again.
 */

/** graphile-worker's log lines through the server's logger. */
const loggerFor = (log: FastifyBaseLogger | undefined): Logger =>
  new Logger((scope) => (level, message, meta) => {
    if (!log) return;
    const fields = { component: 'jobs', ...scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });

/** Creates or upgrades the queue's own schema (`graphile_worker`); safe at every start. */
export const migrateJobQueue = async (connectionString: string): Promise<void> => {
  const pgPool = newPgPool(connectionString, { max: 1 });
  reportConnectionErrors(pgPool, () => {});
  try {
    await runMigrations({ pgPool, logger: loggerFor(undefined) });
  } finally {
    await pgPool.end();
  }
};

export interface JobOptions {
  /** Five-field cron line, task name and options, one item a line (graphile-worker's crontab). */
  crontab?: string;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** How often a worker looks for jobs that became due (new jobs wake it at once). */
  pollIntervalMs?: number;
}

export interface JobRunner {
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}

/**
 * Liveness of the queue's worker pools, which the queue itself does not keep (graphile-worker
 * 0.18 has no heartbeat: a job locked by a pool whose process was killed stays locked for four
 * hours). Each pool holds a session advisory lock named after its id (the `locked_by` of the
 * jobs it takes) on a connection of its own for as long as it runs; PostgreSQL drops the lock
 * with the connection when the process dies. So a `locked_by` whose lock can be taken names a
 * dead pool. Designed here (the specs do not cover it); the first key is this namespace.
 */
const poolLock = (fn: 'pg_advisory_lock' | 'pg_try_advisory_lock' | 'pg_advisory_unlock') =>
  `SELECT ${fn}(hashtext('job-pool'), hashtext($1)) AS done`;

/**
 * Unlocks the jobs (and named queues) of pools that are no longer running, so that a job
 * the killed process had taken runs again at this start instead of four hours later. A pool
 * that still runs, in this process or another instance, holds its lock and keeps its jobs.
 * Returns the dead pools' ids.
 */
export const unlockDeadPools = async (client: pg.ClientBase): Promise<string[]> => {
  const { rows } = await client.query<{ lockedBy: string }>(`
    SELECT locked_by AS "lockedBy" FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
    UNION
    SELECT locked_by FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL`);
  const dead: string[] = [];
  for (const { lockedBy } of rows) {
    const probe = await client.query<{ done: boolean }>(poolLock('pg_try_advisory_lock'), [
      lockedBy,
    ]);
    if (!probe.rows[0]?.done) continue;
    await client.query(poolLock('pg_advisory_unlock'), [lockedBy]);
    dead.push(lockedBy);
  }
  if (dead.length > 0) {
    await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead]);
  }
  return dead;
};

/** One graphile-worker runner, as long as its database stays. */
interface RunningPool {
  /** Settles (with why) when the runner ended by itself or its liveness connection was lost. */
  lost: Promise<string>;
  /** Stops the runner if it still runs and drops its liveness connection; never throws. */
  close(): Promise<void>;
}

const startRunner = async (
  pool: pg.Pool,
  tasks: Record<string, Task>,
  options: JobOptions & { log?: FastifyBaseLogger },
): Promise<RunningPool> => {
  const liveness = await pool.connect();
  let runner: Runner;
  try {
    const dead = await unlockDeadPools(liveness);
    if (dead.length > 0) {
      options.log?.info({ pools: dead }, 'unlocked the jobs of job pools that no longer run');
    }
    const events: WorkerEvents = new EventEmitter();
    // Emitted before the pool's workers ask for a job: the lock query goes out on the
    // liveness connection ahead of their first fetch.
    const held = new Promise<void>((resolve, reject) => {
      events.once('pool:create', ({ workerPool }) => {
        liveness.query(poolLock('pg_advisory_lock'), [workerPool.id]).then(() => resolve(), reject);
      });
    });
    runner = await run({
      pgPool: pool,
      concurrency: options.concurrency ?? 2,
      pollInterval: options.pollIntervalMs ?? 1_000,
      taskList: tasks as TaskList,
      crontab: options.crontab ?? '',
      // The server owns the signals: it drains requests, then the jobs, then the database.
      noHandleSignals: true,
      logger: loggerFor(options.log),
      events,
      // Batched (in the same tick), because only the batcher catches a failed completion:
      // unbatched (the default, -1), a job finishing while the database is gone rejects with
      // nobody waiting and Node ends the process. Batched, the failure stops the pool, which
      // `lost` below reports and startJobRunner replaces once the database answers.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    });
    await held;
  } catch (error) {
    liveness.release(true);
    throw error;
  }
  let running = true;
  const lost = new Promise<string>((resolve) => {
    // The runner's promise settles when it stopped by itself (a failed completion, a pool
    // that shut down); its rejections are the runner's own, logged through `logger`.
    // One handler for both outcomes: a second chain (a `finally`) would reject unhandled.
    runner.promise.then(
      () => {
        running = false;
        resolve('the job runner stopped');
      },
      (error: unknown) => {
        running = false;
        resolve(`the job runner failed: ${String(error)}`);
      },
    );
    // Without its session the pool's lock is gone: another instance would take its jobs.
    liveness.once('error', (error) => resolve(`the liveness connection failed: ${error.message}`));
    liveness.once('end', () => resolve('the liveness connection ended'));
  });
  return {
    lost,
    close: async () => {
      if (running) {
        await runner.stop().catch((error: unknown) => {
          options.log?.warn({ err: error }, 'stopping the job runner failed');
        });
      }
      // Released with its connection closing: the runner's jobs are all finished or returned.
      liveness.release(true);
    },
  };
};

/** Doubling waits between starts while the database does not answer, up to this. */
const RESTART_MAX_MS = 5_000;

/**
 * Starts this instance's workers (and its share of the cron schedule), and keeps them
 * running through the loss of the database (a primary killed, a failover): the lost runner is
 * closed with a warning and a new one started once the database answers again (its start
 * unlocks what the lost one had taken). The first start fails as before: a server that cannot
 * reach its database at start stops with the reason. Designed here (the specs do not cover it).
 */
export const startJobRunner = async (
  connectionString: string,
  tasks: Record<string, Task>,
  options: JobOptions & { log?: FastifyBaseLogger },
): Promise<JobRunner> => {
  // The runners' own pool, so that stopping waits for every client to be released (a job
  // still finishing its query) before the database may stop, and so that a connection the
  // database ends is reported instead of an unhandled 'error' event ending the process.
  // One more than before for the liveness lock, held for each runner's whole life. One pool
  // for every runner this makes: with a primary and its standby named, the pool's client
  // remembers which host failed (database.ts failoverClient), where a new pool a start would
  // try the lost primary first again, and fail, for ever.
  const pool = newPgPool(connectionString, { max: (options.concurrency ?? 2) + 3 });
  reportConnectionErrors(pool, (error) =>
    options.log?.warn({ err: error }, 'a job queue connection failed'),
  );
  let current: RunningPool | null;
  try {
    current = await startRunner(pool, tasks, options);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let stopping = false;
  let onStop: () => void = () => undefined;
  const stopped = new Promise<null>((resolve) => {
    onStop = () => resolve(null);
  });
  const wait = (ms: number) =>
    Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
  const supervise = async () => {
    while (!stopping && current) {
      const reason = await Promise.race([current.lost, stopped]);
      if (stopping || reason === null) return;
      options.log?.warn(
        { reason },
        'the job queue lost its database: it starts again when the database answers',
      );
      const lostPool: RunningPool = current;
      current = null;
      await lostPool.close();
      for (let attempt = 0; !stopping; attempt++) {
        await wait(Math.min(250 * 2 ** attempt, RESTART_MAX_MS));
        if (stopping) return;
        try {
          current = await startRunner(pool, tasks, options);
          options.log?.info('the job queue runs again');
          break;
        } catch (error) {
          options.log?.warn({ err: error }, 'the job queue cannot start yet: trying again');
        }
      }
    }
  };
  const supervising = supervise().catch((error: unknown) => {
    options.log?.error({ err: error }, 'the job queue stopped watching its runner');
  });
  return {
    stop: async () => {
      stopping = true;
      onStop();
      // A start under way finishes first, so the runner it made is the one closed here.
      await supervising;
      await current?.close();
      current = null;
      await pool.end();
    },
  };
};

/**
 * Starts the job runner, then the areas' starts (recoveries and ticks that enqueue work). A
 * start that fails stops the runner before the failure goes on: the caller is about to close
 * the pool those jobs run on, and a runner left behind would run them on a destroyed pool
 * ("driver has already been destroyed", found by the chaos run's kill among payment callbacks).
 */
export const startRunnerThenAreas = async (
  startRunner: () => Promise<JobRunner>,
  starts: readonly (() => unknown)[],
): Promise<JobRunner> => {
  const runner = await startRunner();
  try {
    for (const start of starts) await start();
  } catch (error) {
    await runner.stop();
    throw error;
  }
  return runner;
};

export interface AddJob {
  /** When it becomes due (now by default). */
  runAt?: Date;
  /**
   * At most one pending job per key: adding it again keeps the pending one's time
   * ('preserve_run_at', the default) or moves it ('replace').
   */
  jobKey?: string;
  jobKeyMode?: 'preserve_run_at' | 'replace';
  maxAttempts?: number;
}

/**
 * Adds a job through the queue's SQL function, in `db`'s transaction when it is one: the job
 * then exists exactly when the caller's change committed.
 */
export const addJob = async (
  db: Db,
  task: string,
  payload: Record<string, unknown>,
  options: AddJob = {},
): Promise<void> => {
  await sql`
    SELECT graphile_worker.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      run_at := ${options.runAt ?? null}::timestamptz,
      job_key := ${options.jobKey ?? null},
      max_attempts := ${options.maxAttempts ?? 25},
      job_key_mode := ${options.jobKeyMode ?? 'preserve_run_at'}
    )
  `.execute(db);
};

/**
 * When a cron job was scheduled (graphile-worker's `_cron.ts` in its payload), else the clock:
 * a tick run late, after a restart or a backfill, covers its own minute, not the present one.
 */
export const cronScheduledAt = (payload: unknown, clock: () => Date): Date => {
  const ts = (payload as { _cron?: { ts?: string } } | null)?._cron?.ts;
  return ts ? new Date(ts) : clock();
};

/**
 * A cron tick's task over every merchant: `tick` with all the merchants at the time the tick
 * was scheduled. The agent pay, team rollup and rebate ticks each wrote this out.
 */
export const merchantsTickTask =
  <M>(
    services: { db: Db; clock: () => Date; merchants: { all(): Promise<readonly M[]> } },
    tick: (db: Db, merchants: readonly M[], at: Date) => Promise<unknown>,
  ): Task =>
  async (payload) => {
    await tick(
      services.db,
      await services.merchants.all(),
      cronScheduledAt(payload, services.clock),
    );
  };
