import type { StaffPointReward, StaffRedemption } from '@portal/contract';
import { pageCount, toWire } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { accountCode, POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { minorOf } from '../ledger/money.ts';
import { merchantIdsInScope, merchantInScope } from '../staff/merchantScope.ts';
import { narrowQueue } from '../staff/paging.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { decideRedemption } from './mall.ts';
import { pointsDb } from './pointsDb.ts';

/** The staff handle over the points tables (the request's transaction in a write). */
const pdbOf = (db: unknown) => pointsDb(db as Db);

const rewardRows = (db: unknown) =>
  pdbOf(db)
    .selectFrom('point_rewards as r')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .selectAll('r')
    .select(['m.merchant_code', sql<string>`m.brand->>'currency'`.as('currency')]);

type RewardRow = Awaited<ReturnType<ReturnType<typeof rewardRows>['executeTakeFirstOrThrow']>>;

const rewardOf = (row: RewardRow): StaffPointReward => ({
  rewardId: row.id,
  merchantCode: row.merchant_code,
  category: row.category,
  productName: row.product_name,
  description: row.description,
  imageUrls: row.image_urls,
  pointsNeeded: Number(row.points_needed),
  amountNeeded: toWire(BigInt(row.amount_needed), row.currency),
  chipsAmount: row.chips_amount === null ? null : toWire(BigInt(row.chips_amount), row.currency),
  stock: row.stock,
  perMemberLimit: row.per_member_limit,
  startsAt: row.starts_at?.toISOString() ?? null,
  endsAt: row.ends_at?.toISOString() ?? null,
  active: row.active,
});

const redemptionRows = (db: unknown) =>
  pdbOf(db)
    .selectFrom('point_redemptions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchant_id')
    .innerJoin('members as u', 'u.id', 'p.member_id')
    .selectAll('p')
    .select(['m.merchant_code', 'u.username']);

type RedemptionRow = Awaited<
  ReturnType<ReturnType<typeof redemptionRows>['executeTakeFirstOrThrow']>
>;

const redemptionOf = (row: RedemptionRow): StaffRedemption => ({
  redemptionId: Number(row.id),
  transactionNo: row.transaction_no,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  username: row.username,
  category: row.category,
  productName: row.product_name,
  quantity: row.quantity,
  points: Number(row.points),
  amount: toWire(BigInt(row.amount), row.currency),
  status: row.status,
  receiverName: row.receiver_name,
  deliveryAddress: row.delivery_address,
  phoneNumber: row.phone_number,
  remark: row.remark,
  staffRemark: row.staff_remark,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  shippedAt: row.shipped_at?.toISOString() ?? null,
});

const page = <T>(content: T[], total: number, input: { pageNo: number; pageSize: number }) => ({
  content,
  total,
  pageNum: input.pageNo,
  totalPages: pageCount(total, input.pageSize),
});

const DECISION_ACTIONS = {
  approve: 'pointRedemption.approve',
  reject: 'pointRedemption.reject',
  ship: 'pointRedemption.ship',
} as const;

/** The points desk: mall items, the redemption queue, a member's points ledger (audited). */
export const pointsDeskHandlers: Pick<
  StaffHandlerMap,
  | 'pointRewardsDesk'
  | 'pointRewardSave'
  | 'pointRedemptionsDesk'
  | 'pointRedemptionDecide'
  | 'memberPointsLedger'
> = {
  pointRewardsDesk: async (input, ctx) => {
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = rewardRows(ctx.db);
    if (merchants !== null) query = query.where('r.merchant_id', 'in', [...merchants, -1]);
    const rows = await query
      .orderBy('r.id', 'desc')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute();
    let counted = pdbOf(ctx.db)
      .selectFrom('point_rewards')
      .select((eb) => eb.fn.countAll<string>().as('n'));
    if (merchants !== null) counted = counted.where('merchant_id', 'in', [...merchants, -1]);
    const { n } = await counted.executeTakeFirstOrThrow();
    return page(rows.map(rewardOf), Number(n), input);
  },

  pointRewardSave: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const { currency } = (
      await sql<{ currency: string }>`
        SELECT brand->>'currency' AS currency FROM merchants WHERE id = ${merchant.id}`.execute(
        ctx.db as unknown as Db,
      )
    ).rows[0] ?? { currency: 'CNY' };
    const amountNeeded =
      input.amountNeeded === undefined ? 0n : minorOf(input.amountNeeded, currency);
    const chips = input.chipsAmount === undefined ? null : minorOf(input.chipsAmount, currency);
    if (amountNeeded < 0n || (chips !== null && chips <= 0n)) {
      throw new CatalogueError('wallet.amount.invalid');
    }
    if (input.category === 'chips' && chips === null) {
      throw new CatalogueError('request_param_err', { message: 'A chips item needs its amount.' });
    }
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new CatalogueError('request_param_err', {
        message: 'The window ends before it starts.',
      });
    }
    const values = {
      category: input.category,
      product_name: input.productName,
      description: input.description,
      image_urls: input.imageUrls,
      points_needed: BigInt(input.pointsNeeded),
      amount_needed: amountNeeded,
      chips_amount: input.category === 'chips' ? chips : null,
      stock: input.stock ?? null,
      per_member_limit: input.perMemberLimit ?? null,
      starts_at: startsAt,
      ends_at: endsAt,
      active: input.active,
    };
    const pdb = pdbOf(ctx.db);
    let before: StaffPointReward | null = null;
    let id: number;
    if (input.rewardId === undefined) {
      id = (
        await pdb
          .insertInto('point_rewards')
          .values({ merchant_id: merchant.id, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const found = await rewardRows(ctx.db)
        .where('r.id', '=', input.rewardId)
        .where('r.merchant_id', '=', merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!found) throw new CatalogueError('not.found');
      before = rewardOf(found);
      id = found.id;
      await pdb.updateTable('point_rewards').set(values).where('id', '=', id).execute();
    }
    const after = rewardOf(
      await rewardRows(ctx.db).where('r.id', '=', id).executeTakeFirstOrThrow(),
    );
    await ctx.audit({
      action: 'pointReward.save',
      targetType: 'pointReward',
      targetId: String(id),
      merchantId: merchant.id,
      before,
      after,
    });
    return after;
  },

  pointRedemptionsDesk: async (input, ctx) => {
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const { rows: query, counted } = narrowQueue(
      {
        rows: redemptionRows(ctx.db),
        counted: pdbOf(ctx.db)
          .selectFrom('point_redemptions')
          .select((eb) => eb.fn.countAll<string>().as('n')),
      },
      'p',
      merchants,
      input.status,
    );
    // The queue reads oldest first: who applied first is answered first.
    const rows = await query
      .orderBy('p.created_at')
      .orderBy('p.id')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute();
    const { n } = await counted.executeTakeFirstOrThrow();
    return page(rows.map(redemptionOf), Number(n), input);
  },

  pointRedemptionDecide: async (input, ctx) => {
    const scope = ctx.staff.merchantId === null ? null : [ctx.staff.merchantId];
    // ctx.db is the request's transaction: the movements and the audit entry commit together.
    const decided = await decideRedemption(ctx.db as unknown as Db, {
      merchantIds: scope,
      redemptionId: input.redemptionId,
      decision: input.decision,
      staffId: ctx.staff.id,
      remark: input.remark,
      now: ctx.now,
    });
    const after = redemptionOf(
      await redemptionRows(ctx.db)
        .where('p.id', '=', String(input.redemptionId) as never)
        .executeTakeFirstOrThrow(),
    );
    await ctx.audit({
      action: DECISION_ACTIONS[input.decision],
      targetType: 'pointRedemption',
      targetId: after.transactionNo,
      merchantId: decided.merchantId,
      before: { status: input.decision === 'ship' ? 'approved' : 'applying' },
      after: { status: after.status, remark: input.remark, shippedAt: after.shippedAt },
    });
    return after;
  },

  memberPointsLedger: async (input, ctx) => {
    const member = await ctx.db
      .selectFrom('members')
      .select(['id', 'merchant_id'])
      .where('id', '=', input.memberId)
      .executeTakeFirst();
    if (!member || (ctx.staff.merchantId !== null && member.merchant_id !== ctx.staff.merchantId)) {
      throw new CatalogueError('not.found');
    }
    const code = accountCode.memberPoints(member.id);
    const db = ctx.db as unknown as Db;
    const account = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('merchant_id', '=', member.merchant_id)
      .where('code', '=', code)
      .where('currency', '=', POINTS_CURRENCY)
      .executeTakeFirst();
    if (!account) return { ...page([], 0, input), balance: 0 };
    const lines = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.created_at', 't.kind', 'e.amount', 'e.reference'])
      .where('e.account_id', '=', account.id)
      .orderBy('e.id', 'desc')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute();
    const { n } = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    return {
      ...page(
        lines.map((line) => ({
          at: line.created_at.toISOString(),
          kind: line.kind,
          points: Number(line.amount),
          reference: line.reference,
        })),
        Number(n),
        input,
      ),
      balance: Number(account.balance),
    };
  },
};
