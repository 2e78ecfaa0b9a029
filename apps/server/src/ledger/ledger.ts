import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ANY, accountCode, houseBucketOf, houseName, POINTS_CURRENCY } from './accountCodes.ts';
import type { LedgerKind } from './kinds.ts';

/**
 * The double-entry ledger. Money moves only as a movement: a balanced set of postings
 * (amounts in minor units, summing to zero) recorded under an idempotency key that is
 * unique per merchant. Replaying a key with the same movement returns the first result;
 * the same key with a different movement is refused. A member account never goes below
 * zero; house accounts may (they are where opening balances and payouts come from).
 *
 * The database holds the same rules (see migration 0002): balanced transactions at commit,
 * append-only entries, balances changed only through entries, no member overdraft.
 */

export interface Posting {
  accountId: bigint;
  /** Minor units (cents); positive credits the account, negative debits it. */
  amount: bigint;
}

export interface Movement {
  merchantId: number;
  idempotencyKey: string;
  /** What the movement is: one of LEDGER_KINDS (kinds.ts). */
  kind: LedgerKind;
  currency: string;
  postings: readonly Posting[];
  /** What the movement is for (`lottery-order:<id>`), written on each of its entries. */
  reference?: string | undefined;
}

export interface PostedMovement {
  transactionId: bigint;
  kind: string;
  currency: string;
  postings: Posting[];
  createdAt: Date;
  /** True when the key had already been applied and this is the first result again. */
  replayed: boolean;
  /**
   * Each account's balance just after this movement, read under its row lock (a new movement
   * only; a replay does not lock): the caller answering a balance needs no second read.
   */
  balances?: ReadonlyMap<bigint, bigint>;
}

/** Thrown for a movement that is malformed (a programming error, not a member's mistake). */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

const byAccount = (a: Posting, b: Posting) =>
  a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0;

/** Postings in account order, with the checks every movement must pass. */
const normalise = (movement: Movement): Posting[] => {
  const { postings, idempotencyKey, kind } = movement;
  if (idempotencyKey.length === 0 || idempotencyKey.length > 200) {
    throw new LedgerError('an idempotency key has 1 to 200 characters');
  }
  if (kind.length === 0) throw new LedgerError('a movement needs a kind');
  checkReference(movement.reference);
  if (postings.length < 2) throw new LedgerError('a movement needs at least two postings');
  const sorted = [...postings].sort(byAccount);
  let sum = 0n;
  sorted.forEach((posting, index) => {
    if (posting.amount === 0n) throw new LedgerError('a posting of zero moves nothing');
    if (index > 0 && sorted[index - 1]?.accountId === posting.accountId) {
      throw new LedgerError(`account ${posting.accountId} appears twice in one movement`);
    }
    sum += posting.amount;
  });
  if (sum !== 0n) throw new LedgerError(`postings sum to ${sum}, not zero`);
  return sorted;
};

const checkReference = (reference: string | undefined) => {
  if (reference !== undefined && (reference.length === 0 || reference.length > 200)) {
    throw new LedgerError('a reference has 1 to 200 characters');
  }
};

/**
 * What makes two movements "the same" for idempotency: kind, currency and postings (and the
 * reference when there is one, so movements written before references keep their print).
 */
const fingerprintOf = (
  kind: string,
  currency: string,
  postings: readonly Posting[],
  reference?: string,
): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        kind,
        currency,
        postings.map((p) => [String(p.accountId), String(p.amount)]),
        ...(reference === undefined ? [] : [reference]),
      ]),
    )
    .digest('base64url');

/**
 * Runs `work` in a transaction, or in the caller's when it already is one: a movement can
 * then commit together with the caller's own rows (a game round and its stake), or not at all.
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Claims a movement's key: inserts its transaction row, or finds the row the key already
 * made (a replay), which must carry the same fingerprint (else `wallet.idempotency.conflict`).
 * Exactly one of `created` and `first` is set.
 */
