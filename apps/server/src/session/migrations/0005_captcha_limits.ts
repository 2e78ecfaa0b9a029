import { type Kysely, sql } from 'kysely';

/**
 * When and from where each captcha was asked for: a caller may refresh at most once a
 * second, and one address may not draw images without end by rotating its device ids.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE captchas
      ADD COLUMN requested_ip text NOT NULL DEFAULT '',
      ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX captchas_by_address ON captchas (merchant_id, requested_ip, requested_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX captchas_by_address;
    ALTER TABLE captchas DROP COLUMN requested_ip, DROP COLUMN requested_at;
  `.execute(db);
};
