import {
  BET_STATUS,
  type BetRecord,
  type BetRecordStatus,
  GAME_CATEGORIES,
  type GameCategory,
  pageCount,
  SETTLED_BET_STATUSES,
  STANDING_BET_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionType,
} from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import { memberPlayByCategory } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { accountCode, vendorOfWalletCode } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { moneyOf } from '../ledger/money.ts';
import type { DayRange } from './periods.ts';

/*
 * The member's records, read from the rounds the seamless wallet keeps, the lottery's orders
 * and the ledger.
 */

const category = (gameType: string): GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(gameType) ? (gameType as GameCategory) : 'RNG';

/** What the betting record names the platform's own lottery as, where a vendor code goes. */
export const LOTTERY_VASSALAGE = 'LOTTERY';

type BetFilter = { category?: GameCategory | undefined; status?: BetRecordStatus | undefined };

/**
 * A bet table's rows (alias `r` or `o`) of the bettors, placed within the range; with the
 * brand, also the brand's own (what lets a large team's page walk the brand's bets by placing
 * time, see `betPageQuery`; a member is of one brand, so the rows are the same).
 */
const placedBy = (alias: 'r' | 'o', who: Bettors, range: DayRange, merchantId?: number) => {
  const member = sql.ref(`${alias}.member_id`);
  const placed = sql.ref(`${alias}.created_at`);
  const whose = typeof who === 'number' ? sql`${member} = ${who}` : sql`${member} IN (${who})`;
  const brand =
    merchantId === undefined ? sql`TRUE` : sql`${sql.ref(`${alias}.merchant_id`)} = ${merchantId}`;
  return sql<boolean>`${brand} AND ${whose} AND ${placed} >= ${range.from} AND ${placed} < ${range.to}`;
};

/**
 * Every bet of the member in the range, of every product, in one shape: the demo vendor's
 * rounds and the lottery's orders (one order, one bet). `staked` and `won` are what counts
 * in totals and profit: a rolled-back round, or a cancelled, voided or refunded order,
 * returned its stake and counts neither; a lottery tie counts its stake and what it paid back.
 */
const betSources = (db: Db, who: Bettors, range: DayRange, merchantId?: number) => {
  const rounds = db
    .selectFrom('vendor_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.node_id')
    .where(placedBy('r', who, range, merchantId))
    .select([
      sql<number>`r.member_id`.as('member_id'),
      sql<string>`'r'`.as('src'),
      sql<string>`r.transaction_id`.as('bet_id'),
      sql<string>`g.game_type`.as('game_type'),
      sql<string>`r.vassalage`.as('vassalage'),
      sql<string>`g.game_name`.as('game_name'),
      sql<string>`r.bet_amount`.as('bet_amount'),
      sql<string | null>`r.win_amount`.as('win_amount'),
      sql<BetRecordStatus>`CASE
        WHEN r.status = ${sql.lit(ROUND_STATUS.open)} THEN 'pending'
        WHEN r.status = ${sql.lit(ROUND_STATUS.rolledBack)} THEN 'refunded'
        WHEN r.win_amount > 0 THEN 'won'
        ELSE 'lost' END`.as('state'),
      sql<string>`CASE WHEN r.status = ${sql.lit(ROUND_STATUS.rolledBack)} THEN 0 ELSE r.bet_amount END`.as(
        'staked',
      ),
      sql<string>`CASE WHEN r.status = ${sql.lit(ROUND_STATUS.settled)} THEN coalesce(r.win_amount, 0) ELSE 0 END`.as(
        'won',
      ),
      sql<Date>`r.created_at`.as('created_at'),
      sql<Date | null>`r.closed_at`.as('closed_at'),
    ]);
  // Standing orders (not drawn, won, lost, tie) staked; the rest (cancelled, stopped chase,
  // void, refunded) gave the stake back.
  const settled = sql.join(SETTLED_BET_STATUSES.map((s) => sql.lit(s)));
  const orders = db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_games as lg', 'lg.id', 'o.game_id')
    .where(placedBy('o', who, range, merchantId))
    .select([
      sql<number>`o.member_id`.as('member_id'),
      sql<string>`'o'`.as('src'),
      sql<string>`o.id::text`.as('bet_id'),
      sql<string>`CASE WHEN o.prize_mode = 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END`.as('game_type'),
      sql<string>`${LOTTERY_VASSALAGE}::text`.as('vassalage'),
      sql<string>`lg.game_name || ' ' || o.numero`.as('game_name'),
      sql<string>`o.amount`.as('bet_amount'),
      sql<string | null>`CASE WHEN o.status IN (${settled}) THEN o.payout END`.as('win_amount'),
      sql<BetRecordStatus>`CASE
        WHEN o.status = ${sql.lit(BET_STATUS.notDrawn)} THEN 'pending'
        WHEN o.status = ${sql.lit(BET_STATUS.won)} THEN 'won'
        WHEN o.status = ${sql.lit(BET_STATUS.lost)} THEN 'lost'
        ELSE 'refunded' END`.as('state'),
      sql<string>`CASE WHEN o.status IN (${sql.join(STANDING_BET_STATUSES.map((s) => sql.lit(s)))}) THEN o.amount ELSE 0 END`.as(
        'staked',
      ),
      sql<string>`CASE WHEN o.status IN (${settled}) THEN o.payout ELSE 0 END`.as('won'),
      sql<Date>`o.created_at`.as('created_at'),
      sql<Date | null>`o.settled_at`.as('closed_at'),
    ]);
  return [rounds, orders] as const;
};

