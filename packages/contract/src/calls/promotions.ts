import * as v from 'valibot';
import { amount, defineCall } from '../call.ts';
import { PROMOTION_STATUS } from '../enums.ts';
import { imageUploads, instant, language, page, pageQuery, remark, rowId } from '../fields.ts';

const promotionStatus = v.picklist(PROMOTION_STATUS);

/** Designed: a promotion of the promotion hall; the specs give its statuses only. */
export const promotionSchema = v.object({
  promotionId: v.number(),
  title: v.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: v.string(),
  imageUrl: v.string(),
  promotionType: v.string(),
  /** For a visitor always `join` or `comingSoon`; for a member, where the member stands. */
  status: promotionStatus,
  /** Joining needs an application (remark and images) that staff review. */
  needsApplication: v.boolean(),
  startsAt: instant,
  endsAt: v.nullable(instant),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

const promotionResult = v.object({ promotionId: v.number(), status: promotionStatus });

export const promotionsCalls = {
  promotions: defineCall({
    // Designed: the promotion hall needs a list; no path in the specs.
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionList',
    token: false,
    tokenOptional: true,
    module: 'PROMO3',
    request: v.object({ language: v.optional(language), ...pageQuery }),
    response: page(promotionSchema),
    summary: "Promotions of the promotion hall, with the member's status when signed in",
  }),
  joinPromotion: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpPromotionJoin',
    token: true,
    module: 'PROMO3',
    request: v.object({
      promotionId: rowId,
      remark: v.optional(remark),
      images: v.optional(imageUploads),
    }),
    response: promotionResult,
    summary: 'Signs up for a promotion (with remark and up to 3 images when it asks)',
  }),
  requestPromotionReward: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    token: true,
    module: 'PROMO3',
    request: v.object({ promotionId: rowId }),
    response: v.object({
      promotionId: v.number(),
      status: promotionStatus,
      // Designed: what was paid, when the reward is issued at once.
      rewardAmount: v.nullable(amount),
    }),
    summary: 'Claims the reward of a promotion the member completed',
  }),
  claimRaffle: defineCall({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    token: true,
    module: 'PROMO3',
    request: v.object({ promotionId: rowId }),
    // Designed: the prize the draw gave.
    response: v.object({ promotionId: v.number(), prizeName: v.string(), prizeAmount: amount }),
    summary: 'Draws and claims a raffle prize',
  }),
};
