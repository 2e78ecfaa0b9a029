import type { StaffPromotionApplication } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { moneyOf, positiveMinor } from '../ledger/money.ts';
import { uplineUsernames } from '../member/members.ts';
import { countOf, queuePage } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { notifyApplication, titleFor } from './applicationNotices.ts';
import { grantReward } from './grants.ts';
import { ONCE } from './hall.ts';
import { kindsDb } from './kinds/kindsDb.ts';
import type { PromotionTexts } from './promotionsDb.ts';
import { grantLinks } from './sharedSigns.ts';

/**
 * The promotions desk's applications queue (promotions-rules.md kind 3): staff see each
 * application with its remark and images, approve it with an amount (paid as the promotion's
 * one grant from the house account `promotions`, an inbox message to the member, the audit
 * entry, all in the request's transaction) or reject it with a reason (a notice to the member
 * too); the notices are worded in the member's language by the portal (applicationNotices.ts).
 *
 * "The reviewer cannot be the applicant's own agent": staff accounts and member accounts are
 * separate and nothing in the data links a staff account to an agent's member account, so
 * (ours) the only link there is is enforced: a reviewer whose username is an agent's above the
 * applicant (any level up) is refused. Linking staff to agents properly needs a staff field the
 * schema does not have yet.
 */

const kdbOf = (db: unknown) => kindsDb(db as Db);

