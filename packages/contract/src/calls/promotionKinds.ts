import * as v from 'valibot';
import { defineCall, empty, money, qInt, str } from '../call.ts';
import {
  countedPage,
  deskQueueQuery,
  instant,
  page,
  pageQuery,
  promotionApplication,
  rowId,
} from '../fields.ts';
import { deskCallOf } from './deskCall.ts';
import type { PromotionsDeskPermission } from './staffPromotions.ts';

/**
 * The special kinds' member calls (issue 25; promotions-rules.md kinds 4 to 7): the raffle's
 * verification, the red envelope's pop, the referral page and linking a Zalo or WhatsApp
 * number. The raffle's draw itself is `claimRaffle` (calls/promotions.ts). The activity
 * application is `applyPromotion` (`joinPromotion` with a remark and images does the same), with
 * its staff review below. The specs name these features, not their calls: every path and shape
 * here is designed (ours). Money fields are wire decimal strings (money.ts).
 */

/** A prize of the in-stock list a draw was made from (the mapping is in @portal/lottery-rules). */
const rafflePrizeWeight = v.object({ prizeId: v.number(), weight: v.number() });

/** One ticket's draw, with everything the portal needs to recompute it once the seed is out. */
export const raffleDrawSchema = v.object({
  ticket: v.number(),
  prizeId: v.number(),
  prizeName: v.string(),
  prizeAmount: money,
  /** The prizes in stock when the ticket was drawn, ascending prize id, with their weights. */
  inStock: v.array(rafflePrizeWeight),
  drawnAt: instant,
});
export type RaffleDraw = v.InferOutput<typeof raffleDrawSchema>;

export const raffleVerificationSchema = v.object({
  promotionId: v.number(),
  memberId: v.number(),
  /** `raffle-hmac-sha256-v1` (RAFFLE_ALGORITHM of @portal/lottery-rules). */
  algorithm: v.string(),
  /** hex(SHA-256(seed)), published before the raffle starts. */
  commitment: v.string(),
  /** The seed, only once the raffle has ended; null before. */
  seed: v.nullable(v.string()),
  ticketsEarned: v.number(),
  ticketsUsed: v.number(),
  draws: v.array(raffleDrawSchema),
});
export type RaffleVerification = v.InferOutput<typeof raffleVerificationSchema>;

export const redEnvelopePopSchema = v.object({
  promotionId: v.number(),
  amount: money,
  /** How many envelopes were still closed after this one. */
  envelopesLeft: v.number(),
});
export type RedEnvelopePop = v.InferOutput<typeof redEnvelopePopSchema>;

