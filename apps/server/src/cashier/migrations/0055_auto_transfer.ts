import { type Kysely, sql } from 'kysely';

/**
 * The member centre's automatic transfer (issue 27, designed: not shown in spec): a row per
 * member who set it, on or off; no row is off. The games area reads it at launch through
 * `autoTransferOn` (cashier/autoTransfer.ts), never the table.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE member_auto_transfer (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, member_id)
    )
  `.execute(db);
};
