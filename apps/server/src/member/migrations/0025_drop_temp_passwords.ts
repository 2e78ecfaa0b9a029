import { type Kysely, sql } from 'kysely';

/**
 * The mailed temporary password is gone: reset links (0920) replaced it, and nothing reads
 * these columns any more. A temporary password still live at the upgrade stops working; the
 * member's own password never did.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE members DROP COLUMN temp_password_hash, DROP COLUMN temp_password_expires_at
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE members ADD COLUMN temp_password_hash text,
      ADD COLUMN temp_password_expires_at timestamptz
  `.execute(db);
};
