import { randomBytes } from 'node:crypto';
import type { BrandPoints } from '@portal/brand';
import { minorPerMajor, type PointsRedemptionStatus } from '@portal/contract';
import { sql } from 'kysely';
import { writeMessage } from '../account/inbox.ts';
import { memberPolicy } from '../account/memberPolicy.ts';
import {
  lockMemberCashier,
  recordPaymentPasswordCheck,
  verifyPaymentPassword,
} from '../cashier/paymentPassword.ts';
import { addTurnover } from '../cashier/turnover.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { houseName, POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS, type LedgerKind } from '../ledger/kinds.ts';
import {
  inTransaction,
  memberPointsBalance,
  openHouseBucket,
  openMemberPoints,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { pointsDb } from './pointsDb.ts';

/**
 * The points mall and conversion (promotions-rules "Points"): a redemption takes its points
 * (and any amount) at once, in the transaction that holds the item's stock and the member's
 * limit; staff then approve it (chips credited) or reject it (everything returns). Every
 * change of points or money is a keyed ledger movement.
 */

/** The ledger keys of a redemption's and a conversion's movements, each paid once. */
export const pointsKeys = {
  redeem: (id: string) => `points:redeem:${id}`,
  redeemAmount: (id: string) => `points:redeem-amount:${id}`,
  refund: (id: string) => `points:refund:${id}`,
  refundAmount: (id: string) => `points:refund-amount:${id}`,
  chips: (id: string) => `points:chips:${id}`,
  convert: (memberId: number, requestId: string) => `points:convert:${memberId}:${requestId}`,
  convertMoney: (memberId: number, requestId: string) =>
    `points:convert-money:${memberId}:${requestId}`,
};

const transactionNo = (prefix: string, now: Date): string =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

/** A ledger move whose shortfall is the member's points, said as such. */
const movePoints = async (
  trx: Db,
  m: {
    merchantId: number;
    key: string;
    kind: LedgerKind;
    from: bigint;
    to: bigint;
    points: bigint;
  },
) => {
  try {
    return await transfer(trx, {
      merchantId: m.merchantId,
      idempotencyKey: m.key,
      kind: m.kind,
      currency: POINTS_CURRENCY,
      from: m.from,
      to: m.to,
      amount: m.points,
    });
  } catch (error) {
    if (error instanceof CatalogueError && error.code === 'wallet.insufficient.funds') {
      throw new CatalogueError('points.insufficient');
    }
    throw error;
  }
};

/**
 * Checks the payment password as the cashier does (hashed outside any lock, the outcome
 * recorded under the member's cashier lock), then runs `work` in that transaction. A wrong
 * password commits its count and answers `payment.password.wrong`.
 */
const withPaymentPassword = async <T>(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
  work: (trx: Db) => Promise<T>,
): Promise<T> => {
  const check = await verifyPaymentPassword(db, memberId, password);
  const outcome = await inTransaction(db, async (trx) => {
    await lockMemberCashier(trx, memberId);
    if (!(await recordPaymentPasswordCheck(trx, memberId, check, now))) return { wrong: true };
    return { wrong: false, value: await work(trx) };
  });
  if (outcome.wrong || !('value' in outcome)) throw new CatalogueError('payment.password.wrong');
  return outcome.value as T;
};

export interface Redeem {
  merchant: Merchant;
  memberId: number;
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  receiverName?: string | undefined;
  deliveryAddress?: string | undefined;
  phoneNumber?: string | undefined;
  remark?: string | undefined;
  /** The client's key: a repeat with it answers the first redemption (absent: a fresh one). */
  requestId?: string | undefined;
  now: Date;
}

/**
 * Redeems a mall item: checks the window, the stock (a conditional update under the item's
 * row lock) and the member's limit (counted under the same lock), records the redemption and
 * takes its points and amount in the same transaction. A request id already used by the
 * member answers that redemption as it stands now and changes nothing: the member's cashier
 * lock (withPaymentPassword) makes parallel sends of one id take turns, so the first redeems
 * and the others find it; the unique (member, request id) holds it if that ever changes.
 *
 * @throws CatalogueError `points.reward.unavailable` (unknown, out of window, out of stock,
 *   limit reached), `request_param_err` (a gift without address or phone),
 *   `points.insufficient`, `wallet.insufficient.funds`, `wallet.idempotency.conflict` (the
 *   request id of another item or quantity), the payment password's codes.
 */
export const redeemReward = async (db: Db, r: Redeem) => {
  const { merchant, memberId, now } = r;
  await memberPolicy.refuse(db, policySubject(merchant, memberId), 'claim', { at: now });
  const requestId = r.requestId ?? randomBytes(12).toString('hex');
  return withPaymentPassword(db, memberId, r.paymentPassword, now, async (trx) => {
    const pdb = pointsDb(trx);
    const first = await pdb
      .selectFrom('point_redemptions')
      .select(['transaction_no', 'status', 'points_balance', 'reward_id', 'quantity'])
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (first) {
      if (first.reward_id !== r.rewardId || first.quantity !== r.quantity) {
        throw new CatalogueError('wallet.idempotency.conflict');
      }
      return {
        transactionNo: first.transaction_no,
        status: first.status,
        points: Number(first.points_balance),
      };
    }
    const reward = await pdb
      .selectFrom('point_rewards')
      .selectAll()
      .where('id', '=', r.rewardId)
      .where('merchant_id', '=', merchant.id)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (
      !reward ||
      (reward.starts_at && reward.starts_at > now) ||
      (reward.ends_at && reward.ends_at <= now)
    ) {
      throw new CatalogueError('points.reward.unavailable');
    }
    const ships = reward.category === 'gifts';
    if (ships && (!r.deliveryAddress?.trim() || !r.phoneNumber?.trim())) {
      throw new CatalogueError('request_param_err', {
        message: 'A gift needs a delivery address and a phone number.',
      });
    }
    if (reward.per_member_limit !== null) {
      const taken = await pdb
        .selectFrom('point_redemptions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('n'))
        .where('reward_id', '=', reward.id)
        .where('member_id', '=', memberId)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      if (Number(taken.n) + r.quantity > reward.per_member_limit) {
        throw new CatalogueError('points.reward.unavailable');
      }
    }
    if (reward.stock !== null) {
      const left = await pdb
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '-', r.quantity) }))
        .where('id', '=', reward.id)
        .where('stock', '>=', r.quantity)
        .returning('stock')
        .executeTakeFirst();
      if (!left) throw new CatalogueError('points.reward.unavailable');
    }
    const points = BigInt(reward.points_needed) * BigInt(r.quantity);
    const amount = BigInt(reward.amount_needed) * BigInt(r.quantity);
    const { currency } = merchant.brand;
    const row = await pdb
      .insertInto('point_redemptions')
      .values({
        transaction_no: transactionNo('PR', now),
        request_id: requestId,
        merchant_id: merchant.id,
        member_id: memberId,
        reward_id: reward.id,
        category: reward.category,
        product_name: reward.product_name,
        quantity: r.quantity,
        points,
        amount,
        currency,
        points_balance: 0n,
        receiver_name: ships ? (r.receiverName ?? null) : null,
        delivery_address: ships ? (r.deliveryAddress ?? null) : null,
        phone_number: ships ? (r.phoneNumber ?? null) : null,
        remark: r.remark ?? '',
        created_at: now,
      })
      .returning(['id', 'transaction_no'])
      .executeTakeFirstOrThrow();
    const house = await openHouseBucket(
      trx,
      merchant.id,
      houseName.pointsIssued,
      memberId,
      POINTS_CURRENCY,
    );
    await movePoints(trx, {
      merchantId: merchant.id,
      key: pointsKeys.redeem(row.id),
      kind: LEDGER_KINDS.pointsRedeemed,
      from: await openMemberPoints(trx, merchant.id, memberId),
      to: house,
      points,
    });
    if (amount > 0n) {
      await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: pointsKeys.redeemAmount(row.id),
        kind: LEDGER_KINDS.pointsRedeemedAmount,
        currency,
        from: await openMemberWallet(trx, merchant.id, memberId, currency),
        to: await openHouseBucket(trx, merchant.id, houseName.promotions, memberId, currency),
        amount,
      });
    }
    const balance = await memberPointsBalance(trx, merchant.id, memberId);
    await pdb
      .updateTable('point_redemptions')
      .set({ points_balance: balance })
      .where('id', '=', row.id)
      .execute();
    return {
      transactionNo: row.transaction_no,
      status: 'applying' as PointsRedemptionStatus,
      points: Number(balance),
    };
  });
};

