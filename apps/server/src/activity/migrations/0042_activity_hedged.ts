import { type Kysely, sql } from 'kysely';

/**
 * The stake of opposite lottery bets taken off a day's valid bet (agent-rules "What is
 * counted": opposite bets of one member on one numero count only their difference). `valid_bet`
 * holds the net; `hedged` keeps what was taken off, so the chaos check's recomputation from
 * the raw orders (valid stake - hedged = valid_bet) still holds without knowing the plays.
 * Ours: the spec names the rule, not where the offset is kept.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE activity_daily ADD COLUMN hedged bigint NOT NULL DEFAULT 0`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE activity_daily DROP COLUMN hedged`.execute(db);
};
