import * as v from 'valibot';
import { qInt, str } from '../call.ts';
import { GRANT_STATUS, LANGUAGES } from '../enums.ts';
import {
  code,
  countedPage,
  deskPageQuery,
  instant,
  language,
  pageQuery,
  rowId,
} from '../fields.ts';
import { wireMoney } from '../moneySchemas.ts';
import { deskCallOf } from './deskCall.ts';
import {
  PROMOTION_KINDS,
  PROMOTION_STATES,
  promotionAudienceSchema,
  promotionTermsSchema,
} from './promotions.ts';
import { CONTENT_IMAGE_TYPES, contentImageSchema, imageUpload } from './staffDesks.ts';

/**
 * The console's promotions desk (issue 25, "The console"): promotions written per brand
 * (kind, terms, per-language texts, banner, schedule, audience), paused, resumed and ended;
 * the grants a promotion made, and forfeiting one with a reason. Designed here, as the rest of
 * the staff area: the specs show no back office. staff.ts joins these calls into `staffCalls`
 * and these permissions into `STAFF_PERMISSIONS`.
 *
 * The review queues (applications, held referrals) are in promotionKinds.ts; a raffle's seed
 * (`promotionRaffleSeed`) and the special kinds' terms are in staffPromotionsTerms.ts.
 */

export const PROMOTIONS_DESK_PERMISSIONS = [
  'promotions.read',
  'promotions.write',
  // Decisions that move a member's money: forfeiting a grant, reviewing applications and
  // held referral rewards.
  'promotions.review',
] as const;
export type PromotionsDeskPermission = (typeof PROMOTIONS_DESK_PERMISSIONS)[number];

/** What the desk writes to the audit log (a banner upload is an `image.upload`). */
export const PROMOTIONS_DESK_AUDIT_ACTIONS = [
  'promotion.create',
  'promotion.update',
  'promotion.pause',
  'promotion.resume',
  'promotion.end',
  'promotionGrant.forfeit',
] as const;
export const PROMOTIONS_DESK_AUDIT_TARGETS = ['promotion', 'promotionGrant'] as const;

/**
 * Where a promotion stands for staff, derived from its state and schedule (designed):
 * `scheduled` before its start, `running` between start and end, `paused`, `ended` (ended by
 * staff or past its end).
 */
export const PROMOTION_DESK_STATUS = ['scheduled', 'running', 'paused', 'ended'] as const;
export type PromotionDeskStatus = (typeof PROMOTION_DESK_STATUS)[number];

const promotionsDeskCall = deskCallOf<PromotionsDeskPermission>();

/** A promotion body's length limit, in characters. */
export const PROMOTION_BODY_MAX = 20_000;
/**
 * The Zalo / WhatsApp bonus's display text may be longer (platform-spec section 9: "Zalo reward
 * display text: up to 131K"). Ours: 131K read as 131,072 characters (128 Ki), the body of a
 * `messengerBonus` promotion in each language.
 */
export const MESSENGER_TEXT_MAX = 131_072;
/**
 * What a promotion's save may send: every language's display text at its longest in UTF-8 (at
 * most 4 bytes a character; JSON leaves them unescaped) and the rest of the form. About 9 MB,
 * under what a member's upload of three images may send.
 */
const PROMOTION_SAVE_BODY_LIMIT = LANGUAGES.length * (MESSENGER_TEXT_MAX * 4 + 1024) + 64 * 1024;

/** One language's texts: the title is plain text, the body rich text the server sanitises. */
export const promotionTextSchema = v.object({ title: v.string(), body: v.string() });
export type PromotionText = v.InferOutput<typeof promotionTextSchema>;

/** A promotion as staff edit it; the terms' money in the brand's currency, decimal strings. */
export const staffPromotionSchema = v.object({
  promotionId: v.number(),
  merchantCode: v.string(),
  currency: v.string(),
  kind: v.picklist(PROMOTION_KINDS),
  state: v.picklist(PROMOTION_STATES),
  status: v.picklist(PROMOTION_DESK_STATUS),
  texts: v.record(language, promotionTextSchema),
  bannerUrl: v.string(),
  startsAt: instant,
  endsAt: v.nullable(instant),
  audience: promotionAudienceSchema,
  terms: promotionTermsSchema,
  sort: v.number(),
  /** Grants made so far (every status). */
  grants: v.number(),
  updatedAt: instant,
});
export type StaffPromotion = v.InferOutput<typeof staffPromotionSchema>;