export const REFERRAL_REWARD_STATUSES = ['waiting', 'paid', 'held', 'rejected'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

export const referralSchema = v.object({
  referralCode: v.string(),
  /** The registration link carrying the code, on the brand's own domain. */
  referralLink: v.string(),
  invitedCount: v.number(),
  /** What the member's referrals have paid out so far. */
  rewardsTotal: money,
});
export type Referral = v.InferOutput<typeof referralSchema>;

export const referralInviteSchema = v.object({
  /** Masked (first and last characters) so a referrer never learns a full account name. */
  username: v.string(),
  registeredAt: instant,
  firstDepositAt: v.nullable(instant),
  rewardStatus: v.picklist(REFERRAL_REWARD_STATUSES),
  rewardAmount: v.nullable(money),
});
export type ReferralInvite = v.InferOutput<typeof referralInviteSchema>;

export const CHAT_APPS = ['zalo', 'whatsapp'] as const;
export type ChatApp = (typeof CHAT_APPS)[number];

const chatApp = v.picklist(CHAT_APPS);
const chatNumber = {
  app: chatApp,
  mobile: str(20, 1),
  dialingCode: v.optional(str(4, 1)),
};

export const chatLinkSchema = v.object({
  app: chatApp,
  /** The linked number with all but its last three digits masked. */
  maskedNumber: v.string(),
  linkedAt: instant,
  /** The one-time bonus it paid, null when the brand runs no such promotion. */
  bonusAmount: v.nullable(money),
});
export type ChatLink = v.InferOutput<typeof chatLinkSchema>;

export const PROMOTION_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PromotionApplicationStatus = (typeof PROMOTION_APPLICATION_STATUSES)[number];

/** The member's application as it stands (designed). */
export const promotionApplicationSchema = v.object({
  applicationId: v.number(),
  promotionId: v.number(),
  status: v.picklist(PROMOTION_APPLICATION_STATUSES),
  appliedAt: instant,
});
export type PromotionApplication = v.InferOutput<typeof promotionApplicationSchema>;

export const promotionKindsCalls = {
  applyPromotion: defineCall({
    // Designed: platform-spec section 5 names the application and its limits, not its call.
    // Images travel inline as data URLs (fields.ts `imageUploads`); the server types them by
    // their decoded bytes, never by the URL's claim.
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    token: true,
    module: 'PROMO3',
    request: promotionApplication,
    response: promotionApplicationSchema,
    summary:
      'Applies to an application promotion with a remark and up to 3 png or jpg images under 5 MB',
  }),
  raffleVerification: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRaffleDraws',
    token: true,
    module: 'PROMO3',
    request: v.object({ promotionId: rowId }),
    response: raffleVerificationSchema,
    summary: "A member's raffle draws with the commitment, and the seed once the raffle ended",
  }),
  popRedEnvelope: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_popRedEnvelope',
    token: true,
    module: 'PROMO3',
    request: v.object({ promotionId: rowId }),
    response: redEnvelopePopSchema,
    summary: 'Pops one envelope of an open red envelope promotion (one per member)',
  }),
  referral: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferral',
    token: true,
    module: 'PROMO3',
    request: empty,
    response: referralSchema,
    summary: "The member's referral code and link, invited count and rewards paid",
  }),
  referralInvites: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralInvites',
    token: true,
    module: 'PROMO3',
    request: v.object({ ...pageQuery }),
    response: page(referralInviteSchema),
    summary: 'The members the member invited, with their first deposit and the reward',
  }),
  chatLinks: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getChatLinks',
    token: true,
    module: 'PROMO3',
    request: empty,
    response: v.array(chatLinkSchema),
    summary: "The member's linked Zalo and WhatsApp numbers",
  }),
  sendChatLinkCode: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_sendChatLinkCode',
    token: true,
    module: 'PROMO3',
    request: v.object(chatNumber),
    response: v.object({ expiredMinutes: v.number() }),
    summary: 'Sends a code to a Zalo or WhatsApp number through the messaging provider',
  }),
  linkChatNumber: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_linkChatNumber',
    token: true,
    module: 'PROMO3',
    request: v.object({ ...chatNumber, verificationCode: str(16, 1) }),
    response: chatLinkSchema,
    summary: 'Links a Zalo or WhatsApp number proven by its code, paying the one-time bonus',
  }),
};

// ---------------------------------------------------------------------------------------
// Staff: reviewing activity applications (the promotions desk's queue)
// ---------------------------------------------------------------------------------------

/** What reviewing writes to the audit log (staff.ts joins them into its lists). */
export const APPLICATION_REVIEW_AUDIT_ACTIONS = [
  'promotionApplication.approve',
  'promotionApplication.reject',
  'promotionReferral.release',
  'promotionReferral.reject',
] as const;
export const APPLICATION_REVIEW_AUDIT_TARGETS = [
  'promotionApplication',
  'promotionReferral',
] as const;

const reviewCall = deskCallOf<PromotionsDeskPermission>();

