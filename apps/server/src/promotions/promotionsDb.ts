import type { PromotionAudience, PromotionTerms } from '@portal/contract';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Int8 = ColumnType<string, string | bigint, string | bigint>;
type DefaultInt8 = ColumnType<string, string | bigint | undefined, string | bigint>;
type NullableInt8 = ColumnType<
  string | null,
  bigint | string | null | undefined,
  bigint | string | null
>;
type GeneratedInt8 = ColumnType<string, string | bigint | undefined, never>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A jsonb column: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** Per-language texts of a promotion: the title (plain) and body (sanitised rich text). */
export type PromotionTexts = Partial<Record<string, { title: string; body: string }>>;

/** The tables of migration 0029_promotions (the promotions area keeps its schema here). */
export type PromotionsTables = {
  promotions: {
    id: Generated<number>;
    merchant_id: number;
    kind: string;
    state: ColumnType<'active' | 'paused' | 'ended', string | undefined, string>;
    texts: Json<PromotionTexts>;
    banner_url: ColumnType<string, string | undefined, string>;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    ends_at: NullableTimestamp;
    audience: Json<PromotionAudience>;
    terms: Json<PromotionTerms>;
    seed_key: ColumnType<string | null, string | null | undefined, string | null>;
    sort: ColumnType<number, number | undefined, number>;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  promotion_signups: {
    merchant_id: number;
    member_id: number;
    promotion_id: number;
    period_key: string;
    joined_at: DefaultTimestamp;
  };
  promotion_grants: {
    id: GeneratedInt8;
    merchant_id: number;
    member_id: number;
    promotion_id: number;
    period_key: string;
    kind: string;
    terms: Json<PromotionTerms>;
    currency: string;
    amount: Int8;
    requirement: DefaultInt8;
    progress: DefaultInt8;
    max_bet: NullableInt8;
    status: ColumnType<
      'active' | 'completed' | 'expired' | 'forfeited' | 'cancelled',
      string | undefined,
      string
    >;
    taken_back: DefaultInt8;
    reason: ColumnType<string | null, string | null | undefined, string | null>;
    flags: ColumnType<string[], string | undefined, string>;
    transaction_id: Int8;
    granted_at: DefaultTimestamp;
    expires_at: NullableTimestamp;
    ended_at: NullableTimestamp;
  };
  member_vip: {
    merchant_id: number;
    member_id: number;
    level: number;
    reached_at: DefaultTimestamp;
  };
};

export type PromotionsDb = Kysely<Database & PromotionsTables>;

/** The platform handle seen with the promotions area's tables too. */
export const promotionsDb = (db: Db | Kysely<Database>): PromotionsDb =>
  db.withTables<PromotionsTables>() as unknown as PromotionsDb;
