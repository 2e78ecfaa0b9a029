import { memberDepositCount } from '../activity/figures.ts';
import type { DepositPaid } from '../cashier/deposits.ts';
import type { Db } from '../db/database.ts';
import { minorOf } from '../ledger/money.ts';
import type { Merchant } from '../system/merchants.ts';
import { grantReward, isHouseholdRefusal } from './grants.ts';
import { audienceAllows, hallPromotions, memberFacts, ONCE, type PromotionRow } from './hall.ts';
import { promotionsDb } from './promotionsDb.ts';

/** The bonus a deposit earns under a promotion's terms: a percentage up to the maximum. */
export const depositBonusOf = (promotion: PromotionRow, deposit: bigint, currency: string) => {
  const terms = promotion.terms.deposit;
  if (!terms) return 0n;
  if (terms.minDeposit && deposit < minorOf(terms.minDeposit, currency)) return 0n;
  const bonus = (deposit * BigInt(terms.percentBp)) / 10_000n;
  const max = minorOf(terms.maxBonus, currency);
  return bonus > max ? max : bonus;
};

/**
 * Pays the deposit bonuses a paid deposit earns (promotions-rules.md kind 1), from the job
 * the cashier adds with the payment: for each deposit-bonus promotion running when it was
 * paid, whose audience includes the member (a "new member" judged before this deposit) and
 * whom the member joined before paying (unless the promotion is automatic). A first-deposit
 * bonus is keyed 'once', an each-deposit one by the order: a rerun pays nothing more.
 */
export const payDepositBonuses = async (
  db: Db,
  merchant: Merchant,
  paid: DepositPaid,
): Promise<number> => {
  const paidAt = new Date(paid.paidAt);
  const deposit = BigInt(paid.amount);
  const promotions = (await hallPromotions(db, merchant.id, paidAt)).filter(
    (p) => p.kind === 'depositBonus' && p.terms.deposit && p.starts_at <= paidAt,
  );
  if (promotions.length === 0) return 0;
  const [facts, deposits, signups] = await Promise.all([
    memberFacts(db, merchant, paid.memberId),
    memberDepositCount(db, merchant.id, paid.memberId),
    promotionsDb(db)
      .selectFrom('promotion_signups')
      .select(['promotion_id', 'joined_at'])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', paid.memberId)
      .where('period_key', '=', ONCE)
      .execute(),
  ]);
  // This deposit is already counted in the figures: a first deposit leaves a count of one.
  const first = deposits <= 1;
  const before = { ...facts, newMember: first };
  let granted = 0;
  for (const p of promotions) {
    const terms = p.terms.deposit;
    if (!terms || !audienceAllows(p, before)) continue;
    if (terms.which === 'first' && !first) continue;
    const joined = signups.find((s) => s.promotion_id === p.id);
    if (!terms.automatic && !(joined && joined.joined_at <= paidAt)) continue;
    const amount = depositBonusOf(p, deposit, paid.currency);
    if (amount <= 0n) continue;
    const grant = await grantReward(db, {
      merchantId: merchant.id,
      memberId: paid.memberId,
      currency: paid.currency,
      promotion: { id: p.id, kind: p.kind, terms: p.terms },
      periodKey: terms.which === 'first' ? ONCE : `deposit:${paid.orderNo}`,
      amount,
      deposit,
      now: paidAt,
    }).catch((error: unknown) => {
      // Another account of the member's household holds it: no bonus, the job goes on.
      if (isHouseholdRefusal(error)) return null;
      throw error;
    });
    if (grant) granted += 1;
  }
  return granted;
};