/** An application as staff review it; its images are fetched one by one. */
export const staffPromotionApplicationSchema = v.object({
  applicationId: v.number(),
  promotionId: v.number(),
  promotionTitle: v.string(),
  merchantCode: v.string(),
  currency: v.string(),
  memberId: v.number(),
  username: v.string(),
  remark: v.string(),
  imageCount: v.number(),
  /**
   * The signs linking the applicant to another holder of the promotion (sameDevice,
   * sameAddress, samePayeeName, sameCard), read when the queue is listed, so the reviewer sees
   * them before approving; the grant an approval makes carries them too.
   */
  flags: v.array(v.string()),
  status: v.picklist(PROMOTION_APPLICATION_STATUSES),
  /** What an approval paid; the promotion's default reward is `suggestedAmount`. */
  amount: v.nullable(money),
  suggestedAmount: v.nullable(money),
  reason: v.nullable(v.string()),
  reviewer: v.nullable(v.string()),
  appliedAt: instant,
  decidedAt: v.nullable(instant),
});
export type StaffPromotionApplication = v.InferOutput<typeof staffPromotionApplicationSchema>;

const applicationRef = { applicationId: rowId };

/**
 * A referral reward as staff review it: a held one carries the self-referral signs that held
 * it (`sameDevice`, `sameAddress`, `samePayeeName`, `sameCard`).
 */
export const staffReferralRewardSchema = v.object({
  rewardId: v.number(),
  promotionId: v.number(),
  merchantCode: v.string(),
  currency: v.string(),
  referrerId: v.number(),
  referrer: v.string(),
  inviteeId: v.number(),
  invitee: v.string(),
  status: v.picklist(['paid', 'held', 'rejected']),
  amount: money,
  signs: v.array(v.string()),
  depositOrderNo: v.string(),
  firstDepositAt: instant,
});
export type StaffReferralReward = v.InferOutput<typeof staffReferralRewardSchema>;

const referralRef = { rewardId: rowId };

export const staffPromotionKindsCalls = {
  promotionApplicationsDesk: reviewCall({
    method: 'GET',
    path: '/staff/promotions/applications',
    permission: 'promotions.read',
    request: deskQueueQuery(PROMOTION_APPLICATION_STATUSES),
    response: countedPage(staffPromotionApplicationSchema),
    summary: 'Activity applications of the brands in scope, oldest pending first',
  }),
  promotionApplicationImage: reviewCall({
    method: 'GET',
    path: '/staff/promotions/applications/{applicationId}/images/{seq}',
    permission: 'promotions.read',
    request: v.strictObject({ ...applicationRef, seq: qInt(1, 3) }),
    response: v.object({ contentType: v.string(), dataUrl: v.string() }),
    summary: "One of an application's images, as a data URL of its checked bytes",
  }),
  promotionApplicationApprove: reviewCall({
    method: 'POST',
    path: '/staff/promotions/applications/{applicationId}/approve',
    permission: 'promotions.review',
    request: v.strictObject({ ...applicationRef, amount: money }),
    response: staffPromotionApplicationSchema,
    summary:
      "Approves a pending application with an amount: paid once, with an inbox message (never by the applicant's agent)",
  }),
  promotionApplicationReject: reviewCall({
    method: 'POST',
    path: '/staff/promotions/applications/{applicationId}/reject',
    permission: 'promotions.review',
    request: v.strictObject({ ...applicationRef, reason: str(500, 3) }),
    response: staffPromotionApplicationSchema,
    summary: 'Rejects a pending application with a reason',
  }),
  promotionReferralsDesk: reviewCall({
    method: 'GET',
    path: '/staff/promotions/referrals',
    permission: 'promotions.read',
    request: deskQueueQuery(['paid', 'held', 'rejected']),
    response: countedPage(staffReferralRewardSchema),
    summary: 'Referral rewards of the brands in scope (held ones wait for review), oldest first',
  }),
  promotionReferralRelease: reviewCall({
    method: 'POST',
    path: '/staff/promotions/referrals/{rewardId}/release',
    permission: 'promotions.review',
    request: v.strictObject(referralRef),
    response: staffReferralRewardSchema,
    summary: 'Pays a held referral reward after review (once)',
  }),
  promotionReferralReject: reviewCall({
    method: 'POST',
    path: '/staff/promotions/referrals/{rewardId}/reject',
    permission: 'promotions.review',
    request: v.strictObject({ ...referralRef, reason: str(500, 3) }),
    response: staffReferralRewardSchema,
    summary: 'Rejects a held referral reward (the reason goes to the audit log)',
  }),
};
