import {
  catalogueNames,
  type NamedCatalogue,
  saveCatalogueNames,
} from '../games/namesDesk.handler.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';

/** The lottery area's own table, handed to the games area's names desk (the same columns). */
const LOTTERY_GAMES: NamedCatalogue = {
  table: 'lottery_games',
  group: 'group_code',
  action: 'content.lotteryNames',
};

/** The content desk's lottery game names per language (issue 27). */
export const lotteryNamesHandlers: Pick<StaffHandlerMap, 'lotteryNames' | 'lotteryNamesSave'> = {
  lotteryNames: (input, ctx) => catalogueNames(LOTTERY_GAMES, input, ctx),
  lotteryNamesSave: (input, ctx) => saveCatalogueNames(LOTTERY_GAMES, input, ctx),
};
