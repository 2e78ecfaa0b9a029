import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { HandlerMap } from '../http/context.ts';
import { scheduleDraws } from './drawing.ts';
import {
  cadenceOf,
  findLotteryGame,
  gamesIn,
  type LotteryGameRow,
  lastClosedDraw,
  openedNumerosPage,
} from './lotteryGames.ts';
import { nextDraw } from './schedule.ts';

/** A game of a draw format (a proof names it), by code; KENO and unknown codes are not found. */
const drawnGame = async (db: Db, merchantId: number, gameCode: string): Promise<LotteryGameRow> => {
  const rows = [...(await gamesIn(db, merchantId, 'CN')), ...(await gamesIn(db, merchantId, 'VN'))];
  const game = rows.find((row) => row.game_code === gameCode && row.draw_group !== null);
  if (!game) throw new CatalogueError('not.found', { message: 'No such lottery game.' });
  return game;
};

/**
 * The draws' history and proofs (lottery-rules.md, "Verifiable draws"): seeds only of drawn
 * numeros, commitments of open ones.
 */
export const proofsHandlers = {
  lotteryDrawHistory: async (input, ctx) => {
    const { db } = ctx.services;
    // The id is part of the path: an unknown one is a bad request, not a missing route.
    const game = await findLotteryGame(db, ctx.merchant.id, { id: input.gameId }).catch(
      (error: unknown) => {
        if (error instanceof CatalogueError && error.code === 'not.found') {
          throw new CatalogueError('request_param_err', { message: 'No such lottery game.' });
        }
        throw error;
      },
    );
    return openedNumerosPage(db, game, input, ctx.services.clock());
  },

  recentDrawProofs: async (input, ctx) => {
    const { db } = ctx.services;
    const game = await drawnGame(db, ctx.merchant.id, input.gameCode);
    await lastClosedDraw(db, game, ctx.services.clock());
    const rows = await db
      .selectFrom('lottery_draws')
      .select(['numero', 'commitment', 'seed', 'win_no'])
      .where('game_id', '=', game.id)
      .where('state', 'in', ['drawn', 'settled'])
      .where('seed', 'is not', null)
      .orderBy('draw_at', 'desc')
      .limit(input.count)
      .execute();
    return rows.map((row) => ({
      gameCode: game.game_code,
      group: game.draw_group ?? '',
      numero: row.numero,
      commitment: row.commitment ?? '',
      seed: row.seed ?? '',
      algorithm: 'hmac-sha256-v1',
      winningNumbers: row.win_no ?? '',
    }));
  },

  nextDrawCommitment: async (input, ctx) => {
    const { db } = ctx.services;
    const game = await drawnGame(db, ctx.merchant.id, input.gameCode);
    const open = nextDraw(cadenceOf(game), ctx.services.clock());
    await scheduleDraws(db, game, [open]);
    const row = await db
      .selectFrom('lottery_draws')
      .select(['numero', 'commitment', 'lock_at', 'draw_at'])
      .where('game_id', '=', game.id)
      .where('numero', '=', open.numero)
      .executeTakeFirstOrThrow();
    return {
      gameCode: game.game_code,
      numero: row.numero,
      commitment: row.commitment ?? '',
      algorithm: 'hmac-sha256-v1',
      lockAt: (row.lock_at ?? row.draw_at).toISOString(),
      drawAt: row.draw_at.toISOString(),
    };
  },
} satisfies HandlerMap;
