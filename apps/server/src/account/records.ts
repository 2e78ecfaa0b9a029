import {
  type BetRecord,
  type BetRecordStatus,
  GAME_CATEGORIES,
  type GameCategory,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionType,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { toMajorUnits } from '../ledger/ledger.ts';
import type { DayRange } from './periods.ts';

/*
 * The member's records, read from the rounds the seamless wallet keeps and from the ledger.
 * Lottery orders join the betting record when the lottery area lands its bets.
 */

const category = (gameType: string): GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(gameType) ? (gameType as GameCategory) : 'RNG';

const statusOf = (status: string, win: string | null): BetRecordStatus => {
  if (status === 'open') return 'pending';
  if (status === 'rolledback') return 'refunded';
  return BigInt(win ?? 0) > 0n ? 'won' : 'lost';
};

type BetFilter = { category?: GameCategory | undefined; status?: BetRecordStatus | undefined };

const betRows = (db: Db, memberId: number, range: DayRange, filter: BetFilter) => {
  let query = db
    .selectFrom('vendor_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.node_id')
    .where('r.member_id', '=', memberId)
    .where('r.created_at', '>=', range.from)
    .where('r.created_at', '<', range.to);
  if (filter.category) query = query.where('g.game_type', '=', filter.category);
  switch (filter.status) {
    case 'pending':
      query = query.where('r.status', '=', 'open');
      break;
    case 'refunded':
      query = query.where('r.status', '=', 'rolledback');
      break;
    case 'won':
      query = query.where('r.status', '=', 'settled').where('r.win_amount', '>', '0');
      break;
    case 'lost':
      query = query.where('r.status', '=', 'settled').where('r.win_amount', '=', '0');
      break;
    default:
      break;
  }
  return query;
};

/** Sums of settled bets: staked, won and their difference, in major units. */
const totalsOf = (row: { bet: string; win: string }) => {
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    betAmount: toMajorUnits(bet),
    winAmount: toMajorUnits(win),
    profit: toMajorUnits(win - bet),
  };
};

