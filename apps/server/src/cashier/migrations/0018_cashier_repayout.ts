import { type Kysely, sql } from 'kysely';

/**
 * A disputed payout that staff resolve as "paid again" is sent again through the provider:
 * the second payout's reference, looked up when its callback arrives. Set once: a withdrawal
 * is paid again at most once (a failed second payout goes back to the dispute).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE withdrawals
      ADD COLUMN repayout_ref text UNIQUE,
      -- sent, then paid or failed: the provider's first answer on it is the only one taken.
      ADD COLUMN repayout_status text CHECK (repayout_status IN ('sent', 'paid', 'failed'))
  `.execute(db);
};
