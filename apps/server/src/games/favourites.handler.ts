import type { HandlerMap } from '../http/context.ts';
import { callerLanguage } from '../member/callerLanguage.ts';
import { toWireGame } from './gameRows.ts';
import {
  addFavourite,
  favouriteGamesPage,
  favouriteIds,
  recentGameRows,
  removeFavourite,
} from './queries.ts';

/** A member's own games: favourites and the recently played. */
export const favouritesHandlers = {
  favouriteGameIds: async (_input, ctx) => favouriteIds(ctx.services.db, ctx.session.memberId),

  favouriteGames: async (input, ctx) => {
    const language = await callerLanguage(ctx);
    const { rows, totalPages } = await favouriteGamesPage(
      ctx.services.db,
      ctx.session.memberId,
      input,
    );
    return {
      content: rows.map((row) => toWireGame(ctx.merchant, row, language)),
      pageNum: input.pageNo,
      totalPages,
    };
  },

  addFavouriteGame: async (input, ctx) => {
    await addFavourite(ctx.services.db, ctx.merchant, ctx.session.memberId, input.nodeId);
    return favouriteIds(ctx.services.db, ctx.session.memberId);
  },

  removeFavouriteGame: async (input, ctx) => {
    await removeFavourite(ctx.services.db, ctx.session.memberId, input.nodeId);
    return favouriteIds(ctx.services.db, ctx.session.memberId);
  },

  recentGames: async (input, ctx) => {
    const language = await callerLanguage(ctx);
    const rows = await recentGameRows(ctx.services.db, ctx.session.memberId, input.limit);
    return { list: rows.map((row) => toWireGame(ctx.merchant, row, language)) };
  },
} satisfies HandlerMap;