const claimKey = async (
  trx: Db,
  t: {
    merchantId: number;
    idempotencyKey: string;
    kind: string;
    currency: string;
    fingerprint: string;
  },
) => {
  const created = await trx
    .insertInto('ledger_transactions')
    .values({
      merchant_id: t.merchantId,
      idempotency_key: t.idempotencyKey,
      kind: t.kind,
      currency: t.currency,
      fingerprint: t.fingerprint,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (created) return { created, first: null };
  const first = await trx
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'currency', 'fingerprint', 'created_at'])
    .where('merchant_id', '=', t.merchantId)
    .where('idempotency_key', '=', t.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (first.fingerprint !== t.fingerprint) throw new CatalogueError('wallet.idempotency.conflict');
  return { created: null, first };
};

/**
 * Records a movement exactly once per idempotency key.
 *
 * Concurrency: the transaction row is inserted first, so a second request with the same
 * key waits on the unique index until the first commits or rolls back, then sees its
 * result. Accounts are then locked (FOR NO KEY UPDATE) in ascending id order, the same order for
 * every movement, so two movements over the same accounts cannot deadlock.
 *
 * @throws CatalogueError `wallet.insufficient.funds` when a member account would go
 *   negative, `wallet.idempotency.conflict` when the key was used for another movement.
 */
export const postMovement = async (db: Db, movement: Movement): Promise<PostedMovement> => {
  const postings = normalise(movement);
  const { merchantId, idempotencyKey, kind, currency } = movement;
  const fingerprint = fingerprintOf(kind, currency, postings, movement.reference);
  return inTransaction(db, async (trx) => {
    const { created, first } = await claimKey(trx, {
      merchantId,
      idempotencyKey,
      kind,
      currency,
      fingerprint,
    });
    if (first) {
      const entries = await trx
        .selectFrom('ledger_entries')
        .select(['account_id', 'amount'])
        .where('transaction_id', '=', first.id)
        .orderBy('account_id')
        .execute();
      return {
        transactionId: BigInt(first.id),
        kind: first.kind,
        currency: first.currency,
        postings: entries.map((e) => ({
          accountId: BigInt(e.account_id),
          amount: BigInt(e.amount),
        })),
        createdAt: first.created_at,
        replayed: true,
      };
    }

    const balances = await lockAndCheck(
      trx,
      new Map(postings.map((p) => [p.accountId, p.amount])),
      () => ({ merchantId, currency }),
    );
    await trx
      .insertInto('ledger_entries')
      .values(
        postings.map((p) => ({
          merchant_id: merchantId,
          transaction_id: created.id,
          account_id: p.accountId,
          amount: p.amount,
          reference: movement.reference ?? null,
        })),
      )
      .execute();
    return {
      transactionId: BigInt(created.id),
      kind,
      currency,
      postings,
      createdAt: created.created_at,
      replayed: false,
      balances,
    };
  });
};

/** One entry of a set-wise movement: an account, an amount and what it is for. */
export interface BatchEntry {
  accountId: bigint;
  /** Minor units; positive credits the account, negative debits it; never zero. */
  amount: bigint;
  /** What this entry is for (`lottery-order:<id>`, `lottery-draw:<game>:<numero>`). */
  reference: string;
}

/**
 * A movement of many entries in one ledger transaction (a draw's settlement): the same rules
 * as {@link Movement} (balanced, one key, no member overdraft), except that an account may
 * appear in several entries, each naming what it is for. The account record then still shows
 * every order on its own line.
 */
export interface BatchMovement {
  merchantId: number;
  idempotencyKey: string;
  kind: LedgerKind;
  currency: string;
  entries: readonly BatchEntry[];
}

export interface PostedBatch {
  transactionId: bigint;
  entries: number;
  /** True when the key had already been applied: nothing was written this time. */
  replayed: boolean;
}

const checkBatch = (batch: BatchMovement): void => {
  if (batch.idempotencyKey.length === 0 || batch.idempotencyKey.length > 200) {
    throw new LedgerError('an idempotency key has 1 to 200 characters');
  }
  if (batch.kind.length === 0) throw new LedgerError('a movement needs a kind');
  if (batch.entries.length < 2) throw new LedgerError('a movement needs at least two postings');
  let sum = 0n;
  for (const entry of batch.entries) {
    if (entry.amount === 0n) throw new LedgerError('a posting of zero moves nothing');
    checkReference(entry.reference);
    sum += entry.amount;
  }
  if (sum !== 0n) throw new LedgerError(`postings sum to ${sum}, not zero`);
};

const batchFingerprint = (batch: BatchMovement): string => {
  const hash = createHash('sha256').update(JSON.stringify([batch.kind, batch.currency]));
  const sorted = [...batch.entries].sort(
    (a, b) =>
      byAccount(a, b) || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0),
  );
  for (const e of sorted) hash.update(`|${e.accountId}:${e.amount}:${e.reference}`);
  return hash.digest('base64url');
};

/**
 * Locks the accounts a movement (or movements) will change, in ascending id order (so no two
 * movements deadlock), and checks each: it exists under the expected merchant and currency,
 * and a member account does not go below zero by its total change.
 * The lock is FOR NO KEY UPDATE (what changing a balance needs), not FOR UPDATE: a row that
 * references the account (a lottery order's stake account) holds KEY SHARE on it until its
 * transaction ends, which FOR UPDATE waits for. Two such transactions of one member, each
 * holding KEY SHARE and asking FOR UPDATE, deadlocked (one member's slips sent at once).
 */
