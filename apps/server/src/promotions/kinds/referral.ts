import { randomInt } from 'node:crypto';
import { pageCount, type Referral, type ReferralInvite } from '@portal/contract';
import { sql } from 'kysely';
import * as v from 'valibot';
import { memberDepositCount } from '../../activity/figures.ts';
import { cardNumbersOf, realNameOf } from '../../cashier/bankCards.ts';
import type { DepositPaid } from '../../cashier/deposits.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { moneyOf } from '../../ledger/money.ts';
import { membersReferredBy, referralFactsOf } from '../../member/members.ts';
import { knownPlacesOf } from '../../session/knownPlaces.ts';
import type { Merchant } from '../../system/merchants.ts';
import { grantReward, isHouseholdRefusal } from '../grants.ts';
import { audienceAllows, hallPromotions, memberFacts, type PromotionRow } from '../hall.ts';
import { kindsDb } from './kindsDb.ts';
import { referralTermsSchema, rewardOf, termsMinor } from './kindTerms.ts';
import { type MemberTraces, selfReferralSigns } from './referralSigns.ts';

/**
 * Referral (promotions-rules.md kind 6): a member's code and link, the members who registered
 * with it, and the reward when an invited member's first deposit reaches the promotion's
 * minimum. The registration stores the code as typed (members.referral_code); the reward is
 * decided in the paid deposit's job (keyed per order, so a rerun is harmless), one row per
 * invited member under a unique key, paid by one keyed grant in the same transaction, or held
 * for staff when the invited member shares a device, address, payee name or card with the
 * referrer (referralSigns.ts).
 */

