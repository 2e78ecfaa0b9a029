import type { Task } from 'graphile-worker';
import type { Db } from '../db/database.ts';
import { DEPOSIT_EXPIRE_TASK, expireDeposit } from './deposits.ts';
import { AUTO_RECEIVE_TASK, autoReceive } from './withdrawals.ts';

/**
 * The cashier's jobs, each added in the transaction of the change that needs it with a job
 * key, and each a guarded update (only from the state before), so a rerun changes nothing.
 */
export const cashierTasks = ({
  db,
  clock,
}: {
  db: Db;
  clock: () => Date;
}): Record<string, Task> => ({
  [DEPOSIT_EXPIRE_TASK]: async (payload) => {
    const { orderNo } = payload as { orderNo: string };
    await expireDeposit(db, orderNo, clock());
  },
  [AUTO_RECEIVE_TASK]: async (payload) => {
    const { withdrawalId } = payload as { withdrawalId: number };
    await autoReceive(db, withdrawalId, clock());
  },
});
