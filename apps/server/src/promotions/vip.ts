import { brandTimeZone, periodOf, previousPeriod } from '@portal/contract';
import { addFigures, lifetimeValidBetsOfRecentPlayers, NO_GAME } from '../activity/figures.ts';
import type { Db } from '../db/database.ts';
import { HOUSE_ACCOUNTS } from '../ledger/accountCodes.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import { inTransaction, openHouseBucket, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { brandMinor } from '../ledger/money.ts';
import type { Merchant } from '../system/merchants.ts';
import { promotionsDb } from './promotionsDb.ts';
import { renewVipWeeks } from './vipWeek.ts';

/** The VIP job: every ten minutes, members who played since yesterday are checked. */
export const VIP_TICK_TASK = 'promotions-vip-tick';
export const VIP_CRONTAB = `*/10 * * * * ${VIP_TICK_TASK}`;

/** The level (1-based; 0 none) a cumulative valid bet reaches under the brand's levels. */
export const vipLevelFor = (merchant: Merchant, validBet: bigint): number => {
  const { vipLevels, currency } = merchant.brand;
  let level = 0;
  vipLevels.forEach((l, i) => {
    if (validBet >= brandMinor(l.validBet, currency)) level = i + 1;
  });
  return level;
};

/**
 * Raises a member to `level` (never down, ours) and pays the gift of each level crossed, each
 * once (keyed by member and level), even when several are crossed at once; one transaction.
 * Returns the levels whose gift was paid now.
 */
export const raiseVip = (
  db: Db,
  merchant: Merchant,
  memberId: number,
  level: number,
  now: Date,
): Promise<number[]> =>
  inTransaction(db, async (trx) => {
    const pdb = promotionsDb(trx);
    const before = await pdb
      .selectFrom('member_vip')
      .select('level')
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    const from = before?.level ?? 0;
    if (level <= from) return [];
    await pdb
      .insertInto('member_vip')
      .values({ merchant_id: merchant.id, member_id: memberId, level, reached_at: now })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id']).doUpdateSet({ level, reached_at: now }),
      )
      .execute();
    const { currency, vipLevels } = merchant.brand;
    const paid: number[] = [];
    for (let l = from + 1; l <= level; l++) {
      const gift = vipLevels[l - 1]?.gift ?? 0;
      if (gift <= 0) continue;
      const amount = brandMinor(gift, currency);
      const posted = await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: `vip-gift:${memberId}:${l}`,
        kind: PROMOTION_LEDGER_KINDS.vipGift,
        currency,
        from: await openHouseBucket(
          trx,
          merchant.id,
          HOUSE_ACCOUNTS.promotions,
          memberId,
          currency,
        ),
        to: await openMemberWallet(trx, merchant.id, memberId, currency),
        amount,
        reference: `vip-level:${l}`,
      });
      if (posted.replayed) continue;
      await addFigures(trx, {
        merchantId: merchant.id,
        memberId,
        currency,
        category: NO_GAME,
        at: now,
        promotions: amount,
      });
      paid.push(l);
    }
    return paid;
  });

/**
 * The VIP tick for one merchant: the members who played since the brand's yesterday, their
 * all-time valid bet read in one statement, and only those above their level raised.
 */
export const tickVip = async (db: Db, merchant: Merchant, at: Date): Promise<number> => {
  const timeZone = brandTimeZone(merchant.brand);
  // The VIP week moves on to the new brand week once the last one has ended.
  await renewVipWeeks(db, merchant.id, timeZone, at);
  if (merchant.brand.vipLevels.length === 0) return 0;
  const since = previousPeriod(periodOf('day', at, timeZone), timeZone).key;
  const totals = await lifetimeValidBetsOfRecentPlayers(db, merchant.id, since);
  if (totals.size === 0) return 0;
  const levels = await promotionsDb(db)
    .selectFrom('member_vip')
    .select(['member_id', 'level'])
    .where('merchant_id', '=', merchant.id)
    .where('member_id', 'in', [...totals.keys()])
    .execute();
  const current = new Map(levels.map((l) => [l.member_id, l.level]));
  let raised = 0;
  for (const [memberId, total] of totals) {
    const level = vipLevelFor(merchant, total);
    if (level > (current.get(memberId) ?? 0)) {
      await raiseVip(db, merchant, memberId, level, at);
      raised += 1;
    }
  }
  return raised;
};
