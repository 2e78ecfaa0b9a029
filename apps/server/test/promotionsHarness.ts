import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES, type PromotionAudience, type PromotionTerms } from '@portal/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { bet as vendorBet, settle as vendorSettle } from '../src/games/seamlessWallet.ts';
import { grantReward } from '../src/promotions/grants.ts';
import { promotionsDb } from '../src/promotions/promotionsDb.ts';

/**
 * The ledger after a promotions test: every transaction sums to zero and every account's balance
 * is the sum of its entries.
 */
export const expectLedgerBalanced = async (db: Db): Promise<void> => {
  const { rows } = await sql<{ unbalanced: string; mismatched: string }>`
    SELECT
      (SELECT count(*) FROM ledger_transactions t
        WHERE (SELECT coalesce(sum(amount), 1) FROM ledger_entries e WHERE e.transaction_id = t.id) <> 0)
        AS unbalanced,
      (SELECT count(*) FROM ledger_accounts a
        WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0))
        AS mismatched`.execute(db);
  expect(rows[0]).toEqual({ unbalanced: '0', mismatched: '0' });
};

/** A promotion's audience that lets every member and agent in. */
export const EVERYONE: PromotionAudience = {
  members: true,
  agents: true,
  vipLevels: [],
  newMembersOnly: false,
};

/**
 * A promotion written straight into its table for a test (no desk, no audit): for everyone from
 * 2026-01-01 on unless the test says otherwise; its texts are `texts`, or an English title with
 * no body. Answers the row as `grantReward` takes it. The promotions tests each wrote this out.
 */
export const insertPromotion = async (
  db: Db,
  promotion: {
    merchantId: number;
    kind: string;
    title?: string;
    texts?: Record<string, { title: string; body: string }>;
    terms: unknown;
    startsAt?: Date;
    endsAt?: Date;
    audience?: Partial<PromotionAudience>;
  },
) =>
  promotionsDb(db)
    .insertInto('promotions')
    .values({
      merchant_id: promotion.merchantId,
      kind: promotion.kind,
      texts: JSON.stringify(promotion.texts ?? { en: { title: promotion.title ?? '', body: '' } }),
      starts_at: promotion.startsAt ?? new Date('2026-01-01T00:00:00Z'),
      ...(promotion.endsAt ? { ends_at: promotion.endsAt } : {}),
      audience: JSON.stringify({ ...EVERYONE, ...promotion.audience }),
      terms: JSON.stringify(promotion.terms),
    })
    .returning(['id', 'kind', 'terms'])
    .executeTakeFirstOrThrow();

/** A promotion as `grantReward` takes it. */
export const promotionRow = (db: Db, id: number) =>
  promotionsDb(db)
    .selectFrom('promotions')
    .select(['id', 'kind', 'terms'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The brand's `demo-slot` game id, the node a seamless-wallet round is placed on. */
export const demoSlotId = async (db: Db, merchantId: number): Promise<number> =>
  (
    await db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * One seamless-wallet round of `amount` on a CNY slot, bet and settled lost now: what counts
 * toward a bonus's wagering when it settles.
 */
export const lostSlotRound = async (
  db: Db,
  round: { merchantId: number; memberId: number; nodeId: number; amount: bigint },
): Promise<void> => {
  const key = {
    merchantId: round.merchantId,
    currency: 'CNY',
    vassalage: 'DEMO',
    transactionId: randomUUID(),
  };
  await vendorBet(db, {
    ...key,
    memberId: round.memberId,
    trialTypes: DEFAULT_TRIAL_TYPES,
    nodeId: round.nodeId,
    amount: round.amount,
    now: new Date(),
  });
  await vendorSettle(db, { ...key, win: 0n, now: new Date() });
};

/**
 * A running application promotion for every member with these terms (its title `title`), and a
 * 100.00 grant of it to the member now: the grant, or null when the key was already granted.
 */
export const grantedUnderTerms = async (
  db: Db,
  grant: { merchantId: number; memberId: number; title: string; terms: PromotionTerms },
) => {
  const promotion = await insertPromotion(db, {
    merchantId: grant.merchantId,
    kind: 'application',
    title: grant.title,
    terms: grant.terms,
  });
  return grantReward(db, {
    merchantId: grant.merchantId,
    memberId: grant.memberId,
    currency: 'CNY',
    promotion,
    periodKey: 'once',
    amount: 100_00n,
    now: new Date(),
  });
};
