import type { StaffChatMessage } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { merchantIdsInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';
import { chatDb } from './chatDb.ts';
import { publishChatChange } from './chatFeed.ts';

const messageRow = (ctx: StaffContext) =>
  chatDb(platformDb(ctx.db))
    .selectFrom('chat_messages as c')
    .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
    .innerJoin('members as mb', 'mb.id', 'c.member_id')
    .leftJoin('chat_mutes as u', (join) =>
      join.onRef('u.member_id', '=', 'c.member_id').on('u.muted_until', '>', ctx.now),
    );

const columns = [
  'c.id',
  'c.merchant_id',
  'm.merchant_code',
  'c.member_id',
  'mb.username',
  'c.text',
  'c.sent_at',
  'c.deleted_at',
  'u.muted_until',
] as const;

type Row = {
  id: number;
  merchant_code: string;
  member_id: number;
  username: string;
  text: string;
  sent_at: Date;
  deleted_at: Date | null;
  muted_until: Date | null;
};

const messageOf = (row: Row): StaffChatMessage => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  username: row.username,
  text: row.text,
  sentAt: row.sent_at.toISOString(),
  deletedAt: row.deleted_at?.toISOString() ?? null,
  mutedUntil: row.muted_until?.toISOString() ?? null,
});

/** A message within the caller's merchant scope; another merchant's answers `not.found`. */
const messageInScope = async (ctx: StaffContext, messageId: number) => {
  const row = await messageRow(ctx)
    .select(columns)
    .where('c.id', '=', messageId)
    .executeTakeFirst();
  if (!row || (ctx.staff.merchantId !== null && row.merchant_id !== ctx.staff.merchantId)) {
    throw new CatalogueError('not.found');
  }
  return row;
};

/** The support desk's chat room: read it, delete a message, mute a member (both audited). */
export const chatDeskHandlers: Pick<
  StaffHandlerMap,
  'chatRoomList' | 'chatMessageDelete' | 'chatMemberMute'
> = {
  chatRoomList: async (input, ctx) => {
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = messageRow(ctx);
    if (ids) query = query.where('c.merchant_id', 'in', ids);
    return pageOf(
      query.select((eb) => eb.fn.countAll<string>().as('count')),
      query.select(columns).orderBy('c.id', 'desc'),
      input,
      messageOf,
    );
  },

  chatMessageDelete: async (input, ctx) => {
    const row = await messageInScope(ctx, input.messageId);
    const before = messageOf(row);
    // Deleting twice changes nothing and is not audited twice.
    if (row.deleted_at) return before;
    await chatDb(platformDb(ctx.db))
      .updateTable('chat_messages')
      .set({ deleted_at: ctx.now })
      .where('id', '=', row.id)
      .execute();
    const after = messageOf(await messageInScope(ctx, row.id));
    // Open rooms drop it when this transaction commits, on every instance.
    await publishChatChange(ctx.staffServices.platform.cacheBus, ctx.db, row.merchant_id, {
      type: 'deleted',
      id: row.id,
    });
    await ctx.audit({
      action: 'chat.delete',
      targetType: 'chatMessage',
      targetId: row.id,
      merchantId: row.merchant_id,
      before,
      after,
    });
    return after;
  },

  chatMemberMute: async (input, ctx) => {
    const db = chatDb(platformDb(ctx.db));
    const member = await db
      .selectFrom('members')
      .select(['id', 'merchant_id'])
      .where('id', '=', input.memberId)
      .executeTakeFirst();
    if (!member || (ctx.staff.merchantId !== null && member.merchant_id !== ctx.staff.merchantId)) {
      throw new CatalogueError('not.found');
    }
    const previous = await db
      .selectFrom('chat_mutes')
      .select('muted_until')
      .where('member_id', '=', member.id)
      .where('muted_until', '>', ctx.now)
      .executeTakeFirst();
    const until = input.minutes === 0 ? null : new Date(ctx.now.getTime() + input.minutes * 60_000);
    if (until) {
      await db
        .insertInto('chat_mutes')
        .values({ member_id: member.id, merchant_id: member.merchant_id, muted_until: until })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ muted_until: until }))
        .execute();
    } else {
      await db.deleteFrom('chat_mutes').where('member_id', '=', member.id).execute();
    }
    const mutedUntil = until?.toISOString() ?? null;
    // The member's open rooms close (or reopen) the message box at once.
    await publishChatChange(ctx.staffServices.platform.cacheBus, ctx.db, member.merchant_id, {
      type: 'muted',
      memberId: member.id,
      mutedUntil,
    });
    await ctx.audit({
      action: 'chat.mute',
      targetType: 'member',
      targetId: member.id,
      merchantId: member.merchant_id,
      before: { mutedUntil: previous?.muted_until.toISOString() ?? null },
      after: { mutedUntil },
    });
    return { memberId: member.id, mutedUntil };
  },
};
