import { pageCount } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { drawNumero, scheduleDraws } from './drawing.ts';
import { type Cadence, type Draw, drawWinningNumber, previousDraw } from './schedule.ts';

export interface LotteryGameRow {
  id: number;
  merchant_id: number;
  game_code: string;
  game_name: string;
  group_code: string;
  interval_seconds: number | null;
  daily_minute: number | null;
  lock_seconds: number;
  tag: string;
  remark: string;
  on_sale: boolean;
  /** The draw format of lottery-rules.md; null: not drawn here (KENO). */
  draw_group: string | null;
  /** The name per language besides `game_name` (the default language's). */
  names: Partial<Record<string, string>>;
}

export const cadenceOf = (game: LotteryGameRow): Cadence =>
  game.interval_seconds !== null
    ? { kind: 'interval', seconds: game.interval_seconds }
    : { kind: 'daily', minute: game.daily_minute ?? 0 };

export interface ClosedDraw extends Draw {
  winNo: string;
}

/** The closed draw each game last stored, so polling does not ask the database each time. */
const latestStoredByDb = new WeakMap<Db, Map<number, ClosedDraw>>();

/**
 * The game's last closed draw with its winning number. A game of a draw format is drawn from
 * its scheduled seed (lottery-rules' `hmac-sha256-v1`): whichever comes first, this request or
 * the draw job, draws it, and both get the same number. A draw the schedule never saw (the
 * server was down through it; it sold nothing) is scheduled and drawn now. A game of no draw
 * format here (KENO) keeps a CSPRNG number, the primary key making concurrent requests agree.
 */
export const lastClosedDraw = async (
  db: Db,
  game: LotteryGameRow,
  now: Date,
): Promise<ClosedDraw> => {
  const draw = previousDraw(cadenceOf(game), now);
  let latestStored = latestStoredByDb.get(db);
  if (!latestStored) {
    latestStored = new Map();
    latestStoredByDb.set(db, latestStored);
  }
  const known = latestStored.get(game.id);
  if (known?.numero === draw.numero) return known;
  if (game.draw_group) {
    await scheduleDraws(db, game, [draw]);
    await drawNumero(db, game.id, draw.numero, now);
  } else {
    await db
      .insertInto('lottery_draws')
      .values({
        merchant_id: game.merchant_id,
        game_id: game.id,
        numero: draw.numero,
        draw_at: draw.drawAt,
        win_no: drawWinningNumber(game.group_code),
        state: 'settled',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const stored = await db
    .selectFrom('lottery_draws')
    .select(['numero', 'draw_at', 'win_no', 'state'])
    .where('game_id', '=', game.id)
    .where('numero', '=', draw.numero)
    .executeTakeFirstOrThrow();
  // A void draw has no number; it is shown as such and not kept, should staff void another.
  const closed = { numero: stored.numero, drawAt: stored.draw_at, winNo: stored.win_no ?? '' };
  if (stored.win_no !== null) latestStored.set(game.id, closed);
  return closed;
};

export const LOTTERY_GAME_COLUMNS = [
  'merchant_id',
  'id',
  'game_code',
  'game_name',
  'group_code',
  'interval_seconds',
  'daily_minute',
  'lock_seconds',
  'tag',
  'remark',
  'on_sale',
  'draw_group',
  'names',
] as const;

/** The merchant's lottery games of a region, in catalogue order. */
export const gamesIn = (db: Db, merchantId: number, region: 'CN' | 'VN') =>
  db
    .selectFrom('lottery_games')
    .select(LOTTERY_GAME_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('region', '=', region)
    .orderBy('sort')
    .execute();

/**
 * The member's games of a region by when the member last ordered on them, latest first (at most
 * `limit`; designed: the specs name the call, "played lately", not how many). One read over the
 * member's orders (indexed by member) grouped by game.
 */
export const recentGamesOf = (
  db: Db,
  merchantId: number,
  memberId: number,
  region: 'CN' | 'VN',
  limit = 10,
) =>
  db
    .selectFrom('lottery_games as g')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('lottery_orders')
          .select(['game_id', (e) => e.fn.max('created_at').as('last_at')])
          .where('member_id', '=', memberId)
          .where('merchant_id', '=', merchantId)
          .groupBy('game_id')
          .as('o'),
      (join) => join.onRef('o.game_id', '=', 'g.id'),
    )
    .select(LOTTERY_GAME_COLUMNS.map((column) => `g.${column}` as const))
    .where('g.region', '=', region)
    .orderBy('o.last_at', 'desc')
    .limit(limit)
    .execute();

/**
 * A game row read in the last few seconds, by merchant and id. Games are written by the seed
 * at start (never by a call), so a bet (the hottest call) need not read its game each time;
 * the short life still picks up an operator's direct change within seconds.
 */
const recentGames = new WeakMap<Db, Map<string, { row: LotteryGameRow; readAt: number }>>();
const GAME_RECALL_MS = 5_000;

/** One of the merchant's lottery games, by id or by a VN game's code; not found otherwise. */
export const findLotteryGame = async (
  db: Db,
  merchantId: number,
  by: { id: number } | { vnGameCode: string },
): Promise<LotteryGameRow> => {
  const key = 'id' in by ? `${merchantId}:${by.id}` : null;
  let recent = recentGames.get(db);
  if (!recent) {
    recent = new Map();
    recentGames.set(db, recent);
  }
  const recalled = key === null ? undefined : recent.get(key);
  const now = Date.now();
  if (recalled && now - recalled.readAt >= 0 && now - recalled.readAt < GAME_RECALL_MS) {
    return recalled.row;
  }
  let query = db
    .selectFrom('lottery_games')
    .select(LOTTERY_GAME_COLUMNS)
    .where('merchant_id', '=', merchantId);
  query =
    'id' in by
      ? query.where('id', '=', by.id)
      : query.where('region', '=', 'VN').where('game_code', '=', by.vnGameCode);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found', { message: 'No such lottery game.' });
  if (key !== null) {
    if (recent.size >= 10_000) recent.clear();
    recent.set(key, { row, readAt: now });
  }
  return row;
};

/** A page of a game's stored draws, newest first, and the number of pages. */
export const drawHistoryPage = async (db: Db, gameId: number, page: number, size: number) => {
  const query = db
    .selectFrom('lottery_draws')
    .where('game_id', '=', gameId)
    .where('state', 'in', ['drawn', 'settled']);
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const draws = await query
    .select(['numero', 'win_no', 'draw_at'])
    .orderBy('draw_at', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { draws, totalPages: pageCount(total, size) };
};

/**
 * A page of a game's drawn numbers as the portal lists them (`vnOpenedNumeros`,
 * `lotteryDrawHistory`), the last closed draw drawn first so the page is never a draw behind.
 */
export const openedNumerosPage = async (
  db: Db,
  game: LotteryGameRow,
  page: { page: number; size: number },
  now: Date,
) => {
  await lastClosedDraw(db, game, now);
  const { draws, totalPages } = await drawHistoryPage(db, game.id, page.page, page.size);
  return {
    content: draws.map((d) => ({
      numero: d.numero,
      winNo: d.win_no ?? '',
      openTime: d.draw_at.toISOString(),
    })),
    totalPages,
  };
};
