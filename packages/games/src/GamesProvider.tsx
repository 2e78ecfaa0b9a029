import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { AlertDialog } from '@portal/ui-kit';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { GamePopup } from './GamePopup.tsx';
import {
  GamesContext,
  type GamesSession,
  type LaunchTarget,
  toGameCategory,
} from './gamesContext.ts';
import { VendorGamesPopup } from './VendorGamesPopup.tsx';

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
        onBalanceChanged={session.refreshBalance}
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
