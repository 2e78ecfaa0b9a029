import type { PlatformNotice } from '@portal/contract';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type NullableInt8 = ColumnType<
  string | null,
  bigint | string | null | undefined,
  bigint | string | null
>;

/** The tables of migration 0400 (the account area keeps its schema beside the platform's). */
export type AccountTables = {
  inbox_messages: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number | null;
    source: 'platform' | 'staff';
    title: string;
    body: string;
    /** A platform notice's template (contract `PlatformNotice`), as JSON; null for staff messages. */
    notice: ColumnType<PlatformNotice | null, string | null | undefined, string | null>;
    sent_at: Timestamp;
  };
  inbox_states: {
    merchant_id: number;
    message_id: number;
    member_id: number;
    read_at: NullableTimestamp;
    deleted_at: NullableTimestamp;
  };
  feedback: {
    id: Generated<number>;
    merchant_id: number;
    member_id: number | null;
    question_type: string;
    content: string;
    contact: ColumnType<string, string | undefined, string>;
    address: string;
    sent_at: Timestamp;
  };
  member_preferences: {
    merchant_id: number;
    member_id: number;
    icon: ColumnType<string, string | undefined, string>;
    reality_check_minutes: ColumnType<number, number | undefined, number>;
  };
  rg_limits: {
    merchant_id: number;
    member_id: number;
    kind: string;
    amount: NullableInt8;
    pending: ColumnType<boolean, boolean | undefined, boolean>;
    pending_amount: NullableInt8;
    effective_at: NullableTimestamp;
  };
  rg_exclusions: {
    merchant_id: number;
    id: Generated<number>;
    member_id: number;
    kind: 'timeOut' | 'selfExclusion';
    starts_at: Timestamp;
    until: Timestamp;
  };
};

export type AccountDb = Kysely<Database & AccountTables>;
export type AccountTrx = Transaction<Database & AccountTables>;

/** The platform handle seen with the account area's tables too. */
export const accountDb = (db: Db | Kysely<Database>): AccountDb =>
  db.withTables<AccountTables>() as unknown as AccountDb;
