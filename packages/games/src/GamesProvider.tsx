import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { toWire } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import {
  useApi,
  useLanguage,
  useLoginPopup,
  useMoney,
  useMoneyMoved,
  useSession,
} from '@portal/session';
import { AlertDialog } from '@portal/ui-kit';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useFavouriteGameIds, useToggleFavourite } from './api/getFavouriteGames.ts';
import { GamePopup } from './GamePopup.tsx';
import { GamesContext, type LaunchTarget, toGameCategory } from './gamesContext.ts';
import type { Offer } from './walletOffer.ts';

type Open =
  | { kind: 'none' }
  | ({ kind: 'offer' } & Offer)
  | { kind: 'game'; name: string; url: string }
  | { kind: 'vendor'; target: LaunchTarget }
  | { kind: 'trial' }
  | { kind: 'error'; message: string };

export interface GamesProviderProps {
  children: ReactNode;
}

const NO_FAVOURITES: ReadonlySet<number> = new Set();

// Loaded when first offered: most launches never show it, and the provider is in the home's
// first load (its 130 KiB budget, issue 27).
const GameWalletOffer = lazy(async () => ({
  default: (await import('./GameWalletOffer.tsx')).GameWalletOffer,
}));

// Loaded when a vendor's card is first opened: its game list (with the game cards) is no part
// of any page's first screen, and the provider is in every page's first load (issue 27).
const VendorGamesPopup = lazy(async () => ({
  default: (await import('./VendorGamesPopup.tsx')).VendorGamesPopup,
}));

/**
 * Starts games and keeps the member's favourites. Visitors get the login popup, trial members
 * a message; members get the vendor's URL in the game popup, and the balance is read again
 * when it closes.
 */
export const GamesProvider = ({ children }: GamesProviderProps) => {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const api = useApi();
  const { isLogin, isTrial } = useSession();
  const { language } = useLanguage();
  const { show: openLogin } = useLoginPopup();
  const moneyMoved = useMoneyMoved();
  const favouriteIds = useFavouriteGameIds();
  const favouriteToggle = useToggleFavourite();
  const money = useMoney();
  const favourites = useMemo(
    () => (isLogin && favouriteIds.data ? new Set(favouriteIds.data.nodeIds) : NO_FAVOURITES),
    [isLogin, favouriteIds.data],
  );
  // A game popup closed or said its balance moved: the member may have won or lost, so the
  // balance, records and progress follow the "money moved" signal.
  const refreshBalance = useCallback(() => void moneyMoved(), [moneyMoved]);

  const fail = useCallback(
    (error: unknown) => {
      const message = isApiError(error)
        ? errorMessage(i18n, error)
        : errorMessage(i18n, { code: 'system.error' });
      setOpen({ kind: 'error', message });
    },
    [i18n],
  );

  /** Opens the game: the vendor's URL in the game popup. */
  const start = useCallback(
    async (target: LaunchTarget) => {
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
          // One id per launch: the server's automatic transfer keys its movements by it, so a
          // retried request moves the money once.
          launchId: crypto.randomUUID(),
        });
        setOpen({ kind: 'game', name: target.name, url: value.content.game_url });
      } catch (error) {
        fail(error);
      }
    },
    [api, language, fail],
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
      // The wallet check is loaded at the first launch, not with the page (see GameWalletOffer).
      const offer = await (await import('./walletOffer.ts')).offerFor(api, target);
      if (offer) {
        setOpen({ kind: 'offer', ...offer });
        return;
      }
      await start(target);
    },
    [isLogin, isTrial, openLogin, api, start],
  );

  const transfer = async (offer: Offer) => {
    const { amountToMove, moveToGame } = await import('./walletOffer.ts');
    const minor = amountToMove(offer);
    if (minor === null) {
      const most = money(toWire(offer.main, offer.currency));
      setOpen({ kind: 'offer', ...offer, error: t`Enter an amount above 0 and up to ${most}.` });
      return;
    }
    setOpen({ kind: 'offer', ...offer, busy: true, error: null });
    try {
      await moveToGame(api, offer, minor);
    } catch (error) {
      const message = isApiError(error)
        ? errorMessage(i18n, error)
        : errorMessage(i18n, { code: 'system.error' });
      setOpen({ kind: 'offer', ...offer, busy: false, error: message });
      return;
    }
    refreshBalance();
    await start(offer.target);
  };

  const toggleFavourite = useCallback(
    async (nodeId: number, vassalage: string, gameType: string) => {
      if (!isLogin) {
        openLogin();
        return;
      }
      const category = toGameCategory(gameType);
      if (!category) return;
      try {
        await favouriteToggle.mutateAsync({
          nodeId,
          vendor: vassalage,
          gameType: category,
          add: !favourites.has(nodeId),
        });
      } catch (error) {
        fail(error);
      }
    },
    [favouriteToggle.mutateAsync, favourites, isLogin, openLogin, fail],
  );

  const value = useMemo(
    () => ({ launch, favourites, toggleFavourite }),
    [launch, favourites, toggleFavourite],
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
          refreshBalance();
        }}
        onBalanceChanged={refreshBalance}
      />
      {open.kind === 'vendor' && (
        <Suspense fallback={null}>
          <VendorGamesPopup
            open
            vendor={open.target}
            onClose={close}
            onPlay={(target) => void launch(target)}
          />
        </Suspense>
      )}
      {open.kind === 'offer' && (
        <Suspense fallback={null}>
          <GameWalletOffer
            open
            walletName={open.walletName}
            mainBalance={money(toWire(open.main, open.currency))}
            gameBalance={money(toWire(open.game, open.currency))}
            amount={open.amount}
            onAmount={(amount) => setOpen({ ...open, amount, error: null })}
            onTransfer={() => void transfer(open)}
            onSkip={() => void start(open.target)}
            busy={open.busy}
            error={open.error}
          />
        </Suspense>
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
