import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A session ends after 30 minutes without a call, and 12 hours after login in any case. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export interface Session {
  id: string;
  merchantId: number;
  memberId: number;
}

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored, so a copy of the table cannot be replayed as live sessions. */
const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Starts a session and returns its token; the caller hands it to the client once. */
export const startSession = async (
  db: Db,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      merchant_id: merchantId,
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return token;
};

/**
 * How stale `last_seen_at` may get before a call writes it again. Writing on every call
 * would make a busy session's parallel calls queue on its row lock; the idle limit is then
 * kept to within this much.
 */
export const SESSION_TOUCH_MS = 60_000;

/**
 * The live session for a token at this merchant, touching its idle clock; null when the
 * token is malformed, unknown, revoked, idle too long, past its absolute age, or belongs to
 * another merchant.
 */
export const resumeSession = async (
  db: Db,
  token: string,
  merchantId: number,
  now: Date,
): Promise<Session | null> => {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'merchant_id', 'member_id', 'last_seen_at'])
    .where('token_hash', '=', tokenHash(token))
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', new Date(now.getTime() - SESSION_IDLE_MS))
    .where('created_at', '>', new Date(now.getTime() - SESSION_ABSOLUTE_MS))
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_TOUCH_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.id)
      .where('last_seen_at', '<', now)
      .execute();
  }
  return { id: row.id, merchantId: row.merchant_id, memberId: row.member_id };
};

export const revokeSession = async (db: Db, sessionId: string, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};
