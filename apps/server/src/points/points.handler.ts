import {
  brandTimeZone,
  minorDigits,
  type PointsExchangeType,
  type PointsRedemptionStatus,
  pageCount,
  periodByKey,
  toWire,
} from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { memberPointsBalance } from '../ledger/ledger.ts';
import type { PointEarningType } from './earning.ts';
import { convertedAmount, convertPoints, redeemReward } from './mall.ts';
import { pointsDb } from './pointsDb.ts';

/**
 * Brand config amounts (major units, up to three decimals) as wire money, cut down to the
 * currency's places (a rate of 0.1 per point shows as 0 in VND: what a point really pays).
 */
const majorWire = (major: number, currency: string): string => {
  const thousandths = BigInt(Math.round(major * 1000));
  return toWire((thousandths * 10n ** BigInt(minorDigits(currency))) / 1000n, currency);
};

const POINT_TYPES_SHOWN: readonly PointEarningType[] = [
  'live',
  'lottery',
  'boardGames',
  'slots',
  'sports',
  'deposit',
];

/** The points calls (PTSYS3): balance, mall, redeeming, records, the earning rules, converting. */
export const pointsHandlers = {
  pointBalance: async (_input, ctx) => ({
    points: Number(
      await memberPointsBalance(ctx.services.db, ctx.merchant.id, ctx.session.memberId),
    ),
  }),

  pointRewards: async (input, ctx) => {
    const pdb = pointsDb(ctx.services.db);
    const now = ctx.services.clock();
    let query = pdb
      .selectFrom('point_rewards')
      .where('merchant_id', '=', ctx.merchant.id)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
    if (input.category) query = query.where('category', '=', input.category);
    const { n } = await query
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('point_rewards')
      .select((eb) =>
        eb
          .selectFrom('point_redemptions as r')
          .select((r) => r.fn.coalesce(r.fn.sum<string>('r.quantity'), r.lit(0)).as('q'))
          .whereRef('r.reward_id', '=', 'point_rewards.id')
          .where('r.member_id', '=', ctx.session.memberId)
          .where('r.status', '<>', 'rejected')
          .as('redeemed'),
      )
      .orderBy('id')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute();
    const { currency } = ctx.merchant.brand;
    return {
      content: rows.map((row) => ({
        rewardId: row.id,
        productName: row.product_name,
        category: row.category,
        imageUrl: row.image_urls[0] ?? '',
        imageUrls: row.image_urls,
        description: row.description,
        pointsNeeded: Number(row.points_needed),
        amountNeeded: toWire(BigInt(row.amount_needed), currency),
        stock: row.stock,
        needsDelivery: row.category === 'gifts',
        perMemberLimit: row.per_member_limit,
        redeemedByMe: Number(row.redeemed ?? 0),
        startsAt: row.starts_at?.toISOString() ?? null,
        endsAt: row.ends_at?.toISOString() ?? null,
      })),
      pageNum: input.pageNo,
      totalPages: pageCount(n, input.pageSize),
    };
  },

  redeemPointReward: async (input, ctx) =>
    redeemReward(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      rewardId: input.rewardId,
      quantity: input.quantity,
      paymentPassword: input.paymentPassword,
      receiverName: input.receiverName,
      deliveryAddress: input.deliveryAddress,
      phoneNumber: input.phoneNumber,
      remark: input.remark,
      requestId: input.requestId,
      now: ctx.services.clock(),
    }),

  redeemRecords: async (input, ctx) => {
    const { brand } = ctx.merchant;
    const timeZone = brandTimeZone(brand);
    const day = (key: string) => {
      try {
        return periodByKey('day', key, timeZone);
      } catch {
        throw new CatalogueError('records.range.invalid');
      }
    };
    const from = input.startDate ? day(input.startDate).start : null;
    const to = input.endDate ? day(input.endDate).end : null;
    if (from && to && from >= to) throw new CatalogueError('records.range.invalid');
    // Redemptions and conversions are both exchanges (promotions-rules "Points"): one list,
    // newest first, paged in the database over both tables. A conversion is done at once.
    const pdb = pointsDb(ctx.services.db);
    const owned = { member: ctx.session.memberId, merchant: ctx.merchant.id };
    let redemptions = pdb
      .selectFrom('point_redemptions')
      .where('member_id', '=', owned.member)
      .where('merchant_id', '=', owned.merchant);
    let conversions = pdb
      .selectFrom('point_conversions')
      .where('member_id', '=', owned.member)
      .where('merchant_id', '=', owned.merchant);
    if (input.status) redemptions = redemptions.where('status', '=', input.status);
    if (input.status && input.status !== 'approved')
      conversions = conversions.where(sql.lit(false));
    if (from) {
      redemptions = redemptions.where('created_at', '>=', from);
      conversions = conversions.where('created_at', '>=', from);
    }
    if (to) {
      redemptions = redemptions.where('created_at', '<', to);
      conversions = conversions.where('created_at', '<', to);
    }
    const [counted, rows] = await Promise.all([
      Promise.all([
        redemptions.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        conversions.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]),
      pdb
        .selectFrom(
          redemptions
            .select([
              'id',
              'transaction_no',
              'created_at',
              sql<PointsExchangeType>`category::text`.as('exchange_type'),
              'product_name',
              'quantity',
              'points',
              'amount',
              'currency',
              sql<PointsRedemptionStatus>`status::text`.as('status'),
              sql<string>`coalesce(nullif(staff_remark, ''), remark)`.as('remark'),
              'points_balance',
              'shipped_at',
            ])
            .unionAll(
              conversions.select([
                'id',
                'transaction_no',
                'created_at',
                sql<PointsExchangeType>`'conversion'::text`.as('exchange_type'),
                sql<string>`''::text`.as('product_name'),
                sql<number>`1::int`.as('quantity'),
                'points',
                'amount',
                'currency',
                sql<PointsRedemptionStatus>`'approved'::text`.as('status'),
                sql<string>`''::text`.as('remark'),
                'points_balance',
                sql<Date | null>`NULL::timestamptz`.as('shipped_at'),
              ]),
            )
            .as('x'),
        )
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize)
        .execute(),
    ]);
    const total = counted.reduce((sum, c) => sum + Number(c.n), 0);
    const config = brand.points;
    const lottery = config.rates.lottery;
    return {
      content: rows.map((row) => {
        const conversion = row.exchange_type === 'conversion';
        return {
          transactionNo: row.transaction_no,
          applicationTime: row.created_at.toISOString(),
          exchangeType: row.exchange_type,
          productName: row.product_name,
          quantity: row.quantity,
          pointsNeeded: Number(row.points),
          // A conversion costs points only; the money it paid is what it received.
          amountNeeded: toWire(conversion ? 0n : BigInt(row.amount), row.currency),
          ...(conversion ? { amountReceived: toWire(BigInt(row.amount), row.currency) } : {}),
          status: row.status,
          remark: row.remark,
          pointsChange: -Number(row.points),
          pointsBalance: Number(row.points_balance),
          bettingUnit: lottery ? majorWire(lottery.bettingUnit, brand.currency) : '0',
          pointsRatio: toWire(convertedAmount(config, 1n, brand.currency), brand.currency),
          shippedAt: row.shipped_at?.toISOString() ?? null,
        };
      }),
      pageNum: input.pageNo,
      totalPages: pageCount(total, input.pageSize),
    };
  },

  pointConfig: async (_input, ctx) => {
    const { brand } = ctx.merchant;
    const config = brand.points;
    return {
      rules: POINT_TYPES_SHOWN.flatMap((pointType) => {
        const rate = config.rates[pointType];
        return rate
          ? [
              {
                pointType,
                bettingUnit: majorWire(rate.bettingUnit, brand.currency),
                points: rate.points,
              },
            ]
          : [];
      }),
      convertRate: majorWire(config.convertRate, brand.currency),
      minConvertPoints: config.minConvertPoints,
    };
  },

  convertPoints: async (input, ctx) => {
    const done = await convertPoints(ctx.services.db, {
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      points: input.points,
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
      now: ctx.services.clock(),
    });
    return {
      transactionNo: done.transactionNo,
      amount: toWire(done.amount, ctx.merchant.brand.currency),
      points: done.points,
    };
  },
} satisfies HandlerMap;
