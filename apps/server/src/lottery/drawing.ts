import { BET_STATUS, SETTLED_BET_STATUSES } from '@portal/contract';
import {
  type Bet,
  commitmentOf,
  type DrawGroup,
  drawValues,
  engineCap,
  formatResult,
  isDrawGroup,
  newSeed,
  parseResult,
  type SettleTerms,
  settleBet,
  toMoney,
  type UnitCode,
  zodiacYearAt,
} from '@portal/lottery-rules';
import { sql } from 'kysely';
import { addSettledPlay } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { accountCode, houseName } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS, type LedgerKind } from '../ledger/kinds.ts';
import {
  type BatchEntry,
  inTransaction,
  openHouseAccount,
  openMemberWallet,
  postBatch,
  transfer,
} from '../ledger/ledger.ts';
import { pointsMultipliersOf } from '../promotions/hall.ts';
import { wageringFromValidBets } from '../promotions/wagering.ts';
import { hedgedStakes } from './hedges.ts';
import { postDrawRebates } from './rebates.ts';
import type { Draw } from './schedule.ts';

/**
 * The life of a numero (lottery-rules.md, "Settlement" and "Verifiable draws"):
 *
 * 1. scheduled: a row with a fresh 32-byte seed and its commitment, written before the
 *    numero's sales open (the schedule keeps the open numero and the next ones written), with
 *    its draw job due at the draw time, in the same transaction;
 * 2. drawn: at the draw time the numbers come from the seed by `hmac-sha256-v1`; only now is
 *    the seed served (the proofs read it from drawn and settled rows only);
 * 3. settled: every not-drawn order paid (or lost) in one transaction under the draw's row
 *    lock, as one set-wise ledger movement keyed by the draw whose entries name each order;
 *    or void: every order refunded the same way.
 *
 * Money: a bet moves the stake from the wallet to a holding account of the lottery's stakes
 * (one of {@link STAKE_SHARDS}, by member, so concurrent bettors do not queue on one row);
 * settlement moves the draw's stakes from the holding accounts to the house and the prizes
 * from the house to the wallets; a refund moves the stake back from where it is held.
 *
 * Each step takes the draw's row lock and checks the state first, so two workers (two server
 * instances) do a step once, and a step interrupted by a crash rolls back whole and runs
 * again. Orders take the same row in share mode while they are placed or cancelled.
 */

export const LOTTERY_DRAW_TASK = 'lottery-draw';
export const LOTTERY_SETTLE_TASK = 'lottery-settle';
/** The house account of the lottery: settled stakes go in, prizes come out. */
export const LOTTERY_HOUSE = 'lottery';
/** Holding accounts of stakes not yet settled: one shard per member id mod shards. */
export const STAKE_SHARDS = 32;
export const stakesAccountName = (memberId: number) =>
  houseName.lotteryStakes(memberId % STAKE_SHARDS);

/**
 * Ledger keys: a bet and a member's refund once per order; a draw's settlement, void and
 * stopped chases once per draw (their entries name each order: {@link orderReference}).
 */
export const orderKeys = {
  bet: (orderId: string) => `lottery:${orderId}:bet`,
  refund: (orderId: string) => `lottery:${orderId}:refund`,
};
export const drawKeys = {
  settle: (gameId: number, numero: string, currency: string) =>
    `lottery-draw:${gameId}:${numero}:settle:${currency}`,
  void: (gameId: number, numero: string, currency: string) =>
    `lottery-draw:${gameId}:${numero}:void:${currency}`,
  /** The draw's settlement as a whole (every currency): what its points are keyed by. */
  settled: (gameId: number, numero: string) => `lottery-draw:${gameId}:${numero}:settled`,
  chaseStop: (gameId: number, numero: string, currency: string) =>
    `lottery-draw:${gameId}:${numero}:chase-stop:${currency}`,
};
/** The reference an order's entries carry in the account record. */
export const orderReference = (orderId: string) => `lottery-order:${orderId}`;
const drawReference = (gameId: number, numero: string) => `lottery-draw:${gameId}:${numero}`;

const drawJobKey = (gameId: number, numero: string) => `lottery-draw:${gameId}:${numero}`;
const settleJobKey = (gameId: number, numero: string) => `lottery-settle:${gameId}:${numero}`;

/**
 * Writes these draws of the game (with seed and commitment) unless they are written already,
 * and their draw jobs. Idempotent: a draw keeps the first seed written for it.
 */
