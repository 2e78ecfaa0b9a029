import type { DepositChannelKind, DepositStatus, WithdrawalStatus } from '@portal/contract';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<
  string | null,
  string | bigint | null | undefined,
  string | bigint | null
>;
type GeneratedInt8 = ColumnType<string, string | bigint | undefined, never>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The tables of migration 0400 (the cashier keeps its schema beside the platform's). */
export type CashierTables = {
  payment_secrets: { merchant_id: number; provider: string; secret: Buffer };
  deposit_orders: {
    id: GeneratedInt8;
    order_no: string;
    merchant_id: number;
    member_id: number;
    client_order_id: string;
    channel_id: string;
    kind: DepositChannelKind;
    amount: Int8;
    paid_amount: NullableInt8;
    currency: string;
    status: DepositStatus;
    provider_ref: Optional<string>;
    memo: Optional<string>;
    flag: Optional<string>;
    created_at: Timestamp;
    expires_at: Timestamp;
    paid_at: NullableTimestamp;
  };
  payment_callbacks: {
    id: GeneratedInt8;
    provider: string;
    provider_ref: string;
    event_id: string;
    event_type: string;
    amount: Int8;
    received_at: Timestamp;
  };
  sandbox_payments: {
    provider_ref: string;
    merchant_id: number;
    kind: 'payin' | 'payout';
    reference: string;
    amount: Int8;
    currency: string;
    status: 'open' | 'approved' | 'declined' | 'paid' | 'failed';
    created_at: Timestamp;
    /** What the payer paid (pay-ins) or the bank paid out, and when; null until then. */
    settled_amount: NullableInt8;
    settled_at: NullableTimestamp;
  };
  member_real_names: { merchant_id: number; member_id: number; real_name: string };
  bank_cards: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number;
    bank_name: string;
    account_number: string;
    payee: string;
    created_at: Timestamp;
  };
  payment_passwords: {
    merchant_id: number;
    member_id: number;
    hash: Optional<string>;
    failures: ColumnType<number, number | undefined, number>;
    locked_until: NullableTimestamp;
  };
  member_turnover: {
    merchant_id: number;
    member_id: number;
    requirement: Int8;
    counted_from: Timestamp;
  };
  withdrawals: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number;
    card_id: number;
    amount: Int8;
    currency: string;
    status: WithdrawalStatus;
    reason: Optional<string>;
    provider_ref: Optional<string>;
    created_at: Timestamp;
    decided_at: NullableTimestamp;
    decided_by: Optional<number>;
    paid_at: NullableTimestamp;
    confirmation: Optional<string>;
    received_amount: NullableInt8;
    auto_receive_at: NullableTimestamp;
    resolution: Optional<string>;
    repayout_ref: Optional<string>;
    repayout_status: Optional<'sent' | 'paid' | 'failed'>;
  };
  reconciliation_reports: {
    merchant_id: number;
    day: ColumnType<string, string, never>;
    currency: string;
    time_zone: string;
    main_wallets: Int8;
    vendor_wallets: Int8;
    withdrawal_holds: Int8;
    player_liabilities: Int8;
    provider_clearing: Int8;
    bank_clearing: Int8;
    deposit_suspense: Int8;
    payouts_in_transit: Int8;
    vendor_houses: Int8;
    provider: string;
    statement_payins: Int8;
    statement_payouts: Int8;
    ledger_payins: Int8;
    ledger_payouts: Int8;
    payin_difference: Int8;
    payout_difference: Int8;
    mismatch: boolean;
    created_at: Timestamp;
  };
  /** The automatic transfer at game launch (0055): a row per member who set it. */
  member_auto_transfer: {
    merchant_id: number;
    member_id: number;
    enabled: boolean;
    updated_at: Timestamp;
  };
  withdrawal_proofs: {
    merchant_id: number;
    id: Generated<number>;
    withdrawal_id: number;
    content_type: string;
    bytes: Buffer;
  };
};

export type CashierDb = Kysely<Database & CashierTables>;

/** The platform handle with the cashier's tables typed (the same connection or transaction). */
export const cashierDb = (db: Db): CashierDb => db.withTables<CashierTables>();
