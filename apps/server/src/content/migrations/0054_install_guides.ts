import { type Kysely, sql } from 'kysely';

/**
 * The download page's install guides (issue 27): the iOS app's and the lite app's, content
 * pages staff write per language like /sponsor, kept as announcements of the types IG and LG.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
      CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'SL', 'SP', 'DS', 'IG', 'LG'));
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DELETE FROM announcements WHERE type IN ('IG', 'LG');
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
      CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'SL', 'SP', 'DS'));
  `.execute(db);
};
