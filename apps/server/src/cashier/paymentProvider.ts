import type { Db } from '../db/database.ts';

/**
 * What the platform needs from a payment provider. Deposit (pay-in) and payout are separate
 * flows: each is opened here and ends later in a signed callback (`ProviderEvent`) that the
 * provider's webhook route hands to the cashier. `db` may be the caller's transaction: what
 * the provider records commits with the order that asked for it, or not at all.
 */
export interface PaymentProvider {
  /** Its name in callbacks and in the clearing account's name (`<name>_clearing`). */
  readonly name: string;
  /** Opens a pay-in; answers the provider's reference and the hosted cashier page to pay on. */
  createPayin(db: Db, payin: PayinRequest): Promise<{ providerRef: string; cashierUrl: string }>;
  /** Sends money to a bank account; the outcome arrives as a `payout.*` event. */
  createPayout(db: Db, payout: PayoutRequest): Promise<{ providerRef: string }>;
  /**
   * The provider's own statement of a period [from, to): what it collected for the merchant
   * and what it paid out, in minor units, by the provider's book (not the platform's), for
   * the daily reconciliation.
   */
  statement(db: Db, period: StatementRequest): Promise<ProviderStatement>;
}

export interface StatementRequest {
  merchantId: number;
  currency: string;
  from: Date;
  to: Date;
}

export interface ProviderStatement {
  payins: bigint;
  payouts: bigint;
}

export interface PayinRequest {
  merchantId: number;
  /** The platform's order number. */
  reference: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
}

export interface PayoutRequest {
  merchantId: number;
  /** The platform's withdrawal id. */
  reference: string;
  amount: bigint;
  currency: string;
  bankName: string;
  accountNumber: string;
  payee: string;
}

export const PROVIDER_EVENT_TYPES = [
  'payin.succeeded',
  'payin.failed',
  'payout.paid',
  'payout.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/** A provider callback after its signature was checked. */
export interface ProviderEvent {
  /** The provider's id of this notification; a redelivery carries the same id. */
  eventId: string;
  type: ProviderEventType;
  providerRef: string;
  /** What the platform called it (order number or withdrawal id). */
  reference: string;
  /** Minor units actually paid (may differ from what was asked). */
  amount: bigint;
  currency: string;
}
