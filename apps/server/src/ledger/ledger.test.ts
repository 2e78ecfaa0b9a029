import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, FIXTURE_BRANDS } from '../../test/harness.ts';
import { MIGRATIONS } from '../app.ts';
import { CatalogueError } from '../catalogueError.ts';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { readBrands } from '../system/brands.ts';
import { upsertMerchants } from '../system/merchants.ts';
import { accountCode, HOUSE_BUCKETS, houseName } from './accountCodes.ts';
import { LEDGER_KINDS } from './kinds.ts';
import {
  houseBalance,
  houseBucketEntries,
  inTransaction,
  LedgerError,
  lockedMovementsSql,
  openHouseAccount,
  openHouseBucket,
  openMemberWallet,
  postBatch,
  postMovement,
  postMovements,
  transfer,
} from './ledger.ts';

let db: Db;
let dropDatabase: () => Promise<void>;
let merchantId: number;
let house: bigint;
const wallets: bigint[] = [];
const memberIds: number[] = [];
const CURRENCY = 'CNY';

const balanceOf = async (accountId: bigint) =>
  BigInt(
    (
      await db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', String(accountId))
        .executeTakeFirstOrThrow()
    ).balance,
  );

/** Every account whose cached balance differs from the sum of its entries. */
const driftedAccounts = () =>
  sql<{ id: string }>`
    SELECT a.id FROM ledger_accounts a
    LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.balance
    HAVING a.balance <> coalesce(sum(e.amount), 0)
  `
    .execute(db)
    .then((r) => r.rows);

const errorCode = (error: unknown) =>
  error instanceof CatalogueError ? error.code : String(error);

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  db = openDatabase(database.url, 12);
  await migrateToLatest(db, MIGRATIONS);
  await upsertMerchants(db, readBrands(FIXTURE_BRANDS));
  merchantId = (
    await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'alpha')
      .executeTakeFirstOrThrow()
  ).id;
  house = await openHouseAccount(db, merchantId, 'opening', CURRENCY);
  for (const name of ['ann', 'bob', 'cid', 'dee']) {
    const member = await db
      .insertInto('members')
      .values({ merchant_id: merchantId, username: name, password_hash: 'x', type: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.push(member.id);
    wallets.push(await openMemberWallet(db, merchantId, member.id, CURRENCY));
  }
  for (const [index, wallet] of wallets.entries()) {
    await transfer(db, {
      merchantId,
      idempotencyKey: `fund:${index}`,
      kind: 'opening_balance',
      currency: CURRENCY,
      from: house,
      to: wallet,
      amount: 1_000_00n,
    });
  }
});

afterAll(async () => {
  await db?.destroy();
  await dropDatabase?.();
});

