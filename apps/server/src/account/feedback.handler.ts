import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { accountDb } from './accountDb.ts';

/** At most this many feedback messages per address, and per member, in the window. */
const FEEDBACK_PER_WINDOW = 5;
const FEEDBACK_WINDOW_MS = 60 * 60_000;

/** The contact form: filed under the member when signed in, rate limited per caller. */
export const feedbackHandlers = {
  feedback: async (input, ctx) => {
    const db = accountDb(ctx.services.db);
    const now = ctx.services.clock();
    const address = normaliseIp(ctx.ip);
    const memberId = ctx.session?.memberId ?? null;
    const since = new Date(now.getTime() - FEEDBACK_WINDOW_MS);
    const recent = await db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('sent_at', '>', since)
      .where((eb) =>
        memberId === null
          ? eb('address', '=', address)
          : eb.or([eb('address', '=', address), eb('member_id', '=', memberId)]),
      )
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= FEEDBACK_PER_WINDOW) throw new CatalogueError('too.many.requests');
    const row = await db
      .insertInto('feedback')
      .values({
        merchant_id: ctx.merchant.id,
        member_id: memberId,
        question_type: input.questionType,
        content: input.content,
        contact: input.contact ?? '',
        address,
        sent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { feedbackId: row.id };
  },
} satisfies HandlerMap;
