import { GAME_CATEGORIES, type GameCategory } from '@portal/contract';
import { createContext, useContext } from 'react';

/** Something that can be started: a game, or a vendor card. */
export interface LaunchTarget {
  name: string;
  vassalage: string;
  gameType: string;
  gameId?: string;
  nodeId?: number;
  /** 'VASSALAGE': the vendor's game list opens instead of a game. */
  isGame?: string;
}

export interface GamesContextValue {
  launch: (target: LaunchTarget) => Promise<void>;
  favourites: ReadonlySet<number>;
  toggleFavourite: (nodeId: number, vassalage: string, gameType: string) => Promise<void>;
}

export const GamesContext = createContext<GamesContextValue | null>(null);

/** The game category of a wire value (`rng`, `RNG`...), if it is one. */
export const toGameCategory = (value: string | undefined): GameCategory | undefined => {
  const upper = value?.toUpperCase();
  return GAME_CATEGORIES.find((category) => category === upper);
};

const useGamesContext = (): GamesContextValue => {
  const value = useContext(GamesContext);
  if (!value) throw new Error('Games components need a <GamesProvider> above them.');
  return value;
};

/** Starts a game or opens a vendor (see GamesProvider). */
export const useLaunchGame = () => useGamesContext().launch;

/** The member's favourite games and a toggle. */
export const useFavourites = () => {
  const { favourites, toggleFavourite } = useGamesContext();
  return { favourites, toggleFavourite };
};