/** What scheduling needs of a game (a `lottery_games` row has it). */
export interface ScheduledGame {
  merchant_id: number;
  id: number;
  lock_seconds: number;
  draw_group: string | null;
}

export const scheduleDraws = async (
  db: Db,
  game: ScheduledGame,
  draws: readonly Draw[],
): Promise<void> => {
  if (!game.draw_group || draws.length === 0) return;
  const existing = new Set(
    (
      await db
        .selectFrom('lottery_draws')
        .select('numero')
        .where('game_id', '=', game.id)
        .where(
          'numero',
          'in',
          draws.map((d) => d.numero),
        )
        .execute()
    ).map((row) => row.numero),
  );
  const missing = draws.filter((d) => !existing.has(d.numero));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (draw) => {
      const seed = newSeed();
      return {
        merchant_id: game.merchant_id,
        game_id: game.id,
        numero: draw.numero,
        draw_at: draw.drawAt,
        lock_at: new Date(draw.drawAt.getTime() - game.lock_seconds * 1000),
        seed,
        commitment: await commitmentOf(seed),
        state: 'open' as const,
      };
    }),
  );
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('lottery_draws')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(['numero', 'draw_at'])
      .execute();
    for (const draw of inserted) {
      await addJob(
        trx,
        LOTTERY_DRAW_TASK,
        { gameId: game.id, numero: draw.numero },
        { runAt: draw.draw_at, jobKey: drawJobKey(game.id, draw.numero) },
      );
    }
  });
};

export type DrawResult = 'drawn' | 'not due' | 'not open' | 'no such draw';

/**
 * Draws a numero from its seed when its time has come, once: the row lock makes a second
 * caller wait and then find it drawn. Adds the settlement job in the same transaction.
 */
export const drawNumero = (
  db: Db,
  gameId: number,
  numero: string,
  now: Date,
): Promise<DrawResult> =>
  inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.state', 'd.seed', 'd.draw_at', 'g.game_code', 'g.draw_group'])
      .where('d.game_id', '=', gameId)
      .where('d.numero', '=', numero)
      .forUpdate('d')
      .executeTakeFirst();
    if (!row) return 'no such draw';
    if (row.state !== 'open' || !row.seed || !row.draw_group || !isDrawGroup(row.draw_group)) {
      return 'not open';
    }
    if (now.getTime() < row.draw_at.getTime()) return 'not due';
    const values = await drawValues(row.draw_group, row.seed, row.game_code, numero);
    await trx
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: formatResult(row.draw_group, values), drawn_at: now })
      .where('game_id', '=', gameId)
      .where('numero', '=', numero)
      .execute();
    await addJob(
      trx,
      LOTTERY_SETTLE_TASK,
      { gameId, numero },
      { jobKey: settleJobKey(gameId, numero) },
    );
    return 'drawn';
  });

interface OpenOrder {
  id: string;
  merchant_id: number;
  member_id: number;
  play: string;
  selection: number[][];
  unit: number;
  multiplier: number;
  amount: string;
  currency: string;
  prize_mode: string;
  series: number;
  chase_id: string | null;
  stake_account_id: string;
  prize_cap: string;
  elott_odds: Record<string, number> | null;
  stake_scale: string;
}

const ORDER_COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'play',
  'selection',
  'unit',
  'multiplier',
  'amount',
  'currency',
  'prize_mode',
  'series',
  'chase_id',
  'stake_account_id',
  'prize_cap',
  'elott_odds',
  'stake_scale',
] as const;

/**
 * The draw's orders still waiting for it (not drawn). The caller holds the draw's row lock,
 * which every change to these orders takes first (placing and cancelling in share mode; a
 * stopped chase locks the later draws it refunds), so the 100,000 order rows need no locks
 * of their own: locking each would write every one of them twice.
 */
const openOrdersOf = async (trx: Db, gameId: number, numero: string) =>
  (await trx
    .selectFrom('lottery_orders')
    .select(ORDER_COLUMNS)
    .where('game_id', '=', gameId)
    .where('numero', '=', numero)
    .where('status', '=', BET_STATUS.notDrawn)
    .orderBy('id')
    .execute()) as OpenOrder[];

/** Account ids met during one transaction (one settlement opens each wallet once). */
class Accounts {
  private readonly known = new Map<string, bigint>();
  private readonly trx: Db;
  constructor(trx: Db) {
    this.trx = trx;
  }

