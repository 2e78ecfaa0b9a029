import type { Task } from 'graphile-worker';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import {
  drawNumero,
  LOTTERY_DRAW_TASK,
  LOTTERY_SETTLE_TASK,
  scheduleDraws,
  settleNumero,
} from './drawing.ts';
import type { LotteryGameRow } from './lotteryGames.ts';
import { LOTTERY_GAME_COLUMNS } from './lotteryGames.ts';
import { upcomingDraws } from './orders.ts';

/**
 * The lottery's jobs on the PostgreSQL queue (graphile-worker):
 * - `lottery-draw` (one per numero, due at its draw time, added with the numero's row):
 *   draws it and schedules the game's next numeros;
 * - `lottery-settle` (added in the drawing transaction): settles it;
 * - `lottery-tick` (cron, every minute, once across instances; and at each start): keeps
 *   every game's open numero and the next ones scheduled, and catches up on draws and
 *   settlements a stopped server left behind.
 * Every step is idempotent under the draw's row lock (see drawing.ts), so a job that runs
 * twice, or on two instances, does its work once.
 */

export const LOTTERY_TICK_TASK = 'lottery-tick';
/** How many numeros of each game are kept scheduled, with their commitments published. */
export const SCHEDULE_AHEAD = 3;
export const LOTTERY_CRONTAB = `* * * * * ${LOTTERY_TICK_TASK} ?fill=2m`;

interface DrawPayload {
  gameId: number;
  numero: string;
}

const isDrawPayload = (payload: unknown): payload is DrawPayload => {
  const p = payload as Partial<DrawPayload> | null;
  return typeof p?.gameId === 'number' && typeof p.numero === 'string';
};

const drawnGames = (db: Db) =>
  db
    .selectFrom('lottery_games')
    .select(LOTTERY_GAME_COLUMNS)
    .where('draw_group', 'is not', null)
    .where('on_sale', '=', true);

/** Schedules the next numeros of every game; draws and settles what is overdue. */
export const lotteryTick = async (db: Db, now: Date): Promise<void> => {
  const games: LotteryGameRow[] = await drawnGames(db).execute();
  for (const game of games) await scheduleDraws(db, game, upcomingDraws(game, now, SCHEDULE_AHEAD));
  const overdue = await db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero', 'state'])
    .where('state', 'in', ['open', 'drawn'])
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(1000)
    .execute();
  for (const draw of overdue) {
    if (draw.state === 'open') await drawNumero(db, draw.game_id, draw.numero, now);
    await settleNumero(db, draw.game_id, draw.numero, now);
  }
};

/** Adds a tick now (each server start: a stopped server catches up at once). */
export const startLotteryTick = (db: Db): Promise<void> =>
  addJob(db, LOTTERY_TICK_TASK, {}, { jobKey: LOTTERY_TICK_TASK, jobKeyMode: 'replace' });

/** The lottery's tasks, for the job runner's task list. */
export const lotteryTasks = (options: { db: Db; clock: () => Date }): Record<string, Task> => ({
  [LOTTERY_DRAW_TASK]: async (payload, helpers) => {
    if (!isDrawPayload(payload)) {
      helpers.logger.error('lottery-draw: malformed payload, dropped', { payload });
      return;
    }
    const now = options.clock();
    const result = await drawNumero(options.db, payload.gameId, payload.numero, now);
    // The queue compares with the database's clock; a few milliseconds early is tried again.
    if (result === 'not due') throw new Error(`numero ${payload.numero} is not due yet`);
    const game = await drawnGames(options.db).where('id', '=', payload.gameId).executeTakeFirst();
    if (game) await scheduleDraws(options.db, game, upcomingDraws(game, now, SCHEDULE_AHEAD));
  },
  [LOTTERY_SETTLE_TASK]: async (payload, helpers) => {
    if (!isDrawPayload(payload)) {
      helpers.logger.error('lottery-settle: malformed payload, dropped', { payload });
      return;
    }
    const result = await settleNumero(options.db, payload.gameId, payload.numero, options.clock());
    if (result !== 'not drawn' && result.settled > 0) {
      helpers.logger.info(`lottery-settle: ${payload.numero} settled ${result.settled} order(s)`);
    }
  },
  [LOTTERY_TICK_TASK]: async () => {
    await lotteryTick(options.db, options.clock());
  },
});
