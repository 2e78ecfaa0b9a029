import type { StaffMessage } from '@portal/contract';
import { memberInScope } from '../member/memberQueries.ts';
import { merchantIdsInScope, merchantInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb, type StaffDb, type StaffTrx } from '../staff/staffDb.ts';
import { writeMessage } from './inbox.ts';

const messageRows = (db: StaffDb | StaffTrx) =>
  db
    .selectFrom('staff_messages as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .innerJoin('staff as st', 'st.id', 's.sent_by')
    .leftJoin('members as mb', 'mb.id', 's.member_id')
    .selectAll('s')
    .select(['m.merchant_code', 'mb.username as member_username', 'st.username as sender']);
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

const messageOf = (row: MessageRow): StaffMessage => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  memberUsername: row.member_username,
  title: row.title,
  body: row.body,
  sentBy: row.sender,
  sentAt: row.sent_at.toISOString(),
});

/**
 * Keeps one message (plain text: the member side shows it as text), puts it in the member's
 * inbox (or every member's, for a broadcast) in the same transaction, and audits it.
 */
const send = async (
  ctx: StaffContext,
  merchantId: number,
  memberId: number | null,
  text: { title: string; body: string },
): Promise<StaffMessage> => {
  const created = await ctx.db
    .insertInto('staff_messages')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      title: text.title,
      body: text.body,
      sent_by: ctx.staff.id,
      sent_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeMessage(platformDb(ctx.db), {
    merchantId,
    memberId,
    title: text.title,
    body: text.body,
    at: ctx.now,
    source: 'staff',
  });
  const message = messageOf(
    await messageRows(ctx.db).where('s.id', '=', created.id).executeTakeFirstOrThrow(),
  );
  await ctx.audit({
    action: memberId === null ? 'message.broadcast' : 'message.member',
    targetType: 'message',
    targetId: created.id,
    merchantId,
    after: message,
  });
  return message;
};

export const messageHandlers: Pick<
  StaffHandlerMap,
  'messageList' | 'messageBroadcast' | 'messageToMember'
> = {
  messageList: async (input, ctx) => {
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = messageRows(ctx.db);
    if (ids) query = query.where('s.merchant_id', 'in', ids);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      query.orderBy('s.id', 'desc'),
      input,
      messageOf,
    );
  },

  messageBroadcast: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    return send(ctx, merchant.id, null, input);
  },

  messageToMember: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    return send(ctx, member.merchant_id, member.id, input);
  },
};