const lockAndCheck = async (
  trx: Db,
  deltas: ReadonlyMap<bigint, bigint>,
  expected: (accountId: bigint) => { merchantId: number; currency: string } | undefined,
): Promise<Map<bigint, bigint>> => {
  const ids = [...deltas.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const accounts = await sql<{
    id: string;
    merchant_id: number;
    currency: string;
    balance: string;
    allow_negative: boolean;
  }>`
    SELECT id, merchant_id, currency, balance, allow_negative FROM ledger_accounts
    WHERE id = ANY(${ids.map(String)}::bigint[]) ORDER BY id FOR NO KEY UPDATE
  `.execute(trx);
  const byId = new Map(accounts.rows.map((a) => [BigInt(a.id), a]));
  const after = new Map<bigint, bigint>();
  for (const [accountId, delta] of deltas) {
    const account = byId.get(accountId);
    const owner = expected(accountId);
    if (
      !account ||
      account.merchant_id !== owner?.merchantId ||
      account.currency !== owner.currency
    ) {
      throw new LedgerError(
        `account ${accountId} is not a ${owner?.currency} account of this merchant`,
      );
    }
    if (!account.allow_negative && BigInt(account.balance) + delta < 0n) {
      throw new CatalogueError('wallet.insufficient.funds');
    }
    after.set(accountId, BigInt(account.balance) + delta);
  }
  return after;
};

/**
 * Records a set-wise movement exactly once per key: one transaction row, the accounts locked
 * in ascending id order (as {@link postMovement} does, so the two never deadlock), and every
 * entry inserted by one statement, so the database applies the balances per account and
 * checks the transaction once, whatever its size.
 *
 * @throws CatalogueError `wallet.insufficient.funds` when a member account would go
 *   negative, `wallet.idempotency.conflict` when the key was used for another movement.
 */
export const postBatch = async (db: Db, batch: BatchMovement): Promise<PostedBatch> => {
  checkBatch(batch);
  const { merchantId, idempotencyKey, kind, currency } = batch;
  const fingerprint = batchFingerprint(batch);
  return inTransaction(db, async (trx) => {
    const { created, first } = await claimKey(trx, {
      merchantId,
      idempotencyKey,
      kind,
      currency,
      fingerprint,
    });
    if (first) {
      return { transactionId: BigInt(first.id), entries: batch.entries.length, replayed: true };
    }
    const deltas = new Map<bigint, bigint>();
    for (const e of batch.entries)
      deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0n) + e.amount);
    await lockAndCheck(trx, deltas, () => ({ merchantId, currency }));
    await sql`
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, reference)
      SELECT ${merchantId}, ${created.id}, u.account_id, u.amount, u.reference
      FROM unnest(
        ${batch.entries.map((e) => String(e.accountId))}::bigint[],
        ${batch.entries.map((e) => String(e.amount))}::bigint[],
        ${batch.entries.map((e) => e.reference)}::text[]
      ) AS u(account_id, amount, reference)
    `.execute(trx);
    return { transactionId: BigInt(created.id), entries: batch.entries.length, replayed: false };
  });
};

/**
 * Records many small movements at once, each under its own key (a sale's bets, one per
 * order): the keys claimed by one statement, the accounts of all of them locked once in
 * ascending id order (as {@link postMovement} and {@link postBatch} do, so none of them
 * deadlock with each other), and every entry inserted by one statement, which the database
 * applies and checks per transaction. The same rules hold as for one movement: each balanced,
 * each key once (a key already applied with the same movement is a replay and writes nothing,
 * with another movement `wallet.idempotency.conflict`), no member account below zero after
 * all of them (`wallet.insufficient.funds`, nothing written).
 */
