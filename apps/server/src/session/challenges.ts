import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { VerificationChallenge } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';

/** A challenge must be solved and redeemed within this time. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const hmac = (secret: Buffer, text: string): Buffer =>
  createHmac('sha256', secret).update(text).digest();

/**
 * The number the client must find is derived from the secret and the nonce, and the id
 * carries its own MAC: the server keeps nothing per issued challenge, only per redeemed one.
 */
const secretNumber = (secret: Buffer, nonce: string, maxnumber: number): number =>
  hmac(secret, `number|${nonce}`).readUInt32BE(0) % (maxnumber + 1);

const idMac = (secret: Buffer, merchantId: number, body: string): string =>
  hmac(secret, `id|${merchantId}|${body}`).subarray(0, 16).toString('base64url');

/** Issues a proof-of-work challenge for one merchant (the contract's ALTCHA-style shape). */
export const issueChallenge = (
  secret: Buffer,
  merchantId: number,
  maxnumber: number,
  now: Date,
): VerificationChallenge => {
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  const body = `${nonce}.${expiresAt.getTime()}.${maxnumber}`;
  const n = secretNumber(secret, nonce, maxnumber);
  const challenge = createHash('sha256').update(`${nonce}${n}`).digest('hex');
  return {
    challengeId: `${body}.${idMac(secret, merchantId, body)}`,
    algorithm: 'SHA-256',
    challenge,
    salt: nonce,
    maxnumber,
    signature: hmac(secret, challenge).toString('hex'),
    expiresAt: expiresAt.toISOString(),
  };
};

const ID_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{13})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

/**
 * Checks a solved challenge and spends it: good once, for this merchant, before it expires.
 * Anything else (missing, forged, expired, wrong number, already used) is `challenge.invalid`.
 */
export const redeemChallenge = async (
  db: Db,
  secret: Buffer,
  merchantId: number,
  fields: { challengeId?: string | undefined; challengeSolution?: string | undefined },
  now: Date,
): Promise<void> => {
  const invalid = () => new CatalogueError('challenge.invalid');
  const match = ID_PATTERN.exec(fields.challengeId ?? '');
  const solution = fields.challengeSolution ?? '';
  if (!match || !/^\d{1,10}$/.test(solution)) throw invalid();
  const [, nonce = '', expires = '', maxnumber = '', mac = ''] = match;
  const expected = Buffer.from(idMac(secret, merchantId, `${nonce}.${expires}.${maxnumber}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const expiresAt = new Date(Number(expires));
  if (expiresAt <= now) throw invalid();
  if (Number(solution) !== secretNumber(secret, nonce, Number(maxnumber))) throw invalid();
  // The insert is the single-use guard: of two parallel redemptions only one writes the row.
  const spent = await db
    .insertInto('spent_challenges')
    .values({ challenge_id: nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  if (!spent) throw invalid();
  await db.deleteFrom('spent_challenges').where('expires_at', '<', now).execute();
};
