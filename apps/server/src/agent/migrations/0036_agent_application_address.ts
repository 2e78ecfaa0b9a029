import { type Kysely, sql } from 'kysely';

/**
 * The address an affiliate application came from (issue 24: a visitor applies too). A visitor
 * has no account to hold back, so `agentApply` counts the recent applications of the address
 * (and of the member, when signed in) and refuses past its limit; the index answers that count.
 * Applications made before this migration keep an empty address.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE agent_applications ADD COLUMN address text NOT NULL DEFAULT '';
    CREATE INDEX agent_applications_address ON agent_applications (merchant_id, address, created_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX agent_applications_address;
    ALTER TABLE agent_applications DROP COLUMN address;
  `.execute(db);
};
