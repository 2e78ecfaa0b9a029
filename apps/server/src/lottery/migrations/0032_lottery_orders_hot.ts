import { type Kysely, sql } from 'kysely';

/**
 * Settlement writes each order's status, payout and settled time. Those columns were indexed
 * only by the missions' `lottery_orders_won` (settled time, partial on the won status), which
 * made every such update a new row version in all six indexes of the table: two thirds of a
 * 100,000-order settlement's time (`scripts/bench`). Without it, the updates are HOT (the table
 * keeps room on its pages for them, fillfactor 45 since 0010) and touch no index.
 *
 * The missions' "draws won" count finds its draws by when they settled instead, through this
 * small index on the draws (a draw row is written a few times in its life, an order once per
 * step), and reaches the orders by the draw index.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX lottery_orders_won;
    CREATE INDEX lottery_draws_settled ON lottery_draws (merchant_id, settled_at)
      WHERE state = 'settled';
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX lottery_draws_settled;
    CREATE INDEX lottery_orders_won ON lottery_orders (merchant_id, settled_at) WHERE status = 4;
  `.execute(db);
};
