import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The tables of migration 0050 (the chat area keeps its schema beside the platform's). */
export type ChatTables = {
  chat_messages: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number;
    nickname: string;
    text: string;
    sent_at: Timestamp;
    deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  chat_mutes: {
    member_id: number;
    merchant_id: number;
    muted_until: Timestamp;
  };
};

export type ChatDb = Kysely<Database & ChatTables>;
export type ChatTrx = Transaction<Database & ChatTables>;

/** The platform handle seen with the chat area's tables too. */
export const chatDb = (db: Db | Kysely<Database>): ChatDb =>
  db.withTables<ChatTables>() as unknown as ChatDb;

/** Until when a member is muted, or null when they may post (a past mute is no mute). */
export const mutedUntil = async (
  db: ChatDb | ChatTrx,
  memberId: number,
  now: Date,
): Promise<Date | null> => {
  const row = await db
    .selectFrom('chat_mutes')
    .select('muted_until')
    .where('member_id', '=', memberId)
    .where('muted_until', '>', now)
    .executeTakeFirst();
  return row?.muted_until ?? null;
};
