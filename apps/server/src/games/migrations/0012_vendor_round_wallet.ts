import { type Kysely, sql } from 'kysely';

/**
 * The wallet a round's stake came from (multi-wallet brands play from the vendor's wallet):
 * its win or refund goes back to that same ledger account, whatever the brand's wallet mode
 * says by then. Rounds before this column played from the main wallet (null reads so).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE vendor_rounds ADD COLUMN wallet_account_id bigint REFERENCES ledger_accounts (id)
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE vendor_rounds DROP COLUMN wallet_account_id`.execute(db);
};
