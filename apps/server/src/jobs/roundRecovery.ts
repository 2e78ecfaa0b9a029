import type { Task } from 'graphile-worker';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { rollback } from '../vendor/seamlessWallet.ts';
import { addJob } from './jobQueue.ts';

/**
 * Round recovery: a demo-vendor round whose bet committed but whose settlement never came
 * (the server died between the two, inside one play request) is rolled back, the stake
 * returned. The play was never answered, so no result was shown: giving the stake back is
 * the honest end. Closing goes through the seamless wallet's rollback, whose status change
 * and ledger movement (under the round's rollback idempotency key) commit together, so a
 * round is closed once however many recoveries race for it.
 *
 * Each bet adds its own recovery job in the bet's transaction (due after the window), so
 * the job exists exactly when the stake was taken; a sweep every minute catches any open
 * round older than the window that has no job (rounds from before the queue existed).
 */

export const ROUND_RECOVERY_TASK = 'round-recovery';
export const ROUND_RECOVERY_SWEEP_TASK = 'round-recovery-sweep';

/** How long a round may stay open before recovery closes it (a play takes milliseconds). */
export const DEFAULT_ROUND_RECOVERY_MS = 30_000;

export interface OpenRound {
  merchantId: number;
  vassalage: string;
  transactionId: string;
}

export type RecoveryResult = 'rolled back' | 'already closed' | 'no such round';

/** Adds the round's recovery job in `db`'s transaction (the bet's). */
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
    if (row.status !== 'open') return 'already closed';
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
    .where('status', '=', 'open')
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
  [ROUND_RECOVERY_SWEEP_TASK]: async (_payload, helpers) => {
    const now = options.clock();
    const rounds = await staleRounds(options.db, new Date(now.getTime() - options.windowMs));
    let closed = 0;
    for (const round of rounds) {
      if ((await recoverRound(options.db, round, now)) === 'rolled back') closed += 1;
    }
    if (closed > 0) helpers.logger.info(`round-recovery-sweep: rolled back ${closed} round(s)`);
  },
});

/** The sweep, every minute (graphile-worker schedules each tick once across instances). */
export const ROUND_RECOVERY_CRONTAB = `* * * * * ${ROUND_RECOVERY_SWEEP_TASK} ?fill=5m`;