/** A grant as staff see it: what was paid, the wagering, how it ended and why. */
export const staffPromotionGrantSchema = v.object({
  grantId: v.number(),
  memberId: v.number(),
  username: v.string(),
  periodKey: v.string(),
  currency: v.string(),
  amount: wireMoney,
  requirement: wireMoney,
  progress: wireMoney,
  takenBack: wireMoney,
  status: v.picklist(GRANT_STATUS),
  reason: v.nullable(v.string()),
  /** Abuse signs found when it was made (same device as another member...). */
  flags: v.array(v.string()),
  grantedAt: instant,
  expiresAt: v.nullable(instant),
  endedAt: v.nullable(instant),
});
export type StaffPromotionGrant = v.InferOutput<typeof staffPromotionGrantSchema>;

/** A time in a request: ISO 8601 with its offset. */
const when = v.pipe(str(40, 1), v.isoTimestamp());

/** A banner is an image the banner upload returned (served from the database), or none. */
const bannerUrl = v.union([
  v.literal(''),
  v.pipe(str(100), v.regex(/^\/media\/uploads\/\d{1,9}\.(png|jpg|webp)$/)),
]);

const reason = str(500, 3);
const promotionRef = v.strictObject({ promotionId: rowId });

export const staffPromotionsCalls = {
  promotionsDesk: promotionsDeskCall({
    method: 'GET',
    path: '/staff/promotions',
    permission: 'promotions.read',
    request: deskPageQuery(),
    response: countedPage(staffPromotionSchema),
    summary: 'The promotions of the brands in scope, in the hall order',
  }),
  promotionSave: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions',
    permission: 'promotions.write',
    bodyLimit: PROMOTION_SAVE_BODY_LIMIT,
    request: v.pipe(
      v.strictObject({
        /** Absent: a new promotion. */
        promotionId: v.optional(rowId),
        merchantCode: code(32),
        /** Fixed once made: grants of one promotion share a kind. */
        kind: v.picklist(PROMOTION_KINDS),
        texts: v.pipe(
          v.record(
            language,
            v.strictObject({ title: str(200, 1), body: v.optional(str(MESSENGER_TEXT_MAX), '') }),
          ),
          v.check((texts) => Object.keys(texts).length > 0, 'at least one language'),
        ),
        bannerUrl: v.optional(bannerUrl, ''),
        startsAt: when,
        endsAt: v.optional(v.nullable(when), null),
        audience: promotionAudienceSchema,
        terms: promotionTermsSchema,
        sort: v.optional(qInt(0, 9999), 0),
      }),
      // Only the messenger bonus's display text runs to 131K; every other body stays short.
      v.forward(
        v.check(
          (input) =>
            input.kind === 'messengerBonus' ||
            Object.values(input.texts).every((text) => text.body.length <= PROMOTION_BODY_MAX),
          `a body of at most ${PROMOTION_BODY_MAX} characters (${MESSENGER_TEXT_MAX} for the messenger bonus)`,
        ),
        ['texts'],
      ),
    ),
    response: staffPromotionSchema,
    summary:
      'Creates or edits a promotion (terms apply to grants made from now on; bodies sanitised)',
  }),
  promotionBannerUpload: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions/banners',
    permission: 'promotions.write',
    ...imageUpload,
    response: contentImageSchema,
    summary: `Uploads a banner (${CONTENT_IMAGE_TYPES.join(', ')} by its decoded bytes, at most 1 MiB)`,
  }),
  promotionPause: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions/{promotionId}/pause',
    permission: 'promotions.write',
    request: promotionRef,
    response: staffPromotionSchema,
    summary: 'Pauses a running or scheduled promotion: the hall hides it, grants stay',
  }),
  promotionResume: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions/{promotionId}/resume',
    permission: 'promotions.write',
    request: promotionRef,
    response: staffPromotionSchema,
    summary: 'Resumes a paused promotion',
  }),
  promotionEnd: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions/{promotionId}/end',
    permission: 'promotions.write',
    request: promotionRef,
    response: staffPromotionSchema,
    summary: 'Ends a promotion for good: no new joins or grants; grants made keep their wagering',
  }),
  promotionGrantsDesk: promotionsDeskCall({
    method: 'GET',
    path: '/staff/promotions/{promotionId}/grants',
    permission: 'promotions.read',
    request: v.strictObject({
      promotionId: rowId,
      status: v.optional(v.picklist(GRANT_STATUS)),
      ...pageQuery,
    }),
    response: countedPage(staffPromotionGrantSchema),
    summary: "A promotion's grants, newest first",
  }),
  promotionGrantForfeit: promotionsDeskCall({
    method: 'POST',
    path: '/staff/promotions/grants/{grantId}/forfeit',
    permission: 'promotions.review',
    request: v.strictObject({ grantId: rowId, reason }),
    response: staffPromotionGrantSchema,
    summary: 'Forfeits an active grant: the bonus taken back as far as the balance covers, once',
  }),
};
