import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '@portal/api-client';
import { isApiError } from '@portal/api-client';
import { GAME_CATEGORIES, type GameCategory, type Language } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { AlertDialog } from '@portal/ui-kit';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { GamePopup } from './GamePopup.tsx';
import { VendorGamesPopup } from './VendorGamesPopup.tsx';

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

interface GamesContextValue {
  session: GamesSession;
  launch: (target: LaunchTarget) => Promise<void>;
  favourites: ReadonlySet<number>;
  toggleFavourite: (nodeId: number, vassalage: string, gameType: string) => Promise<void>;
}

const GamesContext = createContext<GamesContextValue | null>(null);

/** The game category of a wire value (`rng`, `RNG`...), if it is one. */
export const toGameCategory = (value: string | undefined): GameCategory | undefined => {
  const upper = value?.toUpperCase();
  return GAME_CATEGORIES.find((category) => category === upper);
};

type Open =
  | { kind: 'none' }
  | { kind: 'game'; name: string; url: string }
  | { kind: 'vendor'; target: LaunchTarget }
  | { kind: 'trial' }
  | { kind: 'error'; message: string };

export interface GamesProviderProps {
  session: GamesSession;
  children: ReactNode;
}

/**
 * Starts games and keeps the member's favourites. Visitors get the login popup, trial members
 * a message; members get the vendor's URL in the game popup, and the balance is read again
 * when it closes.
 */
export const GamesProvider = ({ session, children }: GamesProviderProps) => {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  const { api, isLogin, isTrial, language, openLogin } = session;

  useEffect(() => {
    if (!isLogin || isTrial) {
      setFavourites(new Set());
      return;
    }
    let current = true;
    api
      .call('favouriteGameIds', {})
      .then((value) => {
        if (current) setFavourites(new Set(value.nodeIds));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, isLogin, isTrial]);

  const fail = useCallback(
    (error: unknown) => {
      const message = isApiError(error)
        ? errorMessage(i18n, error)
        : errorMessage(i18n, { code: 'system.error' });
      setOpen({ kind: 'error', message });
    },
    [i18n],
  );

  const launch = useCallback(
    async (target: LaunchTarget) => {
      if (!isLogin) {
        openLogin();
        return;
      }
      if (isTrial) {
        setOpen({ kind: 'trial' });
        return;
      }
      if (target.isGame === 'VASSALAGE') {
        setOpen({ kind: 'vendor', target });
        return;
      }
      const gameType = toGameCategory(target.gameType);
      if (!gameType) {
        fail({ code: 'system.error' });
        return;
      }
      try {
        const value = await api.call('launchGame', {
          gameType,
          vassalage: target.vassalage,
          ...(target.gameId ? { gameId: target.gameId } : {}),
          ...(target.nodeId ? { nodeId: target.nodeId } : {}),
          language,
          device: 'WEB',
          backUrl: window.location.origin,
        });
        setOpen({ kind: 'game', name: target.name, url: value.content.game_url });
      } catch (error) {
        fail(error);
      }
    },
    [api, isLogin, isTrial, language, openLogin, fail],
  );

  const toggleFavourite = useCallback(
    async (nodeId: number, vassalage: string, gameType: string) => {
      if (!isLogin) {
        openLogin();
        return;
      }
      const category = toGameCategory(gameType);
      if (!category) return;
      try {
        const value = favourites.has(nodeId)
          ? await api.call('removeFavouriteGame', { nodeId })
          : await api.call('addFavouriteGame', { nodeId, vendor: vassalage, gameType: category });
        setFavourites(new Set(value.nodeIds));
      } catch (error) {
        fail(error);
      }
    },
    [api, favourites, isLogin, openLogin, fail],
  );

  const value = useMemo(
    () => ({ session, launch, favourites, toggleFavourite }),
    [session, launch, favourites, toggleFavourite],
  );
  const close = () => setOpen({ kind: 'none' });

  return (
    <GamesContext.Provider value={value}>
      {children}
      <GamePopup
        open={open.kind === 'game'}
        name={open.kind === 'game' ? open.name : ''}
        url={open.kind === 'game' ? open.url : ''}
        onClose={() => {
          close();
          session.refreshBalance();
        }}
      />
      {open.kind === 'vendor' && (
        <VendorGamesPopup
          open
          vendor={open.target}
          onClose={close}
          onPlay={(target) => void launch(target)}
        />
      )}
      <AlertDialog
        name="trial"
        open={open.kind === 'trial'}
        onClose={close}
        message={t`Trial accounts cannot play games. Please register or log in with a real account.`}
      />
      <AlertDialog
        name="launch-error"
        open={open.kind === 'error'}
        onClose={close}
        message={open.kind === 'error' ? open.message : ''}
      />
    </GamesContext.Provider>
  );
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