const applicationRows = (db: unknown) =>
  kdbOf(db)
    .selectFrom('promotion_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
    .innerJoin('members as u', 'u.id', 'a.member_id')
    .selectAll('a')
    .select((eb) => [
      'p.texts',
      'p.terms',
      'm.merchant_code',
      sql<string>`m.brand->>'currency'`.as('currency'),
      sql<string>`coalesce(m.brand->>'defaultLanguage', 'en')`.as('language'),
      'u.username',
      'u.language as member_language',
      eb
        .selectFrom('promotion_application_images as i')
        .select((i) => i.fn.countAll<string>().as('n'))
        .whereRef('i.application_id', '=', 'a.id')
        .as('images'),
    ]);

type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>
>;

/** Who the decision's notice goes to, with the promotion's title in their language. */
const noticeOf = (row: ApplicationRow, at: Date) => ({
  merchantId: row.merchant_id,
  memberId: row.member_id,
  applicationId: Number(row.id),
  title: titleFor(row.texts as PromotionTexts, row.member_language, row.language),
  at,
});

const titleOf = (row: ApplicationRow) => {
  const texts = row.texts as PromotionTexts;
  return texts[row.language]?.title ?? Object.values(texts)[0]?.title ?? '';
};

const applicationOf = (
  row: ApplicationRow,
  reviewer: string | null,
  flags: string[],
): StaffPromotionApplication => ({
  applicationId: Number(row.id),
  promotionId: row.promotion_id,
  promotionTitle: titleOf(row),
  merchantCode: row.merchant_code,
  currency: row.currency,
  memberId: row.member_id,
  username: row.username,
  remark: row.remark,
  imageCount: Number(row.images ?? 0),
  flags,
  status: row.status,
  amount: row.amount === null ? null : moneyOf(row.amount, row.currency),
  suggestedAmount: row.terms.reward ?? null,
  reason: row.reason,
  reviewer,
  appliedAt: row.applied_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** One application in the caller's scope, or `not.found`. */
const applicationIn = async (ctx: StaffContext, applicationId: number) => {
  let query = applicationRows(ctx.db).where('a.id', '=', String(applicationId));
  if (ctx.staff.merchantId !== null)
    query = query.where('a.merchant_id', '=', ctx.staff.merchantId);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  return row;
};

/**
 * Claims a pending application for a decision by a conditional update (two reviewers at once:
 * one decides, the other is told it is decided).
 */
const decide = async (
  ctx: StaffContext,
  row: ApplicationRow,
  set: { status: 'approved' | 'rejected'; amount?: bigint; reason?: string },
) => {
  if (row.status !== 'pending') throw new CatalogueError('staff.promotion.state');
  const claimed = await kdbOf(ctx.db)
    .updateTable('promotion_applications')
    .set({
      status: set.status,
      amount: set.amount ?? null,
      reason: set.reason ?? null,
      reviewer_id: ctx.staff.id,
      decided_at: ctx.now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new CatalogueError('staff.promotion.state');
};

/** The reviewer's name (the desk shows who decided) and the applicant's abuse signs. */
const withReviewer = async (ctx: StaffContext, row: ApplicationRow) => {
  const { signs } = await grantLinks(
    ctx.db as unknown as Db,
    row.merchant_id,
    row.promotion_id,
    row.member_id,
  );
  if (row.reviewer_id === null) return applicationOf(row, null, signs);
  const staff = await ctx.db
    .selectFrom('staff')
    .select('username')
    .where('id', '=', row.reviewer_id)
    .executeTakeFirst();
  return applicationOf(row, staff?.username ?? null, signs);
};

const reloaded = async (ctx: StaffContext, row: ApplicationRow) =>
  withReviewer(
    ctx,
    await applicationRows(ctx.db).where('a.id', '=', row.id).executeTakeFirstOrThrow(),
  );

export const applicationsDeskHandlers: Pick<
  StaffHandlerMap,
  | 'promotionApplicationsDesk'
  | 'promotionApplicationImage'
  | 'promotionApplicationApprove'
  | 'promotionApplicationReject'
> = {
  promotionApplicationsDesk: (input, ctx) =>
    queuePage(ctx, input, {
      rows: applicationRows(ctx.db),
      counted: countOf(kdbOf(ctx.db), 'promotion_applications'),
      alias: 'a',
      // Oldest first: the queue is worked from its front.
      ordered: (rows) => rows.orderBy('a.id'),
      map: (row) => withReviewer(ctx, row),
    }),

  promotionApplicationImage: async (input, ctx) => {
    const row = await applicationIn(ctx, input.applicationId);
    const image = await kdbOf(ctx.db)
      .selectFrom('promotion_application_images')
      .select(['content_type', 'bytes'])
      .where('application_id', '=', row.id)
      .where('seq', '=', input.seq)
      .executeTakeFirst();
    if (!image) throw new CatalogueError('not.found');
    return {
      contentType: image.content_type,
      dataUrl: `data:${image.content_type};base64,${image.bytes.toString('base64')}`,
    };
  },

  promotionApplicationApprove: async (input, ctx) => {
    const row = await applicationIn(ctx, input.applicationId);
    const uplines = await uplineUsernames(ctx.db as unknown as Db, row.member_id);
    if (uplines.some((name) => name.toLowerCase() === ctx.staff.username.toLowerCase())) {
      // Its own code, not `staff.permission.denied`: the role may review, this one it may not,
      // and the console tells the reviewer why.
      throw new CatalogueError('staff.promotion.ownAgent');
    }
    const amount = positiveMinor(input.amount, row.currency);
    await decide(ctx, row, { status: 'approved', amount });
    const db = ctx.db as unknown as Db;
    const granted = await grantReward(db, {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      currency: row.currency,
      promotion: { id: row.promotion_id, kind: 'application', terms: row.terms },
      periodKey: ONCE,
      amount,
      now: ctx.now,
    });
    // A grant of this promotion made another way (staff tooling, a test): never pay twice.
    if (!granted) throw new CatalogueError('staff.promotion.state');
    await kdbOf(ctx.db)
      .updateTable('promotion_applications')
      .set({ grant_id: String(granted.grantId) })
      .where('id', '=', row.id)
      .execute();
    const paid = moneyOf(amount, row.currency);
    await notifyApplication(db, noticeOf(row, ctx.now), {
      kind: 'promotionApplicationApproved',
      amount: paid,
      currency: row.currency,
    });
    await ctx.audit({
      action: 'promotionApplication.approve',
      targetType: 'promotionApplication',
      targetId: Number(row.id),
      merchantId: row.merchant_id,
      before: { status: row.status, memberId: row.member_id },
      after: { status: 'approved', amount: paid, grantId: granted.grantId },
    });
    return reloaded(ctx, row);
  },

  promotionApplicationReject: async (input, ctx) => {
    const row = await applicationIn(ctx, input.applicationId);
    await decide(ctx, row, { status: 'rejected', reason: input.reason });
    await notifyApplication(ctx.db as unknown as Db, noticeOf(row, ctx.now), {
      kind: 'promotionApplicationRejected',
      reason: input.reason,
    });
    await ctx.audit({
      action: 'promotionApplication.reject',
      targetType: 'promotionApplication',
      targetId: Number(row.id),
      merchantId: row.merchant_id,
      before: { status: row.status, memberId: row.member_id },
      after: { status: 'rejected', reason: input.reason },
    });
    return reloaded(ctx, row);
  },
};
