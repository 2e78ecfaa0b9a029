import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { openHouseAccount, openMemberWallet, postBatch } from '../src/ledger/ledger.ts';
import { findLotteryGame, type LotteryGameRow } from '../src/lottery/lotteryGames.ts';
import { OPENING_HOUSE_ACCOUNT } from '../src/seed/seed.ts';
import { FIXTURE_BRANDS } from './harness.ts';
import { type TestServerHandle, useTestServer } from './useTestServer.ts';

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

/**
 * The test server of a file that changes a brand's lottery choices (lottery-rules.md: "brand
 * config"): over a copy of the fixture brands, with `lotteryOf(brand, block)` rewriting one
 * brand's `lottery` block and reloading the brands, as an operator saving brand.json does.
 */
export const useLotteryBrandsServer = (
  prefix: string,
  clock: () => Date,
): {
  server: TestServerHandle;
  lotteryOf: (brand: string, lottery: Record<string, unknown>) => Promise<void>;
} => {
  let dir = '';
  const server = useTestServer(
    async () => {
      dir = await mkdtemp(join(tmpdir(), prefix));
      await cp(FIXTURE_BRANDS, dir, { recursive: true });
      return { brandsDir: dir, clock };
    },
    { db: 2 },
  );
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const lotteryOf = async (code: string, lottery: Record<string, unknown>) => {
    const file = join(dir, code, 'brand.json');
    const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    brand.lottery = lottery;
    await writeFile(file, JSON.stringify(brand, null, 2));
    const reloaded = await server.app.reloadBrands();
    if (!reloaded.ok) throw new Error(`brands not reloaded: ${JSON.stringify(reloaded)}`);
  };
  return { server, lotteryOf };
};
