import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { parseMoney, toMinor, toWire } from '@portal/contract';
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
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useFavouriteGameIds, useToggleFavourite } from './api/getFavouriteGames.ts';
import { GamePopup } from './GamePopup.tsx';
import { GameWalletOffer } from './GameWalletOffer.tsx';
import { GamesContext, type LaunchTarget, toGameCategory } from './gamesContext.ts';
import { VendorGamesPopup } from './VendorGamesPopup.tsx';

/** The transfer offered before a game whose wallet holds less than the main one (issue 27). */
interface Offer {
  target: LaunchTarget;
  walletName: string;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  currency: string;
  main: bigint;
  game: bigint;
  amount: string;
  busy: boolean;
  error: string | null;
}

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
        });
        setOpen({ kind: 'game', name: target.name, url: value.content.game_url });
      } catch (error) {
        fail(error);
      }
    },
    [api, language, fail],
  );

  /**
   * The game's wallet in a multi-wallet brand, when it holds less than the main wallet: then
   * the transfer is offered first. A single-wallet brand, a vendor without a wallet or a
   * failed read opens the game as before (the offer is a convenience, never a gate).
   */
  const offerFor = useCallback(
    async (target: LaunchTarget): Promise<Offer | undefined> => {
      try {
        const setup = await api.call('merchantWallet', {});
        const wallet = setup.wallets?.find((w) => w.vassalage === target.vassalage);
        const main = setup.wallets?.find((w) => w.vassalage === null);
        if (setup.isSingle === 1 || !wallet || !main) return undefined;
        const balance = await api.call('balance', {});
        const held = (id: number) => {
          const line = balance.balance.find((b) => b.accountTypeId === id);
          return line ? toMinor(line.availBalance, balance.currency) : 0n;
        };
        const mainHeld = held(main.accountTypeId);
        const gameHeld = held(wallet.accountTypeId);
        if (gameHeld >= mainHeld) return undefined;
        return {
          target,
          walletName: wallet.name,
          fromAccountTypeId: main.accountTypeId,
          toAccountTypeId: wallet.accountTypeId,
          currency: balance.currency,
          main: mainHeld,
          game: gameHeld,
          amount: toWire(mainHeld, balance.currency),
          busy: false,
          error: null,
        };
      } catch {
        return undefined;
      }
    },
    [api],
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
      const offer = await offerFor(target);
      if (offer) {
        setOpen({ kind: 'offer', ...offer });
        return;
      }
      await start(target);
    },
    [isLogin, isTrial, openLogin, offerFor, start],
  );

  const transfer = async (offer: Offer) => {
    const parsed = parseMoney(offer.amount.trim(), offer.currency);
    if (!parsed.ok || parsed.minor <= 0n || parsed.minor > offer.main) {
      const most = money(toWire(offer.main, offer.currency));
      setOpen({ kind: 'offer', ...offer, error: t`Enter an amount above 0 and up to ${most}.` });
      return;
    }
    setOpen({ kind: 'offer', ...offer, busy: true, error: null });
    try {
      await api.call('walletTransfer', {
        fromAccountTypeId: offer.fromAccountTypeId,
        toAccountTypeId: offer.toAccountTypeId,
        amount: toWire(parsed.minor, offer.currency),
        // One id per press: a retried request moves the money once (the call's idempotency).
        transactionId: crypto.randomUUID(),
      });
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
        <VendorGamesPopup
          open
          vendor={open.target}
          onClose={close}
          onPlay={(target) => void launch(target)}
        />
      )}
      {open.kind === 'offer' && (
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
