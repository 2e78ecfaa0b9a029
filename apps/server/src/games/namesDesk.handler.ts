import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { catalogueNames, type NamedCatalogue, saveCatalogueNames } from './namesDesk.ts';

const GAMES: NamedCatalogue = { table: 'games', group: 'vassalage', action: 'content.gameNames' };

/** The content desk's game names per language (issue 27). */
export const gameNamesHandlers: Pick<StaffHandlerMap, 'gameNames' | 'gameNamesSave'> = {
  gameNames: (input, ctx) => catalogueNames(GAMES, input, ctx),
  gameNamesSave: (input, ctx) => saveCatalogueNames(GAMES, input, ctx),
};
