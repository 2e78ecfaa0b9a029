import {
  DEFAULT_SERIES,
  isDrawGroup,
  oddsOf,
  playsOfGroup,
  zodiacYearAt,
} from '@portal/lottery-rules';
import type { HandlerMap } from '../http/context.ts';
import { findLotteryGame } from './lotteryGames.ts';
import { elottOdds100, gamePrizeMode } from './prizeMode.ts';

/**
 * What a game's plays pay in a prize mode, as the engine settles them: Elott's odds with
 * the brand's overrides (the ones an order records when bought), Lott's at the series
 * orders are bought under, SEA's fixed multipliers. Decimal odds are a prize over its stake,
 * and the brand's stake scale (issue 23) multiplies both alike, so the odds a brand in dong
 * is shown are the engine's own: only amounts are scaled (orders.ts, drawing.ts).
 */
export const oddsHandlers = {
  lotteryOdds: async (input, ctx) => {
    const game = await findLotteryGame(ctx.services.db, ctx.merchant.id, { id: input.gameId });
    if (!game.draw_group || !isDrawGroup(game.draw_group)) return [];
    const mode = gamePrizeMode(ctx.merchant, game.draw_group, input.prizeMode);
    const terms = { mode, series: DEFAULT_SERIES, elottOdds: elottOdds100(ctx.merchant.brand) };
    // The zodiac plays' odds read the lunar year the open draw falls in.
    const judge = { yearAnimal: zodiacYearAt(ctx.services.clock()) };
    return playsOfGroup(game.draw_group, mode).map((play) => ({
      play: play.code,
      prizes: oddsOf(play, terms, judge).map((o) => ({ key: o.key, odds: o.odds100 / 100 })),
    }));
  },
} satisfies HandlerMap;
