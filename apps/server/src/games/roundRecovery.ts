import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { rollback } from './seamlessWallet.ts';

/**
 * Round recovery: a demo-vendor round whose bet committed but whose settlement never came
 * (the server died between the two, inside one play request) is rolled back, the stake
 * returned. The play was never answered, so no result was shown: giving the stake back is
 * the honest end. Closing goes through the seamless wallet's rollback, whose status change
 * and ledger movement (under the round's rollback idempotency key) commit together, so a
 * round is closed once however many recoveries race for it.
 *
 * The sweep finds every round open for longer than the window (the bet and the round row
 * commit together, so an open round always holds a stake) and recovers each one. It runs
 * every half window: it adds its own next run under one job key (one pending sweep however
 * many instances), a cron item every minute restarts the chain should it break (a worker
 * killed while holding it), and each server start adds one at once. So a round caught by a
 * crash is closed within a window and a half (45 s by default), on one instance at a time;
 * one job per bet instead would put thousands of no-op jobs in the queue of a busy server.
 */

export const ROUND_RECOVERY_TASK = 'round-recovery';
export const ROUND_RECOVERY_SWEEP_TASK = 'round-recovery-sweep';
const SWEEP_KEY = 'round-recovery-sweep';

/** How long a round may stay open before recovery closes it (a play takes milliseconds). */
export const DEFAULT_ROUND_RECOVERY_MS = 30_000;

export interface OpenRound {
  merchantId: number;
  vassalage: string;
  transactionId: string;
}

export type RecoveryResult = 'rolled back' | 'already closed' | 'no such round';

/** Adds a recovery job for one round (an operator's or a vendor callback's request). */
export const scheduleRoundRecovery = (db: Db, round: OpenRound, runAt: Date): Promise<void> =>
  addJob(
    db,
    ROUND_RECOVERY_TASK,
    { ...round },
    {
      runAt,
      jobKey: `round:${round.merchantId}:${round.vassalage}:${round.transactionId}`,
    },
  );

/** Adds the next sweep (one pending at most: a later add moves it). */
const scheduleSweep = (db: Db, runAt?: Date): Promise<void> =>
  addJob(
    db,
    ROUND_RECOVERY_SWEEP_TASK,
    {},
    {
      ...(runAt ? { runAt } : {}),
      jobKey: SWEEP_KEY,
      jobKeyMode: 'replace',
    },
  );

/** Starts the sweep chain now (each server start: rounds a crash left open are due first). */
export const startRoundRecovery = (db: Db): Promise<void> => scheduleSweep(db);

/** Whether the chain's next sweep is waiting (not running, not held by a dead worker). */
const sweepPending = async (db: Db): Promise<boolean> => {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${SWEEP_KEY} AND locked_at IS NULL
  `.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
};

/** Closes one round if it is still open. Idempotent; concurrent calls close it once. */
export const recoverRound = (db: Db, round: OpenRound, now: Date): Promise<RecoveryResult> =>
  inTransaction(db, async (trx) => {
    // The row lock orders this against a settlement arriving at the same moment and against
    // another recovery: whoever comes second sees the round closed.
    const row = await trx
      .selectFrom('vendor_rounds')
      .select(['status'])
      .where('merchant_id', '=', round.merchantId)
      .where('vassalage', '=', round.vassalage)
      .where('transaction_id', '=', round.transactionId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'no such round';
    if (row.status !== ROUND_STATUS.open) return 'already closed';
    // The stake's currency is the bet movement's own.
    const betMovement = await trx
      .selectFrom('ledger_transactions')
      .select(['currency'])
      .where('merchant_id', '=', round.merchantId)
      .where('idempotency_key', '=', `vendor:${round.vassalage}:bet:${round.transactionId}`)
      .executeTakeFirstOrThrow();
    await rollback(trx, { ...round, currency: betMovement.currency, now });
    return 'rolled back';
  });

/** Every open round older than the window, oldest first (at most `limit`). */
export const staleRounds = (db: Db, olderThan: Date, limit = 500): Promise<OpenRound[]> =>
  db
    .selectFrom('vendor_rounds')
    .select([
      'merchant_id as merchantId',
      'vassalage as vassalage',
      'transaction_id as transactionId',
    ])
    .where('status', '=', ROUND_STATUS.open)
    .where('created_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();

const isOpenRound = (payload: unknown): payload is OpenRound => {
  const p = payload as Partial<OpenRound> | null;
  return (
    typeof p?.merchantId === 'number' &&
    typeof p.vassalage === 'string' &&
    typeof p.transactionId === 'string'
  );
};

/** The two tasks, for the job runner's task list. */
export const roundRecoveryTasks = (options: {
  db: Db;
  clock: () => Date;
  windowMs: number;
}): Record<string, Task> => ({
  [ROUND_RECOVERY_TASK]: async (payload, helpers) => {
    if (!isOpenRound(payload)) {
      helpers.logger.error('round-recovery: malformed payload, dropped', { payload });
      return;
    }
    const result = await recoverRound(options.db, payload, options.clock());
    if (result === 'rolled back') helpers.logger.info('round-recovery: rolled back', { payload });
  },
  [ROUND_RECOVERY_SWEEP_TASK]: async (payload, helpers) => {
    try {
      const now = options.clock();
      const rounds = await staleRounds(options.db, new Date(now.getTime() - options.windowMs));
      let closed = 0;
      for (const round of rounds) {
        if ((await recoverRound(options.db, round, now)) === 'rolled back') closed += 1;
      }
      if (closed > 0) helpers.logger.info(`round-recovery-sweep: rolled back ${closed} round(s)`);
    } finally {
      // The next run, even after a failure (the queue retries this one as well). A cron
      // tick's sweep only restarts the chain when no next run is waiting.
      const fromCron = typeof payload === 'object' && payload !== null && '_cron' in payload;
      if (!fromCron || !(await sweepPending(options.db))) {
        // Real time, not the clock: the queue compares with the database's own.
        const next = new Date(Date.now() + Math.max(1_000, options.windowMs / 2));
        await scheduleSweep(options.db, next);
      }
    }
  },
});

/** The chain's safety net, every minute (graphile-worker takes each tick once across instances). */
export const ROUND_RECOVERY_CRONTAB = `* * * * * ${ROUND_RECOVERY_SWEEP_TASK} ?fill=2m`;
