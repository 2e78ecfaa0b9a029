import type { CallContext, HandlerMap } from '../http/context.ts';
import type { Session } from '../session/sessions.ts';
import { requireRealMember } from '../session/signIn.ts';
import { inboxPage, markMessages, unreadCount } from './inbox.ts';

/** Marks the member's messages read or deleted; answers what stays unread (the header's count). */
const markAndCount = async (
  ctx: CallContext<Session>,
  messageIds: readonly number[],
  change: 'read' | 'deleted',
) => {
  const { db } = ctx.services;
  await requireRealMember(db, ctx.merchant, ctx.session.memberId);
  await markMessages(
    db,
    ctx.merchant.id,
    ctx.session.memberId,
    messageIds,
    change,
    ctx.services.clock(),
  );
  return { unreadMessage: await unreadCount(db, ctx.merchant.id, ctx.session.memberId) };
};

/** The member's internal messages. Trial members have no inbox (the portal does not ask). */
export const inboxHandlers = {
  unreadCount: async (_input, ctx) => {
    await requireRealMember(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return {
      unreadMessage: await unreadCount(ctx.services.db, ctx.merchant.id, ctx.session.memberId),
    };
  },

  inbox: async (input, ctx) => {
    const { db } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    const [page, unread] = await Promise.all([
      inboxPage(db, ctx.merchant.id, ctx.session.memberId, input),
      unreadCount(db, ctx.merchant.id, ctx.session.memberId),
    ]);
    return { ...page, unreadMessage: unread };
  },

  readMessages: (input, ctx) => markAndCount(ctx, input.messageIds, 'read'),
  deleteMessages: (input, ctx) => markAndCount(ctx, input.messageIds, 'deleted'),
} satisfies HandlerMap;
