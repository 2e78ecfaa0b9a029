import { type Kysely, sql } from 'kysely';

/**
 * Announcements (banners, player notices, popups, promotion notices, the home marquee) and
 * help centre topics, per merchant. Rich text is stored already sanitised: the only write
 * path (src/content/content.ts) runs it through DOMPurify first.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE announcements (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      seed_key text,
      type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
      group_name text NOT NULL DEFAULT '',
      title text NOT NULL,
      content text NOT NULL DEFAULT '',
      image_url text NOT NULL DEFAULT '',
      linkage_type text,
      linkage text,
      promotion_type text,
      execution text CHECK (execution IN ('A', 'B', 'F')),
      members_only boolean NOT NULL DEFAULT false,
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, seed_key)
    );
    CREATE INDEX announcements_by_type ON announcements (merchant_id, type, sort);

    CREATE TABLE help_topics (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      hash text NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      sort integer NOT NULL,
      UNIQUE (merchant_id, hash)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE help_topics;
    DROP TABLE announcements;
  `.execute(db);
};
