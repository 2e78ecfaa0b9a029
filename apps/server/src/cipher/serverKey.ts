import {
  CIPHER_MAX_SKEW_MS,
  exportServerKey,
  generateServerKey,
  importServerKey,
  type ServerKeyPair,
} from '@portal/cipher';
import type { Db } from '../db/database.ts';

/**
 * The server's key pair for sealed (E) calls, created once and kept in the database so a
 * restart, or a second server process, opens bodies sealed to the same public key.
 */
export const loadServerKey = async (db: Db): Promise<ServerKeyPair> => {
  const existing = await db.selectFrom('server_keys').select('material').executeTakeFirst();
  if (existing) return importServerKey(existing.material);
  const fresh = await generateServerKey();
  // Two processes starting together may both generate; the first insert wins for both.
  await db
    .insertInto('server_keys')
    .values({ key_id: fresh.keyId, material: await exportServerKey(fresh) })
    .onConflict((oc) => oc.column('singleton').doNothing())
    .execute();
  const stored = await db.selectFrom('server_keys').select('material').executeTakeFirstOrThrow();
  return importServerKey(stored.material);
};

/**
 * Records a sealed request's nonce; false if it was seen before (a replay). The primary key
 * makes this hold across concurrent requests and server processes.
 */
export const rememberNonce = async (db: Db, nonce: string, now: Date): Promise<boolean> => {
  const row = await db
    .insertInto('cipher_nonces')
    .values({ nonce, seen_at: now })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Forgets nonces too old to matter: the cipher refuses a timestamp further than the allowed
 * skew from now, so a body carrying one of them is refused before its nonce is looked up.
 */
export const forgetOldNonces = async (db: Db, now: Date): Promise<void> => {
  await db
    .deleteFrom('cipher_nonces')
    .where('seen_at', '<', new Date(now.getTime() - 2 * CIPHER_MAX_SKEW_MS))
    .execute();
};
