import { lotteryIconPath } from '../games/mediaPaths.ts';
import type { HandlerMap } from '../http/context.ts';
import { callerLanguage, nameIn } from '../member/callerLanguage.ts';
import {
  cadenceOf,
  findLotteryGame,
  gamesIn,
  type LotteryGameRow,
  lastClosedDraw,
  openedNumerosPage,
} from './lotteryGames.ts';
import { prizeModeOf } from './prizeMode.ts';
import { nextDraw } from './schedule.ts';

const countdown = (row: LotteryGameRow, now: Date) => {
  const open = nextDraw(cadenceOf(row), now);
  return {
    numero: open.numero,
    remainTime: open.drawAt.getTime() - now.getTime(),
    lockTime: row.lock_seconds * 1000,
  };
};

const isHot = (row: LotteryGameRow) => row.tag.split(',').includes('HOT');

/** Countdowns and results of the draws. */
export const drawsHandlers = {
  popularLottery: async (input, ctx) => {
    prizeModeOf(ctx.merchant, input.prizeMode);
    const now = ctx.services.clock();
    const language = await callerLanguage(ctx, input.language);
    const rows = await gamesIn(ctx.services.db, ctx.merchant.id, 'CN');
    // Hot games first, then the catalogue order.
    const chosen = [...rows.filter(isHot), ...rows.filter((row) => !isHot(row))].slice(
      0,
      input.count,
    );
    return Promise.all(
      chosen.map(async (row) => {
        const previous = await lastClosedDraw(ctx.services.db, row, now);
        const gameName = nameIn(language, row.game_name, row.names);
        return {
          gameId: row.id,
          gameCode: row.game_code,
          gameName,
          gameGroupCode: row.group_code,
          // The card's title (portal-spec section 3: the entry's remark) is the game's name; the
          // catalogue's own remark (its cadence, "A draw every minute") is a staff note.
          remark: gameName,
          webIconUrl: lotteryIconPath(row.game_code),
          isSale: row.on_sale,
          tag: row.tag,
          ...countdown(row, now),
          previousWinningNumber: previous.winNo,
        };
      }),
    );
  },

  nearNumeros: async (input, ctx) => {
    const row = await findLotteryGame(ctx.services.db, ctx.merchant.id, { id: input.gameId });
    const now = ctx.services.clock();
    const previous = await lastClosedDraw(ctx.services.db, row, now);
    return {
      currentNumero: countdown(row, now),
      previousNumero: {
        numero: previous.numero,
        winNo: previous.winNo,
        openTime: previous.drawAt.toISOString(),
      },
    };
  },

  openedNumeros: async (input, ctx) => {
    const wanted = input.gameCodes ? new Set(input.gameCodes.split(',')) : null;
    const rows = (await gamesIn(ctx.services.db, ctx.merchant.id, 'CN')).filter(
      (row) => row.on_sale && (!wanted || wanted.has(row.game_code)),
    );
    const now = ctx.services.clock();
    return Promise.all(
      rows.map(async (row) => {
        const draw = await lastClosedDraw(ctx.services.db, row, now);
        return {
          gameId: row.id,
          gameCode: row.game_code,
          numero: draw.numero,
          winNo: draw.winNo,
          openTime: draw.drawAt.toISOString(),
        };
      }),
    );
  },

  vnOpenedNumeros: async (input, ctx) => {
    const { db } = ctx.services;
    const row = await findLotteryGame(db, ctx.merchant.id, { vnGameCode: input.gameCode });
    return openedNumerosPage(db, row, input, ctx.services.clock());
  },
} satisfies HandlerMap;
