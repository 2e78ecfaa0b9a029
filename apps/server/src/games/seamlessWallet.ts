import { sql } from 'kysely';
import { memberPolicy } from '../account/memberPolicy.ts';
import {
  addRoundFigures,
  addRoundsFigures,
  type KnownPointsAccounts,
  type PointsAccounts,
} from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import { BatchQueue } from '../db/batchQueue.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { BUCKETED_HOUSES, houseBucketOf } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  type Movement,
  openHouseBucket,
  openMemberVendorWallet,
  openMemberWallet,
  postLockedMovements,
  postMovements,
  transfer,
} from '../ledger/ledger.ts';
import { pointsMultiplierOf, pointsMultipliersOf } from '../promotions/hall.ts';
import {
  addWageringProgress,
  maxBetsOf,
  refuseOverMaxBet,
  wageringFromValidBets,
} from '../promotions/wagering.ts';

/**
 * The seamless wallet a game vendor plays against: the member's money stays in the
 * platform's ledger, and the vendor sends a bet, then a settle (the win, possibly zero) or a
 * rollback (the bet returned), each keyed by the vendor's own transaction id.
 *
 * Every call may be repeated (vendors retry on timeouts): the ledger movement of each step
 * has an idempotency key derived from the vendor and its transaction id, so a repeat finds
 * the first movement instead of making a second. The round row decides between settle and
 * rollback: whichever moves it out of `open` first wins, and the other is refused. Each
 * step's status change and its money commit in one transaction, so a crash leaves a round
 * either before or after a step, never between its row and its money.
 *
 * Which wallet: the main one, or in multi-wallet brands the member's wallet at this vendor
 * (`fromVendorWallet`, decided by the caller from the brand). The round records the account
 * its stake came from, and its win or refund goes back there.
 */

export const VENDOR_TRANSACTION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface RoundKey {
  merchantId: number;
  currency: string;
  vassalage: string;
  transactionId: string;
}

/** A bet: the stake of a new round, from the member's wallet to the vendor's house. */
export type BetCall = RoundKey & {
  memberId: number;
  /** The brand's trial account types, for the member policy. */
  trialTypes: readonly number[];
  nodeId: number;
  amount: bigint;
  now: Date;
  fromVendorWallet?: boolean | undefined;
};
/** A settle: the round's win, zero for a loss. */
export type SettleCall = RoundKey & { win: bigint; outcome?: unknown; now: Date };
export type RollbackCall = RoundKey & { now: Date };

export interface WalletAnswer {
  /** The member's balance after the call, minor units. */
  balance: bigint;
  /** True when the call repeated an earlier one and changed nothing. */
  replayed: boolean;
}

/**
 * The vendor's house, the member's bucket of it: every bet, win and rollback of a vendor moves
 * its house, and one row would queue all its players (accountCodes.ts, HOUSE_BUCKETS). A
 * round's steps all meet the bucket of its member.
 */
const houseOf = (db: Db, key: RoundKey, memberId: number) =>
  openHouseBucket(
    db,
    key.merchantId,
    BUCKETED_HOUSES.vendor(key.vassalage),
    memberId,
    key.currency,
  );

const ledgerKey = (key: RoundKey, step: 'bet' | 'settle' | 'rollback') =>
  `vendor:${key.vassalage}:${step}:${key.transactionId}`;

const checkKey = (key: RoundKey) => {
  if (!VENDOR_TRANSACTION_ID.test(key.transactionId)) {
    throw new CatalogueError('request_param_err', {
      message: 'A transaction id is 8 to 64 letters, digits, _ or -.',
    });
  }
};

const roundOf = (db: Db, key: RoundKey) =>
  db
    .selectFrom('vendor_rounds')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('vassalage', '=', key.vassalage)
    .where('transaction_id', '=', key.transactionId)
    .executeTakeFirst();

const accountBalance = async (db: Db, accountId: bigint): Promise<bigint> =>
  BigInt(
    (
      await db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', String(accountId))
        .executeTakeFirstOrThrow()
    ).balance,
  );

/** The account a round plays from: the one it recorded, else (older rounds) the main wallet. */
const roundWallet = (
  db: Db,
  key: RoundKey,
  round: { member_id: number; wallet_account_id: string | null },
): Promise<bigint> =>
  round.wallet_account_id === null
    ? openMemberWallet(db, key.merchantId, round.member_id, key.currency)
    : Promise.resolve(BigInt(round.wallet_account_id));

