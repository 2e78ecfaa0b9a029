import { memberPolicy } from '../account/memberPolicy.ts';
import { addRoundFigures } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { BUCKETED_HOUSES } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  openHouseBucket,
  openMemberVendorWallet,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { pointsMultiplierOf } from '../promotions/hall.ts';
import { addWageringProgress, refuseOverMaxBet } from '../promotions/wagering.ts';

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

/**
 * Takes the stake from the member's wallet (the vendor's own wallet with `fromVendorWallet`)
 * and opens the round, together; refused without effect when it is short.
 */
export const bet = async (
  db: Db,
  key: RoundKey & {
    memberId: number;
    /** The brand's trial account types, for the member policy. */
    trialTypes: readonly number[];
    nodeId: number;
    amount: bigint;
    now: Date;
    fromVendorWallet?: boolean;
  },
): Promise<WalletAnswer> => {
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

/** Closes an open round with its win (zero for a loss) and pays the win. */
export const settle = async (
  db: Db,
  key: RoundKey & { win: bigint; outcome?: unknown; now: Date },
): Promise<WalletAnswer> => {
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

/** Cancels an open round and gives the stake back. */
export const rollback = async (db: Db, key: RoundKey & { now: Date }): Promise<WalletAnswer> => {
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
