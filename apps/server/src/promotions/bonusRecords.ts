import { type BonusRecord, pageCount, toWire } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import { moneyOf } from '../ledger/money.ts';
import { memberWalletMovements } from '../ledger/walletMovements.ts';
import type { Merchant } from '../system/merchants.ts';
import { promotionsDb } from './promotionsDb.ts';
import { wageringLeft } from './wagering.ts';

/** A VIP gift's ledger reference (vip.ts `raiseVip`): the level it was paid for. */
const VIP_REFERENCE = /^vip-level:(\d+)$/;

/**
 * The most gifts one member's record can hold: each VIP level pays its gift once, and a brand
 * has a handful of levels; the cap only bounds the read.
 */
const MAX_GIFTS = 100;

/**
 * The member's bonus details in `range`, newest first: every grant, with the promotion's title
 * in the brand's language, the wagering asked and done and where it stands, and every VIP
 * level's gift (a keyed ledger movement with no grant of its own, so no wagering; it is done
 * when paid). The gifts are few (one per level), so they are read whole and merged into the
 * page of grants by time; the grants are paged in the database.
 */
export const bonusRecordPage = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  range: { from: Date; to: Date },
  paging: { pageNo: number; pageSize: number; language: string },
) => {
  const pdb = promotionsDb(db);
  const base = pdb
    .selectFrom('promotion_grants as g')
    .where('g.merchant_id', '=', merchant.id)
    .where('g.member_id', '=', memberId)
    .where('g.granted_at', '>=', range.from)
    .where('g.granted_at', '<', range.to);
  const gifts = (
    await memberWalletMovements(db, {
      merchantId: merchant.id,
      memberId,
      kinds: [PROMOTION_LEDGER_KINDS.vipGift],
      ...range,
      limit: MAX_GIFTS,
    })
  ).filter((gift) => gift.amount > 0n);
  const offset = (paging.pageNo - 1) * paging.pageSize;
  // The grants that can fall on this page: gifts newer than a grant push it down the list.
  const grantsFrom = Math.max(0, offset - gifts.length);
  const [rows, total, newerGrants] = await Promise.all([
    base
      .innerJoin('promotions as p', 'p.id', 'g.promotion_id')
      .selectAll('g')
      .select(['p.texts', 'p.starts_at', 'p.kind as promotion_kind'])
      .orderBy('g.granted_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(paging.pageSize + gifts.length)
      .offset(grantsFrom)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    // Each gift's place: how many grants are at its time or newer (a grant first on a tie).
    Promise.all(
      gifts.map(async (gift) =>
        Number(
          (
            await base
              .where('g.granted_at', '>=', gift.at)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    ),
  ]);
  const { language } = paging;
  const fallback = merchant.brand.defaultLanguage;
  const placed: { at: number; record: BonusRecord }[] = [];
  rows.forEach((g, i) => {
    const requirement = BigInt(g.requirement);
    const progress = BigInt(g.progress);
    const left = wageringLeft(g);
    const giftsBefore = gifts.filter((gift) => gift.at > g.granted_at).length;
    placed.push({
      at: grantsFrom + i + giftsBefore,
      record: {
        bonusId: String(g.id),
        title: (g.texts[language] ?? g.texts[fallback] ?? Object.values(g.texts)[0])?.title ?? '',
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
        source: 'promotion',
      },
    });
  });
  gifts.forEach((gift, j) => {
    const level = Number(VIP_REFERENCE.exec(gift.reference ?? '')?.[1] ?? 0);
    const at = gift.at.toISOString();
    placed.push({
      at: j + (newerGrants[j] ?? 0),
      record: {
        // Designed: a gift has no grant id; its ledger transaction names it.
        bonusId: `vip-gift:${gift.transactionId}`,
        title: merchant.brand.vipLevels[level - 1]?.name ?? `VIP${level}`,
        amount: moneyOf(gift.amount, gift.currency),
        turnoverRequired: moneyOf(0n, gift.currency),
        grantedAt: at,
        promotionId: 0,
        wageringProgress: toWire(0n, gift.currency),
        wageringLeft: toWire(0n, gift.currency),
        status: 'completed',
        expiresAt: null,
        endedAt: at,
        reason: null,
        source: 'vipGift',
        vipLevel: level,
      },
    });
  });
  const all = Number(total.n) + gifts.length;
  return {
    content: placed
      .filter((p) => p.at >= offset && p.at < offset + paging.pageSize)
      .sort((a, b) => a.at - b.at)
      .map((p) => p.record),
    pageNum: paging.pageNo,
    totalPages: pageCount(all, paging.pageSize),
  };
};
