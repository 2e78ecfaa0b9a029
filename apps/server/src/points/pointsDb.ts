import type { PointRewardCategory, PointsRedemptionStatus } from '@portal/contract';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type DefaultInt8 = ColumnType<string, string | bigint | undefined, string | bigint>;
type NullableInt8 = ColumnType<
  string | null,
  string | bigint | null | undefined,
  string | bigint | null
>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The tables of migration 0030_points (the points area keeps its schema beside the platform's). */
export type PointsTables = {
  point_rewards: {
    id: Generated<number>;
    merchant_id: number;
    category: PointRewardCategory;
    product_name: string;
    description: ColumnType<string, string | undefined, string>;
    image_urls: ColumnType<string[], string[] | undefined, string[]>;
    points_needed: Int8;
    amount_needed: DefaultInt8;
    chips_amount: NullableInt8;
    stock: Optional<number>;
    per_member_limit: Optional<number>;
    starts_at: NullableTimestamp;
    ends_at: NullableTimestamp;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Timestamp;
  };
  point_redemptions: {
    id: ColumnType<string, never, never>;
    transaction_no: string;
    /** The client's key of the request (0035): one redemption per (member, request id). */
    request_id: string;
    merchant_id: number;
    member_id: number;
    reward_id: number;
    category: PointRewardCategory;
    product_name: string;
    quantity: number;
    points: Int8;
    amount: Int8;
    currency: string;
    status: ColumnType<PointsRedemptionStatus, PointsRedemptionStatus | undefined>;
    points_balance: Int8;
    receiver_name: Optional<string>;
    delivery_address: Optional<string>;
    phone_number: Optional<string>;
    remark: ColumnType<string, string | undefined, string>;
    staff_remark: ColumnType<string, string | undefined, string>;
    shipped_at: NullableTimestamp;
    decided_at: NullableTimestamp;
    decided_by: Optional<number>;
    created_at: Timestamp;
  };
  point_conversions: {
    id: ColumnType<string, never, never>;
    transaction_no: string;
    merchant_id: number;
    member_id: number;
    request_id: string;
    points: Int8;
    amount: Int8;
    currency: string;
    points_balance: Int8;
    created_at: Timestamp;
  };
};

export type PointsDb = Kysely<Database & PointsTables>;

/** The platform handle with the points tables typed (the same connection or transaction). */
export const pointsDb = (db: Db): PointsDb => db.withTables<PointsTables>();
