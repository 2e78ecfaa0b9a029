import { type Kysely, sql } from 'kysely';

/**
 * The brand days whose daily rebate job was added, one row per (promotion, day): the hourly
 * tick adds a finished day's job once, in the transaction that writes this row, instead of
 * adding it again every hour to find it paid (issue 25 audit). Designed here; the specs show no
 * table for it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE promotion_rebate_days (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      day date NOT NULL,
      started_at timestamptz NOT NULL,
      PRIMARY KEY (promotion_id, day)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE promotion_rebate_days;`.execute(db);
};
