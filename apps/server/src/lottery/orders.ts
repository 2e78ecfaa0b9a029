import {
  BET_STATUS,
  type BetStatusCode,
  type LotteryBet,
  type LotteryOrder,
  type PrizeMode,
  pageCount,
} from '@portal/contract';
import {
  checkBet,
  DEFAULT_PRIZE_CAP,
  DEFAULT_SERIES,
  oddsOf,
  playByCode,
  toMoney,
  zodiacYearAt,
} from '@portal/lottery-rules';
import { sql } from 'kysely';
import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import { BatchQueue } from '../db/batchQueue.ts';
import type { Db } from '../db/database.ts';
import { accountCode } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { inTransaction, postMovements } from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import { refusalError } from '../member/policy.ts';
import { maxBetsOf, refuseOverMaxBet } from '../promotions/wagering.ts';
import {
  accountsIn,
  orderKeys,
  orderReference,
  refundOrder,
  scheduleDraws,
  stakesAccountName,
} from './drawing.ts';
import { cadenceOf, type LotteryGameRow } from './lotteryGames.ts';
import { type Draw, nextDraw } from './schedule.ts';

/**
 * SEA's sales cap per number per draw (lottery-rules.md "Caps": brand config, ours by default):
 * 10,000.00 of stakes on one number of one play; past it the number is sold out.
 */
export const SEA_NUMBER_SALES_CAP = 1_000_000n;

/** The open numero and the `count - 1` after it. */
export const upcomingDraws = (game: LotteryGameRow, now: Date, count: number): Draw[] => {
  const draws: Draw[] = [nextDraw(cadenceOf(game), now)];
  while (draws.length < count) {
    const last = draws[draws.length - 1] as Draw;
    draws.push(nextDraw(cadenceOf(game), last.drawAt));
  }
  return draws;
};

export interface PlaceOrders {
  merchantId: number;
  memberId: number;
  /** The brand's trial account types, for the member policy. */
  trialTypes: readonly number[];
  currency: string;
  game: LotteryGameRow;
  numero: string;
  mode: PrizeMode;
  bets: readonly LotteryBet[];
  chase?: { numeros: number; stopOnWin: boolean } | undefined;
  now: Date;
  /** SEA's sales cap per number per draw, minor units (default {@link SEA_NUMBER_SALES_CAP}). */
  seaNumberCap?: bigint;
  /** The prize cap per order, minor units, recorded on each order (default {@link DEFAULT_PRIZE_CAP}). */
  prizeCap?: bigint;
  /** The brand's Elott odds overrides in hundredths, by play or prize (see {@link elottOddsOf}). */
  elottOdds?: Readonly<Record<string, number>>;
  /**
   * The brand's stake scale (`stakeScale` of @portal/contract; default 1, the rules' own yuan):
   * every order costs the engine's amount times it, and records it for its settlement.
   */
  stakeScale?: bigint;
}

/**
 * What an order records of the brand's Elott overrides: those of its play (`K3.sum` and
 * `K3.sum:<prize>`), as JSON; null for another mode or a play with none (the rules' odds).
 */
export const elottOddsOf = (
  mode: PrizeMode,
  play: string,
  overrides: Readonly<Record<string, number>> | undefined,
): string | null => {
  if (mode !== 'ELOTT' || !overrides) return null;
  const own = Object.entries(overrides).filter(
    ([key]) => key === play || key.startsWith(`${play}:`),
  );
  return own.length === 0 ? null : JSON.stringify(Object.fromEntries(own));
};

const ORDER_SELECT = [
  'o.id',
  'o.game_id',
  'g.game_code',
  'o.numero',
  'o.play',
  'o.selection',
  'o.unit',
  'o.multiplier',
  'o.stakes',
  'o.amount',
  'o.currency',
  'o.prize_mode',
  'o.series',
  'o.elott_odds',
  'o.status',
  'o.payout',
  'd.win_no',
  'o.chase_id',
  'o.created_at',
  'o.settled_at',
] as const;

const orderRows = (db: Db) =>
  db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .innerJoin('lottery_draws as d', (join) =>
      join.onRef('d.game_id', '=', 'o.game_id').onRef('d.numero', '=', 'o.numero'),
    )
    .select(ORDER_SELECT);

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>;