export type Decision = 'approve' | 'reject' | 'ship';

/**
 * Staff's decision on a redemption, in the caller's transaction (with its audit row): approve
 * credits a chips item's money; reject returns the points and amount and the stock; ship marks
 * an approved gift dispatched. Each once: a decided one answers `staff.finance.closed`.
 */
export const decideRedemption = async (
  trx: Db,
  d: {
    merchantIds: readonly number[] | null;
    redemptionId: number;
    decision: Decision;
    staffId: number;
    remark: string;
    now: Date;
  },
): Promise<{ merchantId: number; memberId: number; status: PointsRedemptionStatus }> => {
  const pdb = pointsDb(trx);
  let query = pdb
    .selectFrom('point_redemptions')
    .selectAll()
    .where('id', '=', String(d.redemptionId) as never)
    .forUpdate();
  if (d.merchantIds !== null) query = query.where('merchant_id', 'in', [...d.merchantIds, -1]);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  if (d.decision === 'ship') {
    if (row.status !== 'approved' || row.category !== 'gifts' || row.shipped_at !== null) {
      throw new CatalogueError('staff.finance.closed');
    }
    await pdb
      .updateTable('point_redemptions')
      .set({ shipped_at: d.now })
      .where('id', '=', row.id as never)
      .execute();
    return { merchantId: row.merchant_id, memberId: row.member_id, status: 'approved' };
  }
  if (row.status !== 'applying') throw new CatalogueError('staff.finance.closed');
  const status = d.decision === 'approve' ? 'approved' : 'rejected';
  if (d.decision === 'approve' && row.category === 'chips') {
    const reward = await pdb
      .selectFrom('point_rewards')
      .select('chips_amount')
      .where('id', '=', row.reward_id)
      .executeTakeFirstOrThrow();
    const chips = BigInt(reward.chips_amount ?? 0) * BigInt(row.quantity);
    if (chips > 0n) {
      await transfer(trx, {
        merchantId: row.merchant_id,
        idempotencyKey: pointsKeys.chips(row.id),
        kind: LEDGER_KINDS.pointsChips,
        currency: row.currency,
        from: await openHouseBucket(
          trx,
          row.merchant_id,
          houseName.promotions,
          row.member_id,
          row.currency,
        ),
        to: await openMemberWallet(trx, row.merchant_id, row.member_id, row.currency),
        amount: chips,
      });
    }
  }
  if (d.decision === 'reject') {
    await movePoints(trx, {
      merchantId: row.merchant_id,
      key: pointsKeys.refund(row.id),
      kind: LEDGER_KINDS.pointsRefunded,
      from: await openHouseBucket(
        trx,
        row.merchant_id,
        houseName.pointsIssued,
        row.member_id,
        POINTS_CURRENCY,
      ),
      to: await openMemberPoints(trx, row.merchant_id, row.member_id),
      points: BigInt(row.points),
    });
    if (BigInt(row.amount) > 0n) {
      await transfer(trx, {
        merchantId: row.merchant_id,
        idempotencyKey: pointsKeys.refundAmount(row.id),
        kind: LEDGER_KINDS.pointsRefundedAmount,
        currency: row.currency,
        from: await openHouseBucket(
          trx,
          row.merchant_id,
          houseName.promotions,
          row.member_id,
          row.currency,
        ),
        to: await openMemberWallet(trx, row.merchant_id, row.member_id, row.currency),
        amount: BigInt(row.amount),
      });
    }
    await pdb
      .updateTable('point_rewards')
      .set((eb) => ({ stock: eb('stock', '+', row.quantity) }))
      .where('id', '=', row.reward_id)
      .where('stock', 'is not', null)
      .execute();
  }
  await pdb
    .updateTable('point_redemptions')
    .set({ status, decided_at: d.now, decided_by: d.staffId, staff_remark: d.remark })
    .where('id', '=', row.id as never)
    .execute();
  // The member hears the answer in its inbox, as the cashier's and the applications' notices:
  // worded by the portal in the member's language; the English is for other readers.
  const approved = status === 'approved';
  await writeMessage(trx, {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    title: approved
      ? `Redemption approved: ${row.product_name}`
      : `Redemption rejected: ${row.product_name}`,
    body: approved
      ? `Your redemption ${row.transaction_no} of ${row.product_name} was approved.`
      : `Your redemption ${row.transaction_no} of ${row.product_name} was rejected${d.remark ? `: ${d.remark}` : ''}. Your points are back.`,
    notice: {
      kind: approved ? 'pointsRedemptionApproved' : 'pointsRedemptionRejected',
      reference: row.transaction_no,
      subject: row.product_name,
      ...(approved ? {} : { reason: d.remark }),
    },
    at: d.now,
    source: 'platform',
  });
  return { merchantId: row.merchant_id, memberId: row.member_id, status };
};

