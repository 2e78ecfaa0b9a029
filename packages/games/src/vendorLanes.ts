import type { GameCategory, VendorCard, VendorLane } from '@portal/contract';
import { useEffect, useState } from 'react';
import type { LaunchTarget } from './gamesContext.ts';
import { toGameCategory, useGamesSession } from './gamesContext.ts';

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

/** The vendor lanes per category (cached by the api client for the session). */
export const useVendorLanes = (): VendorLane[] | null => {
  const { api, language, isLogin } = useGamesSession();
  const [lanes, setLanes] = useState<VendorLane[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a login changes what the platform answers.
  useEffect(() => {
    let current = true;
    api
      .call('gameVendors', { language })
      .then((value) => {
        if (current) setLanes(value.data.lanes);
      })
      .catch(() => {
        if (current) setLanes([]);
      });
    return () => {
      current = false;
    };
  }, [api, language, isLogin]);
  return lanes;
};
