import type { HandlerMap } from '../http/context.ts';
import { toWireGame } from './gameRows.ts';
import { gameListPage, hotGameRows } from './queries.ts';

/** A vendor's game list and the hot games. */
export const gameListHandlers = {
  gameList: async (input, ctx) => {
    const { rows, totalPages } = await gameListPage(ctx.services.db, ctx.merchant, input);
    return { games: rows.map((row) => toWireGame(ctx.merchant, row)), totalPages };
  },

  hotGames: async (_input, ctx) => {
    const rows = await hotGameRows(ctx.services.db, ctx.merchant);
    return { list: rows.map((row) => toWireGame(ctx.merchant, row)) };
  },
} satisfies HandlerMap;