  async wallet(merchantId: number, memberId: number, currency: string): Promise<bigint> {
    const key = `m:${merchantId}:${memberId}:${currency}`;
    let id = this.known.get(key);
    if (id === undefined) {
      id = await openMemberWallet(this.trx, merchantId, memberId, currency);
      this.known.set(key, id);
    }
    return id;
  }

  /** Many members' wallets in one read (a settlement's winners); opens the missing ones. */
  async wallets(merchantId: number, memberIds: Iterable<number>, currency: string): Promise<void> {
    const wanted = [...new Set(memberIds)].filter(
      (id) => !this.known.has(`m:${merchantId}:${id}:${currency}`),
    );
    if (wanted.length === 0) return;
    const rows = await this.trx
      .selectFrom('ledger_accounts')
      .select(['id', 'member_id'])
      .where('merchant_id', '=', merchantId)
      .where('currency', '=', currency)
      .where(
        'code',
        'in',
        wanted.map((id) => accountCode.memberWallet(id)),
      )
      .execute();
    for (const row of rows) {
      if (row.member_id !== null) {
        this.known.set(`m:${merchantId}:${row.member_id}:${currency}`, BigInt(row.id));
      }
    }
  }

  /**
   * The two accounts a bet moves money between, read in one query (every bet asks):
   * the member's wallet and the holding account of the member's stakes.
   */
  async forBet(
    merchantId: number,
    memberId: number,
    currency: string,
  ): Promise<{ wallet: bigint; stakes: bigint }> {
    const walletCode = accountCode.memberWallet(memberId);
    const stakesCode = accountCode.house(stakesAccountName(memberId));
    const rows = await this.trx
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where('merchant_id', '=', merchantId)
      .where('currency', '=', currency)
      .where('code', 'in', [walletCode, stakesCode])
      .execute();
    const found = (code: string) => {
      const row = rows.find((r) => r.code === code);
      return row ? BigInt(row.id) : undefined;
    };
    return {
      wallet: found(walletCode) ?? (await this.wallet(merchantId, memberId, currency)),
      stakes: found(stakesCode) ?? (await this.stakes(merchantId, memberId, currency)),
    };
  }

  /** The holding account this member's stakes go to. */
  async stakes(merchantId: number, memberId: number, currency: string): Promise<bigint> {
    const name = stakesAccountName(memberId);
    const key = `h:${merchantId}:${name}:${currency}`;
    let id = this.known.get(key);
    if (id === undefined) {
      id = await openHouseAccount(this.trx, merchantId, name, currency);
      this.known.set(key, id);
    }
    return id;
  }

  async house(merchantId: number, currency: string): Promise<bigint> {
    const key = `h:${merchantId}:${currency}`;
    let id = this.known.get(key);
    if (id === undefined) {
      id = await openHouseAccount(this.trx, merchantId, LOTTERY_HOUSE, currency);
      this.known.set(key, id);
    }
    return id;
  }
}

/** Gives an order its stake back and closes it with a refund or cancel `status`: one movement. */
export const refundOrder = async (
  trx: Db,
  accounts: Accounts,
  order: Pick<
    OpenOrder,
    'id' | 'merchant_id' | 'member_id' | 'amount' | 'currency' | 'stake_account_id'
  >,
  status:
    | typeof BET_STATUS.cancelledByMember
    | typeof BET_STATUS.systemRefunded
    | typeof BET_STATUS.staffRefunded,
  now: Date,
): Promise<void> => {
  await transfer(trx, {
    merchantId: order.merchant_id,
    idempotencyKey: orderKeys.refund(order.id),
    kind: LEDGER_KINDS.lotteryRefund,
    currency: order.currency,
    from: BigInt(order.stake_account_id),
    to: await accounts.wallet(order.merchant_id, order.member_id, order.currency),
    amount: BigInt(order.amount),
    reference: orderReference(order.id),
  });
  await trx
    .updateTable('lottery_orders')
    .set({ status, payout: order.amount, settled_at: now })
    .where('id', '=', order.id)
    .execute();
};

/**
 * Refunds many orders set-wise (a void draw, a stopped chase): per currency one movement
 * under `key`, each order's stake out of its holding account and into its wallet, every
 * entry naming its order; then the statuses, in one statement.
 */
