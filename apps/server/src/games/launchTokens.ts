import { createHash, randomBytes } from 'node:crypto';
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
