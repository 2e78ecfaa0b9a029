import type { HandlerMap } from '../http/context.ts';
import { requireRealMember } from '../session/signIn.ts';
import { inboxPage, markMessages, unreadCount } from './inbox.ts';

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

  readMessages: async (input, ctx) => {
    const { db } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    await markMessages(
      db,
      ctx.merchant.id,
      ctx.session.memberId,
      input.messageIds,
      'read',
      ctx.services.clock(),
    );
    return { unreadMessage: await unreadCount(db, ctx.merchant.id, ctx.session.memberId) };
  },

  deleteMessages: async (input, ctx) => {
    const { db } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    await markMessages(
      db,
      ctx.merchant.id,
      ctx.session.memberId,
      input.messageIds,
      'deleted',
      ctx.services.clock(),
    );
    return { unreadMessage: await unreadCount(db, ctx.merchant.id, ctx.session.memberId) };
  },
} satisfies HandlerMap;
