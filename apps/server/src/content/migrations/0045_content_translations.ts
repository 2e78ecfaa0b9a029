import { type Kysely, sql } from 'kysely';

/**
 * Content in every language (issue 27). The row's own title and content stay the brand's
 * default language, the fallback; `translations` holds the other languages' texts as
 * `{ "EN": { "title": "...", "content": "..." } }`, keyed by the wire's language codes. A
 * jsonb beside the row (not a table of its own) because a text is always read and written
 * with its row, and the readers pick one language in the same select. Designed here.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE announcements ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
    ALTER TABLE help_topics ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE help_topics DROP COLUMN translations;
    ALTER TABLE announcements DROP COLUMN translations;
  `.execute(db);
};