export const postMovements = async (
  db: Db,
  movements: readonly Movement[],
): Promise<PostedMovement[]> => {
  if (movements.length === 0) return [];
  const prepared = movements.map((movement) => {
    const postings = normalise(movement);
    return {
      movement,
      postings,
      fingerprint: fingerprintOf(movement.kind, movement.currency, postings, movement.reference),
    };
  });
  const keys = new Set(
    prepared.map((m) => `${m.movement.merchantId}:${m.movement.idempotencyKey}`),
  );
  if (keys.size !== prepared.length)
    throw new LedgerError('one key appears twice among the movements');
  return inTransaction(db, async (trx) => {
    const claimed = await sql<{
      id: string;
      idempotency_key: string;
      merchant_id: number;
      created_at: Date;
    }>`
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, currency, fingerprint)
      SELECT * FROM unnest(
        ${prepared.map((m) => m.movement.merchantId)}::int[],
        ${prepared.map((m) => m.movement.idempotencyKey)}::text[],
        ${prepared.map((m) => m.movement.kind)}::text[],
        ${prepared.map((m) => m.movement.currency)}::text[],
        ${prepared.map((m) => m.fingerprint)}::text[]
      )
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING id, idempotency_key, merchant_id, created_at
    `.execute(trx);
    const created = new Map(claimed.rows.map((r) => [`${r.merchant_id}:${r.idempotency_key}`, r]));
    const fresh = prepared.filter((m) =>
      created.has(`${m.movement.merchantId}:${m.movement.idempotencyKey}`),
    );
    const replays = prepared.filter(
      (m) => !created.has(`${m.movement.merchantId}:${m.movement.idempotencyKey}`),
    );
    const firsts = new Map<string, { id: string; fingerprint: string; created_at: Date }>();
    if (replays.length > 0) {
      const rows = await sql<{
        id: string;
        merchant_id: number;
        idempotency_key: string;
        fingerprint: string;
        created_at: Date;
      }>`
        SELECT t.id, t.merchant_id, t.idempotency_key, t.fingerprint, t.created_at
        FROM ledger_transactions t
        JOIN unnest(
          ${replays.map((m) => m.movement.merchantId)}::int[],
          ${replays.map((m) => m.movement.idempotencyKey)}::text[]
        ) AS k(merchant_id, idempotency_key)
          ON t.merchant_id = k.merchant_id AND t.idempotency_key = k.idempotency_key
      `.execute(trx);
      for (const row of rows.rows) firsts.set(`${row.merchant_id}:${row.idempotency_key}`, row);
      for (const m of replays) {
        const first = firsts.get(`${m.movement.merchantId}:${m.movement.idempotencyKey}`);
        if (!first)
          throw new LedgerError(`movement ${m.movement.idempotencyKey} vanished while claimed`);
        if (first.fingerprint !== m.fingerprint)
          throw new CatalogueError('wallet.idempotency.conflict');
      }
    }
    if (fresh.length > 0) {
      const deltas = new Map<bigint, bigint>();
      const owners = new Map<bigint, { merchantId: number; currency: string }>();
      for (const m of fresh) {
        for (const posting of m.postings) {
          deltas.set(posting.accountId, (deltas.get(posting.accountId) ?? 0n) + posting.amount);
          const owner = owners.get(posting.accountId);
          if (
            owner &&
            (owner.merchantId !== m.movement.merchantId || owner.currency !== m.movement.currency)
          ) {
            throw new LedgerError(
              `account ${posting.accountId} is used under two merchants or currencies`,
            );
          }
          owners.set(posting.accountId, {
            merchantId: m.movement.merchantId,
            currency: m.movement.currency,
          });
        }
      }
      await lockAndCheck(trx, deltas, (accountId) => owners.get(accountId));
      const lines = fresh.flatMap((m) => {
        const { id } = created.get(`${m.movement.merchantId}:${m.movement.idempotencyKey}`) as {
          id: string;
        };
        return m.postings.map((p) => ({ m, id, p }));
      });
      await sql`
        INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, reference)
        SELECT * FROM unnest(
          ${lines.map((l) => l.m.movement.merchantId)}::int[],
          ${lines.map((l) => l.id)}::bigint[],
          ${lines.map((l) => String(l.p.accountId))}::bigint[],
          ${lines.map((l) => String(l.p.amount))}::bigint[],
          ${lines.map((l) => l.m.movement.reference ?? null)}::text[]
        )
      `.execute(trx);
    }
    return prepared.map((m) => {
      const key = `${m.movement.merchantId}:${m.movement.idempotencyKey}`;
      const row = created.get(key) ?? firsts.get(key);
      if (!row) throw new LedgerError(`movement ${m.movement.idempotencyKey} has no row`);
      return {
        transactionId: BigInt(row.id),
        kind: m.movement.kind,
        currency: m.movement.currency,
        postings: m.postings,
        createdAt: row.created_at,
        replayed: !created.has(key),
      };
    });
  });
};

/**
 * Posts new movements in one statement, for a caller that has already locked every account
 * they change in ascending id order and checked its funds, in the same transaction (the
 * seamless wallet's group of calls locks its stakes' accounts and looks their keys up in one
 * statement; {@link postMovements} would lock and check them again in a statement of its own):
 * each key claimed and every entry inserted by one statement. Answers how many keys were found
 * already taken: those movements wrote nothing, and the caller, which looked for none, undoes
 * its transaction. The database's rules hold whatever a caller does (balanced at commit, no
 * member account below zero, entries only on accounts of the movement's merchant and
 * currency), and the fingerprints are {@link postMovements}' own, so a later replay of one of
 * these keys is answered or refused as any other.
 *
 * `alongside`, a data-modifying statement of the caller's own (the group's rounds opened),
 * runs as part of the same statement (one round trip, not two); its returned rows are
 * answered as `rows` (as JSON objects: numbers as PostgreSQL's JSON gives them).
 */
