import { type Kysely, sql } from 'kysely';

/**
 * The content pages /seamless, /sponsor and /description (issue 27) are lists of posts staff
 * write on the content desk like any announcement (texts per language, a schedule): their
 * posts are announcements of the types SL, SP and DS.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
      CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'SL', 'SP', 'DS'));
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DELETE FROM announcements WHERE type IN ('SL', 'SP', 'DS');
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
      CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H'));
  `.execute(db);
};
