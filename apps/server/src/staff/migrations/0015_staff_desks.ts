import { type Kysely, sql } from 'kysely';

/**
 * The console's other desks (issue 8): content publishing (announcements gain a language, a
 * published flag and a schedule), uploaded images (kept in the database, outside any web root,
 * served by a route with their sniffed type), run-time switch overrides over brand.json, and
 * the messages staff send to members.
 *
 * Existing announcements (the seed's) stay published, for every language, unscheduled.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE announcements
      ADD COLUMN language text,
      ADD COLUMN published boolean NOT NULL DEFAULT true,
      ADD COLUMN publish_from timestamptz,
      ADD COLUMN publish_until timestamptz,
      ADD COLUMN updated_at timestamptz;

    CREATE TABLE content_images (
      id serial PRIMARY KEY,
      merchant_id integer REFERENCES merchants(id) ON DELETE CASCADE,
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
      bytes bytea NOT NULL,
      size integer NOT NULL,
      uploaded_by integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      uploaded_at timestamptz NOT NULL
    );

    -- A staff member's run-time choice over brand.json: a re-seed from brand.json keeps it.
    CREATE TABLE merchant_switch_overrides (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      switch_id text NOT NULL,
      enabled boolean NOT NULL,
      changed_by integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      changed_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, switch_id)
    );

    -- Designed (the member inbox is "not shown"): member_id NULL is a broadcast to the
    -- merchant's members; the member side reads these later and keeps read_at per message.
    CREATE TABLE staff_messages (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      title text NOT NULL,
      body text NOT NULL,
      sent_by integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      sent_at timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX staff_messages_merchant ON staff_messages (merchant_id, id DESC);
    CREATE INDEX staff_messages_member ON staff_messages (member_id, id DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE staff_messages, merchant_switch_overrides, content_images;
    ALTER TABLE announcements
      DROP COLUMN language, DROP COLUMN published, DROP COLUMN publish_from,
      DROP COLUMN publish_until, DROP COLUMN updated_at;
  `.execute(db);
};