export const postLockedMovements = async <R = never>(
  trx: Db,
  movements: readonly Movement[],
  alongside?: RawBuilder<R>,
): Promise<{ taken: number; rows: R[] }> => {
  if (movements.length === 0 && alongside === undefined) return { taken: 0, rows: [] };
  const posting = lockedMovementsSql(movements, 'posted');
  const { rows } = await sql<{ claimed: string | null; row: R | null }>`
    WITH ${posting.ctes}${alongside === undefined ? sql`` : sql`, alongside AS (${alongside})`}
    SELECT ${posting.claimed}::text AS claimed, NULL::jsonb AS row${
      alongside === undefined
        ? sql``
        : sql`
    UNION ALL SELECT NULL, to_jsonb(a) FROM alongside a`
    }
  `.execute(trx);
  const claimed = rows.find((r) => r.claimed !== null)?.claimed;
  return {
    taken: movements.length - Number(claimed ?? 0),
    rows: rows.flatMap((r) => (r.row === null ? [] : [r.row])),
  };
};

/**
 * {@link postLockedMovements}' statement as common table expressions (`<name>_claimed`,
 * `<name>_entries`) for a caller that runs them inside a statement of its own (the figures
 * of a group of rounds post their points with them: one round trip, not two), and `claimed`,
 * the number of keys the statement claimed: fewer than `movements.length` when some were
 * taken already (those wrote nothing). The same rules hold as for postLockedMovements: the
 * caller has locked every account in ascending id order in its transaction, and the
 * entries' statement trigger applies the balances and checks each movement balanced once the
 * whole statement has run.
 *
 * `lock`, when given, are the movements' accounts (ids the caller knows exist: accounts are
 * never deleted) that the statement itself locks, in ascending id order, before it claims any
 * key: one round trip fewer than locking them first (a settled round's points accounts). The
 * movements post only when every one of them was found and locked; otherwise none does, and
 * `claimed` says 0.
 */
export const lockedMovementsSql = (
  movements: readonly Movement[],
  name: string,
  lock?: readonly bigint[],
): { ctes: RawBuilder<unknown>; claimed: RawBuilder<number> } => {
  if (!/^[a-z_]+$/.test(name)) throw new LedgerError(`a statement name of letters: ${name}`);
  const locking = lock === undefined ? null : [...new Set(lock)].sort((a, b) => (a < b ? -1 : 1));
  const prepared = movements.map((movement) => {
    const postings = normalise(movement);
    return {
      movement,
      postings,
      fingerprint: fingerprintOf(movement.kind, movement.currency, postings, movement.reference),
    };
  });
  const lines = prepared.flatMap((m) => m.postings.map((p) => ({ m: m.movement, p })));
  const claimed = sql.raw(`${name}_claimed`);
  const locked = sql.raw(`${name}_locked`);
  return {
    ctes: sql`${
      locking === null
        ? sql``
        : sql`${locked} AS (
      SELECT id FROM ledger_accounts WHERE id = ANY(${locking.map(String)}::bigint[])
      ORDER BY id FOR NO KEY UPDATE
    ), `
    }${claimed} AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, currency, fingerprint)
      SELECT * FROM unnest(
        ${prepared.map((m) => m.movement.merchantId)}::int[],
        ${prepared.map((m) => m.movement.idempotencyKey)}::text[],
        ${prepared.map((m) => m.movement.kind)}::text[],
        ${prepared.map((m) => m.movement.currency)}::text[],
        ${prepared.map((m) => m.fingerprint)}::text[]
      )${
        // A one-time filter: the locks are all taken before the first key is claimed.
        locking === null
          ? sql``
          : sql`
      WHERE (SELECT count(*) FROM ${locked}) = ${locking.length}`
      }
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING id, merchant_id, idempotency_key
    ), ${sql.raw(`${name}_entries`)} AS (
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, reference)
      SELECT l.merchant_id, c.id, l.account_id, l.amount, l.reference
      FROM unnest(
        ${lines.map((l) => l.m.merchantId)}::int[],
        ${lines.map((l) => l.m.idempotencyKey)}::text[],
        ${lines.map((l) => String(l.p.accountId))}::bigint[],
        ${lines.map((l) => String(l.p.amount))}::bigint[],
        ${lines.map((l) => l.m.reference ?? null)}::text[]
      ) AS l(merchant_id, idempotency_key, account_id, amount, reference)
      JOIN ${claimed} c ON c.merchant_id = l.merchant_id AND c.idempotency_key = l.idempotency_key
    )`,
    claimed: sql<number>`(SELECT count(*) FROM ${claimed})`,
  };
};

/** An account a set-wise movement needs, by its code (see {@link openLockedAccounts}). */
export interface WantedAccount {
  code: string;
  /** The member whose account it is; null for a house account. */
  memberId: number | null;
  /** A house account may go below zero, a member's never. */
  allowNegative: boolean;
}

