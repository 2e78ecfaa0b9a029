import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { loadSecret } from './secrets.ts';

/**
 * Secrets the server must read back (a staff member's TOTP secret) are kept sealed: AES-256-GCM
 * under the secrets key, which lives outside the database (SECRETS_KEY, or outside production
 * a key file in the data folder: see main.ts). A copy of the database alone opens nothing.
 * Each sealed value is bound to its `context` (such as `staff-totp:7`) as additional data, so
 * a sealed value moved to another row does not open there.
 */
const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

export const isSealed = (value: string): boolean => value.startsWith(VERSION);

export const sealSecret = (key: Buffer, plaintext: string, context: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
};

/** Opens a sealed value; a tampered value, another context or another key throws. */
export const openSecret = (key: Buffer, sealed: string, context: string): string => {
  if (!isSealed(sealed)) throw new Error('not a sealed secret');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed secret is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};

/** Reads SECRETS_KEY (base64 or base64url of 32 bytes); one line says what is wrong. */
export const parseSecretsKey = (raw: string): Buffer => {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== SECRETS_KEY_BYTES) {
    throw new Error(
      `SECRETS_KEY must be ${SECRETS_KEY_BYTES} random bytes in base64 (openssl rand -base64 32), got ${key.length} bytes`,
    );
  }
  return key;
};

const checkOf = (key: Buffer) => createHmac('sha256', key).update('secrets key check').digest();

/**
 * Refuses a key that is not the one this database's secrets were sealed with (the first key
 * used is remembered as a check value, never the key itself): a wrong key would otherwise
 * surface later as failed sign-ins.
 */
export const checkSecretsKey = async (db: Db, key: Buffer): Promise<void> => {
  await db
    .insertInto('server_secrets')
    .values({ name: 'secrets-key-check', secret: checkOf(key) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', 'secrets-key-check')
    .executeTakeFirstOrThrow();
  if (!timingSafeEqual(row.secret, checkOf(key))) {
    throw new Error(
      'SECRETS_KEY is not the key this database was started with: restore that key (its sealed TOTP secrets cannot be opened with another)',
    );
  }
};

/**
 * The key when none is given and this is not production (tests building a server directly):
 * a random key kept in the database. That is no protection, and is used nowhere else.
 */
export const developmentSecretsKey = (db: Db): Promise<Buffer> =>
  loadSecret(db, 'secrets-key-development');

/**
 * The secrets key of a server process: SECRETS_KEY when given (always, in production);
 * otherwise the key file `secrets.key` in the data folder, made at the first start (mode
 * 0600), so a development database is sealed by a key that is not inside it.
 */
export const loadSecretsKey = async (options: {
  given: string | undefined;
  production: boolean;
  dataDir: string;
}): Promise<Buffer> => {
  if (options.given) return parseSecretsKey(options.given);
  if (options.production) {
    throw new Error('SECRETS_KEY is required in production (openssl rand -base64 32)');
  }
  const file = join(options.dataDir, 'secrets.key');
  await mkdir(options.dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretsKey(await readFile(file, 'utf8'));
};
