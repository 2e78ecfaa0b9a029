import type { Db } from '../db/database.ts';
import { openHouseAccount } from '../ledger/ledger.ts';

/**
 * The cashier's house accounts (named in docs/ARCHITECTURE.md). Per merchant and currency:
 * - `<provider>_clearing`: money at a payment provider (the sandbox's, `bank` for transfers);
 * - `deposit_suspense`: money that arrived for no open order (after expiry, a second payment);
 * - `withdrawal_hold`: requested withdrawals until staff decide;
 * - `payouts_in_transit`: approved payouts until the provider reports them paid or failed;
 * - `disputes`: what staff pay or refund when a payout did not arrive.
 */
export const CASHIER_ACCOUNTS = {
  suspense: 'deposit_suspense',
  hold: 'withdrawal_hold',
  inTransit: 'payouts_in_transit',
  disputes: 'disputes',
} as const;

export const clearingAccountName = (provider: string): string => `${provider}_clearing`;

export const cashierAccount = (
  db: Db,
  merchantId: number,
  currency: string,
  name: string,
): Promise<bigint> => openHouseAccount(db, merchantId, name, currency);
