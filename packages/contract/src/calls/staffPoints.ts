import * as v from 'valibot';
import { qInt, str } from '../call.ts';
import { POINT_REWARD_CATEGORIES, POINTS_REDEMPTION_STATUS } from '../enums.ts';
import {
  code,
  countedPage,
  deskPageQuery,
  deskQueueQuery,
  instant,
  page,
  pageQuery,
  rowId,
} from '../fields.ts';
import { wireMoney } from '../moneySchemas.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The console's points desk (issue 25): the mall's items, the redemption queue (approve,
 * reject, mark a gift shipped) and a member's points ledger. Designed here, as the rest of
 * the staff area. staff.ts joins these calls into `staffCalls` and these permissions into
 * `STAFF_PERMISSIONS`. Item images are URLs the image upload desk returned (its byte checks
 * apply there).
 */

export const POINTS_DESK_PERMISSIONS = ['points.read', 'points.write', 'points.decide'] as const;
export type PointsDeskPermission = (typeof POINTS_DESK_PERMISSIONS)[number];

export const REDEMPTION_DECISIONS = ['approve', 'reject', 'ship'] as const;
export type RedemptionDecision = (typeof REDEMPTION_DECISIONS)[number];

const pointsDeskCall = deskCallOf<PointsDeskPermission>();

/** A mall item as staff edit it; money in the brand's currency as decimal strings. */
export const staffPointRewardSchema = v.object({
  rewardId: v.number(),
  merchantCode: v.string(),
  category: v.picklist(POINT_REWARD_CATEGORIES),
  productName: v.string(),
  description: v.string(),
  imageUrls: v.array(v.string()),
  pointsNeeded: v.number(),
  amountNeeded: wireMoney,
  /** Chips: the money an approved redemption credits. */
  chipsAmount: v.nullable(wireMoney),
  stock: v.nullable(v.number()),
  perMemberLimit: v.nullable(v.number()),
  startsAt: v.nullable(instant),
  endsAt: v.nullable(instant),
  active: v.boolean(),
});
export type StaffPointReward = v.InferOutput<typeof staffPointRewardSchema>;

export const staffRedemptionSchema = v.object({
  redemptionId: v.number(),
  transactionNo: v.string(),
  merchantCode: v.string(),
  memberId: v.number(),
  username: v.string(),
  category: v.picklist(POINT_REWARD_CATEGORIES),
  productName: v.string(),
  quantity: v.number(),
  points: v.number(),
  amount: wireMoney,
  status: v.picklist(POINTS_REDEMPTION_STATUS),
  receiverName: v.nullable(v.string()),
  deliveryAddress: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  remark: v.string(),
  staffRemark: v.string(),
  createdAt: instant,
  decidedAt: v.nullable(instant),
  shippedAt: v.nullable(instant),
});
export type StaffRedemption = v.InferOutput<typeof staffRedemptionSchema>;

export const pointsLedgerLineSchema = v.object({
  at: instant,
  kind: v.string(),
  /** Signed change in points. */
  points: v.number(),
  reference: v.nullable(v.string()),
});
export type PointsLedgerLine = v.InferOutput<typeof pointsLedgerLineSchema>;

const optionalMoney = v.optional(wireMoney);

export const staffPointsCalls = {
  pointRewardsDesk: pointsDeskCall({
    method: 'GET',
    path: '/staff/points/rewards',
    permission: 'points.read',
    request: deskPageQuery(),
    response: countedPage(staffPointRewardSchema),
    summary: 'The points mall items, newest first',
  }),
  pointRewardSave: pointsDeskCall({
    method: 'POST',
    path: '/staff/points/rewards',
    permission: 'points.write',
    request: v.strictObject({
      /** Absent: a new item. */
      rewardId: v.optional(rowId),
      merchantCode: code(32),
      category: v.picklist(POINT_REWARD_CATEGORIES),
      productName: str(100, 1),
      description: v.optional(str(2000), ''),
      imageUrls: v.optional(v.pipe(v.array(v.pipe(str(500, 1), v.url())), v.maxLength(6)), []),
      pointsNeeded: qInt(1, 1_000_000_000),
      amountNeeded: optionalMoney,
      chipsAmount: optionalMoney,
      stock: v.optional(v.nullable(qInt(0, 1_000_000))),
      perMemberLimit: v.optional(v.nullable(qInt(1, 1_000_000))),
      startsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
      endsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
      active: v.optional(v.boolean(), true),
    }),
    response: staffPointRewardSchema,
    summary: 'Creates or edits a mall item (stock, limits, images, window)',
  }),
  pointRedemptionsDesk: pointsDeskCall({
    method: 'GET',
    path: '/staff/points/redemptions',
    permission: 'points.read',
    request: deskQueueQuery(POINTS_REDEMPTION_STATUS),
    response: countedPage(staffRedemptionSchema),
    summary: 'The redemption queue, oldest applying first',
  }),
  pointRedemptionDecide: pointsDeskCall({
    method: 'POST',
    path: '/staff/points/redemptions/decide',
    permission: 'points.decide',
    request: v.strictObject({
      redemptionId: rowId,
      decision: v.picklist(REDEMPTION_DECISIONS),
      remark: v.optional(str(500), ''),
    }),
    response: staffRedemptionSchema,
    summary: 'Approves (chips credited), rejects (points and amount returned) or ships a gift',
  }),
  memberPointsLedger: pointsDeskCall({
    method: 'GET',
    path: '/staff/points/ledger',
    permission: 'points.read',
    request: v.strictObject({ memberId: rowId, ...pageQuery }),
    response: v.object({
      ...page(pointsLedgerLineSchema).entries,
      total: v.number(),
      balance: v.number(),
    }),
    summary: "A member's points ledger, newest first",
  }),
};
