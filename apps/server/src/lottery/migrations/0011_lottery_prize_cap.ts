import { type Kysely, sql } from 'kysely';

/**
 * The prize cap per order (lottery-rules: "a prize cap per order (400,000)", brand config) is
 * recorded on the order when it is bought, as its series and prize mode are: settlement pays
 * under the terms the member bought, whatever the brand's configuration says by then.
 * Orders from before this migration were bought under the default cap, in minor units.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE lottery_orders
      ADD COLUMN prize_cap bigint NOT NULL DEFAULT 40000000 CHECK (prize_cap > 0);
    ALTER TABLE lottery_orders ALTER COLUMN prize_cap DROP DEFAULT;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_orders DROP COLUMN prize_cap`.execute(db);
};
