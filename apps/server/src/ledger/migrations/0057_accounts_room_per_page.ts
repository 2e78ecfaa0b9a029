import { type Kysely, sql } from 'kysely';

/**
 * Room on each page of `ledger_accounts` for a new version of every account on it (fillfactor
 * 50, was 80 since 0034), so one movement that changes many accounts at once (a settled draw's
 * points to 10,000 members, its prizes, a set-wise rebate) updates each balance in place (HOT:
 * no new entry in the three indexes). At 80 a page had room for a quarter of its rows: the
 * points movement's balance UPDATE read and wrote 108,324 buffers for 10,032 accounts (10 an
 * account), at 50 40,598 (256 ms to 51 ms on a loaded machine). One statement updates them all
 * before any old version can be pruned, so the room must hold every row of the page at once.
 * Pages already written keep their layout until their rows move (no rewrite here, which would
 * lock the table); accounts opened from now on get the room.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE ledger_accounts SET (fillfactor = 50)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE ledger_accounts SET (fillfactor = 80)`.execute(db);
};