// Rolled-back bets returned the stake: they count neither as staked nor as won.
export const betRecordPage = async (
  db: Db,
  memberId: number,
  range: DayRange,
  filter: BetFilter & { pageNo: number; pageSize: number },
) => {
  const query = betRows(db, memberId, range, filter);
  const [count, totals, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    query
      .select([
        sql<string>`coalesce(sum(r.bet_amount) filter (where r.status != 'rolledback'), 0)`.as(
          'bet',
        ),
        sql<string>`coalesce(sum(r.win_amount) filter (where r.status = 'settled'), 0)`.as('win'),
      ])
      .executeTakeFirstOrThrow(),
    query
      .select([
        'r.transaction_id',
        'r.vassalage',
        'r.bet_amount',
        'r.win_amount',
        'r.status',
        'r.created_at',
        'r.closed_at',
        'g.game_type',
        'g.game_name',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.transaction_id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
  ]);
  const content: BetRecord[] = rows.map((row) => {
    const status = statusOf(row.status, row.win_amount);
    const bet = BigInt(row.bet_amount);
    const win = row.win_amount === null ? null : BigInt(row.win_amount);
    return {
      betId: row.transaction_id,
      category: category(row.game_type),
      vassalage: row.vassalage,
      gameName: row.game_name,
      betAmount: toMajorUnits(bet),
      winAmount: status === 'pending' || win === null ? null : toMajorUnits(win),
      profit:
        status === 'pending' ? null : status === 'refunded' ? 0 : toMajorUnits((win ?? 0n) - bet),
      status,
      betAt: row.created_at.toISOString(),
      settledAt: row.closed_at?.toISOString() ?? null,
    };
  });
  return {
    content,
    pageNum: filter.pageNo,
    totalPages: Math.ceil(Number(count.count) / filter.pageSize),
    totals: totalsOf(totals),
  };
};

export const profitLoss = async (db: Db, memberId: number, range: DayRange) => {
  const rows = await betRows(db, memberId, range, {})
    .select([
      'g.game_type',
      sql<string>`count(*) filter (where r.status != 'rolledback')`.as('bets'),
      sql<string>`coalesce(sum(r.bet_amount) filter (where r.status != 'rolledback'), 0)`.as('bet'),
      sql<string>`coalesce(sum(r.win_amount) filter (where r.status = 'settled'), 0)`.as('win'),
    ])
    .groupBy('g.game_type')
    .execute();
  const categories = rows
    .map((row) => ({ category: category(row.game_type), bets: Number(row.bets), ...totalsOf(row) }))
    .sort((a, b) => GAME_CATEGORIES.indexOf(a.category) - GAME_CATEGORIES.indexOf(b.category));
  const all = rows.reduce(
    (sum, row) => ({ bet: sum.bet + BigInt(row.bet), win: sum.win + BigInt(row.win) }),
    { bet: 0n, win: 0n },
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    categories,
    totals: totalsOf({ bet: String(all.bet), win: String(all.win) }),
  };
};

/** Ledger kinds as the account record names them; anything unnamed is an adjustment. */
const LEDGER_KIND_TYPES: Record<string, TransactionType> = {
  game_bet: 'bet',
  game_win: 'payout',
  game_rollback: 'bet',
  // A move between the member's main wallet and a vendor's (multi-wallet brands).
  wallet_transfer: 'transfer',
  // The lottery: a stake, a draw's prizes and tie refunds, a cancel, a void or a stopped chase.
  lottery_bet: 'bet',
  lottery_settlement: 'payout',
  lottery_refund: 'bet',
  mission_reward: 'bonus',
  opening_balance: 'adjustment',
  manual_adjustment: 'adjustment',
};

export const transactionType = (kind: string): TransactionType => {
  const named = LEDGER_KIND_TYPES[kind];
  if (named) return named;
  const prefix = TRANSACTION_TYPES.find((t) => kind.startsWith(t));
  return prefix ?? 'adjustment';
};

/** The kinds a transaction type filter covers (prefix match for the cashier's and others'). */
const kindsMatching = (type: TransactionType) => (kind: string) => transactionType(kind) === type;

/** Every movement of the member's main wallet in the range, with the balance after each. */
export const walletMovements = async (
  db: Db,
  memberId: number,
  range: DayRange,
  filter: { transType?: TransactionType | undefined; pageNo: number; pageSize: number } | null,
) => {
  // The running balance is summed over the account's whole history, then cut to the range.
  const running = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.code', '=', `member:${memberId}:main`)
    .where('a.member_id', '=', memberId)
    .select([
      'e.id',
      't.id as transaction_id',
      't.kind',
      't.idempotency_key',
      't.created_at',
      'e.amount',
      sql<string>`sum(e.amount) over (order by e.id)`.as('balance_after'),
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
    if (kinds.length === 0) return { content: [], pageNum: filter.pageNo, totalPages: 0 };
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
    amount: toMajorUnits(BigInt(row.amount)),
    balanceAfter: toMajorUnits(BigInt(row.balance_after)),
    createdAt: row.created_at.toISOString(),
    remark: row.kind,
  }));
  const pageSize = filter?.pageSize ?? Math.max(1, content.length);
  return {
    content,
    pageNum: filter?.pageNo ?? 1,
    totalPages: Math.ceil(Number(count.count) / pageSize),
  };
};

const csvCell = (text: string): string => {
  // A text cell opening with = + - @ would run as a formula in a spreadsheet; numbers are safe.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The account history as CSV, oldest first. */
export const historyCsv = (rows: readonly Transaction[]): string =>
  [
    ['time', 'transaction', 'type', 'amount', 'balance_after', 'kind'],
    ...[...rows]
      .reverse()
      .map((r) => [
        r.createdAt,
        r.transactionNo,
        r.transType,
        r.amount.toFixed(2),
        r.balanceAfter.toFixed(2),
        r.remark,
      ]),
  ]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
