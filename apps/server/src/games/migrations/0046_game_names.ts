import { type Kysely, sql } from 'kysely';

/**
 * A game's name per language (issue 27): `game_name` stays the catalogue's name (the vendor's,
 * mostly English), the fallback every language without a name of its own shows; `names`
 * holds the others, `{ "CN": "幸运水果" }`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE games ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE games DROP COLUMN names`.execute(db);
};
