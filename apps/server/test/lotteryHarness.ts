import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { openHouseAccount, openMemberWallet, postBatch } from '../src/ledger/ledger.ts';
import { findLotteryGame, type LotteryGameRow } from '../src/lottery/lotteryGames.ts';
import { OPENING_HOUSE_ACCOUNT } from '../src/seed/seed.ts';

/** The fixture merchant ALPHA's id and one of its lottery games (by code). */
export const alphaGame = async (
  db: Db,
  gameCode = 'K31M',
): Promise<{ merchantId: number; gameId: number; game: LotteryGameRow }> => {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', 'ALPHA')
    .executeTakeFirstOrThrow();
  const { id: gameId } = await db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return {
    merchantId: merchant.id,
    gameId,
    game: await findLotteryGame(db, merchant.id, { id: gameId }),
  };
};

/**
 * `count` new members of a merchant (`<prefix>000`, `<prefix>001`…), each with a CNY wallet
 * funded through the ledger with `fundsOf(i)` minor units (one opening movement for all).
 */
export const fundedMembers = async (
  db: Db,
  merchantId: number,
  prefix: string,
  count: number,
  fundsOf: (index: number) => bigint,
): Promise<{ id: number; wallet: bigint; funds: bigint }[]> => {
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchant_id: merchantId,
        username: `${prefix}${String(i).padStart(3, '0')}`,
        password_hash: 'scrypt$unused',
        type: 0,
      })),
    )
    .returning('id')
    .execute();
  const members: { id: number; wallet: bigint; funds: bigint }[] = [];
  for (const [i, row] of rows.entries()) {
    members.push({
      id: row.id,
      wallet: await openMemberWallet(db, merchantId, row.id, 'CNY'),
      funds: fundsOf(i),
    });
  }
  const opening = await openHouseAccount(db, merchantId, OPENING_HOUSE_ACCOUNT, 'CNY');
  await postBatch(db, {
    merchantId,
    idempotencyKey: `${prefix}:funds`,
    kind: 'opening_balance',
    currency: 'CNY',
    entries: [
      ...members.map((m) => ({ accountId: m.wallet, amount: m.funds, reference: prefix })),
      {
        accountId: opening,
        amount: -members.reduce((sum, m) => sum + m.funds, 0n),
        reference: prefix,
      },
    ],
  });
  return members;
};

/** How many ledger transactions do not sum to zero: 0 whatever the test did. */
export const unbalancedTransactions = async (db: Db): Promise<number> =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM (
          SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0
        ) AS unbalanced`.execute(db)
    ).rows[0]?.n,
  );
