import * as v from 'valibot';
import { defineCall, empty, qInt, str } from '../call.ts';
import { POINT_REWARD_CATEGORIES, POINT_TYPES, POINTS_REDEMPTION_STATUS } from '../enums.ts';
import { day, instant, mobileNumber, page, pageQuery, remark, rowId } from '../fields.ts';
import { wireMoney } from '../moneySchemas.ts';

/** Money of the points calls: a decimal string in the brand's currency (money.ts). */
const amount = wireMoney;

/*
 * The points mall. Points do not expire. Redeeming and converting spend value, so both
 * travel encrypted and need the payment password (the `passwordCheck/` in their paths).
 */

const paymentPassword = str(128, 1);

/** Designed: an item of the points mall. */
export const pointRewardSchema = v.object({
  rewardId: v.number(),
  productName: v.string(),
  category: v.picklist(POINT_REWARD_CATEGORIES),
  imageUrl: v.string(),
  /** Designed: every image of the item, the first being `imageUrl`. */
  imageUrls: v.array(v.string()),
  description: v.string(),
  pointsNeeded: v.number(),
  /** Some items also cost money on top of the points. */
  amountNeeded: amount,
  /** Null when unlimited. */
  stock: v.nullable(v.number()),
  /** Gifts ship: redeeming one needs a delivery address and phone number. */
  needsDelivery: v.boolean(),
  /** Designed: how many one member may redeem in all (null: no limit), and how many they did. */
  perMemberLimit: v.nullable(v.number()),
  redeemedByMe: v.number(),
  /** Designed: the item's window; null ends are open. */
  startsAt: v.nullable(instant),
  endsAt: v.nullable(instant),
});
export type PointReward = v.InferOutput<typeof pointRewardSchema>;

/**
 * What an exchange record is: a mall item's type, or points converted into money (designed:
 * the spec's exchange type names no value for a conversion, and the rules list it as an
 * exchange beside redeeming).
 */
export const POINTS_EXCHANGE_TYPES = [...POINT_REWARD_CATEGORIES, 'conversion'] as const;
export type PointsExchangeType = (typeof POINTS_EXCHANGE_TYPES)[number];

/** An exchange record (platform-spec section 3, points record). */
export const redeemRecordSchema = v.object({
  transactionNo: v.string(),
  applicationTime: instant,
  exchangeType: v.picklist(POINTS_EXCHANGE_TYPES),
  productName: v.string(),
  quantity: v.number(),
  pointsNeeded: v.number(),
  amountNeeded: amount,
  status: v.picklist(POINTS_REDEMPTION_STATUS),
  remark: v.string(),
  /** The change in points (negative: spent; a rejected one shows its spend, returned after). */
  pointsChange: v.number(),
  /** The points left just after the redemption took its points. */
  pointsBalance: v.number(),
  /** The earning rule of the time, per point type as the config shows it (lottery's). */
  bettingUnit: amount,
  /** The money one point converts into, at the time of the record. */
  pointsRatio: amount,
  /** Designed: a shipped gift's dispatch time. */
  shippedAt: v.nullable(instant),
  /** Designed: the money a conversion paid into the wallet (absent on a redemption). */
  amountReceived: v.optional(amount),
});
export type RedeemRecord = v.InferOutput<typeof redeemRecordSchema>;

/**
 * How points are earned and converted: per type, `points` points for every `bettingUnit` of
 * valid bet (or deposit); `convertRate` is the money one point converts into.
 */
export const pointConfigSchema = v.object({
  rules: v.array(
    v.object({ pointType: v.picklist(POINT_TYPES), bettingUnit: amount, points: v.number() }),
  ),
  convertRate: amount,
  minConvertPoints: v.number(),
});
export type PointConfig = v.InferOutput<typeof pointConfigSchema>;

export const pointsCalls = {
  pointBalance: defineCall({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    token: true,
    module: 'PTSYS3',
    request: empty,
    // Designed: the spec names the call only.
    response: v.object({ points: v.number() }),
    summary: "The member's points",
  }),
  pointRewards: defineCall({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    token: true,
    module: 'PTSYS3',
    request: v.object({
      category: v.optional(v.picklist(POINT_REWARD_CATEGORIES)),
      ...pageQuery,
    }),
    response: page(pointRewardSchema),
    summary: 'Items of the points mall, paged',
  }),
  redeemPointReward: defineCall({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token: true,
    encrypted: true,
    module: 'PTSYS3',
    request: v.object({
      rewardId: rowId,
      quantity: qInt(1, 999),
      paymentPassword,
      /** Required for items that ship (`needsDelivery`). */
      receiverName: v.optional(str(64)),
      deliveryAddress: v.optional(str(255)),
      phoneNumber: v.optional(mobileNumber),
      remark: v.optional(remark),
      /**
       * Designed: the client's key of this redemption, as `convertPoints` has it (a repeat or a
       * parallel send with the same key redeems once and answers the first redemption; the same
       * key with another item or quantity is refused). Absent, each request is its own.
       */
      requestId: v.optional(v.pipe(str(64, 8), v.regex(/^[A-Za-z0-9_-]+$/))),
    }),
    response: v.object({
      transactionNo: v.string(),
      status: v.picklist(POINTS_REDEMPTION_STATUS),
      points: v.number(),
    }),
    summary: 'Redeems points for a mall item (staff then approve or reject)',
  }),
  redeemRecords: defineCall({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    token: true,
    module: 'PTSYS3',
    request: v.object({
      status: v.optional(v.picklist(POINTS_REDEMPTION_STATUS)),
      startDate: v.optional(day),
      endDate: v.optional(day),
      ...pageQuery,
    }),
    response: page(redeemRecordSchema),
    summary: 'Exchange records of the points mall',
  }),
  pointConfig: defineCall({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    token: true,
    module: 'PTSYS3',
    request: empty,
    response: pointConfigSchema,
    summary: 'How points are earned per game type and what they convert into',
  }),
  convertPoints: defineCall({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    token: true,
    encrypted: true,
    module: 'PTSYS3',
    request: v.object({
      points: qInt(1, 1_000_000_000),
      paymentPassword,
      /**
       * Designed: the client's key of this conversion (a repeat with the same key converts
       * once). Absent, each request is its own conversion.
       */
      requestId: v.optional(v.pipe(str(64, 8), v.regex(/^[A-Za-z0-9_-]+$/))),
    }),
    response: v.object({ transactionNo: v.string(), amount, points: v.number() }),
    summary: 'Converts points into wallet money',
  }),
};