const refundOrders = async (
  trx: Db,
  accounts: Accounts,
  orders: readonly OpenOrder[],
  status: typeof BET_STATUS.chaseCancelledAfterWin | typeof BET_STATUS.voidRefunded,
  kind: LedgerKind,
  key: (currency: string) => string,
  now: Date,
): Promise<void> => {
  for (const [currency, group] of byCurrency(orders)) {
    const entries: BatchEntry[] = [];
    await accounts.wallets(
      group[0]?.merchant_id ?? 0,
      group.map((o) => o.member_id),
      currency,
    );
    for (const order of group) {
      const reference = orderReference(order.id);
      const amount = BigInt(order.amount);
      entries.push(
        { accountId: BigInt(order.stake_account_id), amount: -amount, reference },
        {
          accountId: await accounts.wallet(order.merchant_id, order.member_id, currency),
          amount,
          reference,
        },
      );
    }
    await postBatch(trx, {
      merchantId: group[0]?.merchant_id ?? 0,
      idempotencyKey: key(currency),
      kind,
      currency,
      entries,
    });
  }
  await writeOutcomes(
    trx,
    orders.map((o) => ({ id: o.id, status, payout: BigInt(o.amount) })),
    now,
  );
};

const byCurrency = (orders: readonly OpenOrder[]): Map<string, OpenOrder[]> => {
  const groups = new Map<string, OpenOrder[]>();
  for (const order of orders) {
    const group = groups.get(order.currency);
    if (group) group.push(order);
    else groups.set(order.currency, [order]);
  }
  return groups;
};

/** Every order's status and payout in one statement, whatever their number. */
const writeOutcomes = async (
  trx: Db,
  outcomes: readonly { id: string; status: number; payout: bigint }[],
  now: Date,
): Promise<void> => {
  if (outcomes.length === 0) return;
  const updated = await sql`
    UPDATE lottery_orders AS o
    SET status = v.status, payout = v.payout, settled_at = ${now}
    FROM unnest(
      ${outcomes.map((c) => c.id)}::bigint[],
      ${outcomes.map((c) => c.status)}::smallint[],
      ${outcomes.map((c) => String(c.payout))}::bigint[]
    ) AS v(id, status, payout)
    WHERE o.id = v.id AND o.status = ${BET_STATUS.notDrawn}
  `.execute(trx);
  // An order decided elsewhere meanwhile would be paid twice: undo the whole step instead.
  if (Number(updated.numAffectedRows ?? 0) !== outcomes.length) {
    throw new Error(
      `${outcomes.length - Number(updated.numAffectedRows ?? 0)} order(s) were decided twice`,
    );
  }
};

/** A valid bet is won or lost: a tie returned its stake. */
const VALID_BET_STATUSES = [BET_STATUS.won, BET_STATUS.lost];

/**
 * A draw's settled orders as the member-activity figures take them, per member, category
 * and currency: valid bet the won and lost orders; stake and prizes the tied ones too (a tie's
 * payout is its stake returned); the category the records' ('ELOTT' or 'LOTT' by prize mode).
 * Cancelled, refunded and void orders were never settled and are not read.
 */
const settledPlayOf = (gameId: number, numero: string) => sql`
  SELECT member_id, CASE WHEN prize_mode = 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END, currency,
    coalesce(sum(amount) FILTER (WHERE status IN (${sql.join(VALID_BET_STATUSES)})), 0),
    sum(amount), sum(payout),
    count(*) FILTER (WHERE status = ${BET_STATUS.won}),
    count(*) FILTER (WHERE status = ${BET_STATUS.lost}),
    count(*)
  FROM lottery_orders
  WHERE game_id = ${gameId} AND numero = ${numero}
    AND status IN (${sql.join(SETTLED_BET_STATUSES)})
  GROUP BY 1, 2, 3
`;

/** The ledger helpers above, for one transaction. */
export const accountsIn = (trx: Db): Accounts => new Accounts(trx);

/** The lunar year's animal for LHC and HK6 plays (zodiac); other formats do not read it. */
const yearAnimalAt = (group: DrawGroup, drawAt: Date): number =>
  group === 'LHC' || group === 'HK6' ? zodiacYearAt(drawAt) : 0;

export interface SettleResult {
  settled: number;
  paid: bigint;
  chaseCancelled: number;
}

/**
 * Settles a drawn numero: every not-drawn order judged by the engine; the money as one
 * set-wise movement per currency keyed by the draw (stakes from the holding accounts to the
 * house, each payout, prize or tie refund, from the house to the wallet in an entry naming
 * the order); the statuses in one statement; the remaining orders of a won stop-on-win chase
 * refunded (chase cancelled after a win) the same way; and the draw marked settled. All in one transaction
 * under the draw's row lock: a second worker waits and finds it settled; a crash rolls all of
 * it back for the next run, and the draw's key refuses to pay it twice.
 */
