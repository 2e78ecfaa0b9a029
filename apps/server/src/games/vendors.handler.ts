import { GAME_CATEGORIES, type GameCategory } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import { onImageCdn } from './gameRows.ts';
import { vendorIconPath } from './mediaPaths.ts';
import { vendorCards, vendorsByCategory } from './queries.ts';

/** The lane a vendor row shows in, named only when it is one the contract knows. */
const categoryOf = (category: string): { gameCategory?: GameCategory } => {
  const known = GAME_CATEGORIES.find((candidate) => candidate === category);
  return known ? { gameCategory: known } : {};
};

/** Lane titles; the portal shows its own translation of the category and falls back to these. */
const LANE_TITLES: Readonly<Record<GameCategory, string>> = {
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LIVE: 'Live Casino',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  PVP: 'Card Games',
  FISH: 'Fishing',
  RNG: 'Slots',
  COCKFIGHT: 'Cockfight',
};

/** The vendor lanes of the home page and the vendor menus. */
export const vendorsHandlers = {
  gameVendors: async (_input, ctx) => {
    const rows = await vendorCards(ctx.services.db, ctx.merchant.id);
    const lanes = GAME_CATEGORIES.map((category) => ({
      title: LANE_TITLES[category],
      gameCategory: category,
      gameClassify: category,
      cards: rows
        .filter((row) => row.category === category)
        .map((row) => {
          const lagerIcon = vendorIconPath(row.vassalage, 'large');
          return {
            vassalage: row.vassalage,
            displayName: row.display_name,
            gameType: row.game_type,
            lagerIcon,
            smallIcon: vendorIconPath(row.vassalage, 'small'),
            cdnLagerIcon: onImageCdn(ctx.merchant, lagerIcon),
            isGame: row.is_game,
            gameCode: row.game_code,
          };
        }),
    })).filter((lane) => lane.cards.length > 0);
    return { data: { lanes } };
  },

  vendorGameTypes: async (input, ctx) => {
    const rows = await vendorsByCategory(ctx.services.db, ctx.merchant.id, input.gameType);
    return {
      list: rows.map((row) => ({
        vassalage: row.vassalage,
        gameType: row.game_type,
        displayName: row.display_name,
        lagerIcon: vendorIconPath(row.vassalage, 'large'),
        smallIcon: vendorIconPath(row.vassalage, 'small'),
        ...categoryOf(row.category),
      })),
    };
  },
} satisfies HandlerMap;
