import type { Db } from '../db/database.ts';
import { type Cadence, type Draw, drawWinningNumber, previousDraw } from './schedule.ts';

export interface LotteryGameRow {
  id: number;
  game_code: string;
  game_name: string;
  group_code: string;
  interval_seconds: number | null;
  daily_minute: number | null;
  lock_seconds: number;
  tag: string;
  remark: string;
  on_sale: boolean;
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
 * The game's last closed draw with its winning number. The number is drawn (CSPRNG) and
 * stored by the first request after the draw closes; the primary key makes concurrent
 * requests agree on one number.
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
  await db
    .insertInto('lottery_draws')
    .values({
      game_id: game.id,
      numero: draw.numero,
      draw_at: draw.drawAt,
      win_no: drawWinningNumber(game.group_code),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await db
    .selectFrom('lottery_draws')
    .select(['numero', 'draw_at', 'win_no'])
    .where('game_id', '=', game.id)
    .where('numero', '=', draw.numero)
    .executeTakeFirstOrThrow();
  const closed = { numero: stored.numero, drawAt: stored.draw_at, winNo: stored.win_no };
  latestStored.set(game.id, closed);
  return closed;
};