const allBets = (db: Db, who: Bettors, range: DayRange) => {
  const [rounds, orders] = betSources(db, who, range);
  return db.selectFrom(rounds.unionAll(orders).as('b'));
};

/**
 * Whose bets: one member, or the member ids a caller's own query selects (the agent area's
 * team, from its tree), so this area reads no table of another.
 */
type Bettors = number | RawBuilder<unknown>;

const filtered = <Q extends ReturnType<typeof allBets>>(query: Q, filter: BetFilter): Q => {
  let q = query;
  if (filter.category) q = q.where('b.game_type', '=', filter.category) as Q;
  if (filter.status) q = q.where('b.state', '=', filter.status) as Q;
  return q;
};

const betRows = (db: Db, who: Bettors, range: DayRange, filter: BetFilter) =>
  filtered(allBets(db, who, range), filter);

/** A bet source row as it is read (see `betSources`). */
export type BetRow = {
  bet_id: string;
  game_type: string;
  vassalage: string;
  game_name: string;
  bet_amount: string;
  win_amount: string | null;
  staked: string;
  won: string;
  state: BetRecordStatus;
  created_at: Date | string;
  closed_at: Date | string | null;
};

/**
 * One bet as the records show it, the member's own page and a team's walk alike: a pending
 * bet has no win and no profit yet; profit is what counted as won less what counted as staked
 * (so a rolled-back round or a refunded order shows none).
 */
export const betRecordOf = (row: BetRow, currency: string): BetRecord => {
  const pending = row.state === 'pending';
  return {
    betId: row.bet_id,
    category: category(row.game_type),
    vassalage: row.vassalage,
    gameName: row.game_name,
    betAmount: moneyOf(BigInt(row.bet_amount), currency),
    winAmount:
      pending || row.win_amount === null ? null : moneyOf(BigInt(row.win_amount), currency),
    profit: pending ? null : moneyOf(BigInt(row.won) - BigInt(row.staked), currency),
    status: row.state,
    betAt: new Date(row.created_at).toISOString(),
    settledAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
  };
};

/** Sums of settled bets: staked, won and their difference, in major units. */
const totalsOf = (row: { bet: string; win: string }, currency: string) => {
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    betAmount: moneyOf(bet, currency),
    winAmount: moneyOf(win, currency),
    profit: moneyOf(win - bet, currency),
  };
};

