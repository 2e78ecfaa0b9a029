import { type Kysely, sql } from 'kysely';

/**
 * Room on each page of `promotion_grants` for a new version of every grant on it (fillfactor
 * 50), so the wagering a settlement counts updates each grant in place (a HOT update: no new
 * entry in any of the table's six indexes). Measured on a settled draw of 10,000 bettors each
 * wagering a grant: the progress UPDATE read and wrote 212,781 buffers (21 a grant: the heap
 * and six index insertions each) with full pages, 60,843 with room. A settlement updates all
 * of a draw's grants in one statement, before any of their old versions can be pruned, so each
 * page needs room for all of its rows at once: with rows of about 300 bytes, half a page.
 * Pages already written keep their layout until their rows move (no rewrite here, which would
 * lock the table); new grants get the room.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE promotion_grants SET (fillfactor = 50)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE promotion_grants RESET (fillfactor)`.execute(db);
};
