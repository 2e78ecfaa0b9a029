import { type Kysely, sql } from 'kysely';

/**
 * The browsers (their loginDeviceId) each member has signed in from, beside the addresses of
 * 0100: when each was first and last seen, and the address it last came from.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE known_devices (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      device_id text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      last_address text NOT NULL,
      PRIMARY KEY (member_id, device_id)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE known_devices;`.execute(db);
};