/** Without 0/O and 1/I, so a code read aloud or from a screenshot is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/** The member's own code, made on first use (a rare collision takes another). */
export const referralCodeOf = async (db: Db, merchantId: number, memberId: number) => {
  const kdb = kindsDb(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await kdb
      .selectFrom('referral_codes')
      .select('code')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (found) return found.code;
    await kdb
      .insertInto('referral_codes')
      .values({ merchant_id: merchantId, member_id: memberId, code: newCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`no referral code could be made for member ${memberId}`);
};

/** The referral page's head: code, link, invited count and what was paid. */
export const referralOf = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  origin: string,
): Promise<Referral> => {
  const code = await referralCodeOf(db, merchant.id, memberId);
  const [invited, paid] = await Promise.all([
    membersReferredBy(db, merchant.id, code, { offset: 0, limit: 0 }),
    kindsDb(db)
      .selectFrom('referral_rewards')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
      .where('merchant_id', '=', merchant.id)
      .where('referrer_id', '=', memberId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    referralCode: code,
    referralLink: `${origin}/register?referralCode=${code}`,
    invitedCount: invited.total,
    rewardsTotal: moneyOf(paid.total, merchant.brand.currency),
  };
};

/** First and last characters, the rest starred: a referrer never learns a full account name. */
const maskName = (name: string) =>
  name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;

/** The invited members, newest first, with their first deposit and the reward. */
export const referralInvites = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) => {
  const code = await referralCodeOf(db, merchant.id, memberId);
  const { rows, total } = await membersReferredBy(db, merchant.id, code, {
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const rewards =
    rows.length === 0
      ? []
      : await kindsDb(db)
          .selectFrom('referral_rewards')
          .select(['invitee_id', 'status', 'amount', 'first_deposit_at'])
          .where('merchant_id', '=', merchant.id)
          .where('referrer_id', '=', memberId)
          .where(
            'invitee_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
  const content: ReferralInvite[] = rows.map((r) => {
    const reward = rewards.find((w) => w.invitee_id === r.id);
    return {
      username: maskName(r.username),
      registeredAt: r.created_at.toISOString(),
      // Ours: the first deposit that reached the minimum (a smaller one earns nothing).
      firstDepositAt: reward?.first_deposit_at.toISOString() ?? null,
      rewardStatus: reward?.status ?? 'waiting',
      rewardAmount: reward ? moneyOf(reward.amount, merchant.brand.currency) : null,
    };
  });
  return { content, pageNum: page.pageNo, totalPages: pageCount(total, page.pageSize) };
};

/** What one member is known by, for the self-referral signs. */
const tracesOf = async (db: Db, memberId: number): Promise<MemberTraces> => {
  const [places, facts, payeeName, cardNumbers] = await Promise.all([
    knownPlacesOf(db, memberId),
    referralFactsOf(db, memberId),
    realNameOf(db, memberId),
    cardNumbersOf(db, memberId),
  ]);
  return {
    devices: places.devices,
    addresses: [...places.addresses, ...(facts.register_ip ? [facts.register_ip] : [])],
    payeeName,
    cardNumbers,
  };
};

/**
 * Pays a referral reward: the referrer's grant (keyed by the invited member) and, when the
 * terms say so, the invited member's (`referred`), in the caller's transaction; the reward row
 * records the referrer's grant. Used when the deposit is paid, and when staff release a held one.
 */
export const payReferral = async (
  trx: Db,
  r: {
    rewardId: string;
    merchantId: number;
    referrerId: number;
    inviteeId: number;
    currency: string;
    amount: bigint;
    promotion: PromotionRow;
    now: Date;
  },
): Promise<void> => {
  const promotion = { id: r.promotion.id, kind: r.promotion.kind, terms: r.promotion.terms };
  const granted = await grantReward(trx, {
    merchantId: r.merchantId,
    memberId: r.referrerId,
    currency: r.currency,
    promotion,
    periodKey: `referral:${r.inviteeId}`,
    amount: r.amount,
    now: r.now,
  });
  await kindsDb(trx)
    .updateTable('referral_rewards')
    .set({ grant_id: granted ? String(granted.grantId) : null })
    .where('id', '=', r.rewardId)
    .execute();
  const terms = v.safeParse(referralTermsSchema, r.promotion.terms.extra?.referral);
  const inviteeReward =
    terms.success && terms.output.inviteeReward
      ? termsMinor(terms.output.inviteeReward, r.currency)
      : null;
  if (inviteeReward !== null && inviteeReward > 0n) {
    await grantReward(trx, {
      merchantId: r.merchantId,
      memberId: r.inviteeId,
      currency: r.currency,
      promotion,
      periodKey: 'referred',
      amount: inviteeReward,
      now: r.now,
    });
  }
};

/**
 * The referral reward of a paid deposit, when it is the invited member's first and reaches the
 * minimum of the brand's running referral promotion: paid to the referrer (and to the invited
 * member when the terms say so), or held with its signs for staff. Returns what it did.
 */
export const payReferralReward = async (
  db: Db,
  merchant: Merchant,
  paid: DepositPaid,
): Promise<'paid' | 'held' | null> => {
  const paidAt = new Date(paid.paidAt);
  const inviteeId = paid.memberId;
  const typed = (await referralFactsOf(db, inviteeId)).referral_code.trim().toUpperCase();
  if (typed === '') return null;
  // The deposit is counted in the figures already: the first leaves a count of one.
  if ((await memberDepositCount(db, merchant.id, inviteeId)) > 1) return null;
  const referrer = await kindsDb(db)
    .selectFrom('referral_codes')
    .select('member_id')
    .where('merchant_id', '=', merchant.id)
    .where('code', '=', typed)
    .executeTakeFirst();
  if (!referrer || referrer.member_id === inviteeId) return null;
  const currency = paid.currency;
  const referrerFacts = await memberFacts(db, merchant, referrer.member_id);
  const promotion = (await hallPromotions(db, merchant.id, paidAt)).find(
    (p) =>
      p.kind === 'referral' &&
      p.starts_at <= paidAt &&
      audienceAllows(p, referrerFacts) &&
      rewardOf(p, currency) > 0n &&
      v.is(referralTermsSchema, p.terms.extra?.referral),
  );
  if (!promotion) return null;
  const terms = v.parse(referralTermsSchema, promotion.terms.extra?.referral);
  const minDeposit = termsMinor(terms.minDeposit, currency);
  if (minDeposit === null || BigInt(paid.amount) < minDeposit) return null;
  const [referrerTraces, inviteeTraces] = await Promise.all([
    tracesOf(db, referrer.member_id),
    tracesOf(db, inviteeId),
  ]);
  const signs = selfReferralSigns(referrerTraces, inviteeTraces);
  const amount = rewardOf(promotion, currency);
  const status = signs.length > 0 ? 'held' : 'paid';
  const rewarded = inTransaction(db, async (trx) => {
    const row = await kindsDb(trx)
      .insertInto('referral_rewards')
      .values({
        merchant_id: merchant.id,
        promotion_id: promotion.id,
        referrer_id: referrer.member_id,
        invitee_id: inviteeId,
        status,
        amount,
        deposit_order_no: paid.orderNo,
        first_deposit_at: paidAt,
        signs: JSON.stringify(signs),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'invitee_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    if (status === 'held') return 'held' as const;
    await payReferral(trx, {
      rewardId: row.id,
      merchantId: merchant.id,
      referrerId: referrer.member_id,
      inviteeId,
      currency,
      amount,
      promotion,
      now: paidAt,
    });
    return 'paid' as const;
  });
  // A reward the household rule refuses is not paid, and nothing of it is kept (the job is done).
  return rewarded.catch((error: unknown) => {
    if (isHouseholdRefusal(error)) return null;
    throw error;
  });
};
