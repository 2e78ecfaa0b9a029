import * as v from 'valibot';
import { defineCall, money } from '../call.ts';
import { GAME_CATEGORIES, type GameCategory, GRANT_STATUS, PROMOTION_STATUS } from '../enums.ts';
import { instant, language, page, pageQuery, promotionApplication, rowId } from '../fields.ts';

const promotionStatus = v.picklist(PROMOTION_STATUS);

/**
 * The kinds of promotion (promotions-rules.md "Kinds", ours: seven, plus the VIP week whose
 * reward is a points multiplier rather than money).
 */
export const PROMOTION_KINDS = [
  'depositBonus',
  'dailyRebate',
  'application',
  'raffle',
  'redEnvelope',
  'referral',
  'messengerBonus',
  'vipWeek',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A promotion's own state as staff set it (designed: the specs show no such field). */
export const PROMOTION_STATES = ['active', 'paused', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** A rate in basis points (100 = 1 %): integers, so no float touches money. */
const basisPoints = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));
/** Per game category; a category absent gets 0. */
const byCategory = v.record(v.picklist(GAME_CATEGORIES), basisPoints);

/**
 * A promotion's terms, copied onto each grant when it is made (editing a promotion never
 * changes grants already made). Money in decimal strings of the brand's currency. Each kind
 * reads its part; `extra` carries what a kind needs beyond these (raffle prizes, red envelope
 * pool...), owned by that kind's code. Designed here: the rules name the terms, not a shape.
 */
/**
 * A category's typical house edge in basis points (promotions-rules.md kind 2: "a rate above a
 * game's house edge pays more than the house made, so rates are staff settings with that
 * warning"). Not shown in the specs: ours, the usual edges of each kind of game (a 1950 prize
 * group's lottery keeps 2.5 %; baccarat about 1.1 %; slots and fishing 3-5 %; sportsbook margins
 * about 4.5 %; card rooms take a 5 % rake; cockfight bookmakers about 5 %). The console warns at
 * or above it; nothing refuses, as a brand may choose a loss leader.
 */
export const TYPICAL_HOUSE_EDGE_BP: Readonly<Record<GameCategory, number>> = {
  SPORTS: 450,
  ESPORTS: 500,
  LIVE: 110,
  LOTT: 250,
  ELOTT: 250,
  PVP: 500,
  FISH: 300,
  RNG: 300,
  COCKFIGHT: 500,
};

export const promotionTermsSchema = v.object({
  /** Deposit bonus: `first` deposit only, or `each` deposit in the promotion's window. */
  deposit: v.optional(
    v.object({
      which: v.picklist(['first', 'each']),
      percentBp: basisPoints,
      maxBonus: money,
      minDeposit: v.optional(money),
      /** Credited without signing up first (per promotion, rules kind 1). */
      automatic: v.optional(v.boolean()),
    }),
  ),
  /** Daily rebate: rates by category, optionally by VIP level (level number as key). */
  rebate: v.optional(
    v.object({
      ratesBp: byCategory,
      vipRatesBp: v.optional(v.record(v.string(), byCategory)),
      dailyCap: v.nullable(money),
    }),
  ),
  /** A fixed reward (application default, referral, messenger bonus...). */
  reward: v.optional(money),
  /** Wagering on the bonus; absent: the bonus may be withdrawn at once. */
  wagering: v.optional(
    v.object({
      /** Multiple in thousandths (30000 = 30x). */
      multipleMille: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
      /** The requirement counts bonus plus deposit (rules: "or bonus plus deposit"). */
      includeDeposit: v.boolean(),
      /** How much of a settled stake counts, by category (10000 = 100 %). */
      weightsBp: byCategory,
      maxBet: v.nullable(money),
      expiryDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
    }),
  ),
  /** VIP week: points earned are multiplied by this (2 = double points). */
  pointsMultiplier: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /**
   * Refuse a grant to a member linked to another holder (same device, address, payee name or
   * card; promotions-rules.md "Abuse": "a promotion may allow one grant per household").
   */
  oneGrantPerHousehold: v.optional(v.boolean()),
  extra: v.optional(v.record(v.string(), v.unknown())),
});
export type PromotionTerms = v.InferOutput<typeof promotionTermsSchema>;

/** Who may take part (rules "A promotion"). Empty `vipLevels`: every level. */
export const promotionAudienceSchema = v.object({
  members: v.boolean(),
  agents: v.boolean(),
  vipLevels: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  newMembersOnly: v.boolean(),
});
export type PromotionAudience = v.InferOutput<typeof promotionAudienceSchema>;

/** The member's grant for a promotion, when there is one (designed). */
export const promotionGrantSchema = v.object({
  grantId: v.number(),
  amount: money,
  wageringRequired: money,
  wageringProgress: money,
  status: v.picklist(GRANT_STATUS),
  grantedAt: instant,
  expiresAt: v.nullable(instant),
});
export type PromotionGrant = v.InferOutput<typeof promotionGrantSchema>;

/** Designed: a promotion of the promotion hall; the specs give its statuses only. */
export const promotionSchema = v.object({
  promotionId: v.number(),
  title: v.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: v.string(),
  imageUrl: v.string(),
  /** The same as `kind` (kept for the first clients). */
  promotionType: v.string(),
  kind: v.picklist(PROMOTION_KINDS),
  /** For a visitor always `join` or `comingSoon`; for a member, where the member stands. */
  status: promotionStatus,
  /** Joining needs an application (remark and images) that staff review. */
  needsApplication: v.boolean(),
  startsAt: instant,
  endsAt: v.nullable(instant),
  /** The member's current grant (this period's), null for a visitor or before one is made. */
  grant: v.nullable(promotionGrantSchema),
  /**
   * Issue 25: the terms and audience the promotion's page summarises in the member's language
   * (designed). `extra`, the special kinds' own settings, stays on the server.
   */
  terms: v.optional(v.omit(promotionTermsSchema, ['extra'])),
  audience: v.optional(promotionAudienceSchema),
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
    request: promotionApplication,
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
      rewardAmount: v.nullable(money),
    }),
    summary: 'Claims the reward of a promotion the member completed',
  }),
  giveUpBonus: defineCall({
    // Designed: the reward centre's "give up" (rules "Wagering": the member may give it up).
    method: 'POST',
    path: '/wps/relay/MCSFE_giveUpBonus',
    token: true,
    module: 'PROMO3',
    request: v.object({ grantId: rowId }),
    response: v.object({ grantId: v.number(), status: v.picklist(GRANT_STATUS), taken: money }),
    summary: 'Gives up an active bonus: what is left of it goes back, its wagering ends',
  }),
  claimRaffle: defineCall({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    token: true,
    module: 'PROMO3',
    request: v.object({ promotionId: rowId }),
    // Designed: the prize the draw gave.
    response: v.object({ promotionId: v.number(), prizeName: v.string(), prizeAmount: money }),
    summary: 'Draws and claims a raffle prize',
  }),
};