/**
 * What the order's play pays, on the terms the order recorded when bought (its mode, its
 * series, its Elott overrides), as /lgw/odds shows them: the member reads the odds of each
 * order beside its mode. The zodiac plays read the lunar year of the purchase (the draw's,
 * which settlement reads, is the same but across a lunar new year).
 */
const oddsOfOrder = (row: OrderRow): NonNullable<LotteryOrder['odds']> => {
  const play = playByCode(row.play);
  if (!play) return [];
  const terms = {
    mode: row.prize_mode as PrizeMode,
    series: row.series,
    ...(row.elott_odds ? { elottOdds: row.elott_odds } : {}),
  };
  return oddsOf(play, terms, { yearAnimal: zodiacYearAt(row.created_at) }).map((prize) => ({
    key: prize.key,
    odds: prize.odds100 / 100,
  }));
};

const toOrder = (row: OrderRow): LotteryOrder => ({
  orderNo: row.id,
  gameId: row.game_id,
  gameCode: row.game_code,
  numero: row.numero,
  play: row.play,
  selection: row.selection,
  unit: row.unit as 1 | 2 | 3,
  multiplier: row.multiplier,
  stakes: row.stakes,
  amount: moneyOf(BigInt(row.amount), row.currency),
  prizeMode: row.prize_mode as PrizeMode,
  odds: oddsOfOrder(row),
  status: row.status as BetStatusCode,
  payout: moneyOf(BigInt(row.payout), row.currency),
  // The number is the member's once the order is decided (a void draw has none).
  winNo: row.win_no,
  chaseNo: row.chase_id,
  createdAt: row.created_at.toISOString(),
  settledAt: row.settled_at?.toISOString() ?? null,
});

/** The member's orders by id, as the member sees them. */
const ordersById = async (db: Db, ids: readonly string[]): Promise<LotteryOrder[]> =>
  ids.length === 0
    ? []
    : (await orderRows(db).where('o.id', 'in', ids).orderBy('o.id').execute()).map(toOrder);

/**
 * Places a slip: every bet checked by the engine, then, in one transaction, the numeros' rows
 * taken in share mode and found open before their lock, one order per bet and numero, and one
 * ledger movement per order (wallet to the lottery house, keyed by the order). Any refusal
 * (a closed draw, a sold-out number, too little money) leaves nothing behind.
 */
export const placeOrders = async (
  db: Db,
  p: PlaceOrders,
): Promise<{ orders: LotteryOrder[]; total: string }> => {
  const { game, now } = p;
  if (!game.on_sale || !game.draw_group) throw new CatalogueError('lottery.game.unavailable');
  const scale = p.stakeScale ?? 1n;
  const checked = p.bets.map((bet, index): Checked => {
    const check = checkBet(bet, p.mode);
    if (!check.ok) {
      throw new CatalogueError('lottery.bet.invalid', {
        value: {
          bet: index,
          reason: check.reason,
          ...(check.row === undefined ? {} : { row: check.row }),
        },
      });
    }
    if (check.play.group !== game.draw_group) {
      throw new CatalogueError('lottery.bet.invalid', {
        value: { bet: index, reason: 'play.unknown' },
      });
    }
    // The engine prices in hundredths of the brand's stake base; the order costs money.
    return { bet, check, cost: toMoney(check.amount, scale) };
  });
  const draws = upcomingDraws(game, now, p.chase?.numeros ?? 1);
  const open = draws[0] as Draw;
  const lockAt = open.drawAt.getTime() - game.lock_seconds * 1000;
  if (p.numero !== open.numero || now.getTime() >= lockAt) {
    throw new CatalogueError('lottery.closed');
  }
  // A plain slip (one numero, not SEA) is sold together with the slips that arrive while
  // others are being written: one transaction for all of them (see sellTogether). A chase,
  // a SEA slip, and any slip the batch hands back (a member with a limit, a numero not
  // scheduled yet, a failed batch) are sold alone below, with the same checks.
  if (!p.chase && p.mode !== 'SEA') {
    const outcome = await saleQueue(db).submit({ p, checked, draw: open });
    if (outcome.kind === 'sold') return outcome.sold;
    if (outcome.kind === 'refused') throw outcome.error;
  }
  // Trial, locked, frozen or closed (platform-spec section 2: a trial account may look at the
  // draws but not buy): asked of the member policy here for a slip sold alone, and set-wise
  // inside the batch for the others (one read per batch, not two per slip: placing's speed is
  // budgeted). The limits are counted below, with the slip's stakes, once the wallet row is
  // locked.
  await memberPolicy.refuse(db, { memberId: p.memberId, trialTypes: p.trialTypes }, 'bet', {
    at: now,
  });
  // A bet above the maximum of a bonus being wagered is refused before any money moves
  // (promotions-rules.md "Wagering"): here for a slip sold alone, set-wise in the batch.
  await refuseOverMaxBet(db, p.memberId, largestBet(checked));
  // Committed before any sale: the commitments are public before the orders exist. The
  // schedule keeps them written ahead, so the first try finds them; a numero not written yet
  // is scheduled (outside the sale's transaction) and the sale tried once more.
  for (let attempt = 0; ; attempt++) {
    const sold = await sell(db, p, checked, draws);
    if (sold !== 'not scheduled') return sold;
    if (attempt > 0) throw new CatalogueError('lottery.closed');
    await scheduleDraws(db, game, draws);
  }
};