/**
 * Accounts of one merchant and currency by their codes, opened where missing and locked, by
 * one statement: the ones found locked FOR NO KEY UPDATE in ascending id order (as every
 * movement locks them), the ones opened held by this transaction alone until it commits. For
 * {@link postLockedMovements} in the same transaction. An account another transaction opened
 * after this statement's snapshot is neither found nor opened by it: those few are read and
 * locked by a second statement. Code to account id.
 */
export const openLockedAccounts = async (
  trx: Db,
  merchantId: number,
  currency: string,
  wanted: readonly WantedAccount[],
): Promise<Map<string, bigint>> => {
  const byCode = new Map(wanted.map((w) => [w.code, w]));
  if (byCode.size === 0) return new Map();
  const all = [...byCode.values()];
  const codes = all.map((w) => w.code);
  const { rows } = await sql<{ id: string; code: string }>`
    WITH found AS (
      SELECT a.id, a.code FROM ledger_accounts a
      WHERE a.merchant_id = ${merchantId} AND a.currency = ${currency}
        AND a.code = ANY(${codes}::text[])
      ORDER BY a.id FOR NO KEY UPDATE
    ), opened AS (
      INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
      SELECT ${merchantId}, w.code, ${currency}, w.member_id, w.allow_negative
      FROM unnest(${codes}::text[], ${all.map((w) => w.memberId)}::int[],
        ${all.map((w) => w.allowNegative)}::boolean[]) AS w(code, member_id, allow_negative)
      WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.code = w.code)
      ON CONFLICT (merchant_id, code, currency) DO NOTHING
      RETURNING id, code
    )
    SELECT id::text, code FROM found UNION ALL SELECT id::text, code FROM opened
  `.execute(trx);
  const ids = new Map(rows.map((r) => [r.code, BigInt(r.id)]));
  const raced = codes.filter((code) => !ids.has(code));
  if (raced.length > 0) {
    const again = await sql<{ id: string; code: string }>`
      SELECT id::text, code FROM ledger_accounts
      WHERE merchant_id = ${merchantId} AND currency = ${currency} AND code = ANY(${raced}::text[])
      ORDER BY id FOR NO KEY UPDATE
    `.execute(trx);
    for (const r of again.rows) ids.set(r.code, BigInt(r.id));
  }
  return ids;
};

export interface Transfer {
  merchantId: number;
  idempotencyKey: string;
  kind: LedgerKind;
  currency: string;
  from: bigint;
  to: bigint;
  /** Minor units, above zero. */
  amount: bigint;
  /** What the transfer is for, written on both entries (see {@link Movement.reference}). */
  reference?: string | undefined;
}

/** Moves `amount` from one account to another: the two-posting movement. */
export const transfer = async (db: Db, t: Transfer): Promise<PostedMovement> => {
  if (t.amount <= 0n) throw new CatalogueError('wallet.amount.invalid');
  return postMovement(db, {
    merchantId: t.merchantId,
    idempotencyKey: t.idempotencyKey,
    kind: t.kind,
    currency: t.currency,
    postings: [
      { accountId: t.from, amount: -t.amount },
      { accountId: t.to, amount: t.amount },
    ],
    reference: t.reference,
  });
};

const openAccount = async (
  db: Db,
  values: {
    merchantId: number;
    code: string;
    currency: string;
    memberId: number | null;
    allowNegative: boolean;
  },
): Promise<bigint> => {
  // Read first: the account exists on every call but the first, and an insert that finds it
  // would still write (a sequence value) on every bet.
  const existing = () =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', values.merchantId)
      .where('code', '=', values.code)
      .where('currency', '=', values.currency)
      .executeTakeFirst();
  const found = await existing();
  if (found) return BigInt(found.id);
  const inserted = await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: values.merchantId,
      code: values.code,
      currency: values.currency,
      member_id: values.memberId,
      allow_negative: values.allowNegative,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code', 'currency']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return BigInt(inserted.id);
  const raced = await existing();
  if (!raced) throw new LedgerError(`account ${values.code} vanished while opened`);
  return BigInt(raced.id);
};