export const betRecordPage = async (
  db: Db,
  memberId: number,
  range: DayRange,
  filter: BetFilter & { pageNo: number; pageSize: number },
  currency: string,
) => {
  const query = betRows(db, memberId, range, filter);
  const [count, totals, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    query
      .select([
        sql<string>`coalesce(sum(b.staked), 0)`.as('bet'),
        sql<string>`coalesce(sum(b.won), 0)`.as('win'),
      ])
      .executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('b.created_at', 'desc')
      .orderBy('b.bet_id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
  ]);
  const content = rows.map((row) => betRecordOf(row, currency));
  return {
    content,
    pageNum: filter.pageNo,
    totalPages: pageCount(count.count, filter.pageSize),
    totals: totalsOf(totals, currency),
  };
};

/** A bet of a set of members, with whose it is (the record's row otherwise). */
export interface MemberBetRecord extends BetRecord {
  memberId: number;
}

/** Where a keyset page ends: the bet's placing time in microseconds, its source and id. */
const cursorOf = (row: { at_us: string; src: string; bet_id: string }) =>
  `${row.at_us}:${row.src}:${row.bet_id}`;

const parseCursor = (cursor: string) => {
  const match = /^(\d{1,20}):([or]):(.+)$/.exec(cursor);
  if (!match) throw new CatalogueError('request_param_err', { message: 'cursor: not a cursor.' });
  return { atUs: match[1] ?? '0', src: match[2] ?? 'o', betId: match[3] ?? '' };
};

type BetPageFilter = BetFilter & { cursor?: string | undefined; pageSize: number };

const NEWEST_FIRST = sql`b.created_at DESC, b.src DESC, b.bet_id DESC`;

/**
 * The query of one page of `betRecordsAfter`, unrun (a test reads its plan). Each source's
 * page is cut on its own before the two are merged (at most twice a page is sorted), so a
 * source can be read newest first and stopped at a page. Two ways to read it, chosen by the
 * caller (the database cannot: it does not know how many of a team's members bet):
 * - by each bettor's placing range (the member-and-placed indexes): costs every bet of the
 *   set in the range, right for one member or a small team;
 * - `walkBrand` (the brand's id): the brand's bets newest first (the brand-and-placed
 *   indexes), each checked against the set, stopping at a page: right for a large team,
 *   whose bets are a large share of the brand's (a top agent's day: every bet of the brand,
 *   which the first way would read and sort whole).
 */
export const betPageQuery = (
  db: Db,
  who: RawBuilder<unknown>,
  range: DayRange,
  filter: BetPageFilter,
  walkBrand?: number,
) => {
  const pageOf = (source: ReturnType<typeof betSources>[number]) => {
    let query = filtered(db.selectFrom(source.as('b')), filter);
    if (filter.cursor !== undefined) {
      const after = parseCursor(filter.cursor);
      query = query.where(
        sql<boolean>`((extract(epoch FROM b.created_at) * 1000000)::bigint, b.src, b.bet_id)
          < (${after.atUs}::bigint, ${after.src}::text, ${after.betId}::text)`,
      );
    }
    return query
      .selectAll()
      .select(sql<string>`((extract(epoch FROM b.created_at) * 1000000)::bigint)::text`.as('at_us'))
      .orderBy(NEWEST_FIRST)
      .limit(filter.pageSize + 1);
  };
  const [rounds, orders] = betSources(db, who, range, walkBrand);
  const pages = db
    .selectFrom(pageOf(rounds).as('b'))
    .selectAll()
    .unionAll(db.selectFrom(pageOf(orders).as('b')).selectAll());
  return db
    .selectFrom(pages.as('b'))
    .selectAll()
    .orderBy(NEWEST_FIRST)
    .limit(filter.pageSize + 1);
};

/**
 * The bets of a set of members (`who`: the caller's query of their ids), newest first, a page
 * after `cursor` (keyset on placing time, source and id: no count, no offset, so a page costs
 * the same however deep and however large the set). Ours: the betting record's rows and
 * filters; the set is the agent area's (team betting).
 */
