import { type Kysely, sql } from 'kysely';

/**
 * A redemption carries the client's request id, unique per member, as a conversion and a
 * deposit order do: a repeated or parallel request with the same id redeems once and answers
 * the first redemption (issue 25: 50 parallel identical redemptions give one). Redemptions made
 * before this have no client id; each gets its own row id as one, so the column can be required.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE point_redemptions ADD COLUMN request_id text;
    UPDATE point_redemptions SET request_id = 'row-' || id;
    ALTER TABLE point_redemptions ALTER COLUMN request_id SET NOT NULL,
      ADD CONSTRAINT point_redemptions_request UNIQUE (member_id, request_id);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE point_redemptions DROP COLUMN request_id`.execute(db);
};
