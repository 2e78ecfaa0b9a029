import { type Kysely, sql } from 'kysely';

/**
 * The chat room (issue 27): one room per brand. A message keeps the poster's nickname as it
 * was when posted (a chat shows who spoke, not who they became); a deleted message stays for
 * the audit trail and the desk, hidden from members. Mutes are per member, one row each.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE chat_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      nickname text NOT NULL,
      text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 300),
      sent_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX chat_messages_room ON chat_messages (merchant_id, id);
    CREATE INDEX chat_messages_poster ON chat_messages (member_id, sent_at);
    CREATE TABLE chat_mutes (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      muted_until timestamptz NOT NULL
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE chat_mutes; DROP TABLE chat_messages;`.execute(db);
};