export const betRecordsAfter = async (
  db: Db,
  who: RawBuilder<unknown>,
  range: DayRange,
  filter: BetPageFilter,
  currency: string,
  walkBrand?: number,
): Promise<{ content: MemberBetRecord[]; nextCursor: string | null }> => {
  const rows = await betPageQuery(db, who, range, filter, walkBrand).execute();
  const shown = rows.slice(0, filter.pageSize);
  const last = shown.at(-1);
  return {
    content: shown.map((row) => ({ memberId: row.member_id, ...betRecordOf(row, currency) })),
    nextCursor: rows.length > filter.pageSize && last ? cursorOf(last) : null,
  };
};

/**
 * Profit and loss per game category over the range's brand days. Settled bets come from the
 * member-activity figures, each on the brand day it settled; bets not settled yet (an open
 * round, an undrawn order) the figures cannot know, so they come from their own rows, placed in
 * the range, staked and not won so far.
 */
export const profitLoss = async (db: Db, memberId: number, range: DayRange, currency: string) => {
  const [settled, pending] = await Promise.all([
    memberPlayByCategory(db, memberId, range.startDate, range.endDate),
    betRows(db, memberId, range, { status: 'pending' })
      .select([
        'b.game_type',
        sql<string>`count(*)`.as('bets'),
        sql<string>`coalesce(sum(b.staked), 0)`.as('bet'),
      ])
      .groupBy('b.game_type')
      .execute(),
  ]);
  const byType = new Map<string, { bets: number; bet: bigint; win: bigint }>();
  const add = (gameType: string, bets: number, bet: bigint, win: bigint) => {
    const sum = byType.get(gameType) ?? { bets: 0, bet: 0n, win: 0n };
    byType.set(gameType, { bets: sum.bets + bets, bet: sum.bet + bet, win: sum.win + win });
  };
  for (const c of settled) add(c.category, c.betCount, c.stake, c.prizes);
  for (const p of pending) add(p.game_type, Number(p.bets), BigInt(p.bet), 0n);
  const rows = [...byType].map(([game_type, sum]) => ({
    game_type,
    bets: String(sum.bets),
    bet: String(sum.bet),
    win: String(sum.win),
  }));
  const categories = rows
    .map((row) => ({
      category: category(row.game_type),
      bets: Number(row.bets),
      ...totalsOf(row, currency),
    }))
    .sort((a, b) => GAME_CATEGORIES.indexOf(a.category) - GAME_CATEGORIES.indexOf(b.category));
  const all = rows.reduce(
    (sum, row) => ({ bet: sum.bet + BigInt(row.bet), win: sum.win + BigInt(row.win) }),
    { bet: 0n, win: 0n },
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    categories,
    totals: totalsOf({ bet: String(all.bet), win: String(all.win) }, currency),
  };
};

/** Ledger kinds as the account record names them; anything unnamed is an adjustment. */
const LEDGER_KIND_TYPES: Record<string, TransactionType> = {
  [LEDGER_KINDS.gameBet]: 'bet',
  [LEDGER_KINDS.gameWin]: 'payout',
  [LEDGER_KINDS.gameRollback]: 'bet',
  // A move between the member's main wallet and a vendor's (multi-wallet brands).
  [LEDGER_KINDS.walletTransfer]: 'transfer',
  // Money sent between an upline and a downline (the agent centre's transfers).
  [LEDGER_KINDS.agentTransfer]: 'transfer',
  [LEDGER_KINDS.agentTransferSubsidy]: 'transfer',
  // A transfer paying a dividend bill shows with the dividends, as the bill's other payments do.
  [LEDGER_KINDS.agentTransferBill]: 'dividend',
  // The lottery: a stake, a draw's prizes and tie refunds, a cancel, a void or a stopped chase.
  [LEDGER_KINDS.lotteryBet]: 'bet',
  [LEDGER_KINDS.lotterySettlement]: 'payout',
  [LEDGER_KINDS.lotteryRefund]: 'bet',
  [LEDGER_KINDS.missionReward]: 'bonus',
  [LEDGER_KINDS.promotionBonus]: 'bonus',
  [LEDGER_KINDS.promotionRebate]: 'bonus',
  [LEDGER_KINDS.vipGift]: 'bonus',
  [LEDGER_KINDS.promotionForfeit]: 'bonus',
  [LEDGER_KINDS.openingBalance]: 'adjustment',
  [LEDGER_KINDS.manualAdjustment]: 'adjustment',
};

