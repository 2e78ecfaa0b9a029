import { type InboxMessage, type PlatformNotice, pageCount } from '@portal/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { merchantOfMember } from '../db/tenant.ts';
import { type AccountTables, accountDb } from './accountDb.ts';

/** A message for one member's inbox, or (member null) for every member of the merchant. */
export interface NewMessage {
  merchantId: number;
  /** null: a broadcast to the merchant's members. */
  memberId: number | null;
  title: string;
  /** Plain text; the portal shows it as text. */
  body: string;
  at: Date;
  source?: 'platform' | 'staff';
  /** A platform notice: the portal words it in the member's language from this. */
  notice?: PlatformNotice;
}

/**
 * Writes an internal message (deposit credited, withdrawal approved, rejected or paid, and
 * staff messages). Pass the caller's transaction as `db` to keep the message with the event
 * that caused it. Returns the message id.
 */
export const writeMessage = async (db: Db, message: NewMessage): Promise<number> => {
  const row = await accountDb(db)
    .insertInto('inbox_messages')
    .values({
      merchant_id: message.merchantId,
      member_id: message.memberId,
      source: message.source ?? 'platform',
      title: message.title,
      body: message.body,
      notice: message.notice ? JSON.stringify(message.notice) : null,
      sent_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

type Eb = ExpressionBuilder<Database & AccountTables, 'inbox_messages'>;

/** The messages a member can see: their own and the merchant's broadcasts. */
const visibleTo = (db: Db, merchantId: number, memberId: number) =>
  accountDb(db)
    .selectFrom('inbox_messages')
    .leftJoin('inbox_states', (join) =>
      join
        .onRef('inbox_states.message_id', '=', 'inbox_messages.id')
        .on('inbox_states.member_id', '=', memberId),
    )
    .where('inbox_messages.merchant_id', '=', merchantId)
    .where((eb: Eb) =>
      eb.or([
        eb('inbox_messages.member_id', '=', memberId),
        eb('inbox_messages.member_id', 'is', null),
      ]),
    )
    .where('inbox_states.deleted_at', 'is', null);

export const unreadCount = async (db: Db, merchantId: number, memberId: number) => {
  const row = await visibleTo(db, merchantId, memberId)
    .select(sql<string>`count(*)`.as('count'))
    .where('inbox_states.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const inboxPage = async (
  db: Db,
  merchantId: number,
  memberId: number,
  input: { filter: 'all' | 'unread' | 'read'; pageNo: number; pageSize: number },
) => {
  let query = visibleTo(db, merchantId, memberId);
  if (input.filter === 'unread') query = query.where('inbox_states.read_at', 'is', null);
  if (input.filter === 'read') query = query.where('inbox_states.read_at', 'is not', null);
  const [total, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    query
      .select([
        'inbox_messages.id',
        'inbox_messages.source',
        'inbox_messages.title',
        'inbox_messages.body',
        'inbox_messages.notice',
        'inbox_messages.sent_at',
        'inbox_states.read_at',
      ])
      .orderBy('inbox_messages.id', 'desc')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute(),
  ]);
  const content: InboxMessage[] = rows.map((row) => ({
    messageId: row.id,
    source: row.source,
    title: row.title,
    body: row.body,
    ...(row.notice ? { notice: row.notice } : {}),
    sentAt: row.sent_at.toISOString(),
    read: row.read_at !== null,
  }));
  return {
    content,
    pageNum: input.pageNo,
    totalPages: pageCount(total.count, input.pageSize),
  };
};

/**
 * Marks messages read or deleted for the member. Ids the member cannot see are skipped, so a
 * guessed id changes nothing; a deleted message stays deleted.
 */
export const markMessages = async (
  db: Db,
  merchantId: number,
  memberId: number,
  ids: readonly number[],
  change: 'read' | 'deleted',
  at: Date,
): Promise<void> => {
  const visible = await visibleTo(db, merchantId, memberId)
    .select('inbox_messages.id')
    .where('inbox_messages.id', 'in', ids)
    .execute();
  if (visible.length === 0) return;
  const set = change === 'read' ? { read_at: at } : { deleted_at: at, read_at: at };
  await accountDb(db)
    .insertInto('inbox_states')
    .values(
      visible.map((row) => ({
        merchant_id: merchantOfMember(memberId),
        message_id: row.id,
        member_id: memberId,
        ...set,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['member_id', 'message_id']).doUpdateSet(
        change === 'read'
          ? { read_at: sql`coalesce(inbox_states.read_at, excluded.read_at)` }
          : {
              deleted_at: sql`coalesce(inbox_states.deleted_at, excluded.deleted_at)`,
              read_at: sql`coalesce(inbox_states.read_at, excluded.read_at)`,
            },
      ),
    )
    .execute();
};