export const settleNumero = (
  db: Db,
  gameId: number,
  numero: string,
  now: Date,
): Promise<SettleResult | 'not drawn'> =>
  inTransaction(db, async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.state', 'd.win_no', 'd.draw_at', 'g.draw_group'])
      .where('d.game_id', '=', gameId)
      .where('d.numero', '=', numero)
      .forUpdate('d')
      .executeTakeFirst();
    if (draw?.state !== 'drawn' || !draw.win_no || !draw.draw_group) return 'not drawn';
    if (!isDrawGroup(draw.draw_group)) return 'not drawn';
    const parsed = parseResult(draw.draw_group, draw.win_no);
    if (!parsed.ok) throw new Error(`draw ${gameId}/${numero} holds an unreadable result`);
    const yearAnimal = yearAnimalAt(draw.draw_group, draw.draw_at);
    const orders = await openOrdersOf(trx, gameId, numero);
    const accounts = new Accounts(trx);
    const outcomes: { id: string; status: number; payout: bigint }[] = [];
    const payouts = new Map<string, bigint>();
    const wonChases = new Set<string>();
    let paid = 0n;
    for (const order of orders) {
      const bet: Bet = {
        play: order.play,
        selection: order.selection,
        unit: order.unit as UnitCode,
        multiplier: order.multiplier,
      };
      // The engine settles in hundredths of the stake base the order was bought at; its cap
      // is the order's (minor units) over that scale, so the prize times it stays within.
      const scale = BigInt(order.stake_scale);
      const terms: SettleTerms = {
        mode: order.prize_mode as SettleTerms['mode'],
        series: order.series,
        yearAnimal,
        prizeCap: engineCap(BigInt(order.prize_cap), scale),
        // The brand's Elott overrides of the play, as recorded when the order was bought.
        ...(order.elott_odds ? { elottOdds: order.elott_odds } : {}),
      };
      const result = settleBet(bet, parsed.values, terms);
      const payout = toMoney(result.payout, scale);
      if (payout > 0n) {
        payouts.set(order.id, payout);
        paid += payout;
      }
      outcomes.push({ id: order.id, status: result.status, payout });
      if (result.status === BET_STATUS.won && order.chase_id) wonChases.add(order.chase_id);
    }
    const reference = drawReference(gameId, numero);
    let applied = false;
    for (const [currency, group] of byCurrency(orders)) {
      const merchantId = group[0]?.merchant_id ?? 0;
      const house = await accounts.house(merchantId, currency);
      await accounts.wallets(
        merchantId,
        group.filter((o) => payouts.has(o.id)).map((o) => o.member_id),
        currency,
      );
      // The draw's stakes leave their holding accounts for the house (one entry each) and
      // the prizes leave the house for the wallets (one entry per order).
      const held = new Map<string, bigint>();
      let stakes = 0n;
      let prizes = 0n;
      const entries: BatchEntry[] = [];
      for (const order of group) {
        const amount = BigInt(order.amount);
        held.set(order.stake_account_id, (held.get(order.stake_account_id) ?? 0n) + amount);
        stakes += amount;
        const payout = payouts.get(order.id);
        if (payout === undefined) continue;
        prizes += payout;
        entries.push({
          accountId: await accounts.wallet(merchantId, order.member_id, currency),
          amount: payout,
          reference: orderReference(order.id),
        });
      }
      for (const [account, amount] of held) {
        entries.push({ accountId: BigInt(account), amount: -amount, reference });
      }
      entries.push({ accountId: house, amount: stakes, reference });
      if (prizes > 0n) entries.push({ accountId: house, amount: -prizes, reference });
      const posted = await postBatch(trx, {
        merchantId,
        idempotencyKey: drawKeys.settle(gameId, numero, currency),
        kind: LEDGER_KINDS.lotterySettlement,
        currency,
        entries,
      });
      if (!posted.replayed) applied = true;
    }
    await writeOutcomes(trx, outcomes, now);
    // The member-activity figures of the draw, with its money (a replayed settlement wrote
    // them with its first run).
    const merchantId = orders[0]?.merchant_id;
    if (applied && merchantId !== undefined) {
      // Opposite bets of a member on this numero count only their difference (agent-rules
      // "What is counted", promotions-rules "Wagering"): the figures net them in the same
      // statement that writes the draw's play, so salaries, dividends, rebates by valid bet and
      // the bonus wagering all read the net.
      const status = new Map(outcomes.map((o) => [o.id, o.status]));
      const hedged = hedgedStakes(
        orders.filter((o) =>
          (VALID_BET_STATUSES as readonly number[]).includes(status.get(o.id) ?? 0),
        ),
      );
      await addSettledPlay(trx, {
        merchantId,
        settledAt: now,
        perMember: settledPlayOf(gameId, numero),
        pointsKey: drawKeys.settled(gameId, numero),
        hedged: hedged.map((h) => ({
          memberId: h.memberId,
          category: h.category,
          currency: h.currency,
          validBet: h.hedged,
        })),
        // The same (net) valid bets toward the members' bonus wagering, by its category
        // weights, in the figures' statement (the draw's orders aggregated once).
        withValidBets: [wageringFromValidBets(merchantId, now)],
        // A running VIP week's points multiplier, as a vendor round's points take it.
        pointsMultipliers: (id, asks) => pointsMultipliersOf(trx, id, asks),
      });
      // The agents' rebates by prize-group difference, in the same run (lottery/rebates.ts).
      await postDrawRebates(trx, { merchantId, gameId, numero, settledAt: now });
    }
    let chaseCancelled = 0;
    if (wonChases.size > 0) {
      // The later draws' rows first (their settlement or void would otherwise decide these
      // same orders): ascending numero, the order every step takes draws in.
      await trx
        .selectFrom('lottery_draws')
        .select('numero')
        .where('game_id', '=', gameId)
        .where('numero', 'in', (eb) =>
          eb
            .selectFrom('lottery_orders')
            .select('numero')
            .where('chase_id', 'in', [...wonChases])
            .where('status', '=', BET_STATUS.notDrawn)
            .where('numero', '>', numero),
        )
        .orderBy('numero')
        .forUpdate()
        .execute();
      const rest = (await trx
        .selectFrom('lottery_orders as o')
        .innerJoin('lottery_chases as c', 'c.id', 'o.chase_id')
        .select(ORDER_COLUMNS.map((c) => `o.${c}` as const))
        .where('o.chase_id', 'in', [...wonChases])
        .where('c.stop_on_win', '=', true)
        .where('o.status', '=', BET_STATUS.notDrawn)
        .where('o.numero', '>', numero)
        .orderBy('o.id')
        .forUpdate('o')
        .execute()) as OpenOrder[];
      await refundOrders(
        trx,
        accounts,
        rest,
        BET_STATUS.chaseCancelledAfterWin,
        LEDGER_KINDS.lotteryChaseStop,
        (currency) => drawKeys.chaseStop(gameId, numero, currency),
        now,
      );
      chaseCancelled = rest.length;
    }
    await trx
      .updateTable('lottery_draws')
      .set({ state: 'settled', settled_at: now })
      .where('game_id', '=', gameId)
      .where('numero', '=', numero)
      .execute();
    return { settled: orders.length, paid, chaseCancelled };
  });

