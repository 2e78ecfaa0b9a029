import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * A launch token opens one game for one member. It travels in the game page's URL, so it is
 * never the session token: it is random (256 bits), stored only as a hash, bound to the
 * session that launched it (logging out ends it), and lives a short while, renewed by play.
 */
const LAUNCH_TOKEN_TTL_MS = 15 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

export interface LaunchGrant {
  merchantId: number;
  memberId: number;
  nodeId: number;
}

export const issueLaunchToken = async (
  db: Db,
  grant: LaunchGrant & { sessionId: string },
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('launch_tokens')
    .values({
      token_hash: hashOf(token),
      merchant_id: grant.merchantId,
      member_id: grant.memberId,
      session_id: grant.sessionId,
      node_id: grant.nodeId,
      expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    })
    .execute();
  // Expired tokens are dropped as new ones are issued, so the table stays small.
  await db.deleteFrom('launch_tokens').where('expires_at', '<', now).execute();
  return token;
};

/**
 * The grant of a live launch token, extending its life; null when the token is malformed,
 * unknown, expired, or its session was revoked.
 */
export const redeemLaunchToken = async (
  db: Db,
  token: string,
  now: Date,
): Promise<LaunchGrant | null> => {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('launch_tokens')
    .set({ expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS) })
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'launch_tokens.session_id')
          .where('sessions.revoked_at', 'is', null),
      ),
    )
    .returning(['merchant_id', 'member_id', 'node_id'])
    .executeTakeFirst();
  return row ? { merchantId: row.merchant_id, memberId: row.member_id, nodeId: row.node_id } : null;
};

/**
 * The grants of many live launch tokens at once, with the game each opens (a group of plays
 * needs both before its draws): one statement whatever their number. A token that is
 * malformed, unknown, expired or of a revoked session has no entry. A token is renewed here
 * once less than half its life is left (ours: {@link redeemLaunchToken} renews on every play,
 * but a statement that changes no row writes no WAL, so most groups then commit nothing and
 * wait for no disk flush; a page that plays keeps its token alive all the same).
 */
export const redeemLaunchTokens = async (
  db: Db,
  tokens: readonly string[],
  now: Date,
): Promise<Map<string, LaunchGrant & { vassalage: string; engine: string }>> => {
  const valid = [...new Set(tokens.filter((token) => TOKEN_PATTERN.test(token)))];
  if (valid.length === 0) return new Map();
  const hashes = new Map(valid.map((token) => [hashOf(token).toString('hex'), token]));
  const renewed = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
  const { rows } = await sql<{
    hash: string;
    merchant_id: number;
    member_id: number;
    node_id: number;
    vassalage: string;
    engine: string;
  }>`
    WITH live AS (
      SELECT t.token_hash, t.expires_at, t.merchant_id, t.member_id, t.node_id, g.vassalage,
        g.engine
      FROM launch_tokens t JOIN games g ON g.id = t.node_id
      WHERE t.token_hash = ANY(${[...hashes.keys()].map((h) => Buffer.from(h, 'hex'))}::bytea[])
        AND t.expires_at > ${now}
        AND EXISTS (SELECT 1 FROM sessions s WHERE s.id = t.session_id AND s.revoked_at IS NULL)
    ), renew AS (
      UPDATE launch_tokens t SET expires_at = ${renewed}
      FROM live WHERE t.token_hash = live.token_hash
        AND live.expires_at < ${new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS / 2)}
    )
    SELECT encode(token_hash, 'hex') AS hash, merchant_id, member_id, node_id, vassalage, engine
    FROM live`.execute(db);
  const grants = new Map<string, LaunchGrant & { vassalage: string; engine: string }>();
  for (const row of rows) {
    const token = hashes.get(row.hash);
    if (token === undefined) continue;
    grants.set(token, {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      nodeId: row.node_id,
      vassalage: row.vassalage,
      engine: row.engine,
    });
  }
  return grants;
};