/** A slip's largest bet, the one a bonus's maximum bet is held against. */
const largestBet = (checked: readonly Checked[]): bigint => {
  // Math.max takes no bigint.
  let largest = 0n;
  for (const c of checked) if (c.cost > largest) largest = c.cost;
  return largest;
};

/**
 * The members' prize groups (series, lottery-rules; members.series, the agent tree keeps them
 * at most the upline's), in one read.
 */
const membersSeries = async (
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'series'])
    .where('id', 'in', [...new Set(memberIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.series]));
};

/** A bet the engine passed: its stakes, and its cost in the brand's money (minor units). */
type Checked = { bet: LotteryBet; check: { stakes: number }; cost: bigint };
type Sold = { orders: LotteryOrder[]; total: string };

/** The row of one order: one bet of a slip on one numero. */
const orderValues = (
  p: PlaceOrders,
  { bet, check, cost }: Checked,
  numero: string,
  chaseId: string | null,
  stakes: bigint,
  series: number,
) => ({
  merchant_id: p.merchantId,
  member_id: p.memberId,
  game_id: p.game.id,
  numero,
  play: bet.play,
  selection: JSON.stringify(bet.selection),
  unit: bet.unit,
  multiplier: bet.multiplier,
  stakes: check.stakes,
  amount: cost,
  currency: p.currency,
  prize_mode: p.mode,
  // The bettor's prize group when it bought (its prizes and its uplines' rebates use it).
  series,
  chase_id: chaseId,
  created_at: p.now,
  stake_account_id: stakes,
  prize_cap: p.prizeCap ?? BigInt(DEFAULT_PRIZE_CAP),
  elott_odds: elottOddsOf(p.mode, bet.play, p.elottOdds),
  // Settlement pays the engine's prize times the scale the order was bought at.
  stake_scale: p.stakeScale ?? 1n,
});

const ORDER_RETURNING = [
  'id',
  'member_id',
  'game_id',
  'numero',
  'play',
  'selection',
  'unit',
  'multiplier',
  'stakes',
  'amount',
  'prize_mode',
  'series',
  'elott_odds',
  'status',
  'payout',
  'chase_id',
  'created_at',
  'settled_at',
] as const;

interface Sale {
  p: PlaceOrders;
  checked: readonly Checked[];
  draw: Draw;
}
type SaleOutcome =
  | { kind: 'sold'; sold: Sold }
  | { kind: 'refused'; error: CatalogueError }
  | { kind: 'alone' };

/** The batches of plain slips per database: at most 64 slips each, two at a time. */
const saleQueues = new WeakMap<Db, BatchQueue<Sale, SaleOutcome>>();
export const saleQueue = (db: Db): BatchQueue<Sale, SaleOutcome> => {
  let queue = saleQueues.get(db);
  if (!queue) {
    queue = new BatchQueue((sales) => sellTogether(db, sales), { maxBatch: 64, inFlight: 2 });
    saleQueues.set(db, queue);
  }
  return queue;
};

