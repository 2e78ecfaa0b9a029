import { type Kysely, sql } from 'kysely';

/**
 * A large team's page of team betting walks the brand's bets newest first, each checked
 * against the team, and stops at a page (account/records.ts betPageQuery): reading a top
 * agent's team bettor by bettor sorts every bet of the brand in the range. The lottery's
 * orders have a brand-and-placed index already (`lottery_orders_placed`, the missions'); the
 * demo vendor's rounds get theirs. The account area's migration, as 0051: the read is the
 * records', the table stays the games area's.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`CREATE INDEX vendor_rounds_placed ON vendor_rounds (merchant_id, created_at)`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP INDEX vendor_rounds_placed`.execute(db);
};