const betAlone = async (db: Db, key: BetCall): Promise<WalletAnswer> => {
  checkKey(key);
  if (key.amount <= 0n) throw new CatalogueError('wallet.amount.invalid');
  const [wallet, house] = await Promise.all([
    key.fromVendorWallet
      ? openMemberVendorWallet(db, key.merchantId, key.memberId, key.vassalage, key.currency)
      : openMemberWallet(db, key.merchantId, key.memberId, key.currency),
    houseOf(db, key, key.memberId),
  ]);
  const posted = await inTransaction(db, async (trx) => {
    // Same id with another member or stake: the ledger's fingerprint differs -> conflict.
    let movement: Awaited<ReturnType<typeof transfer>>;
    try {
      movement = await transfer(trx, {
        merchantId: key.merchantId,
        idempotencyKey: ledgerKey(key, 'bet'),
        kind: LEDGER_KINDS.gameBet,
        currency: key.currency,
        from: wallet,
        to: house,
        amount: key.amount,
      });
    } catch (error) {
      // Short in the vendor's wallet: say which, since the main wallet may well hold enough.
      if (
        key.fromVendorWallet &&
        error instanceof CatalogueError &&
        error.code === 'wallet.insufficient.funds'
      ) {
        throw new CatalogueError('wallet.vendor.insufficient.funds');
      }
      throw error;
    }
    // The transfer holds the wallet's row lock: a member's parallel bets are checked in turn.
    // A repeat of an accepted bet is answered as before, whatever the limits say now.
    if (!movement.replayed) {
      // A stake above the maximum of a bonus being wagered: refused, and the rollback of this
      // transaction takes the stake's movement with it (the bet costs nothing).
      await refuseOverMaxBet(trx, key.memberId, key.amount);
      await memberPolicy.refuse(
        trx,
        { memberId: key.memberId, trialTypes: key.trialTypes },
        'bet',
        {
          at: key.now,
          amount: key.amount,
        },
      );
    }
    await trx
      .insertInto('vendor_rounds')
      .values({
        merchant_id: key.merchantId,
        vassalage: key.vassalage,
        transaction_id: key.transactionId,
        member_id: key.memberId,
        node_id: key.nodeId,
        bet_amount: key.amount,
        status: ROUND_STATUS.open,
        created_at: key.now,
        wallet_account_id: wallet,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return movement;
  });
  return {
    balance: posted.balances?.get(wallet) ?? (await accountBalance(db, wallet)),
    replayed: posted.replayed,
  };
};

const settleAlone = async (db: Db, key: SettleCall): Promise<WalletAnswer> => {
  checkKey(key);
  if (key.win < 0n) throw new CatalogueError('wallet.amount.invalid');
  return inTransaction(db, (trx) => settleIn(trx, key));
};

const settleIn = async (
  db: Db,
  key: RoundKey & { win: bigint; outcome?: unknown; now: Date },
): Promise<WalletAnswer> => {
  const claimed = await db
    .updateTable('vendor_rounds')
    .set({
      status: ROUND_STATUS.settled,
      win_amount: key.win,
      outcome: key.outcome === undefined ? null : JSON.stringify(key.outcome),
      closed_at: key.now,
    })
    .where('merchant_id', '=', key.merchantId)
    .where('vassalage', '=', key.vassalage)
    .where('transaction_id', '=', key.transactionId)
    .where('status', '=', ROUND_STATUS.open)
    .returning(['member_id', 'wallet_account_id', 'bet_amount', 'node_id'])
    .executeTakeFirst();
  let round = claimed;
  if (!claimed) {
    const stored = await roundOf(db, key);
    if (!stored) throw new CatalogueError('not.found', { message: 'No such bet.' });
    if (stored.status !== ROUND_STATUS.settled || BigInt(stored.win_amount ?? -1) !== key.win) {
      throw new CatalogueError('wallet.idempotency.conflict', {
        message: `This round is already ${stored.status === ROUND_STATUS.settled ? 'settled with another amount' : 'rolled back'}.`,
      });
    }
    round = stored;
  }
  if (round === undefined) throw new CatalogueError('not.found', { message: 'No such bet.' });
  const wallet = await roundWallet(db, key, round);
  let paid: ReadonlyMap<bigint, bigint> | undefined;
  if (key.win > 0n) {
    const house = await houseOf(db, key, round.member_id);
    ({ balances: paid } = await transfer(db, {
      merchantId: key.merchantId,
      idempotencyKey: ledgerKey(key, 'settle'),
      kind: LEDGER_KINDS.gameWin,
      currency: key.currency,
      from: house,
      to: wallet,
      amount: key.win,
    }));
  }
  // The round's figures once, by the step that closed it (a repeat finds it closed).
  if (claimed) {
    const game = await db
      .selectFrom('games')
      .select('game_type')
      .where('id', '=', claimed.node_id)
      .executeTakeFirst();
    const category = game?.game_type ?? 'unknown';
    await addWageringProgress(db, key.merchantId, key.now, [
      {
        memberId: claimed.member_id,
        category,
        currency: key.currency,
        validBet: BigInt(claimed.bet_amount),
      },
    ]);
    await addRoundFigures(db, {
      merchantId: key.merchantId,
      memberId: claimed.member_id,
      currency: key.currency,
      category,
      // The VIP week's points (promotions' terms): double points on slots in the seeded one.
      pointsMultiplier: await pointsMultiplierOf(
        db,
        key.merchantId,
        claimed.member_id,
        category,
        key.now,
      ),
      stake: BigInt(claimed.bet_amount),
      win: key.win,
      at: key.now,
      pointsKey: ledgerKey(key, 'bet'),
    });
  }
  return { balance: paid?.get(wallet) ?? (await accountBalance(db, wallet)), replayed: !claimed };
};

const rollbackAlone = async (db: Db, key: RollbackCall): Promise<WalletAnswer> => {
  checkKey(key);
  return inTransaction(db, (trx) => rollbackIn(trx, key));
};

const rollbackIn = async (db: Db, key: RoundKey & { now: Date }): Promise<WalletAnswer> => {
  const claimed = await db
    .updateTable('vendor_rounds')
    .set({ status: ROUND_STATUS.rolledBack, closed_at: key.now })
    .where('merchant_id', '=', key.merchantId)
    .where('vassalage', '=', key.vassalage)
    .where('transaction_id', '=', key.transactionId)
    .where('status', '=', ROUND_STATUS.open)
    .returning(['member_id', 'bet_amount', 'wallet_account_id'])
    .executeTakeFirst();
  const round = claimed ?? (await roundOf(db, key));
  if (!round) throw new CatalogueError('not.found', { message: 'No such bet.' });
  if (!claimed && 'status' in round && round.status !== ROUND_STATUS.rolledBack) {
    throw new CatalogueError('wallet.idempotency.conflict', {
      message: 'This round is already settled.',
    });
  }
  const [wallet, house] = await Promise.all([
    roundWallet(db, key, round),
    houseOf(db, key, round.member_id),
  ]);
  const refunded = await transfer(db, {
    merchantId: key.merchantId,
    idempotencyKey: ledgerKey(key, 'rollback'),
    kind: LEDGER_KINDS.gameRollback,
    currency: key.currency,
    from: house,
    to: wallet,
    amount: BigInt(round.bet_amount),
  });
  return {
    balance: refunded.balances?.get(wallet) ?? (await accountBalance(db, wallet)),
    replayed: !claimed,
  };
};

/*
 * The grouped path (issue 26: 1,500 plays a second from 32 players on one vendor). A call that
 * arrives while others are being written waits and then runs with them, as one group: one
 * transaction, set-wise statements (the accounts locked once in ascending id order, every
 * stake posted by one statement, every round opened by one, every settle claimed by one...),
 * the way the lottery sells slips together (lottery/orders.ts). An idle server runs a call at
 * once, alone in its group, so a quiet one adds no delay.
 *
 * The group takes only the plain case of each call: a new bet the member's policy allows, a
 * settle or rollback of an open round. Anything else is handed back and run alone, by the
 * single path above, after the group has committed (so it sees the group's rows): a second
 * call of a round already in the group (a vendor's retry, a rollback sent beside its bet), a
 * replay of an earlier group's call, a member the policy refuses or has limits for (its
 * check sums its bets so far), a stake over a bonus's maximum bet, a round not open. A failed
 * group (a member short of money, an idempotency conflict, a deadlock with another group)
 * wrote nothing, and each of its calls runs alone, which answers it exactly: a failure of one
 * call never fails its neighbours.
 */

/** One call of a group; a play is the demo vendor's bet and settle of one round together. */
export type GroupCall =
  | ({ step: 'bet' } & BetCall)
  | ({ step: 'settle' } & SettleCall)
  | ({ step: 'rollback' } & RollbackCall)
  | ({ step: 'play' } & BetCall & { win: bigint; outcome: unknown });

/** What the group did with a call: answered it, or handed it back to be run alone. */
export type GroupOutcome = { kind: 'done'; answer: WalletAnswer } | { kind: 'alone' };

/**
 * Account ids by merchant, currency and what they are, per database: an account's id never
 * changes once made and no account is ever deleted, so nothing invalidates them. Only ids read
 * or made through the pool (committed) are kept: never one a caller's transaction could roll back.
 */
const accountIds = new WeakMap<Db, Map<string, bigint>>();

const cachedAccount = async (
  root: Db,
  key: string,
  open: () => Promise<bigint>,
): Promise<bigint> => {
  let ids = accountIds.get(root);
  if (!ids) {
    ids = new Map();
    accountIds.set(root, ids);
  }
  const held = ids.get(key);
  if (held !== undefined) return held;
  const id = await open();
  ids.set(key, id);
  return id;
};

/**
 * Members' points accounts (and the house bucket each earns from) per database, as the groups'
 * settles have read or opened them: the next settle of the member posts its points without
 * reading them (pointsEarnedSql's `known`). Kept only once the group that read them committed.
 */
const pointsAccountIds = new WeakMap<Db, Map<string, PointsAccounts>>();

/** The points accounts a group may use, and those it learns, kept if it commits. */
const pointsAccountsFor = (root: Db) => {
  let held = pointsAccountIds.get(root);
  if (!held) {
    held = new Map();
    pointsAccountIds.set(root, held);
  }
  const kept = held;
  const learned = new Map<string, PointsAccounts>();
  const known: KnownPointsAccounts = {
    get: (merchantId, memberId) => kept.get(`${merchantId}:${memberId}`),
    learn: (merchantId, memberId, accounts) => learned.set(`${merchantId}:${memberId}`, accounts),
  };
  return {
    known,
    committed: () => {
      for (const [key, accounts] of learned) kept.set(key, accounts);
    },
  };
};

const walletKey = (call: BetCall) =>
  `${call.merchantId}:${call.currency}:${call.fromVendorWallet ? `vendor:${call.vassalage}` : 'main'}:${call.memberId}`;
const houseKey = (key: RoundKey, memberId: number) =>
  `${key.merchantId}:${key.currency}:house:${key.vassalage}:${houseBucketOf(memberId)}`;

const roundKeyOf = (key: RoundKey) => `${key.merchantId}:${key.vassalage}:${key.transactionId}`;

/** Whether the single path would refuse the call's input as such (it then answers it). */
const malformed = (call: GroupCall): boolean =>
  !VENDOR_TRANSACTION_ID.test(call.transactionId) ||
  ((call.step === 'bet' || call.step === 'play') && call.amount <= 0n) ||
  ((call.step === 'settle' || call.step === 'play') && call.win < 0n);

/**
 * Runs `calls` as one group (see above): the accounts and the member policy read through the
 * pool first, then one transaction; `also` writes the caller's own rows of the calls the group
 * answered in that transaction (the demo vendor's recent games). One outcome per call, in order.
 */
export const runGroup = async (
  root: Db,
  calls: readonly GroupCall[],
  options: {
    also?: (trx: Db, done: readonly number[]) => Promise<void>;
    /** The merchants' zones and points rates, when the caller holds their brands. */
    terms?: ReadonlyMap<number, { timeZone?: string | undefined; points?: unknown }>;
  } = {},
): Promise<GroupOutcome[]> => {
  const alone = calls.map((): GroupOutcome => ({ kind: 'alone' }));
  const seen = new Set<string>();
  const live: number[] = [];
  calls.forEach((call, i) => {
    const round = roundKeyOf(call);
    if (seen.has(round)) return;
    seen.add(round);
    if (!malformed(call)) live.push(i);
  });
  const bets = live.filter((i) => {
    const step = calls[i]?.step;
    return step === 'bet' || step === 'play';
  });
  const betCalls = bets.map((i) => calls[i] as BetCall);
  let wallets: bigint[];
  let houses: bigint[];
  let decisions: Awaited<ReturnType<typeof memberPolicy.checkMany>>;
  let maxBets: Map<number, bigint>;
  try {
    const latest = new Date(Math.max(0, ...betCalls.map((c) => c.now.getTime())));
    [wallets, houses, decisions, maxBets] = await Promise.all([
      Promise.all(
        betCalls.map((c) =>
          cachedAccount(root, walletKey(c), () =>
            c.fromVendorWallet
              ? openMemberVendorWallet(root, c.merchantId, c.memberId, c.vassalage, c.currency)
              : openMemberWallet(root, c.merchantId, c.memberId, c.currency),
          ),
        ),
      ),
      Promise.all(
        betCalls.map((c) =>
          cachedAccount(root, houseKey(c, c.memberId), () => houseOf(root, c, c.memberId)),
        ),
      ),
      betCalls.length === 0
        ? new Map()
        : memberPolicy.checkMany(
            root,
            betCalls.map((c) => ({ memberId: c.memberId, trialTypes: c.trialTypes })),
            'bet',
            latest,
          ),
      betCalls.length === 0
        ? new Map<number, bigint>()
        : maxBetsOf(
            root,
            betCalls.map((c) => c.memberId),
          ),
    ]);
  } catch {
    // Nothing was written: each call runs alone, which answers it exactly (and surfaces any
    // fault that is not the group's own, as the lottery's batch does).
    return alone;
  }
  // The stakes the group may take: the policy allows them, with no limit to count and no
  // bonus's maximum under the stake; the others are run alone, which refuses them exactly.
  const allowed = new Set<number>();
  bets.forEach((i, k) => {
    const call = betCalls[k] as BetCall;
    const decision = decisions.get(call.memberId);
    const maxBet = maxBets.get(call.memberId);
    if (
      decision !== undefined &&
      decision.refusal === null &&
      !decision.limited &&
      (maxBet === undefined || call.amount <= maxBet)
    ) {
      allowed.add(i);
    }
  });
  const taken = live.filter((i) => {
    const step = calls[i]?.step;
    return step === 'settle' || step === 'rollback' || allowed.has(i);
  });
  const accountsOf = new Map(bets.map((i, k) => [i, { wallet: wallets[k], house: houses[k] }]));
  const points = pointsAccountsFor(root);
  try {
    const outcomes = await inTransaction(root, (trx) =>
      groupIn(root, trx, calls, taken, accountsOf, options, points.known),
    );
    points.committed();
    return outcomes;
  } catch {
    // The transaction rolled back whole (a member short of money, a key or round taken
    // meanwhile, a deadlock with another group, a fault): each call runs alone, as above.
    return alone;
  }
};

/** The balance changes of the group, in the order it made them (each call's answer is one). */
interface Change {
  wallet: bigint;
  delta: bigint;
}

const groupIn = async (
  root: Db,
  trx: Db,
  calls: readonly GroupCall[],
  taken: readonly number[],
  accountsOf: ReadonlyMap<number, { wallet: bigint | undefined; house: bigint | undefined }>,
  { also, terms }: Parameters<typeof runGroup>[2] & object,
  pointsAccounts: KnownPointsAccounts,
): Promise<GroupOutcome[]> => {
  const outcomes = calls.map((): GroupOutcome => ({ kind: 'alone' }));
  const changes: Change[] = [];
  /** The change whose balance answers each call the group answers. */
  const answerOf = new Map<number, number>();
  const change = (i: number, wallet: bigint, delta: bigint) => {
    changes.push({ wallet, delta });
    answerOf.set(i, changes.length - 1);
  };

  // The stakes, each its own movement under its round's key, and with a play's stake its win
  // (the round is new: nothing can close it between the two), all posted by one statement.
  // A bet the wallet cannot pay, or whose key was used before (a replay, answered by the
  // single path as the first), is handed back.
  const { fresh: bets, balances: locked } = await affordable(
    trx,
    taken.filter((i) => calls[i]?.step === 'bet' || calls[i]?.step === 'play'),
    (i) => {
      const call = calls[i] as BetCall;
      return {
        ...(accountsOf.get(i) as { wallet: bigint; house: bigint }),
        amount: call.amount,
        merchantId: call.merchantId,
        key: ledgerKey(call, 'bet'),
      };
    },
  );
  const won: { i: number; call: SettleCall; round: ClaimedRound; wallet: bigint }[] = [];
  const staked: Movement[] = [];
  for (const i of bets) {
    const call = calls[i] as GroupCall & { step: 'bet' | 'play' };
    const { wallet, house } = accountsOf.get(i) as { wallet: bigint; house: bigint };
    staked.push({
      merchantId: call.merchantId,
      idempotencyKey: ledgerKey(call, 'bet'),
      kind: LEDGER_KINDS.gameBet,
      currency: call.currency,
      postings: [
        { accountId: wallet, amount: -call.amount },
        { accountId: house, amount: call.amount },
      ],
    });
    if (call.step === 'play' && call.win > 0n) {
      staked.push({
        merchantId: call.merchantId,
        idempotencyKey: ledgerKey(call, 'settle'),
        kind: LEDGER_KINDS.gameWin,
        currency: call.currency,
        postings: [
          { accountId: house, amount: -call.win },
          { accountId: wallet, amount: call.win },
        ],
      });
    }
  }
  // The accounts are locked and the funds checked above: one statement posts them all, and
  // opens the rounds (a play's written settled: its bet and settle commit together).
  const rows = bets.map((i) => {
    const call = calls[i] as GroupCall & { step: 'bet' | 'play' };
    const played = call.step === 'play';
    return {
      call,
      wallet: accountsOf.get(i)?.wallet as bigint,
      status: played ? ROUND_STATUS.settled : ROUND_STATUS.open,
      win: played ? String(call.win) : null,
      outcome: played && call.outcome !== undefined ? JSON.stringify(call.outcome) : null,
      closedAt: played ? call.now : null,
    };
  });
  const { taken: meanwhile, rows: inserted } = await postLockedMovements(
    trx,
    staked,
    rows.length === 0
      ? undefined
      : sql<{ transaction_id: string; game_type: string | null }>`
      INSERT INTO vendor_rounds (merchant_id, vassalage, transaction_id, member_id, node_id,
        bet_amount, status, created_at, wallet_account_id, win_amount, outcome, closed_at)
      SELECT u.merchant_id, u.vassalage, u.transaction_id, u.member_id, u.node_id, u.bet_amount,
        u.status, u.created_at, u.wallet_account_id, u.win_amount, u.outcome::jsonb, u.closed_at
      FROM unnest(
        ${rows.map((r) => r.call.merchantId)}::int[], ${rows.map((r) => r.call.vassalage)}::text[],
        ${rows.map((r) => r.call.transactionId)}::text[], ${rows.map((r) => r.call.memberId)}::int[],
        ${rows.map((r) => r.call.nodeId)}::int[], ${rows.map((r) => String(r.call.amount))}::bigint[],
        ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.call.now)}::timestamptz[],
        ${rows.map((r) => String(r.wallet))}::bigint[], ${rows.map((r) => r.win)}::bigint[],
        ${rows.map((r) => r.outcome)}::text[], ${rows.map((r) => r.closedAt)}::timestamptz[]
      ) AS u(merchant_id, vassalage, transaction_id, member_id, node_id, bet_amount, status,
        created_at, wallet_account_id, win_amount, outcome, closed_at)
      ON CONFLICT DO NOTHING
      RETURNING transaction_id, (SELECT g.game_type FROM games g WHERE g.id = node_id) AS game_type
    `,
  );
  // A key taken meanwhile by a group not yet committed when it was read: this group is undone
  // and each of its calls run alone.
  if (meanwhile > 0) throw new Error('a bet of the group was taken meanwhile');
  if (bets.length > 0) {
    if (inserted.length !== rows.length) {
      throw new Error('a round of the group was opened meanwhile');
    }
    const categories = new Map(inserted.map((r) => [r.transaction_id, r.game_type]));
    for (const [k, row] of rows.entries()) {
      const i = bets[k] as number;
      change(i, row.wallet, -row.call.amount);
      if (row.call.step === 'play') {
        change(i, row.wallet, row.call.win);
        won.push({
          i,
          call: row.call,
          wallet: row.wallet,
          round: {
            transaction_id: row.call.transactionId,
            member_id: row.call.memberId,
            wallet_account_id: String(row.wallet),
            bet_amount: String(row.call.amount),
            game_type: categories.get(row.call.transactionId) ?? null,
          },
        });
      }
    }
  }

  // The settles: each round claimed while open, by one statement. A round not open is handed
  // back (a replay, a conflict, no such bet).
  const settles = taken.filter((i) => calls[i]?.step === 'settle');
  const closed = await claimRounds(
    trx,
    settles.map((i) => calls[i] as SettleCall),
    'settle',
  );
  const claimedWins: typeof won = [];
  for (const i of settles) {
    const call = calls[i] as SettleCall;
    const round = closed.get(roundKeyOf(call));
    if (!round) continue;
    const wallet = await walletOfClaimed(trx, call, round);
    claimedWins.push({ i, call, round, wallet });
    change(i, wallet, call.win);
  }
  won.push(...claimedWins);
  const wins = claimedWins.filter((w) => w.call.win > 0n);
  await postMovements(
    trx,
    await Promise.all(
      wins.map(async (w) => ({
        merchantId: w.call.merchantId,
        idempotencyKey: ledgerKey(w.call, 'settle'),
        kind: LEDGER_KINDS.gameWin,
        currency: w.call.currency,
        postings: [
          {
            accountId: await houseOfClaimed(root, trx, w.call, w.round.member_id),
            amount: -w.call.win,
          },
          { accountId: w.wallet, amount: w.call.win },
        ],
      })),
    ),
  );
  // The rollbacks: each round claimed while open, its stake given back (before the figures:
  // the points' accounts are the last the group locks, after every money account, as a
  // settle alone locks them).
  const rollbacks = taken.filter((i) => calls[i]?.step === 'rollback');
  const cancelled = await claimRounds(
    trx,
    rollbacks.map((i) => calls[i] as RollbackCall),
    'rollback',
  );
  const refunds: Movement[] = [];
  for (const i of rollbacks) {
    const call = calls[i] as RollbackCall;
    const round = cancelled.get(roundKeyOf(call));
    if (!round) continue;
    const wallet = await walletOfClaimed(trx, call, round);
    const amount = BigInt(round.bet_amount);
    refunds.push({
      merchantId: call.merchantId,
      idempotencyKey: ledgerKey(call, 'rollback'),
      kind: LEDGER_KINDS.gameRollback,
      currency: call.currency,
      postings: [
        { accountId: await houseOfClaimed(root, trx, call, round.member_id), amount: -amount },
        { accountId: wallet, amount },
      ],
    });
    change(i, wallet, amount);
  }
  await postMovements(trx, refunds);
  // The settled rounds' figures and their bonus wagering, once, by the step that closed each
  // (as a settle alone), in one statement.
  const wagering = [...new Set(won.map((w) => w.call.merchantId))].map((merchantId) =>
    wageringFromValidBets(
      merchantId,
      new Date(
        Math.max(
          ...won.filter((w) => w.call.merchantId === merchantId).map((w) => w.call.now.getTime()),
        ),
      ),
    ),
  );
  await addRoundsFigures(
    trx,
    won.map((w) => {
      const category = w.round.game_type ?? 'unknown';
      return {
        merchantId: w.call.merchantId,
        memberId: w.round.member_id,
        currency: w.call.currency,
        category,
        stake: BigInt(w.round.bet_amount),
        win: w.call.win,
        at: w.call.now,
        pointsKey: ledgerKey(w.call, 'bet'),
      };
    }),
    terms,
    wagering,
    // The merchant's VIP weeks as the pool keeps them: no read on every round.
    (merchantId, asks) => pointsMultipliersOf(trx, merchantId, asks, root),
    pointsAccounts,
  );

  // The answers: each wallet's balance now (those the stakes locked: as read then plus the
  // group's changes; no one else can change a locked row), less what the group changed after
  // each call's own change (the balance just after it, as a call alone answers).
  const sums = new Map<bigint, bigint>();
  for (const c of changes) sums.set(c.wallet, (sums.get(c.wallet) ?? 0n) + c.delta);
  const unread = [...sums.keys()].filter((wallet) => !locked.has(wallet));
  const now = new Map(
    [...sums].flatMap(([wallet, sum]) => {
      const before = locked.get(wallet);
      return before === undefined ? [] : [[wallet, before + sum] as const];
    }),
  );
  if (unread.length > 0) {
    const { rows } = await sql<{ id: string; balance: string }>`
      SELECT id, balance FROM ledger_accounts WHERE id = ANY(${unread.map(String)}::bigint[])
    `.execute(trx);
    for (const row of rows) now.set(BigInt(row.id), BigInt(row.balance));
  }
  const after = changes.map(() => 0n);
  const running = new Map(now);
  for (let c = changes.length - 1; c >= 0; c--) {
    const { wallet, delta } = changes[c] as Change;
    const held = running.get(wallet) ?? 0n;
    after[c] = held;
    running.set(wallet, held - delta);
  }
  const done: number[] = [];
  for (const [i, c] of answerOf) {
    // A play's answer is its settle's (the later change of the two).
    outcomes[i] = { kind: 'done', answer: { balance: after[c] as bigint, replayed: false } };
    done.push(i);
  }
  done.sort((a, b) => a - b);
  if (also && done.length > 0) await also(trx, done);
  return outcomes;
};

/**
 * The bets whose wallets cover them, in arrival order (a bet the wallet cannot pay is left to
 * be refused alone; the next may still fit), and not taken before (a replay is left to the
 * single path): the accounts locked in ascending id order, as every movement locks them, and
 * the keys looked up, by one statement. The balances are the locked accounts' as read.
 */
const affordable = async (
  trx: Db,
  bets: readonly number[],
  stakeOf: (i: number) => {
    wallet: bigint;
    house: bigint;
    amount: bigint;
    merchantId: number;
    key: string;
  },
): Promise<{ fresh: number[]; balances: Map<bigint, bigint> }> => {
  if (bets.length === 0) return { fresh: [], balances: new Map() };
  const stakes = bets.map(stakeOf);
  const ids = [...new Set(stakes.flatMap((s) => [s.wallet, s.house]))];
  const { rows } = await sql<{
    id: string | null;
    balance: string | null;
    allow_negative: boolean | null;
    taken: string | null;
  }>`
    WITH locked AS (
      SELECT id, balance, allow_negative FROM ledger_accounts
      WHERE id = ANY(${ids.map(String)}::bigint[]) ORDER BY id FOR NO KEY UPDATE
    )
    SELECT id::text, balance::text, allow_negative, NULL::text AS taken FROM locked
    UNION ALL
    SELECT NULL, NULL, NULL, t.merchant_id || ':' || t.idempotency_key FROM ledger_transactions t
    JOIN unnest(${stakes.map((s) => s.merchantId)}::int[], ${stakes.map((s) => s.key)}::text[])
      AS k(merchant_id, idempotency_key)
      ON t.merchant_id = k.merchant_id AND t.idempotency_key = k.idempotency_key
  `.execute(trx);
  const taken = new Set(rows.flatMap((row) => (row.taken === null ? [] : [row.taken])));
  const accounts = rows.filter((row) => row.id !== null);
  const balances = new Map(accounts.map((row) => [BigInt(row.id ?? 0), BigInt(row.balance ?? 0)]));
  const negative = new Set(
    accounts.filter((row) => row.allow_negative).map((row) => BigInt(row.id ?? 0)),
  );
  const left = new Map(balances);
  const fresh = bets.filter((_, k) => {
    const stake = stakes[k] as (typeof stakes)[number];
    if (taken.has(`${stake.merchantId}:${stake.key}`) || !left.has(stake.wallet)) return false;
    const after = (left.get(stake.wallet) ?? 0n) - stake.amount;
    if (!negative.has(stake.wallet) && after < 0n) return false;
    left.set(stake.wallet, after);
    return true;
  });
  return { fresh, balances };
};

interface ClaimedRound {
  transaction_id: string;
  member_id: number;
  wallet_account_id: string | null;
  bet_amount: string;
  game_type: string | null;
}

/**
 * Moves many open rounds to settled (with each call's win and outcome) or rolled back, by one
 * statement: the rounds claimed, by round key. A round not open is not among them.
 */
const claimRounds = async (
  trx: Db,
  calls: readonly (SettleCall | RollbackCall)[],
  step: 'settle' | 'rollback',
): Promise<Map<string, ClaimedRound>> => {
  if (calls.length === 0) return new Map();
  const settling = step === 'settle';
  const { rows } = await sql<ClaimedRound & { merchant_id: number; vassalage: string }>`
    UPDATE vendor_rounds r SET
      status = ${settling ? ROUND_STATUS.settled : ROUND_STATUS.rolledBack},
      win_amount = ${settling ? sql`u.win` : sql`r.win_amount`},
      outcome = ${settling ? sql`u.outcome::jsonb` : sql`r.outcome`},
      closed_at = u.closed_at
    FROM unnest(
      ${calls.map((c) => c.merchantId)}::int[], ${calls.map((c) => c.vassalage)}::text[],
      ${calls.map((c) => c.transactionId)}::text[],
      ${calls.map((c) => ('win' in c ? String(c.win) : '0'))}::bigint[],
      ${calls.map((c) => ('outcome' in c && c.outcome !== undefined ? JSON.stringify(c.outcome) : null))}::text[],
      ${calls.map((c) => c.now)}::timestamptz[]
    ) AS u(merchant_id, vassalage, transaction_id, win, outcome, closed_at)
    WHERE r.merchant_id = u.merchant_id AND r.vassalage = u.vassalage
      AND r.transaction_id = u.transaction_id AND r.status = ${ROUND_STATUS.open}
    RETURNING r.merchant_id, r.vassalage, r.transaction_id, r.member_id, r.wallet_account_id,
      r.bet_amount::text AS bet_amount,
      (SELECT g.game_type FROM games g WHERE g.id = r.node_id) AS game_type
  `.execute(trx);
  return new Map(
    rows.map((row) => [`${row.merchant_id}:${row.vassalage}:${row.transaction_id}`, row]),
  );
};

/** The account a claimed round plays from: the one it recorded, else (older rounds) the main wallet. */
const walletOfClaimed = (trx: Db, key: RoundKey, round: ClaimedRound): Promise<bigint> =>
  round.wallet_account_id === null
    ? openMemberWallet(trx, key.merchantId, round.member_id, key.currency)
    : Promise.resolve(BigInt(round.wallet_account_id));

/**
 * The round's bucket of the vendor's house: known when its bet went through this process,
 * else read in the group's transaction (and not kept: the transaction may yet roll back).
 */
const houseOfClaimed = async (
  root: Db,
  trx: Db,
  key: RoundKey,
  memberId: number,
): Promise<bigint> =>
  accountIds.get(root)?.get(houseKey(key, memberId)) ?? houseOf(trx, key, memberId);

/** The groups of calls per database: at most 64 calls each, two at a time. */
const groupQueues = new WeakMap<Db, BatchQueue<GroupCall, GroupOutcome>>();
const groupQueue = (db: Db): BatchQueue<GroupCall, GroupOutcome> => {
  let queue = groupQueues.get(db);
  if (!queue) {
    queue = new BatchQueue((calls) => runGroup(db, calls), { maxBatch: 64, inFlight: 2 });
    groupQueues.set(db, queue);
  }
  return queue;
};

/**
 * Takes the stake from the member's wallet (the vendor's own wallet with `fromVendorWallet`)
 * and opens the round, together; refused without effect when it is short. In a caller's
 * transaction it runs there, alone; otherwise with the calls arriving meanwhile (above).
 */
export const bet = async (db: Db, call: BetCall): Promise<WalletAnswer> => {
  if (db.isTransaction) return betAlone(db, call);
  const outcome = await groupQueue(db).submit({ step: 'bet', ...call });
  return outcome.kind === 'done' ? outcome.answer : betAlone(db, call);
};

/** Closes an open round with its win (zero for a loss) and pays the win. */
export const settle = async (db: Db, call: SettleCall): Promise<WalletAnswer> => {
  if (db.isTransaction) return settleAlone(db, call);
  const outcome = await groupQueue(db).submit({ step: 'settle', ...call });
  return outcome.kind === 'done' ? outcome.answer : settleAlone(db, call);
};

/** Cancels an open round and gives the stake back. */
export const rollback = async (db: Db, call: RollbackCall): Promise<WalletAnswer> => {
  if (db.isTransaction) return rollbackAlone(db, call);
  const outcome = await groupQueue(db).submit({ step: 'rollback', ...call });
  return outcome.kind === 'done' ? outcome.answer : rollbackAlone(db, call);
};
