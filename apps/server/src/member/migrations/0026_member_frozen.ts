import { type Kysely, sql } from 'kysely';

/**
 * A frozen account (issue 23, designed here; agent-rules: an upline whose dividend bill stays
 * unpaid is frozen until it is paid): the member policy reads `frozen_at` and refuses the
 * member's withdrawals and transfers while it is set. Null: not frozen.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE members ADD COLUMN frozen_at timestamptz`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE members DROP COLUMN frozen_at`.execute(db);
};
