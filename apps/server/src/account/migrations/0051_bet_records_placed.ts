import { type Kysely, sql } from 'kysely';

/**
 * The betting record reads a set of members' bets placed in a range, newest first: one member
 * (the member's own record, responsible gaming's open losses) or a team (the agent centre's
 * team betting, whose member ids come from the closure table). Until now the demo vendor's
 * rounds had no index on the member at all (every read scanned the table), and the lottery's
 * orders only `(member_id, id DESC)`, which finds a member's orders but not those placed in a
 * range. These two answer "this member's bets from .. to .." each by one index range, so a
 * team's page costs a range per member of the team however large the tables grow.
 *
 * The account area's migration, not the games' or the lottery's: the reads are the records'
 * (account/records.ts), the tables stay their areas'. The lottery index costs each placed order
 * one more index entry (settlement's updates stay HOT: created_at never changes).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE INDEX vendor_rounds_member_placed ON vendor_rounds (member_id, created_at);
    CREATE INDEX lottery_orders_member_placed ON lottery_orders (member_id, created_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX lottery_orders_member_placed;
    DROP INDEX vendor_rounds_member_placed;
  `.execute(db);
};
