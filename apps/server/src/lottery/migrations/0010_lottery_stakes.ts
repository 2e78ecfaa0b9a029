import { type Kysely, sql } from 'kysely';

/**
 * Stakes held apart until the draw settles (placing at 1,000 orders a second).
 *
 * Every bet used to credit the one lottery house account, whose row lock then ordered every
 * bet of a merchant one after another. A stake now goes to one of several holding accounts
 * (`house:lottery_stakes:<shard>`, chosen by member), recorded on the order; settlement moves
 * the draw's stakes from them to the house set-wise. Orders placed before this migration
 * keep the account their bet entry credited (the house).
 *
 * Settling writes the status, payout and time of every order of a draw. With `status` out of
 * the draw index and room left on each page, those updates are HOT (no index entries, a
 * fraction of the WAL): the difference between seconds and many seconds at 100,000 orders.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE lottery_orders ADD COLUMN stake_account_id bigint REFERENCES ledger_accounts(id);
    UPDATE lottery_orders o SET stake_account_id = e.account_id
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount > 0
      WHERE t.merchant_id = o.merchant_id AND t.idempotency_key = 'lottery:' || o.id || ':bet';
    ALTER TABLE lottery_orders ALTER COLUMN stake_account_id SET NOT NULL;
    DROP INDEX lottery_orders_draw;
    CREATE INDEX lottery_orders_draw ON lottery_orders (game_id, numero);
    ALTER TABLE lottery_orders SET (fillfactor = 45);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE lottery_orders RESET (fillfactor);
    DROP INDEX lottery_orders_draw;
    CREATE INDEX lottery_orders_draw ON lottery_orders (game_id, numero, status);
    ALTER TABLE lottery_orders DROP COLUMN stake_account_id;
  `.execute(db);
};
