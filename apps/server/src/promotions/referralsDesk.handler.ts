import type { StaffReferralReward } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { moneyOf } from '../ledger/money.ts';
import { countOf, queuePage } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { promotionOf } from './hall.ts';
import { kindsDb } from './kinds/kindsDb.ts';
import { payReferral } from './kinds/referral.ts';

/**
 * The referral rewards held for review (promotions-rules.md kind 6: self-referral signs hold
 * the reward for staff): staff see the signs, then release it (paid once, as it would have
 * been) or reject it (nothing paid; the reason in the audit log). Designed here.
 */

const kdbOf = (db: unknown) => kindsDb(db as Db);

const rewardRows = (db: unknown) =>
  kdbOf(db)
    .selectFrom('referral_rewards as r')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .innerJoin('members as referrer', 'referrer.id', 'r.referrer_id')
    .innerJoin('members as invitee', 'invitee.id', 'r.invitee_id')
    .selectAll('r')
    .select([
      'm.merchant_code',
      sql<string>`m.brand->>'currency'`.as('currency'),
      'referrer.username as referrer_name',
      'invitee.username as invitee_name',
    ]);

type RewardRow = Awaited<ReturnType<ReturnType<typeof rewardRows>['executeTakeFirstOrThrow']>>;

const rewardOf = (row: RewardRow): StaffReferralReward => ({
  rewardId: Number(row.id),
  promotionId: row.promotion_id,
  merchantCode: row.merchant_code,
  currency: row.currency,
  referrerId: row.referrer_id,
  referrer: row.referrer_name,
  inviteeId: row.invitee_id,
  invitee: row.invitee_name,
  status: row.status,
  amount: moneyOf(row.amount, row.currency),
  signs: row.signs,
  depositOrderNo: row.deposit_order_no,
  firstDepositAt: row.first_deposit_at.toISOString(),
});

const rewardIn = async (ctx: StaffContext, rewardId: number) => {
  let query = rewardRows(ctx.db).where('r.id', '=', String(rewardId));
  if (ctx.staff.merchantId !== null)
    query = query.where('r.merchant_id', '=', ctx.staff.merchantId);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  return row;
};

/** Moves a held reward on by a conditional update: two reviewers at once, one decides. */
const decide = async (ctx: StaffContext, row: RewardRow, status: 'paid' | 'rejected') => {
  if (row.status !== 'held') throw new CatalogueError('staff.promotion.state');
  const claimed = await kdbOf(ctx.db)
    .updateTable('referral_rewards')
    .set({ status })
    .where('id', '=', row.id)
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new CatalogueError('staff.promotion.state');
};

const reloaded = async (ctx: StaffContext, row: RewardRow) =>
  rewardOf(await rewardRows(ctx.db).where('r.id', '=', row.id).executeTakeFirstOrThrow());

export const referralsDeskHandlers: Pick<
  StaffHandlerMap,
  'promotionReferralsDesk' | 'promotionReferralRelease' | 'promotionReferralReject'
> = {
  promotionReferralsDesk: (input, ctx) =>
    queuePage(ctx, input, {
      rows: rewardRows(ctx.db),
      counted: countOf(kdbOf(ctx.db), 'referral_rewards'),
      alias: 'r',
      ordered: (rows) => rows.orderBy('r.id'),
      map: rewardOf,
    }),

  promotionReferralRelease: async (input, ctx) => {
    const row = await rewardIn(ctx, input.rewardId);
    await decide(ctx, row, 'paid');
    const db = ctx.db as unknown as Db;
    await payReferral(db, {
      rewardId: row.id,
      merchantId: row.merchant_id,
      referrerId: row.referrer_id,
      inviteeId: row.invitee_id,
      currency: row.currency,
      amount: BigInt(row.amount),
      promotion: await promotionOf(db, row.merchant_id, row.promotion_id),
      now: ctx.now,
    });
    await ctx.audit({
      action: 'promotionReferral.release',
      targetType: 'promotionReferral',
      targetId: Number(row.id),
      merchantId: row.merchant_id,
      before: { status: row.status, signs: row.signs },
      after: { status: 'paid', amount: moneyOf(row.amount, row.currency) },
    });
    return reloaded(ctx, row);
  },

  promotionReferralReject: async (input, ctx) => {
    const row = await rewardIn(ctx, input.rewardId);
    await decide(ctx, row, 'rejected');
    await ctx.audit({
      action: 'promotionReferral.reject',
      targetType: 'promotionReferral',
      targetId: Number(row.id),
      merchantId: row.merchant_id,
      before: { status: row.status, signs: row.signs },
      after: { status: 'rejected', reason: input.reason },
    });
    return reloaded(ctx, row);
  },
};
