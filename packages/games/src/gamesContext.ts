import type { ApiClient } from '@portal/api-client';
import { GAME_CATEGORIES, type GameCategory, type Language } from '@portal/contract';
import { createContext, useContext } from 'react';

/**
 * What the games feature needs to know about the session. The app fills it from its session
 * feature: features never import each other, so this arrives as data and callbacks.
 */
export interface GamesSession {
  api: ApiClient;
  isLogin: boolean;
  isTrial: boolean;
  language: Language;
  /** The brand's cockfight providers: the first one starts directly. */
  cockfightProviders: readonly string[];
  /** Opens the login popup (a visitor tried to play). */
  openLogin: () => void;
  /** Reads the balance again (a game popup closed: the member may have won or lost). */
  refreshBalance: () => void;
}

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
  session: GamesSession;
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

/** The session the app gave the games feature. */
export const useGamesSession = () => useGamesContext().session;

/** The member's favourite games and a toggle. */
export const useFavourites = () => {
  const { favourites, toggleFavourite } = useGamesContext();
  return { favourites, toggleFavourite };
};
