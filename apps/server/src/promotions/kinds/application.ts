import type { PROMOTION_STATUS, PromotionApplication } from '@portal/contract';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type MemberFacts, ONCE, type PromotionRow } from '../hall.ts';
import { checkApplication } from './applicationImages.ts';
import { kindsDb } from './kindsDb.ts';

type PromotionStatus = (typeof PROMOTION_STATUS)[number];

/** What an application needs of the kind context (kinds.ts passes its KindContext). */
interface ApplicationContext {
  db: Db;
  merchant: { id: number };
  member: MemberFacts;
  promotion: PromotionRow;
  now: Date;
}

/**
 * The activity application (promotions-rules.md kind 3): the member applies with a remark and
 * up to three images, checked by their decoded bytes (applicationImages.ts) and stored with the
 * application; staff approve it with an amount (paid as the promotion's one grant, with an inbox
 * message) or reject it with a reason (applicationsDesk.handler.ts). Ours: one application per
 * member and promotion (period `once`), so a rejected one is final, as a claimed reward is.
 */
export const applyToPromotion = async (
  ctx: ApplicationContext,
  input: { remark?: string | undefined; images?: readonly string[] | undefined },
): Promise<PromotionApplication> => {
  if (ctx.promotion.kind !== 'application') throw new CatalogueError('promotion.not.eligible');
  const checked = await checkApplication(input.remark, input.images);
  return inTransaction(ctx.db, async (trx) => {
    const kdb = kindsDb(trx);
    const row = await kdb
      .insertInto('promotion_applications')
      .values({
        merchant_id: ctx.merchant.id,
        promotion_id: ctx.promotion.id,
        member_id: ctx.member.memberId,
        period_key: ONCE,
        remark: checked.remark,
        applied_at: ctx.now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id', 'promotion_id', 'period_key']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    // Parallel applications insert once; the rest are told the member already applied.
    if (!row) throw new CatalogueError('promotion.already.joined');
    if (checked.images.length > 0) {
      await kdb
        .insertInto('promotion_application_images')
        .values(
          checked.images.map((image, i) => ({
            application_id: row.id,
            merchant_id: ctx.merchant.id,
            seq: i + 1,
            content_type: image.contentType,
            bytes: image.bytes,
          })),
        )
        .execute();
    }
    return {
      applicationId: Number(row.id),
      promotionId: ctx.promotion.id,
      status: 'pending' as const,
      appliedAt: ctx.now.toISOString(),
    };
  });
};

/** The hall's status of an application promotion: under review, or rejected; else the core's. */
export const applicationStatus = async (
  ctx: ApplicationContext,
): Promise<PromotionStatus | null> => {
  const row = await kindsDb(ctx.db)
    .selectFrom('promotion_applications')
    .select('status')
    .where('merchant_id', '=', ctx.merchant.id)
    .where('member_id', '=', ctx.member.memberId)
    .where('promotion_id', '=', ctx.promotion.id)
    .where('period_key', '=', ONCE)
    .executeTakeFirst();
  if (row?.status === 'pending') return 'applying';
  if (row?.status === 'rejected') return 'rejected';
  return null;
};