/** The member's main wallet account, created empty on first use. */
export const openMemberWallet = (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<bigint> =>
  openAccount(db, {
    merchantId,
    code: accountCode.memberWallet(memberId),
    currency,
    memberId,
    allowNegative: false,
  });

/**
 * A member's wallet at one game vendor (multi-wallet brands): the member's money like the
 * main wallet, so it never goes below zero; created empty on first use.
 */
export const openMemberVendorWallet = (
  db: Db,
  merchantId: number,
  memberId: number,
  vassalage: string,
  currency: string,
): Promise<bigint> =>
  openAccount(db, {
    merchantId,
    code: accountCode.memberVendorWallet(memberId, vassalage),
    currency,
    memberId,
    allowNegative: false,
  });

/**
 * A house account of the merchant (`opening`, `promotions`, `games`...): the other side of
 * money entering or leaving the players' wallets, so it may go negative.
 */
export const openHouseAccount = (
  db: Db,
  merchantId: number,
  name: string,
  currency: string,
): Promise<bigint> =>
  openAccount(db, {
    merchantId,
    code: accountCode.house(name),
    currency,
    memberId: null,
    allowNegative: true,
  });

/**
 * A member's bucket of a hot house account (accountCodes.ts, `HOUSE_BUCKETS`): the house side
 * of that member's movements, so members' movements do not queue on one house row.
 */
export const openHouseBucket = (
  db: Db,
  merchantId: number,
  name: string,
  memberId: number,
  currency: string,
): Promise<bigint> => openHouseAccount(db, merchantId, houseName.bucket(name, memberId), currency);

/**
 * The house side of a set-wise movement paying (or taking from) many members: one entry per
 * bucket their members fall in, each the negated sum of its members' amounts, so the movement
 * balances against `perMember` and each bucket holds what its members moved. The buckets are
 * opened (where missing) and read by one statement, not one round trip each.
 */
export const houseBucketEntries = async (
  db: Db,
  merchantId: number,
  name: string,
  currency: string,
  perMember: Iterable<readonly [memberId: number, amount: bigint]>,
  reference: string,
): Promise<BatchEntry[]> => {
  const byBucket = new Map<number, bigint>();
  for (const [memberId, amount] of perMember) {
    const bucket = houseBucketOf(memberId);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0n) + amount);
  }
  const moved = [...byBucket]
    .filter(([, total]) => total !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([bucket, total]) => ({
      // The bucket's own name, as openHouseBucket names it for any member in it.
      code: accountCode.house(houseName.bucket(name, bucket)),
      total,
    }));
  const ids = await openHouseAccounts(
    db,
    merchantId,
    currency,
    moved.map((m) => m.code),
  );
  return moved.map((m) => ({
    accountId: ids.get(m.code) as bigint,
    amount: -m.total,
    reference,
  }));
};

/**
 * A house account's balance: the sum of its buckets and of the account itself (written before
 * buckets), minor units. What a report or a reconciliation reads for a bucketed house.
 */
export const houseBalance = async (
  db: Db,
  merchantId: number,
  name: string,
  currency: string,
): Promise<bigint> => {
  const { rows } = await sql<{ total: string }>`
    SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
    WHERE merchant_id = ${merchantId} AND currency = ${currency}
      AND (code = ${accountCode.house(name)} OR code LIKE ${accountCode.houseBuckets(name)})
      AND member_id IS NULL`.execute(db);
  return BigInt(rows[0]?.total ?? 0);
};

/** One account's balance by its code, minor units; zero when it was not opened yet. */
const accountBalance = async (
  db: Db,
  merchantId: number,
  code: string,
  currency: string,
): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
};

