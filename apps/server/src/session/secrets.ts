import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * A named HMAC secret shared by every server process (challenge signatures, code hashes).
 * Made once at random and kept in the database, so a restart does not void issued challenges.
 */
export const loadSecret = async (db: Db, name: string): Promise<Buffer> => {
  await db
    .insertInto('server_secrets')
    .values({ name, secret: randomBytes(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
};
