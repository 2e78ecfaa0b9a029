import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { bet as vendorBet, settle as vendorSettle } from '../src/games/seamlessWallet.ts';
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
