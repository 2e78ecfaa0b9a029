import type { CallOutput, GameCategory, VendorCard, VendorLane } from '@portal/contract';
import type { LaunchTarget } from './gamesContext.ts';
import { toGameCategory } from './gamesContext.ts';

/** The category a lane belongs to: named by the server, else read from its first card. */
export const laneCategory = (lane: VendorLane): GameCategory | undefined =>
  lane.gameCategory ?? toGameCategory(lane.cards[0]?.gameType);

/** What starting a vendor card means: its game, or its game list when isGame is VASSALAGE. */
export const vendorTarget = (card: VendorCard): LaunchTarget => ({
  name: card.displayName,
  vassalage: card.vassalage,
  gameType: card.gameType,
  isGame: card.isGame,
  ...(card.gameCode ? { gameId: card.gameCode } : {}),
});

/** A vendor of the public vendor list (vendorGameTypes). */
export type PublicVendor = CallOutput<'vendorGameTypes'>['list'][number];

/**
 * Lanes from the public vendor list, for visitors: the lanes call needs a session. The list
 * names the vendors' icons and lanes but no launch mode; a visitor's click opens the login
 * popup anyway.
 */
export const lanesFromVendorTypes = (list: readonly PublicVendor[]): VendorLane[] => {
  const lanes = new Map<GameCategory, VendorLane>();
  for (const vendor of list) {
    const category = vendor.gameCategory ?? toGameCategory(vendor.gameType);
    if (!category) continue;
    const lane = lanes.get(category) ?? {
      title: category,
      gameCategory: category,
      gameClassify: category,
      cards: [],
    };
    if (!lane.cards.some((card) => card.vassalage === vendor.vassalage)) {
      lane.cards.push({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        lagerIcon: vendor.lagerIcon ?? '',
        smallIcon: vendor.smallIcon ?? '',
        isGame: '',
      });
    }
    lanes.set(category, lane);
  }
  return [...lanes.values()];
};
