import { type Kysely, sql } from 'kysely';

/**
 * The brand's Elott odds overrides (lottery-rules: "overridable per play in the brand
 * config") are recorded on an Elott order when it is bought, as its prize cap is: the
 * overrides of its play, in hundredths, keyed as the engine reads them (`K3.sum`,
 * `K3.sum:0:10`). Settlement pays by them, whatever the brand says by then; null (every
 * order of another mode, and Elott orders of a play without overrides): the rules' odds.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_orders ADD COLUMN elott_odds jsonb`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_orders DROP COLUMN elott_odds`.execute(db);
};
