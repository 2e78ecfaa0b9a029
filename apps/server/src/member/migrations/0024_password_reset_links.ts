import { type Kysely, sql } from 'kysely';

/**
 * Password-reset links (issue 8): one row per link sent, by the member's forgot-password
 * request or by staff. Only the SHA-256 of the 32-byte token is kept; a link is good once,
 * for 30 minutes, and a newer link for the same member supersedes the older unused ones.
 * Every use (a check or a reset) is logged per address, which the rate limit counts.
 *
 * Numbered after the staff tables (0300), which `created_by_staff` references: migrations
 * run in the order of their names.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE password_reset_links (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      superseded_at timestamptz,
      created_by_staff integer REFERENCES staff(id) ON DELETE SET NULL
    );
    CREATE INDEX password_reset_links_open ON password_reset_links (member_id)
      WHERE used_at IS NULL AND superseded_at IS NULL;

    CREATE TABLE password_reset_attempts (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      address text NOT NULL,
      attempted_at timestamptz NOT NULL
    );
    CREATE INDEX password_reset_attempts_address
      ON password_reset_attempts (merchant_id, address, attempted_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE password_reset_attempts, password_reset_links`.execute(db);
};
