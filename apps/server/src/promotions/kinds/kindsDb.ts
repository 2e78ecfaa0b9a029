import type { ColumnType, Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PromotionsTables } from '../promotionsDb.ts';

type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<
  string | null,
  bigint | string | null | undefined,
  bigint | string | null
>;
type GeneratedInt8 = ColumnType<string, string | bigint | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
/** A jsonb column: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** A prize in stock as a draw saw it (ascending prize id). */
export type InStock = { prizeId: number; weight: number }[];

/** The tables of migration 0033_promotion_kinds (the special kinds of the promotions area). */
export type PromotionKindsTables = {
  raffle_seeds: {
    promotion_id: number;
    merchant_id: number;
    seed: string;
    commitment: string;
    created_at: DefaultTimestamp;
  };
  raffle_stock: {
    merchant_id: number;
    promotion_id: number;
    prize_id: number;
    remaining: number;
  };
  raffle_draws: {
    id: GeneratedInt8;
    merchant_id: number;
    promotion_id: number;
    member_id: number;
    ticket: number;
    prize_id: number;
    prize_name: string;
    amount: Int8;
    in_stock: Json<InStock>;
    grant_id: NullableInt8;
    drawn_at: Timestamp;
  };
  red_envelopes: {
    merchant_id: number;
    promotion_id: number;
    seq: number;
    amount: Int8;
    member_id: NullableInt;
    popped_at: NullableTimestamp;
  };
  referral_codes: {
    merchant_id: number;
    member_id: number;
    code: string;
    created_at: DefaultTimestamp;
  };
  referral_rewards: {
    id: GeneratedInt8;
    merchant_id: number;
    promotion_id: number;
    referrer_id: number;
    invitee_id: number;
    status: ColumnType<'paid' | 'held' | 'rejected', string, string>;
    amount: Int8;
    deposit_order_no: string;
    first_deposit_at: Timestamp;
    signs: ColumnType<string[], string | undefined, string>;
    grant_id: NullableInt8;
    created_at: DefaultTimestamp;
  };
  chat_links: {
    merchant_id: number;
    member_id: number;
    app: string;
    number: string;
    grant_id: NullableInt8;
    linked_at: Timestamp;
  };
  promotion_applications: {
    id: GeneratedInt8;
    merchant_id: number;
    promotion_id: number;
    member_id: number;
    period_key: string;
    remark: string;
    status: ColumnType<'pending' | 'approved' | 'rejected', string | undefined, string>;
    amount: NullableInt8;
    reason: NullableText;
    reviewer_id: NullableInt;
    grant_id: NullableInt8;
    applied_at: Timestamp;
    decided_at: NullableTimestamp;
  };
  promotion_application_images: {
    application_id: Int8;
    merchant_id: number;
    seq: number;
    content_type: string;
    bytes: Buffer;
  };
};

export type KindsDb = Kysely<Database & PromotionsTables & PromotionKindsTables>;

/** The platform handle seen with the promotions area's and its kinds' tables. */
export const kindsDb = (db: Db | Kysely<Database>): KindsDb =>
  db.withTables<PromotionsTables & PromotionKindsTables>() as unknown as KindsDb;