/**
 * Sells plain slips together, in one transaction, set-wise: the draws' rows taken in share
 * mode (one statement), the accounts found and locked in ascending id order (one each), the
 * funds checked in arrival order, every order inserted by one statement, and each order's
 * stake moved by its own ledger movement keyed by the order, all posted by one statement
 * ({@link postMovements}). The member policy decides set-wise (trial, locked, closed refused
 * here). What it cannot decide exactly it hands back to be sold alone: a numero not scheduled
 * yet, a member without accounts yet, a member with a loss limit (its check sums its bets so
 * far), or the whole batch when anything fails (nothing of it is then written; each slip alone
 * gets the same checks and the same answer).
 */
const sellTogether = async (db: Db, sales: readonly Sale[]): Promise<SaleOutcome[]> => {
  const outcomes: SaleOutcome[] = sales.map(() => ({ kind: 'alone' }));
  const refuse = (i: number, error: CatalogueError) => {
    outcomes[i] = { kind: 'refused', error };
  };
  // The member policy, set-wise, read on the pool while the transaction takes the draws (it
  // needs no lock: a slip sold alone asks it outside its transaction too).
  const latest = new Date(Math.max(...sales.map((s) => s.p.now.getTime())));
  const policy = memberPolicy
    .checkMany(
      db,
      sales.map((s) => ({ memberId: s.p.memberId, trialTypes: s.p.trialTypes })),
      'bet',
      latest,
    )
    .then(
      (decisions) => ({ ok: true as const, decisions }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  const maxBetsRead = maxBetsOf(
    db,
    sales.map((s) => s.p.memberId),
  ).then(
    (maxBets) => ({ ok: true as const, maxBets }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const seriesRead = membersSeries(
    db,
    sales.map((s) => s.p.memberId),
  ).then(
    (series) => ({ ok: true as const, series }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  try {
    await inTransaction(db, async (trx) => {
      const draws = await sql<{
        game_id: number;
        numero: string;
        state: string;
        lock_at: Date | null;
      }>`
        SELECT d.game_id, d.numero, d.state, d.lock_at
        FROM lottery_draws d
        JOIN unnest(
          ${sales.map((s) => s.p.game.id)}::int[],
          ${sales.map((s) => s.draw.numero)}::text[]
        ) AS k(game_id, numero) ON d.game_id = k.game_id AND d.numero = k.numero
        ORDER BY d.game_id, d.numero
        FOR SHARE OF d
      `.execute(trx);
      const drawOf = new Map(draws.rows.map((d) => [`${d.game_id}:${d.numero}`, d]));
      // A member the policy refuses is answered with its code whatever the draw or the wallet
      // would say, as a slip sold alone is; a member with loss limits is sold alone (its check
      // sums its bets so far).
      const checked = await policy;
      if (!checked.ok) throw checked.error;
      const read = await seriesRead;
      if (!read.ok) throw read.error;
      const seriesOf = read.series;
      const limits = await maxBetsRead;
      if (!limits.ok) throw limits.error;
      const allowed = new Set<number>();
      sales.forEach((sale, i) => {
        const decision = checked.decisions.get(sale.p.memberId);
        if (decision === undefined || decision.limited) return; // sold alone
        const maxBet = limits.maxBets.get(sale.p.memberId);
        if (decision.refusal !== null) refuse(i, refusalError(decision.refusal));
        else if (maxBet !== undefined && largestBet(sale.checked) > maxBet) {
          refuse(i, new CatalogueError('promotion.max.bet'));
        } else allowed.add(i);
      });
      let live = sales.flatMap((sale, i) => {
        if (!allowed.has(i)) return [];
        const row = drawOf.get(`${sale.p.game.id}:${sale.draw.numero}`);
        if (!row) return [];
        if (row.state !== 'open' || !row.lock_at || sale.p.now >= row.lock_at) {
          refuse(i, new CatalogueError('lottery.closed'));
          return [];
        }
        return [i];
      });
      if (live.length === 0) return;

      const codesOf = (sale: Sale) => ({
        wallet: `${sale.p.merchantId}:${sale.p.currency}:${accountCode.memberWallet(sale.p.memberId)}`,
        stakes: `${sale.p.merchantId}:${sale.p.currency}:${accountCode.house(stakesAccountName(sale.p.memberId))}`,
      });
      const wanted = live.flatMap((i) => {
        const sale = sales[i] as Sale;
        return [
          [sale.p.merchantId, sale.p.currency, accountCode.memberWallet(sale.p.memberId)],
          [
            sale.p.merchantId,
            sale.p.currency,
            accountCode.house(stakesAccountName(sale.p.memberId)),
          ],
        ] as const;
      });
      const accounts = await sql<{
        id: string;
        merchant_id: number;
        currency: string;
        code: string;
        balance: string;
      }>`
        SELECT a.id, a.merchant_id, a.currency, a.code, a.balance
        FROM ledger_accounts a
        WHERE a.id IN (
          SELECT a2.id FROM ledger_accounts a2
          JOIN unnest(
            ${wanted.map((w) => w[0])}::int[],
            ${wanted.map((w) => w[1])}::text[],
            ${wanted.map((w) => w[2])}::text[]
          ) AS k(merchant_id, currency, code)
            ON a2.merchant_id = k.merchant_id AND a2.currency = k.currency AND a2.code = k.code
        )
        ORDER BY a.id
        FOR NO KEY UPDATE OF a
      `.execute(trx);
      const accountOf = new Map(
        accounts.rows.map((a) => [`${a.merchant_id}:${a.currency}:${a.code}`, a]),
      );
      live = live.filter((i) => {
        const codes = codesOf(sales[i] as Sale);
        return accountOf.has(codes.wallet) && accountOf.has(codes.stakes);
      });
      if (live.length === 0) return;

      // The money, in arrival order: a slip the wallet cannot pay is refused, the next may fit.
      const balances = new Map(accounts.rows.map((a) => [a.id, BigInt(a.balance)]));
      live = live.filter((i) => {
        const sale = sales[i] as Sale;
        const wallet = accountOf.get(codesOf(sale).wallet);
        const cost = sale.checked.reduce((sum, c) => sum + c.cost, 0n);
        const left = (balances.get(wallet?.id ?? '') ?? 0n) - cost;
        if (left < 0n) {
          refuse(i, new CatalogueError('wallet.insufficient.funds'));
          return false;
        }
        balances.set(wallet?.id ?? '', left);
        return true;
      });
      if (live.length === 0) return;

      const idOf = (code: string) => BigInt((accountOf.get(code) as { id: string }).id);
      const planned = live.flatMap((i) => {
        const sale = sales[i] as Sale;
        const stakes = idOf(codesOf(sale).stakes);
        return sale.checked.map((c) => ({
          i,
          values: orderValues(
            sale.p,
            c,
            sale.draw.numero,
            null,
            stakes,
            seriesOf.get(sale.p.memberId) ?? DEFAULT_SERIES,
          ),
        }));
      });
      const inserted = await trx
        .insertInto('lottery_orders')
        .values(planned.map((o) => o.values))
        .returning(ORDER_RETURNING)
        .execute();
      // The rows come back in the order they were given; checked, as the money follows them.
      inserted.forEach((row, k) => {
        const plan = planned[k];
        if (!plan || row.member_id !== plan.values.member_id || row.play !== plan.values.play) {
          throw new Error('the inserted orders came back out of order');
        }
      });
      await postMovements(
        trx,
        inserted.map((row, k) => {
          const sale = sales[(planned[k] as { i: number }).i] as Sale;
          const amount = BigInt(row.amount);
          return {
            merchantId: sale.p.merchantId,
            idempotencyKey: orderKeys.bet(row.id),
            kind: LEDGER_KINDS.lotteryBet,
            currency: sale.p.currency,
            postings: [
              { accountId: idOf(codesOf(sale).wallet), amount: -amount },
              { accountId: idOf(codesOf(sale).stakes), amount },
            ],
            reference: orderReference(row.id),
          };
        }),
      );
      for (const i of live) {
        const sale = sales[i] as Sale;
        const rows = inserted.filter((_, k) => planned[k]?.i === i);
        outcomes[i] = {
          kind: 'sold',
          sold: {
            orders: rows.map((row) =>
              toOrder({
                ...row,
                currency: sale.p.currency,
                game_code: sale.p.game.game_code,
                win_no: null,
              }),
            ),
            total: moneyOf(
              rows.reduce((sum, row) => sum + BigInt(row.amount), 0n),
              sale.p.currency,
            ),
          },
        };
      }
    });
  } catch {
    // Nothing of the batch was written; each slip is sold alone, which answers it exactly
    // (and surfaces any fault that is not the batch's own).
    return sales.map(() => ({ kind: 'alone' }));
  }
  return outcomes;
};

/** The sale itself, in one transaction; 'not scheduled' when a numero has no row yet. */
const sell = (
  db: Db,
  p: PlaceOrders,
  checked: readonly Checked[],
  draws: readonly Draw[],
): Promise<Sold | 'not scheduled'> => {
  const { game, now } = p;
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('lottery_draws')
      .select(['numero', 'state', 'lock_at'])
      .where('game_id', '=', game.id)
      .where(
        'numero',
        'in',
        draws.map((d) => d.numero),
      )
      .forShare()
      .execute();
    if (rows.length < draws.length) return 'not scheduled';
    for (const draw of draws) {
      const row = rows.find((r) => r.numero === draw.numero);
      if (row?.state !== 'open' || !row.lock_at || now >= row.lock_at) {
        throw new CatalogueError('lottery.closed');
      }
    }
    const chaseId = p.chase
      ? (
          await trx
            .insertInto('lottery_chases')
            .values({
              merchant_id: p.merchantId,
              member_id: p.memberId,
              game_id: game.id,
              stop_on_win: p.chase.stopOnWin,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : null;
    if (p.mode === 'SEA') {
      await countNumberSales(
        trx,
        p.merchantId,
        game.id,
        draws,
        checked,
        p.seaNumberCap ?? SEA_NUMBER_SALES_CAP,
      );
    }
    const { wallet, stakes } = await accountsIn(trx).forBet(p.merchantId, p.memberId, p.currency);
    const series = (await membersSeries(trx, [p.memberId])).get(p.memberId) ?? DEFAULT_SERIES;
    const inserted = await trx
      .insertInto('lottery_orders')
      .values(
        draws.flatMap((draw) =>
          checked.map((c) => orderValues(p, c, draw.numero, chaseId, stakes, series)),
        ),
      )
      .returning(ORDER_RETURNING)
      .execute();
    // The stake goes to the member's holding account of the lottery, not the house: bettors
    // on one game then lock different rows; settlement moves the draw's stakes set-wise.
    await postMovements(
      trx,
      inserted.map((order) => ({
        merchantId: p.merchantId,
        idempotencyKey: orderKeys.bet(order.id),
        kind: LEDGER_KINDS.lotteryBet,
        currency: p.currency,
        postings: [
          { accountId: wallet, amount: -BigInt(order.amount) },
          { accountId: stakes, amount: BigInt(order.amount) },
        ],
        reference: orderReference(order.id),
      })),
    );
    // The movements hold the wallet's row lock, so a member's parallel slips are checked in
    // turn; the slip's own orders are already counted as lost so far (they are not drawn).
    await memberPolicy.refuseOverLimit(trx, p.memberId, 'bet', { at: now, amount: 0n });
    // The orders as the member sees them, from the rows just written (an open numero has
    // no winning number yet): no second read.
    const orders = inserted.map((row) =>
      toOrder({ ...row, currency: p.currency, game_code: game.game_code, win_no: null }),
    );
    const total = inserted.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    return { orders, total: moneyOf(total, p.currency) };
  });
};

/**
 * Adds the slip's SEA stakes to each number's sales of each draw and refuses the slip when a
 * number would pass the cap. One stake of a SEA play is one picked number (a single row).
 */
const countNumberSales = async (
  trx: Db,
  merchantId: number,
  gameId: number,
  draws: readonly Draw[],
  checked: readonly Checked[],
  cap: bigint,
): Promise<void> => {
  for (const draw of draws) {
    for (const { bet, check, cost } of checked) {
      if (!playByCode(bet.play)?.code.startsWith('SEA.')) continue;
      // In the brand's money, as the cap is.
      const perNumber = cost / BigInt(check.stakes);
      for (const number of bet.selection[0] ?? []) {
        const row = await trx
          .insertInto('lottery_number_sales')
          .values({
            merchant_id: merchantId,
            game_id: gameId,
            numero: draw.numero,
            play: bet.play,
            number,
            amount: perNumber,
          })
          .onConflict((oc) =>
            oc
              .columns(['game_id', 'numero', 'play', 'number'])
              .doUpdateSet((eb) => ({ amount: eb('lottery_number_sales.amount', '+', perNumber) })),
          )
          .returning('amount')
          .executeTakeFirstOrThrow();
        if (BigInt(row.amount) > cap) {
          throw new CatalogueError('lottery.sold.out', { value: { play: bet.play, number } });
        }
      }
    }
  }
};

/**
 * Cancels the member's order before its draw's lock (cancelled by the member), refunding it once. The draw's
 * row is taken first (share mode), then the order's: the same order as settlement and void.
 */
export const cancelOrder = async (
  db: Db,
  p: { merchantId: number; memberId: number; orderNo: string; now: Date },
): Promise<LotteryOrder> => {
  const found = await db
    .selectFrom('lottery_orders')
    .select(['game_id', 'numero'])
    .where('id', '=', p.orderNo)
    .where('merchant_id', '=', p.merchantId)
    .where('member_id', '=', p.memberId)
    .executeTakeFirst();
  if (!found) throw new CatalogueError('not.found', { message: 'No such order.' });
  await inTransaction(db, async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draws')
      .select(['state', 'lock_at'])
      .where('game_id', '=', found.game_id)
      .where('numero', '=', found.numero)
      .forShare()
      .executeTakeFirstOrThrow();
    const order = await trx
      .selectFrom('lottery_orders')
      .select([
        'id',
        'merchant_id',
        'member_id',
        'amount',
        'currency',
        'status',
        'stake_account_id',
      ])
      .where('id', '=', p.orderNo)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (
      order.status !== BET_STATUS.notDrawn ||
      draw.state !== 'open' ||
      !draw.lock_at ||
      p.now.getTime() >= draw.lock_at.getTime()
    ) {
      throw new CatalogueError('lottery.order.closed');
    }
    await refundOrder(trx, accountsIn(trx), order, BET_STATUS.cancelledByMember, p.now);
  });
  const [order] = await ordersById(db, [p.orderNo]);
  if (!order) throw new CatalogueError('not.found');
  return order;
};

/** A page of the member's orders, newest first. */
export const memberOrders = async (
  db: Db,
  p: {
    merchantId: number;
    memberId: number;
    gameId?: number | undefined;
    status?: 'open' | 'settled' | undefined;
    pageNo: number;
    pageSize: number;
  },
) => {
  let query = orderRows(db)
    .where('o.merchant_id', '=', p.merchantId)
    .where('o.member_id', '=', p.memberId);
  if (p.gameId !== undefined) query = query.where('o.game_id', '=', p.gameId);
  if (p.status === 'open') query = query.where('o.status', '=', BET_STATUS.notDrawn);
  if (p.status === 'settled') query = query.where('o.status', '<>', BET_STATUS.notDrawn);
  const rows = await query
    .orderBy('o.id', 'desc')
    .limit(p.pageSize + 1)
    .offset((p.pageNo - 1) * p.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('lottery_orders as o')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('o.merchant_id', '=', p.merchantId)
    .where('o.member_id', '=', p.memberId)
    .$if(p.gameId !== undefined, (q) => q.where('o.game_id', '=', p.gameId ?? 0))
    .$if(p.status === 'open', (q) => q.where('o.status', '=', BET_STATUS.notDrawn))
    .$if(p.status === 'settled', (q) => q.where('o.status', '<>', BET_STATUS.notDrawn))
    .executeTakeFirstOrThrow();
  return {
    content: rows.slice(0, p.pageSize).map(toOrder),
    pageNum: p.pageNo,
    totalPages: pageCount(total, p.pageSize),
  };
};
