import { MAX_CHAT_MESSAGE_LENGTH } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { loadSanitiser } from '../content/sanitise.ts';
import type { HandlerMap } from '../http/context.ts';
import { displayName } from '../member/members.ts';
import { chatDb, mutedUntil } from './chatDb.ts';
import { publishChatChange } from './chatFeed.ts';

/** Posts per member in the window before `chat.too.fast` (designed: a chat, not a flood). */
export const CHAT_POSTS_PER_WINDOW = 5;
export const CHAT_WINDOW_MS = 10_000;
/** How many messages a first read returns (the room shows the latest, older ones scroll away). */
export const CHAT_HISTORY = 50;

/**
 * Plain text as the room keeps it: tags removed by the sanitiser (the portal shows text, so a
 * tag would only show as its source), control characters dropped, runs of spaces folded.
 */
export const chatText = async (raw: string): Promise<string> => {
  const sanitiser = await loadSanitiser();
  return (
    sanitiser
      .plainText(raw)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e]/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
};

/** The chat room: members of one brand read and post in one room. */
export const chatRoomHandlers = {
  chatMessages: async (input, ctx) => {
    const db = chatDb(ctx.services.db);
    const { memberId } = ctx.session;
    let query = db
      .selectFrom('chat_messages')
      .select(['id', 'member_id', 'nickname', 'text', 'sent_at'])
      .where('merchant_id', '=', ctx.merchant.id)
      .where('deleted_at', 'is', null);
    if (input.afterId !== undefined) query = query.where('id', '>', input.afterId);
    const rows = await query.orderBy('id', 'desc').limit(CHAT_HISTORY).execute();
    const until = await mutedUntil(db, memberId, ctx.services.clock());
    return {
      messages: rows.reverse().map((row) => ({
        id: row.id,
        nickname: row.nickname,
        text: row.text,
        sentAt: row.sent_at.toISOString(),
        mine: row.member_id === memberId,
      })),
      mutedUntil: until?.toISOString() ?? null,
    };
  },

  chatPost: async (input, ctx) => {
    const db = chatDb(ctx.services.db);
    const { memberId } = ctx.session;
    const now = ctx.services.clock();
    const text = await chatText(input.text);
    if (text.length === 0 || text.length > MAX_CHAT_MESSAGE_LENGTH) {
      throw new CatalogueError('request_param_err', {
        message: `A message holds 1 to ${MAX_CHAT_MESSAGE_LENGTH} characters of text.`,
      });
    }
    if (await mutedUntil(db, memberId, now)) throw new CatalogueError('chat.muted');
    const recent = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('sent_at', '>', new Date(now.getTime() - CHAT_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= CHAT_POSTS_PER_WINDOW) throw new CatalogueError('chat.too.fast');
    const nickname = await displayName(ctx.services.db, memberId);
    const sentAt = now.toISOString();
    // One transaction: the feeds hear of the post when it is stored, and only then.
    const row = await db.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto('chat_messages')
        .values({ merchant_id: ctx.merchant.id, member_id: memberId, nickname, text, sent_at: now })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await publishChatChange(ctx.services.cacheBus, trx, ctx.merchant.id, {
        type: 'message',
        message: { id: stored.id, memberId, nickname, text, sentAt },
      });
      return stored;
    });
    return { id: row.id, nickname, text, sentAt, mine: true };
  },
} satisfies HandlerMap;
