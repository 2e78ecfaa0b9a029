import { type Kysely, sql } from 'kysely';

/**
 * A lottery's name per language (issue 27): `game_name` stays the catalogue's name (mostly
 * English), the fallback every language without a name of its own shows; `names` holds the
 * others, `{ "CN": "重庆时时彩" }`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_games ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lottery_games DROP COLUMN names`.execute(db);
};