export const transactionType = (kind: string): TransactionType => {
  const named = LEDGER_KIND_TYPES[kind];
  if (named) return named;
  const prefix = TRANSACTION_TYPES.find((t) => kind.startsWith(t));
  return prefix ?? 'adjustment';
};

/** The kinds a transaction type filter covers (prefix match for the cashier's and others'). */
const kindsMatching = (type: TransactionType) => (kind: string) => transactionType(kind) === type;

/**
 * Every ledger entry of the member in the range, on every wallet of theirs (the main one and,
 * in multi-wallet brands, each vendor's), with that wallet's balance after it. `walletNames`
 * names the vendor wallets by vassalage, as the brand lists them.
 */
export const walletMovements = async (
  db: Db,
  memberId: number,
  range: DayRange,
  filter: { transType?: TransactionType | undefined; pageNo: number; pageSize: number } | null,
  walletNames: ReadonlyMap<string, string> = new Map(),
) => {
  // The running balance is summed over each account's whole history, then cut to the range.
  const running = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', memberId)
    .where('a.code', 'like', accountCode.memberAccounts(memberId))
    // The member's points (issue 25) are an account of theirs too, but not a wallet: no money.
    .where('a.code', '<>', accountCode.memberPoints(memberId))
    .select([
      'e.id',
      'a.code as account_code',
      't.id as transaction_id',
      't.kind',
      't.idempotency_key',
      't.created_at',
      'e.amount',
      'a.currency',
      sql<string>`sum(e.amount) over (partition by e.account_id order by e.id)`.as('balance_after'),
    ]);
  let query = db
    .selectFrom(running.as('m'))
    .selectAll()
    .where('m.created_at', '>=', range.from)
    .where('m.created_at', '<', range.to);
  if (filter?.transType) {
    const kinds = (await db.selectFrom('ledger_transactions').select('kind').distinct().execute())
      .map((r) => r.kind)
      .filter(kindsMatching(filter.transType));
    if (kinds.length === 0) {
      return { content: [], pageNum: filter.pageNo, totalPages: pageCount(0, filter.pageSize) };
    }
    query = query.where('m.kind', 'in', kinds);
  }
  const count = await query
    .clearSelect()
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  let rowsQuery = query.orderBy('m.id', 'desc');
  if (filter)
    rowsQuery = rowsQuery.limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize);
  const rows = await rowsQuery.execute();
  const content: Transaction[] = rows.map((row) => ({
    transactionNo: String(row.transaction_id),
    transType: transactionType(row.kind),
    amount: moneyOf(BigInt(row.amount), row.currency),
    balanceAfter: moneyOf(BigInt(row.balance_after), row.currency),
    createdAt: row.created_at.toISOString(),
    remark: row.kind,
    wallet: walletOf(row.account_code, walletNames),
  }));
  const pageSize = filter?.pageSize ?? Math.max(1, content.length);
  return {
    content,
    pageNum: filter?.pageNo ?? 1,
    totalPages: pageCount(count.count, pageSize),
  };
};

/** Null for the member's main wallet; a vendor wallet's name (or its vassalage) otherwise. */
const walletOf = (code: string, names: ReadonlyMap<string, string>): string | null => {
  const vendor = vendorOfWalletCode(code);
  return vendor === null ? null : (names.get(vendor) ?? vendor);
};

const csvCell = (text: string): string => {
  // A text cell opening with = + - @ would run as a formula in a spreadsheet; numbers are safe.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The account history as CSV, oldest first. */
export const historyCsv = (rows: readonly Transaction[]): string =>
  [
    ['time', 'transaction', 'type', 'amount', 'balance_after', 'kind', 'wallet'],
    ...[...rows]
      .reverse()
      .map((r) => [
        r.createdAt,
        r.transactionNo,
        r.transType,
        r.amount,
        r.balanceAfter,
        r.remark,
        r.wallet ?? 'main',
      ]),
  ]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
