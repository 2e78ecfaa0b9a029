import type { StaffRole } from '@portal/contract';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type GeneratedInt8 = ColumnType<string, string | bigint | undefined, never>;
type Json = ColumnType<unknown, string | null, never>;

/** The tables of migration 0300 (the staff area keeps its own schema beside the platform's). */
export type StaffTables = {
  staff: {
    id: Generated<number>;
    username: string;
    display_name: string;
    role: StaffRole;
    merchant_id: number | null;
    password_hash: string;
    totp_secret: string | null;
    totp_last_step: ColumnType<
      string | null,
      string | number | null | undefined,
      string | number | null
    >;
    failed_attempts: ColumnType<number, number | undefined, number>;
    locked_until: NullableTimestamp;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  staff_recovery_codes: {
    id: GeneratedInt8;
    staff_id: number;
    code_hash: Buffer;
    used_at: NullableTimestamp;
  };
  staff_signin_tickets: {
    token_hash: Buffer;
    staff_id: number;
    pending_secret: string | null;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  staff_sessions: {
    id: GeneratedInt8;
    token_hash: Buffer;
    staff_id: number;
    created_at: Timestamp;
    last_seen_at: Timestamp;
    revoked_at: NullableTimestamp;
  };
  staff_address_failures: {
    address: string;
    failures: number;
    last_failure_at: Timestamp;
  };
  staff_audit: {
    id: GeneratedInt8;
    at: Timestamp;
    staff_id: number;
    staff_username: string;
    role: string;
    merchant_id: number | null;
    action: string;
    target_type: string;
    target_id: string;
    before: Json;
    after: Json;
    address: string;
  };
  member_notes: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number;
    staff_id: number;
    text: string;
    created_at: Timestamp;
  };
  staff_adjustments: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number;
    direction: 'credit' | 'debit';
    amount: ColumnType<string, string | bigint, string | bigint>;
    currency: string;
    reason: string;
    status: ColumnType<'pending' | 'approved' | 'rejected', undefined, 'approved' | 'rejected'>;
    requested_by: number;
    requested_at: Timestamp;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_reason: string | null;
    ledger_transaction_id: ColumnType<string | null, never, string | bigint | null>;
  };
  content_images: {
    id: Generated<number>;
    merchant_id: number | null;
    content_type: string;
    bytes: Buffer;
    size: number;
    uploaded_by: number;
    uploaded_at: Timestamp;
  };
  staff_messages: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number | null;
    title: string;
    body: string;
    sent_by: number;
    sent_at: Timestamp;
    read_at: NullableTimestamp;
  };
};

export type StaffDatabase = Database & StaffTables;
/** The platform database with the staff tables: what staff code reads and writes. */
export type StaffDb = Kysely<StaffDatabase>;
export type StaffTrx = Transaction<StaffDatabase>;

export const staffDb = (db: Db): StaffDb => db.withTables<StaffTables>() as unknown as StaffDb;

/** The platform's own modules (the ledger) take the platform handle; a transaction serves. */
export const platformDb = (db: StaffDb | StaffTrx): Db => db as unknown as Db;