/**
 * Voids a draw that is not settled (staff): every not-drawn order refunded once (void refunded),
 * the draw marked void with the reason. Its seed is never served (proofs are for drawn draws).
 */
export const voidNumero = (
  db: Db,
  gameId: number,
  numero: string,
  reason: string,
  now: Date,
): Promise<{ refunded: number }> =>
  inTransaction(db, async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draws')
      .select(['state'])
      .where('game_id', '=', gameId)
      .where('numero', '=', numero)
      .forUpdate()
      .executeTakeFirst();
    if (!draw) throw new CatalogueError('not.found', { message: 'No such draw.' });
    if (draw.state === 'settled' || draw.state === 'void') {
      throw new CatalogueError('staff.lottery.draw.settled');
    }
    const orders = await openOrdersOf(trx, gameId, numero);
    await refundOrders(
      trx,
      new Accounts(trx),
      orders,
      BET_STATUS.voidRefunded,
      LEDGER_KINDS.lotteryVoid,
      (currency) => drawKeys.void(gameId, numero, currency),
      now,
    );
    await trx
      .updateTable('lottery_draws')
      .set({ state: 'void', void_reason: reason, settled_at: now })
      .where('game_id', '=', gameId)
      .where('numero', '=', numero)
      .execute();
    return { refunded: orders.length };
  });
