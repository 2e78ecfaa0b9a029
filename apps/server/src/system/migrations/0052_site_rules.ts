import { type Kysely, sql } from 'kysely';

/**
 * Site status written by staff (issue 27): a maintenance message per language next to the
 * default-language one, country rules the GeoIP lookup decides by (region_rules' networks stay
 * as exceptions), and the allow-list of staff addresses that passes both gates.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE maintenance_windows
      ADD COLUMN messages jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN created_by integer;

    CREATE TABLE country_rules (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
      blocked boolean NOT NULL,
      PRIMARY KEY (merchant_id, country_code)
    );

    CREATE TABLE site_allow_list (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      network cidr NOT NULL,
      note text NOT NULL DEFAULT '',
      PRIMARY KEY (merchant_id, network)
    );
    CREATE UNIQUE INDEX region_rules_network ON region_rules (merchant_id, network);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX region_rules_network;
    DROP TABLE site_allow_list;
    DROP TABLE country_rules;
    ALTER TABLE maintenance_windows DROP COLUMN messages, DROP COLUMN created_by;
  `.execute(db);
};
