import { toWire } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { moneyOf } from '../ledger/money.ts';
import type { Merchant } from '../system/merchants.ts';
import { promotionsDb } from './promotionsDb.ts';
import { wageringLeft } from './wagering.ts';

/**
 * The member's grants made in `range`, newest first, with the promotion's title in the
 * brand's language, the wagering asked and done, and where each stands.
 */
export const bonusRecordPage = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  range: { from: Date; to: Date },
  paging: { pageNo: number; pageSize: number },
) => {
  const pdb = promotionsDb(db);
  const base = pdb
    .selectFrom('promotion_grants as g')
    .where('g.merchant_id', '=', merchant.id)
    .where('g.member_id', '=', memberId)
    .where('g.granted_at', '>=', range.from)
    .where('g.granted_at', '<', range.to);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('promotions as p', 'p.id', 'g.promotion_id')
      .selectAll('g')
      .select(['p.texts', 'p.starts_at', 'p.kind as promotion_kind'])
      .orderBy('g.granted_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const language = merchant.brand.defaultLanguage;
  return {
    content: rows.map((g) => {
      const requirement = BigInt(g.requirement);
      const progress = BigInt(g.progress);
      const left = wageringLeft(g);
      return {
        bonusId: String(g.id),
        title: (g.texts[language] ?? Object.values(g.texts)[0])?.title ?? '',
        amount: moneyOf(BigInt(g.amount), g.currency),
        turnoverRequired: moneyOf(requirement, g.currency),
        grantedAt: g.granted_at.toISOString(),
        promotionId: g.promotion_id,
        wageringProgress: toWire(progress, g.currency),
        wageringLeft: toWire(left, g.currency),
        status: g.status,
        expiresAt: g.expires_at?.toISOString() ?? null,
        endedAt: g.ended_at?.toISOString() ?? null,
        reason: g.reason,
      };
    }),
    pageNum: paging.pageNo,
    totalPages: Math.ceil(Number(total.n) / paging.pageSize),
  };
};
