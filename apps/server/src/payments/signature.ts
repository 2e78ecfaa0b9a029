import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cashierDb } from '../cashier/cashierDb.ts';
import type { Db } from '../db/database.ts';

/**
 * Callback signing as the widely copied scheme does it (cashier-notes): a header
 * `t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256 over `"<t>.<raw body>"` with the
 * merchant's secret. A receiver refuses a time more than five minutes from its clock and
 * compares in constant time.
 */

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (secret: Buffer, t: number, body: string): Buffer =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest();

export const signatureHeader = (secret: Buffer, body: string, now: Date): string => {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body).toString('hex')}`;
};

/** Whether `header` signs `body` with one of `secrets` (a rotation keeps two) and is fresh. */
export const signatureValid = (
  header: string | undefined,
  body: string,
  secrets: readonly Buffer[],
  now: Date,
): boolean => {
  if (!header || header.length > 512) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = Buffer.from(v1, 'hex');
  return secrets.some((secret) => timingSafeEqual(mac(secret, t, body), given));
};

/**
 * The merchant's secret with a provider, made on first use. It stays in the database and in
 * the server: no call or page ever sends it to a browser.
 */
export const merchantSecret = async (
  db: Db,
  merchantId: number,
  provider: string,
): Promise<Buffer> => {
  const cdb = cashierDb(db);
  await cdb
    .insertInto('payment_secrets')
    .values({ merchant_id: merchantId, provider, secret: randomBytes(32) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await cdb
    .selectFrom('payment_secrets')
    .select('secret')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return row.secret;
};
