import { type Kysely, sql } from 'kysely';

/**
 * The members' authenticator apps (issue 27: the new-address second factor by authenticator;
 * the shape is ours, the specs name only the method). One row per member: the enrolled secret
 * and the being-enrolled one, each sealed under the secrets key (session/secretBox.ts), and the
 * last time step a code was accepted at, so a code is good once. A pending login counts its
 * wrong second factors, so an authenticator code or a real name cannot be guessed at length.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE member_authenticators (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      secret text,
      enrolled_at timestamptz,
      last_step bigint,
      pending_secret text,
      pending_until timestamptz
    );
    ALTER TABLE pending_logins ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE pending_logins DROP COLUMN failed_attempts;
    DROP TABLE member_authenticators;
  `.execute(db);
};
