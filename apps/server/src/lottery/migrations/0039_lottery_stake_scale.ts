import { type Kysely, sql } from 'kysely';

/**
 * The brand's stake scale (issue 23, ours: `stakeScale` of @portal/contract from brand.json
 * `lottery.stakeBase`) is recorded on the order when it is bought, as its prize cap is: the
 * engine's amounts times it are the order's money, so settlement pays the engine's prize times
 * the scale the member bought at, and a later change of the brand's base never reprices an open
 * order. Orders from before this migration were priced at the engine's own amounts: scale 1.
 * The default stays (1, the rules' own yuan) for rows written without one.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE lottery_orders
      ADD COLUMN stake_scale bigint NOT NULL DEFAULT 1 CHECK (stake_scale > 0);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_orders DROP COLUMN stake_scale`.execute(db);
};