describe('ledger movements', () => {
  it('moves money between accounts and keeps the balance equal to the entries', async () => {
    const [from, to] = [wallets[0], wallets[1]] as [bigint, bigint];
    const before = [await balanceOf(from), await balanceOf(to)];
    const posted = await transfer(db, {
      merchantId,
      idempotencyKey: 'simple-move',
      kind: LEDGER_KINDS.walletTransfer,
      currency: CURRENCY,
      from,
      to,
      amount: 12_34n,
    });
    expect(posted.replayed).toBe(false);
    expect([await balanceOf(from), await balanceOf(to)]).toEqual([
      (before[0] ?? 0n) - 12_34n,
      (before[1] ?? 0n) + 12_34n,
    ]);
    expect(await driftedAccounts()).toEqual([]);
  });

  it('returns the first result when the same key and movement come again', async () => {
    const movement = {
      merchantId,
      idempotencyKey: 'replay-me',
      kind: LEDGER_KINDS.walletTransfer,
      currency: CURRENCY,
      from: wallets[2] as bigint,
      to: wallets[3] as bigint,
      amount: 5_00n,
    };
    const first = await transfer(db, movement);
    const balance = await balanceOf(movement.from);
    const again = await transfer(db, movement);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(await balanceOf(movement.from)).toBe(balance);
  });

  it('refuses a known key carrying a different movement', async () => {
    const base = {
      merchantId,
      idempotencyKey: 'conflicting-key',
      kind: LEDGER_KINDS.walletTransfer,
      currency: CURRENCY,
      from: wallets[0] as bigint,
      to: wallets[1] as bigint,
    };
    await transfer(db, { ...base, amount: 1_00n });
    await expect(transfer(db, { ...base, amount: 2_00n })).rejects.toSatisfy(
      (e) => errorCode(e) === 'wallet.idempotency.conflict',
    );
  });

  it('refuses to take a member wallet below zero and records nothing', async () => {
    const from = wallets[3] as bigint;
    const balance = await balanceOf(from);
    await expect(
      transfer(db, {
        merchantId,
        idempotencyKey: 'overdraft',
        kind: LEDGER_KINDS.walletTransfer,
        currency: CURRENCY,
        from,
        to: wallets[0] as bigint,
        amount: balance + 1n,
      }),
    ).rejects.toSatisfy((e) => errorCode(e) === 'wallet.insufficient.funds');
    expect(await balanceOf(from)).toBe(balance);
    const recorded = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'overdraft')
      .execute();
    expect(recorded).toEqual([]);
  });

  it('refuses unbalanced, empty and zero movements in code', async () => {
    const movement = (postings: { accountId: bigint; amount: bigint }[]) =>
      postMovement(db, {
        merchantId,
        idempotencyKey: 'bad',
        kind: LEDGER_KINDS.walletTransfer,
        currency: CURRENCY,
        postings,
      });
    const [a, b] = [wallets[0] as bigint, wallets[1] as bigint];
    await expect(
      movement([
        { accountId: a, amount: -5n },
        { accountId: b, amount: 4n },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      movement([
        { accountId: a, amount: 0n },
        { accountId: b, amount: 0n },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      movement([
        { accountId: a, amount: -1n },
        { accountId: a, amount: 1n },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      transfer(db, {
        merchantId,
        idempotencyKey: 'zero',
        kind: LEDGER_KINDS.walletTransfer,
        currency: CURRENCY,
        from: a,
        to: b,
        amount: 0n,
      }),
    ).rejects.toSatisfy((e) => errorCode(e) === 'wallet.amount.invalid');
  });
});

/** A transaction written straight into the tables, past the ledger code's own checks. */
const rawTransaction = (key: string, entries: readonly (readonly [bigint, bigint])[]) =>
  db.transaction().execute(async (trx) => {
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({
        merchant_id: merchantId,
        idempotency_key: key,
        kind: 'raw',
        currency: CURRENCY,
        fingerprint: '-',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_entries')
      .values(
        entries.map(([account, amount]) => ({
          merchant_id: merchantId,
          transaction_id: tx.id,
          account_id: String(account),
          amount: String(amount),
        })),
      )
      .execute();
  });

describe('set-wise movements', () => {
  it('posts many entries as one transaction, an account on several lines, each line named', async () => {
    const [ann, bob] = wallets as [bigint, bigint];
    const before = {
      ann: await balanceOf(ann),
      bob: await balanceOf(bob),
      house: await balanceOf(house),
    };
    const batch = {
      merchantId,
      idempotencyKey: 'batch:prizes',
      kind: LEDGER_KINDS.lotterySettlement,
      currency: CURRENCY,
      entries: [
        { accountId: ann, amount: 1_00n, reference: 'order:1' },
        { accountId: ann, amount: 2_00n, reference: 'order:2' },
        { accountId: bob, amount: 4_00n, reference: 'order:3' },
        { accountId: house, amount: -7_00n, reference: 'draw:1' },
      ],
    };
    const first = await postBatch(db, batch);
    expect(first).toMatchObject({ entries: 4, replayed: false });
    expect(await balanceOf(ann)).toBe(before.ann + 3_00n);
    expect(await balanceOf(bob)).toBe(before.bob + 4_00n);
    expect(await balanceOf(house)).toBe(before.house - 7_00n);
    const lines = await db
      .selectFrom('ledger_entries')
      .select(['reference', 'amount'])
      .where('transaction_id', '=', String(first.transactionId))
      .orderBy('reference')
      .execute();
    expect(lines.map((l) => [l.reference, l.amount])).toEqual([
      ['draw:1', '-700'],
      ['order:1', '100'],
      ['order:2', '200'],
      ['order:3', '400'],
    ]);
    // The same batch again (in another order) is the first result; another one is refused.
    const again = await postBatch(db, { ...batch, entries: [...batch.entries].reverse() });
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(await balanceOf(ann)).toBe(before.ann + 3_00n);
    await expect(
      postBatch(db, { ...batch, entries: batch.entries.map((e) => ({ ...e, reference: 'x' })) }),
    ).rejects.toMatchObject({ code: 'wallet.idempotency.conflict' });
    expect(await driftedAccounts()).toEqual([]);
  });

  it('refuses an unbalanced batch, a zero line and a member overdraft, writing nothing', async () => {
    const [, , cid] = wallets as [bigint, bigint, bigint];
    const line = (accountId: bigint, amount: bigint) => ({ accountId, amount, reference: 'r' });
    const batch = (key: string, entries: ReturnType<typeof line>[]) =>
      postBatch(db, {
        merchantId,
        idempotencyKey: key,
        kind: LEDGER_KINDS.manualAdjustment,
        currency: CURRENCY,
        entries,
      });
    await expect(batch('b:unbalanced', [line(cid, 1n), line(house, -2n)])).rejects.toThrow(
      LedgerError,
    );
    await expect(batch('b:zero', [line(cid, 0n), line(house, 0n)])).rejects.toThrow(LedgerError);
    const balance = await balanceOf(cid);
    // Two lines of the same wallet: the overdraft is judged on their sum.
    await expect(
      batch('b:overdraft', [line(cid, -balance), line(cid, -1n), line(house, balance + 1n)]),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    expect(await balanceOf(cid)).toBe(balance);
    const keys = await db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'b:%')
      .execute();
    expect(keys).toEqual([]);
  });

  it('settles 20,000 lines in one statement, each balance still the sum of its entries', async () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => ({
      accountId: wallets[i % wallets.length] as bigint,
      amount: 1n,
      reference: `order:${i}`,
    }));
    entries.push({ accountId: house, amount: -20_000n, reference: 'draw:big' });
    await postBatch(db, {
      merchantId,
      idempotencyKey: 'batch:big',
      kind: LEDGER_KINDS.lotterySettlement,
      currency: CURRENCY,
      entries,
    });
    // Its speed is scripts/bench's (--only lottery settles 100k orders); here, its truth: every
    // line is one entry naming its order, and no balance drifted from its entries.
    const { rows } = await sql<{ n: string; named: string }>`
      SELECT count(*) AS n, count(DISTINCT reference) AS named FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.idempotency_key = 'batch:big'`.execute(db);
    expect(rows[0]).toEqual({ n: '20001', named: '20001' });
    expect(await driftedAccounts()).toEqual([]);
  });
});

describe('many movements at once', () => {
  const move = (key: string, from: bigint, to: bigint, amount: bigint) => ({
    merchantId,
    idempotencyKey: key,
    kind: LEDGER_KINDS.gameBet,
    currency: CURRENCY,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
    reference: `ref:${key}`,
  });

  it('posts each movement under its own key in one go, replays the same ones, refuses another under a key', async () => {
    const [ann, bob] = wallets as [bigint, bigint];
    const before = {
      ann: await balanceOf(ann),
      bob: await balanceOf(bob),
      house: await balanceOf(house),
    };
    const movements = [
      move('many:1', ann, house, 1_00n),
      move('many:2', ann, house, 2_00n),
      move('many:3', bob, house, 4_00n),
    ];
    const posted = await postMovements(db, movements);
    expect(posted.map((p) => p.replayed)).toEqual([false, false, false]);
    expect(new Set(posted.map((p) => p.transactionId)).size).toBe(3);
    expect(await balanceOf(ann)).toBe(before.ann - 3_00n);
    expect(await balanceOf(bob)).toBe(before.bob - 4_00n);
    expect(await balanceOf(house)).toBe(before.house + 7_00n);
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.idempotency_key', 'e.reference', 'e.amount'])
      .where('t.idempotency_key', 'like', 'many:%')
      .where('e.account_id', '!=', String(house))
      .orderBy('t.idempotency_key')
      .execute();
    expect(rows.map((r) => [r.idempotency_key, r.reference, r.amount])).toEqual([
      ['many:1', 'ref:many:1', '-100'],
      ['many:2', 'ref:many:2', '-200'],
      ['many:3', 'ref:many:3', '-400'],
    ]);

    // Two known keys and a new one: the known ones are the first results, the new one posts.
    const again = await postMovements(
      db,
      [movements[0], move('many:4', bob, house, 8_00n), movements[2]].filter(
        (m) => m !== undefined,
      ),
    );
    expect(again.map((p) => p.replayed)).toEqual([true, false, true]);
    expect(again[0]?.transactionId).toBe(posted[0]?.transactionId);
    expect(await balanceOf(ann)).toBe(before.ann - 3_00n);
    expect(await balanceOf(bob)).toBe(before.bob - 12_00n);

    // A known key carrying another movement refuses the whole call: the new one is not written.
    await expect(
      postMovements(db, [move('many:5', ann, house, 1n), move('many:1', ann, house, 9_00n)]),
    ).rejects.toMatchObject({ code: 'wallet.idempotency.conflict' });
    const five = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'many:5')
      .execute();
    expect(five).toEqual([]);
    expect(await driftedAccounts()).toEqual([]);
  });

  it('locks the accounts it is given in its own statement, and posts nothing when one is missing', async () => {
    const [ann] = wallets as [bigint, bigint];
    const before = { ann: await balanceOf(ann), house: await balanceOf(house) };
    const claimedBy = (key: string, lock: bigint[]) =>
      inTransaction(db, async (trx) => {
        const posting = lockedMovementsSql([move(key, ann, house, 1_00n)], 'points', lock);
        const { rows } = await sql<{ claimed: number }>`
          WITH ${posting.ctes} SELECT ${posting.claimed}::int AS claimed`.execute(trx);
        return rows[0]?.claimed;
      });
    // An id no account has: nothing is claimed, nothing moves.
    expect(await claimedBy('locked:1', [house, ann, 2n ** 62n])).toBe(0);
    expect(await balanceOf(ann)).toBe(before.ann);
    // Every account there (in any order, one twice): the movement posts once.
    expect(await claimedBy('locked:2', [house, ann, house])).toBe(1);
    expect(await balanceOf(ann)).toBe(before.ann - 1_00n);
    expect(await balanceOf(house)).toBe(before.house + 1_00n);
    expect(await driftedAccounts()).toEqual([]);
  });

  it('judges an overdraft on all the movements of a wallet together, writing nothing', async () => {
    const [, , , dee] = wallets as [bigint, bigint, bigint, bigint];
    const balance = await balanceOf(dee);
    await expect(
      postMovements(db, [move('over:1', dee, house, balance), move('over:2', dee, house, 1n)]),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    expect(await balanceOf(dee)).toBe(balance);
    await expect(
      postMovements(db, [move('dup', dee, house, 1n), move('dup', dee, house, 1n)]),
    ).rejects.toThrow(LedgerError);
    const keys = await db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'in', ['over:1', 'over:2', 'dup'])
      .execute();
    expect(keys).toEqual([]);
  });
});

describe('ledger rules held by the database', () => {
  it('refuses an unbalanced transaction at commit', async () => {
    await expect(
      rawTransaction('raw-unbalanced', [
        [house, -100n],
        [wallets[0] as bigint, 99n],
      ]),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses a transaction without entries', async () => {
    await expect(
      db
        .insertInto('ledger_transactions')
        .values({
          merchant_id: merchantId,
          idempotency_key: 'raw-empty',
          kind: 'raw',
          currency: CURRENCY,
          fingerprint: '-',
        })
        .execute(),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses to edit entries or to set a balance directly', async () => {
    await expect(sql`UPDATE ledger_entries SET amount = amount + 1`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE ledger_accounts SET balance = balance + 100 WHERE id = ${String(house)}`.execute(
        db,
      ),
    ).rejects.toThrow(/only through ledger entries/);
  });

  it('refuses an entry whose transaction or account is missing, or of another merchant', async () => {
    // Checked set-wise by the entry trigger since 0034 (the per-row foreign keys are gone).
    await expect(
      rawTransaction('raw-no-account', [
        [house, -5n],
        [987_654_321n, 5n],
      ]),
    ).rejects.toThrow(/does not match the transaction/);
    const other = await db
      .selectFrom('merchants')
      .select('id')
      .where('id', '<>', merchantId)
      .executeTakeFirstOrThrow();
    const entry = (
      transactionId: string,
      entryMerchant: number,
      account: bigint,
      amount: bigint,
    ) => ({
      merchant_id: entryMerchant,
      transaction_id: transactionId,
      account_id: String(account),
      amount: String(amount),
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ledger_entries')
          .values([
            entry('987654321', merchantId, house, -5n),
            entry('987654321', merchantId, wallets[0] as bigint, 5n),
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not match the transaction/);
    await expect(
      db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({
            merchant_id: merchantId,
            idempotency_key: 'raw-other-merchant',
            kind: 'raw',
            currency: CURRENCY,
            fingerprint: '-',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values([
            entry(tx.id, other.id, house, -5n),
            entry(tx.id, other.id, wallets[0] as bigint, 5n),
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not match the transaction/);
    expect(await driftedAccounts()).toEqual([]);
  });

  it('keeps every account and transaction that has entries', async () => {
    await expect(
      sql`DELETE FROM ledger_accounts WHERE id = ${String(house)}`.execute(db),
    ).rejects.toThrow(/has entries and is kept/);
    await expect(
      sql`DELETE FROM ledger_transactions WHERE id = (
        SELECT transaction_id FROM ledger_entries WHERE account_id = ${String(house)} LIMIT 1)`.execute(
        db,
      ),
    ).rejects.toThrow(/has entries and is kept/);
    // An account never used may go (nothing refers to it).
    const unused = await db
      .insertInto('ledger_accounts')
      .values({
        merchant_id: merchantId,
        code: 'house:unused',
        currency: CURRENCY,
        allow_negative: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`DELETE FROM ledger_accounts WHERE id = ${unused.id}`.execute(db);
  });

  it('opens every account at zero, whatever the insert says, and lets its other columns change', async () => {
    const opened = await sql<{ id: string; balance: string }>`
      INSERT INTO ledger_accounts (merchant_id, code, currency, balance, allow_negative)
      VALUES (${merchantId}, 'house:rich', ${CURRENCY}, 500, true) RETURNING id, balance
    `.execute(db);
    expect(opened.rows[0]?.balance).toBe('0');
    const id = opened.rows[0]?.id as string;
    await sql`UPDATE ledger_accounts SET allow_negative = false WHERE id = ${id}`.execute(db);
    expect(await balanceOf(BigInt(id))).toBe(0n);
  });

  it('refuses a member overdraft even when the code is bypassed', async () => {
    const wallet = wallets[1] as bigint;
    const balance = await balanceOf(wallet);
    await expect(
      rawTransaction('raw-overdraft', [
        [wallet, -(balance + 1n)],
        [house, balance + 1n],
      ]),
    ).rejects.toThrow(/no_overdraft/);
  });
});

describe('ledger under concurrency', () => {
  it('applies 200 parallel transfers with repeated keys exactly once each, conserving money', async () => {
    const total = async () =>
      (
        await db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('merchant_id', '=', merchantId)
          .execute()
      ).reduce((sum, row) => sum + BigInt(row.balance), 0n);
    const memberTotal = async () => {
      let sum = 0n;
      for (const wallet of wallets) sum += await balanceOf(wallet);
      return sum;
    };
    const before = { all: await total(), members: await memberTotal() };

    // 80 distinct movements between the four wallets (in both directions, so locks cross),
    // each sent two or three times under the same key: 200 requests in all.
    const movements = fc
      .sample(
        fc.record({
          from: fc.integer({ min: 0, max: 3 }),
          step: fc.integer({ min: 1, max: 3 }),
          amount: fc.bigInt({ min: 1n, max: 400_00n }),
        }),
        { numRuns: 80, seed: 20261121 },
      )
      .map((m, index) => ({
        merchantId,
        idempotencyKey: `concurrent:${index}`,
        kind: LEDGER_KINDS.walletTransfer,
        currency: CURRENCY,
        from: wallets[m.from] as bigint,
        to: wallets[(m.from + m.step) % 4] as bigint,
        amount: m.amount,
      }));
    const requests = Array.from({ length: 200 }, (_, i) => movements[i % movements.length]).filter(
      (m) => m !== undefined,
    );
    const results = await Promise.allSettled(requests.map((m) => transfer(db, m)));

    const failures = results.flatMap((r) => (r.status === 'rejected' ? [errorCode(r.reason)] : []));
    // Only a lack of funds may stop a transfer; never a deadlock or a duplicate.
    expect(new Set(failures)).toSatisfy((codes: Set<string>) =>
      [...codes].every((c) => c === 'wallet.insufficient.funds'),
    );

    // Every request of one key that succeeded saw the same transaction.
    const byKey = new Map<string, Set<bigint>>();
    results.forEach((result, index) => {
      if (result.status !== 'fulfilled') return;
      const key = requests[index]?.idempotencyKey ?? '';
      byKey.set(key, (byKey.get(key) ?? new Set()).add(result.value.transactionId));
    });
    for (const ids of byKey.values()) expect(ids.size).toBe(1);

    const applied = await db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key'])
      .where('idempotency_key', 'like', 'concurrent:%')
      .execute();
    expect(applied.length).toBe(byKey.size);
    expect(new Set(applied.map((a) => a.idempotency_key)).size).toBe(applied.length);
    const entriesPerTransaction = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.idempotency_key LIKE 'concurrent:%' GROUP BY t.id
    `.execute(db);
    expect(entriesPerTransaction.rows.every((r) => r.n === 2)).toBe(true);

    expect(await total()).toBe(before.all);
    expect(await memberTotal()).toBe(before.members);
    for (const wallet of wallets) expect(await balanceOf(wallet)).toBeGreaterThanOrEqual(0n);
    expect(await driftedAccounts()).toEqual([]);
  });
});

describe('house accounts in buckets', () => {
  const VENDOR = houseName.vendor('BUCKETS');
  const member = (index: number) => ({
    id: memberIds[index] as number,
    wallet: wallets[index] as bigint,
  });
  const codeOf = async (accountId: bigint) =>
    (
      await db
        .selectFrom('ledger_accounts')
        .select(['code', 'member_id', 'allow_negative'])
        .where('id', '=', String(accountId))
        .executeTakeFirstOrThrow()
    ).code;
  /** Every account of the merchant in the currency sums to zero: money is only moved. */
  const merchantTotal = async () =>
    BigInt(
      (
        await sql<{ total: string }>`
          SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
          WHERE merchant_id = ${merchantId} AND currency = ${CURRENCY}`.execute(db)
      ).rows[0]?.total ?? '0',
    );

  it('takes a member to one bucket by id, and the house balance is its buckets and the account before them', async () => {
    const legacy = await openHouseAccount(db, merchantId, VENDOR, CURRENCY);
    await transfer(db, {
      merchantId,
      idempotencyKey: 'buckets:before',
      kind: LEDGER_KINDS.gameBet,
      currency: CURRENCY,
      from: member(0).wallet,
      to: legacy,
      amount: 1_00n,
    });
    const buckets = new Set<bigint>();
    for (const index of [0, 1, 2, 3]) {
      const { id, wallet } = member(index);
      const bucket = await openHouseBucket(db, merchantId, VENDOR, id, CURRENCY);
      buckets.add(bucket);
      expect(await codeOf(bucket)).toBe(accountCode.house(`${VENDOR}:${id % HOUSE_BUCKETS}`));
      // The same bucket for every member whose id is the same modulo the buckets.
      expect(await openHouseBucket(db, merchantId, VENDOR, id + HOUSE_BUCKETS, CURRENCY)).toBe(
        bucket,
      );
      const bet = {
        merchantId,
        idempotencyKey: `buckets:bet:${index}`,
        kind: LEDGER_KINDS.gameBet,
        currency: CURRENCY,
        from: wallet,
        to: bucket,
        amount: 5_00n,
      };
      expect((await transfer(db, bet)).replayed).toBe(false);
      // A vendor's retry finds the first movement and changes nothing.
      expect((await transfer(db, bet)).replayed).toBe(true);
      await transfer(db, {
        merchantId,
        idempotencyKey: `buckets:win:${index}`,
        kind: LEDGER_KINDS.gameWin,
        currency: CURRENCY,
        from: bucket,
        to: wallet,
        amount: 2_00n,
      });
      expect(await balanceOf(bucket)).toBe(3_00n);
    }
    // Four consecutive member ids: four buckets.
    expect(buckets.size).toBe(4);
    expect(await houseBalance(db, merchantId, VENDOR, CURRENCY)).toBe(1_00n + 4n * 3_00n);
    // A house paying more than a bucket holds goes negative there (house accounts may), and
    // the sum still says what the house owes.
    const { id, wallet } = member(1);
    const bucket = await openHouseBucket(db, merchantId, VENDOR, id, CURRENCY);
    await transfer(db, {
      merchantId,
      idempotencyKey: 'buckets:big-win',
      kind: LEDGER_KINDS.gameWin,
      currency: CURRENCY,
      from: bucket,
      to: wallet,
      amount: 10_00n,
    });
    expect(await balanceOf(bucket)).toBe(-7_00n);
    expect(await houseBalance(db, merchantId, VENDOR, CURRENCY)).toBe(1_00n + 4n * 3_00n - 10_00n);
    expect(await merchantTotal()).toBe(0n);
    expect(await driftedAccounts()).toEqual([]);
  });

  it('pays many members set-wise from their buckets, each bucket charged its members only', async () => {
    const HOUSE = 'bucket_payouts';
    const perMember = [0, 1, 2, 3].map(
      (index) => [member(index).id, BigInt(index + 1) * 1_00n] as const,
    );
    const houseEntries = await houseBucketEntries(
      db,
      merchantId,
      HOUSE,
      CURRENCY,
      perMember,
      'run:1',
    );
    expect(houseEntries).toHaveLength(4);
    const posted = await postBatch(db, {
      merchantId,
      idempotencyKey: 'buckets:run:1',
      kind: LEDGER_KINDS.agentSalary,
      currency: CURRENCY,
      entries: [
        ...houseEntries,
        ...perMember.map(([, amount], index) => ({
          accountId: member(index).wallet,
          amount,
          reference: 'run:1',
        })),
      ],
    });
    expect(posted.replayed).toBe(false);
    for (const [memberId, amount] of perMember) {
      const bucket = await openHouseBucket(db, merchantId, HOUSE, memberId, CURRENCY);
      expect(await balanceOf(bucket)).toBe(-amount);
    }
    expect(await houseBalance(db, merchantId, HOUSE, CURRENCY)).toBe(-10_00n);
    // Two members of one bucket make one house line of their sum.
    const shared = await houseBucketEntries(
      db,
      merchantId,
      HOUSE,
      CURRENCY,
      [
        [member(0).id, 1_00n],
        [member(0).id + HOUSE_BUCKETS, 2_00n],
      ],
      'run:2',
    );
    expect(shared.map((e) => e.amount)).toEqual([-3_00n]);
    expect(await merchantTotal()).toBe(0n);
    expect(await driftedAccounts()).toEqual([]);
  });

  it("lets two members' movements on one house proceed while the other's transaction is open", async () => {
    const [a, b] = [member(2), member(3)];
    const HOUSE = houseName.vendor('CONTENDED');
    const legacy = await openHouseAccount(db, merchantId, HOUSE, CURRENCY);
    const [bucketA, bucketB] = [
      await openHouseBucket(db, merchantId, HOUSE, a.id, CURRENCY),
      await openHouseBucket(db, merchantId, HOUSE, b.id, CURRENCY),
    ];
    /** B's bet in its own transaction, waiting at most 1 s for a row lock. */
    const betOfB = (to: bigint, key: string) =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL lock_timeout = '1s'`.execute(trx);
        return transfer(trx, {
          merchantId,
          idempotencyKey: key,
          kind: LEDGER_KINDS.gameBet,
          currency: CURRENCY,
          from: b.wallet,
          to,
          amount: 1_00n,
        });
      });
    const outcome = await db.transaction().execute(async (trx) => {
      // A's bet holds its house row until this transaction ends.
      await transfer(trx, {
        merchantId,
        idempotencyKey: 'contended:a:bucket',
        kind: LEDGER_KINDS.gameBet,
        currency: CURRENCY,
        from: a.wallet,
        to: bucketA,
        amount: 1_00n,
      });
      await transfer(trx, {
        merchantId,
        idempotencyKey: 'contended:a:one-row',
        kind: LEDGER_KINDS.gameBet,
        currency: CURRENCY,
        from: a.wallet,
        to: legacy,
        amount: 1_00n,
      });
      const inBucket = await betOfB(bucketB, 'contended:b:bucket');
      // On one row for every member, B waits for A: the queue buckets remove.
      const onOneRow = await betOfB(legacy, 'contended:b:one-row').then(
        () => 'posted',
        (error: unknown) => String((error as { code?: string }).code),
      );
      return { inBucket: inBucket.replayed, onOneRow };
    });
    // 55P03: lock_not_available, B's one-row bet gave up waiting for A's lock.
    expect(outcome).toEqual({ inBucket: false, onOneRow: '55P03' });
    expect(await balanceOf(bucketB)).toBe(1_00n);
    expect(await houseBalance(db, merchantId, HOUSE, CURRENCY)).toBe(3_00n);
    expect(await driftedAccounts()).toEqual([]);
  });
});
