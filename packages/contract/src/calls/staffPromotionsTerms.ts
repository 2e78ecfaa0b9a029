import * as v from 'valibot';
import { rowId } from '../fields.ts';
import { wireMoney } from '../moneySchemas.ts';
import { deskCallOf } from './deskCall.ts';
import type { PromotionsDeskPermission } from './staffPromotions.ts';

/**
 * The special kinds' part of a promotion's terms (`terms.extra.<kind>`), one schema each, so the
 * console's editor and the server (its desk when staff save, the kind's code when it pays)
 * read the same shape. Designed here: the rules name a raffle's weighted prize list with stock
 * and its tickets by deposits or valid bets, a red envelope's pool and count, a referral's
 * minimum first deposit and the invited member's optional reward; not their shape. Money is in
 * wire decimals of the brand's currency, checked against it by the server.
 */
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** What earns a raffle ticket. */
export const RAFFLE_TICKET_SOURCES = ['deposit', 'validBet'] as const;
export type RaffleTicketSource = (typeof RAFFLE_TICKET_SOURCES)[number];

export const rafflePrizeTermsSchema = v.object({
  prizeId: count(1_000_000),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  /** 0: a "thank you" that pays nothing. */
  amount: wireMoney,
  weight: count(1_000_000),
  stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
});
export type RafflePrizeTerms = v.InferOutput<typeof rafflePrizeTermsSchema>;

export const raffleTermsSchema = v.object({
  /** One ticket per this much deposited, or validly bet, since the raffle started. */
  ticketBy: v.picklist(RAFFLE_TICKET_SOURCES),
  ticketAmount: wireMoney,
  maxTickets: v.optional(count(10_000)),
  /** The weighted list (prize ids unique); a member's claim draws one at once. */
  prizes: v.pipe(
    v.array(rafflePrizeTermsSchema),
    v.minLength(1),
    v.maxLength(50),
    v.check(
      (prizes) => new Set(prizes.map((p) => p.prizeId)).size === prizes.length,
      'each prize its own id',
    ),
  ),
});
export type RaffleTerms = v.InferOutput<typeof raffleTermsSchema>;

/**
 * A red envelope: `pool` cut into `envelopes` when it opens. Each envelope is at least 0.01
 * (the rules) and at most twice the remaining average (the rules); `minShare` raises the
 * least and `maxShare` caps the most (ours: per promotion, so an operator can promise "at least
 * 1.00, at most 88.00"), both absent by default.
 */
export const redEnvelopeTermsSchema = v.object({
  pool: wireMoney,
  envelopes: count(100_000),
  minShare: v.optional(wireMoney),
  maxShare: v.optional(wireMoney),
});
export type RedEnvelopeTerms = v.InferOutput<typeof redEnvelopeTermsSchema>;

/**
 * A referral: the referrer's reward is the promotion's `terms.reward`; a reward whose invited
 * member shares a sign with the referrer (device, address, payee name, card) is always held for
 * staff (the rules), so there is no setting for it.
 */
export const referralTermsSchema = v.object({
  /** The invited member's first deposit must reach this for the reward. */
  minDeposit: wireMoney,
  /** Paid to the invited member too when set ("if the promotion says so"). */
  inviteeReward: v.optional(wireMoney),
});
export type ReferralTerms = v.InferOutput<typeof referralTermsSchema>;

/** A raffle's seed as staff see it: the commitment from the start, the seed once it ended. */
export const staffRaffleSeedSchema = v.object({
  promotionId: v.number(),
  /** `raffle-hmac-sha256-v1` (RAFFLE_ALGORITHM of @portal/lottery-rules). */
  algorithm: v.string(),
  /** hex(SHA-256(seed)), published before the raffle starts. */
  commitment: v.string(),
  /** The seed, only once the raffle has ended (staff see no more than members). */
  seed: v.nullable(v.string()),
});
export type StaffRaffleSeed = v.InferOutput<typeof staffRaffleSeedSchema>;

const promotionsDeskCall = deskCallOf<PromotionsDeskPermission>();

export const staffPromotionsTermsCalls = {
  promotionRaffleSeed: promotionsDeskCall({
    method: 'GET',
    path: '/staff/promotions/{promotionId}/raffle-seed',
    permission: 'promotions.read',
    request: v.strictObject({ promotionId: rowId }),
    response: staffRaffleSeedSchema,
    summary: "A raffle's seed commitment, and the seed itself once the raffle has ended",
  }),
};