/** The money `points` convert into at the brand's rate, minor units (whole minor units, down). */
export const convertedAmount = (config: BrandPoints, points: bigint, currency: string): bigint =>
  (points * BigInt(Math.round(config.convertRate * 1000)) * minorPerMajor(currency)) / 1000n;

/**
 * Converts points into wallet money: the points burnt and the money paid from the promotions
 * house, each keyed by (member, request id), with the conversion's row and a turnover
 * requirement of the amount (the cashier's rule) in the same transaction. A repeat of the
 * request id answers the first conversion and moves nothing.
 */
export const convertPoints = async (
  db: Db,
  c: {
    merchant: Merchant;
    memberId: number;
    points: number;
    paymentPassword: string;
    requestId?: string | undefined;
    now: Date;
  },
) => {
  const { merchant, memberId, now } = c;
  const config = merchant.brand.points;
  const { currency } = merchant.brand;
  await memberPolicy.refuse(db, policySubject(merchant, memberId), 'claim', { at: now });
  if (c.points < config.minConvertPoints) throw new CatalogueError('points.insufficient');
  const points = BigInt(c.points);
  const amount = convertedAmount(config, points, currency);
  if (amount <= 0n) throw new CatalogueError('wallet.amount.invalid');
  const requestId = c.requestId ?? randomBytes(12).toString('hex');
  return withPaymentPassword(db, memberId, c.paymentPassword, now, async (trx) => {
    const pdb = pointsDb(trx);
    const row = await pdb
      .insertInto('point_conversions')
      .values({
        transaction_no: transactionNo('PC', now),
        merchant_id: merchant.id,
        member_id: memberId,
        request_id: requestId,
        points,
        amount,
        currency,
        points_balance: 0n,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning(['id', 'transaction_no'])
      .executeTakeFirst();
    if (!row) {
      const first = await pdb
        .selectFrom('point_conversions')
        .select(['transaction_no', 'amount', 'points_balance'])
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
      return {
        transactionNo: first.transaction_no,
        amount: BigInt(first.amount),
        points: Number(first.points_balance),
      };
    }
    await movePoints(trx, {
      merchantId: merchant.id,
      key: pointsKeys.convert(memberId, requestId),
      kind: LEDGER_KINDS.pointsConverted,
      from: await openMemberPoints(trx, merchant.id, memberId),
      to: await openHouseBucket(
        trx,
        merchant.id,
        houseName.pointsIssued,
        memberId,
        POINTS_CURRENCY,
      ),
      points,
    });
    await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: pointsKeys.convertMoney(memberId, requestId),
      kind: LEDGER_KINDS.pointsConvertedMoney,
      currency,
      from: await openHouseBucket(trx, merchant.id, houseName.promotions, memberId, currency),
      to: await openMemberWallet(trx, merchant.id, memberId, currency),
      amount,
    });
    await addTurnover(trx, merchant.id, memberId, currency, amount, config.convertTurnoverMultiple);
    const balance = await memberPointsBalance(trx, merchant.id, memberId);
    await pdb
      .updateTable('point_conversions')
      .set({ points_balance: balance })
      .where('id', '=', row.id as never)
      .execute();
    return { transactionNo: row.transaction_no, amount, points: Number(balance) };
  });
};
