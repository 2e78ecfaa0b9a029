import type { ApiClient } from '@portal/api-client';
import { parseMoney, toMinor, toWire } from '@portal/contract';
import type { LaunchTarget } from './gamesContext.ts';

/** The transfer offered before a game whose wallet holds less than the main one (issue 27). */
export interface Offer {
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

/**
 * The game's wallet in a multi-wallet brand, when it holds less than the main wallet: then
 * the transfer is offered first. A single-wallet brand, a vendor without a wallet, a member
 * with the automatic transfer on or a failed read opens the game as before (the offer is a
 * convenience, never a gate).
 */
export const offerFor = async (
  api: ApiClient,
  target: LaunchTarget,
): Promise<Offer | undefined> => {
  try {
    const setup = await api.call('merchantWallet', {});
    const wallet = setup.wallets?.find((w) => w.vassalage === target.vassalage);
    const main = setup.wallets?.find((w) => w.vassalage === null);
    if (setup.isSingle === 1 || !wallet || !main) return undefined;
    // With the member centre's automatic transfer on, the launch itself moves the money
    // (the server, in the launch's transaction): nothing to offer.
    if ((await api.call('autoTransfer', {})).enabled) return undefined;
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
};

/** The amount typed, in minor units, when it is above 0 and within the main wallet; else null. */
export const amountToMove = (offer: Offer): bigint | null => {
  const parsed = parseMoney(offer.amount.trim(), offer.currency);
  return parsed.ok && parsed.minor > 0n && parsed.minor <= offer.main ? parsed.minor : null;
};

/** Moves `minor` from the main wallet into the game's (the existing walletTransfer call). */
export const moveToGame = (api: ApiClient, offer: Offer, minor: bigint) =>
  api.call('walletTransfer', {
    fromAccountTypeId: offer.fromAccountTypeId,
    toAccountTypeId: offer.toAccountTypeId,
    amount: toWire(minor, offer.currency),
    // One id per press: a retried request moves the money once (the call's idempotency).
    transactionId: crypto.randomUUID(),
  });
