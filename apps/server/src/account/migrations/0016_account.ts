import { type Kysely, sql } from 'kysely';

/**
 * The member centre (issue 9, member-account half): the inbox, feedback, preferences, and
 * responsible-gambling limits and exclusions.
 *
 * A broadcast is one `inbox_messages` row with member_id NULL; what each member did with a
 * message (read, deleted) is a row of `inbox_states`, so a broadcast costs one row, not one
 * per member. A limit keeps the value in force and, apart, a raise waiting for its 24 hours;
 * readers resolve which holds at their instant, so no job has to flip it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE inbox_messages (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('platform', 'staff')),
      title text NOT NULL,
      body text NOT NULL,
      notice jsonb,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX inbox_messages_member ON inbox_messages (member_id, id DESC);
    CREATE INDEX inbox_messages_broadcast ON inbox_messages (merchant_id, id DESC)
      WHERE member_id IS NULL;

    CREATE TABLE inbox_states (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      message_id integer NOT NULL REFERENCES inbox_messages(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      read_at timestamptz,
      deleted_at timestamptz,
      PRIMARY KEY (member_id, message_id)
    );

    CREATE TABLE feedback (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      question_type text NOT NULL,
      content text NOT NULL,
      contact text NOT NULL DEFAULT '',
      address text NOT NULL,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX feedback_merchant ON feedback (merchant_id, id DESC);
    CREATE INDEX feedback_address ON feedback (address, sent_at);

    CREATE TABLE member_preferences (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      icon text NOT NULL DEFAULT '',
      reality_check_minutes integer NOT NULL DEFAULT 0
    );

    CREATE TABLE rg_limits (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL,
      amount bigint CHECK (amount >= 0),
      pending boolean NOT NULL DEFAULT false,
      pending_amount bigint CHECK (pending_amount >= 0),
      effective_at timestamptz,
      PRIMARY KEY (member_id, kind)
    );

    CREATE TABLE rg_exclusions (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
      starts_at timestamptz NOT NULL,
      until timestamptz NOT NULL CHECK (until > starts_at)
    );
    CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, until DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE rg_exclusions, rg_limits, member_preferences, feedback, inbox_states,
      inbox_messages;
  `.execute(db);
};