/** The member's main wallet balance in minor units; zero when no wallet exists yet. */
export const memberWalletBalance = (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<bigint> => accountBalance(db, merchantId, accountCode.memberWallet(memberId), currency);

/**
 * The member's main wallet and wallets at `vassalages` in minor units, in one statement (the
 * balance call asks per page view; a wallet not opened yet holds zero and is not opened here).
 */
export const memberWalletsHeld = async (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  vassalages: readonly string[],
): Promise<{ main: bigint; vendors: bigint[] }> => {
  const main = accountCode.memberWallet(memberId);
  const codes = vassalages.map((vassalage) => accountCode.memberVendorWallet(memberId, vassalage));
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('code', 'in', [main, ...codes])
    .where('currency', '=', currency)
    .execute();
  const balances = new Map(rows.map((row) => [row.code, BigInt(row.balance)]));
  return {
    main: balances.get(main) ?? 0n,
    vendors: codes.map((code) => balances.get(code) ?? 0n),
  };
};

/** The member's points account (currency `PTS`), created empty on first use. */
export const openMemberPoints = (db: Db, merchantId: number, memberId: number): Promise<bigint> =>
  openAccount(db, {
    merchantId,
    code: accountCode.memberPoints(memberId),
    currency: POINTS_CURRENCY,
    memberId,
    allowNegative: false,
  });

/**
 * House accounts of one merchant and currency by their codes (a set-wise movement's
 * buckets), opened where missing, in one statement: the ones found and the ones opened are
 * read together, not one round trip each. An account another transaction opened after this
 * statement's snapshot is neither found nor opened by it (the insert skips the conflict):
 * those few are read again. Code to account id. (Members' accounts by the ten thousand take
 * openMembersAccounts' two plain statements: measured, a hash join of that size in one
 * statement cost more than the second round trip.)
 */
const openHouseAccounts = async (
  db: Db,
  merchantId: number,
  currency: string,
  codes: readonly string[],
): Promise<Map<string, bigint>> => {
  if (codes.length === 0) return new Map();
  const { rows } = await sql<{ id: string; code: string }>`
    WITH wanted AS (
      SELECT * FROM unnest(${codes}::text[]) AS u(code)
    ), found AS (
      SELECT a.id, a.code FROM wanted w JOIN ledger_accounts a
        ON a.merchant_id = ${merchantId} AND a.code = w.code AND a.currency = ${currency}
    ), opened AS (
      INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
      SELECT ${merchantId}, w.code, ${currency}, NULL, true FROM wanted w
      WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.code = w.code)
      ON CONFLICT (merchant_id, code, currency) DO NOTHING
      RETURNING id, code
    )
    SELECT id, code FROM found UNION ALL SELECT id, code FROM opened
  `.execute(db);
  const ids = new Map(rows.map((r) => [r.code, BigInt(r.id)]));
  const raced = codes.filter((code) => !ids.has(code));
  if (raced.length > 0) {
    const again = await sql<{ id: string; code: string }>`
      SELECT id, code FROM ledger_accounts
      WHERE merchant_id = ${merchantId} AND currency = ${currency} AND code = ANY(${raced}::text[])
    `.execute(db);
    for (const r of again.rows) ids.set(r.code, BigInt(r.id));
  }
  return ids;
};

/**
 * Many members' accounts of one kind (`codeOf` names each) in one currency, opened where
 * missing by one statement and read by another, whatever their number: member id to account.
 */
const openMembersAccounts = async (
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
  currency: string,
  codeOf: (memberId: number) => string,
): Promise<Map<number, bigint>> => {
  if (memberIds.length === 0) return new Map();
  const codes = memberIds.map(codeOf);
  await sql`
    INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
    SELECT ${merchantId}, u.code, ${currency}, u.member_id, false
    FROM unnest(${codes}::text[], ${[...memberIds]}::int[]) AS u(code, member_id)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a
      WHERE a.merchant_id = ${merchantId} AND a.code = u.code AND a.currency = ${currency})
    ON CONFLICT (merchant_id, code, currency) DO NOTHING
  `.execute(db);
  const { rows } = await sql<{ id: string; member_id: number }>`
    SELECT id, member_id FROM ledger_accounts
    WHERE merchant_id = ${merchantId} AND currency = ${currency} AND code = ANY(${codes}::text[])
  `.execute(db);
  return new Map(rows.map((r) => [r.member_id, BigInt(r.id)]));
};

/** Many members' points accounts at once (a settled draw's members): member id to account id. */
export const openMembersPoints = (
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
): Promise<Map<number, bigint>> =>
  openMembersAccounts(db, merchantId, memberIds, POINTS_CURRENCY, accountCode.memberPoints);

/** The member's points; zero before any were earned. */
export const memberPointsBalance = (
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<bigint> =>
  accountBalance(db, merchantId, accountCode.memberPoints(memberId), POINTS_CURRENCY);

/** Main wallet balances of many members in one read (minor units; absent: no wallet yet). */
export const memberWalletBalances = async (
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, bigint>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where(
      'code',
      'in',
      memberIds.map((id) => accountCode.memberWallet(id)),
    )
    .where('currency', '=', currency)
    .execute();
  return new Map(rows.map((row) => [row.member_id as number, BigInt(row.balance)]));
};

/**
 * The main wallets of many members, opened where missing, in two statements whatever their
 * number (a set-wise job pays thousands at once): member id to account id.
 */
export const openMemberWallets = (
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, bigint>> =>
  openMembersAccounts(db, merchantId, memberIds, currency, accountCode.memberWallet);

/**
 * The main wallets' total of the members a subquery names (an agent's team), in one read: the
 * caller's subquery selects member ids, so a team of any size is never sent as a list.
 */
export const memberWalletTotal = async (
  db: Db,
  merchantId: number,
  currency: string,
  memberIds: RawBuilder<unknown>,
): Promise<bigint> => {
  const { rows } = await sql<{ total: string }>`
    SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
    WHERE merchant_id = ${merchantId} AND currency = ${currency}
      AND code LIKE ${accountCode.memberWallet(ANY)} AND member_id IN (${memberIds})`.execute(db);
  return BigInt(rows[0]?.total ?? 0);
};

/**
 * An account's balance with its row locked until the transaction ends (FOR NO KEY UPDATE, as
 * a movement locks it): a caller that takes "as much as the balance covers" reads a balance
 * no bet can spend before its movement.
 */
export const lockedBalance = async (db: Db, accountId: bigint): Promise<bigint> => {
  const { rows } = await sql<{ balance: string }>`
    SELECT balance FROM ledger_accounts WHERE id = ${String(accountId)} FOR NO KEY UPDATE
  `.execute(db);
  return BigInt(rows[0]?.balance ?? 0);
};
