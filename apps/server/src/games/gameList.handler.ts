import type { HandlerMap } from '../http/context.ts';
import { callerLanguage } from '../member/callerLanguage.ts';
import { toWireGame } from './gameRows.ts';
import { gameListPage, hotGameRows, seamlessGameRows } from './queries.ts';

/** A vendor's game list and the hot games. */
export const gameListHandlers = {
  gameList: async (input, ctx) => {
    const language = await callerLanguage(ctx, input.language);
    const { rows, totalPages } = await gameListPage(ctx.services.db, ctx.merchant, input);
    return { games: rows.map((row) => toWireGame(ctx.merchant, row, language)), totalPages };
  },

  hotGames: async (input, ctx) => {
    const language = await callerLanguage(ctx, input.language);
    const rows = await hotGameRows(ctx.services.db, ctx.merchant);
    return { list: rows.map((row) => toWireGame(ctx.merchant, row, language)) };
  },

  seamlessGames: async (input, ctx) => {
    const language = await callerLanguage(ctx, input.language);
    const rows = await seamlessGameRows(ctx.services.db, ctx.merchant);
    return { list: rows.map((row) => toWireGame(ctx.merchant, row, language)) };
  },
} satisfies HandlerMap;
