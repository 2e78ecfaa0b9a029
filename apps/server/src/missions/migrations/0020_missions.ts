import { type Kysely, sql } from 'kysely';

/**
 * Missions (issue 12). The missions themselves are brand data (brand.json `missions`); the
 * database keeps only what was paid: one `mission_claims` row per member, mission and period,
 * written in the same transaction as the reward's ledger movement, so a reward is paid once
 * however many claims arrive together (the primary key serialises them).
 *
 * Progress is read from `lottery_orders`; the leaderboards rank a merchant's members by the
 * orders placed (or won) in a period, which these two indexes serve without a table scan.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE mission_claims (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      mission_id integer NOT NULL CHECK (mission_id > 0),
      -- The calendar day the period starts on in the brand's time zone (yyyy-mm-dd, as the
      -- wire carries it; text, so no driver turns it into a local midnight).
      period_key text NOT NULL CHECK (period_key ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      reward bigint NOT NULL CHECK (reward > 0),
      currency text NOT NULL,
      transaction_id bigint NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, member_id, mission_id, period_key)
    );
    CREATE INDEX mission_claims_period ON mission_claims (merchant_id, mission_id, period_key);
    CREATE INDEX lottery_orders_placed ON lottery_orders (merchant_id, created_at);
    CREATE INDEX lottery_orders_won ON lottery_orders (merchant_id, settled_at) WHERE status = 4;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX lottery_orders_won;
    DROP INDEX lottery_orders_placed;
    DROP TABLE mission_claims;
  `.execute(db);
};
