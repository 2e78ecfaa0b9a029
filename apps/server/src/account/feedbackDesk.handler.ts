import type { StaffFeedback } from '@portal/contract';
import { merchantIdsInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';
import { accountDb } from './accountDb.ts';

/** The support desk's feedback list: what the portal's contact form sent, newest first. */
export const feedbackHandlers: Pick<StaffHandlerMap, 'feedbackList'> = {
  feedbackList: async (input, ctx) => {
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = accountDb(platformDb(ctx.db))
      .selectFrom('feedback as f')
      .innerJoin('merchants as m', 'm.id', 'f.merchant_id')
      .leftJoin('members as mb', 'mb.id', 'f.member_id');
    if (ids) query = query.where('f.merchant_id', 'in', ids);
    return pageOf(
      query.select((eb) => eb.fn.countAll<string>().as('count')),
      query
        .select([
          'f.id',
          'm.merchant_code',
          'f.member_id',
          'mb.username',
          'f.question_type',
          'f.content',
          'f.contact',
          'f.sent_at',
        ])
        .orderBy('f.id', 'desc'),
      input,
      (row): StaffFeedback => ({
        id: row.id,
        merchantCode: row.merchant_code,
        memberId: row.member_id,
        memberUsername: row.username,
        questionType: row.question_type,
        content: row.content,
        contact: row.contact,
        sentAt: row.sent_at.toISOString(),
      }),
    );
  },
};
