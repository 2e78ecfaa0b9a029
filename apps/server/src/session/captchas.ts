import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';

/** A captcha answer is good for two minutes and one attempt. */
const CAPTCHA_TTL_MS = 2 * 60_000;
/** A caller may ask for a new image at most this often (portal-spec section 9). */
export const CAPTCHA_REFRESH_MS = 1000;
/** Images one address may draw per minute, whatever device ids it sends. */
export const CAPTCHAS_PER_ADDRESS_PER_MINUTE = 20;

const answerHash = (salt: Buffer, answer: string): Buffer =>
  createHash('sha256').update(salt).update(answer).digest();

/**
 * Remembers the answer for this caller, replacing any earlier captcha of theirs. Refuses
 * (`too.many.requests`) a refresh within a second of the last one, and an address that drew
 * too many images in the last minute; nothing is stored then.
 */
export const rememberCaptcha = async (
  db: Db,
  merchantId: number,
  subject: string,
  ip: string,
  answer: string,
  now: Date,
): Promise<void> => {
  const recent = await db
    .selectFrom('captchas')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('requested_ip', '=', ip)
    .where('requested_at', '>', new Date(now.getTime() - 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= CAPTCHAS_PER_ADDRESS_PER_MINUTE) {
    throw new CatalogueError('too.many.requests');
  }
  const salt = randomBytes(16);
  const row = {
    salt,
    answer_hash: answerHash(salt, answer),
    expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
    requested_ip: ip,
    requested_at: now,
  };
  const stored = await db
    .insertInto('captchas')
    .values({ merchant_id: merchantId, subject, ...row })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'subject'])
        .doUpdateSet(row)
        // Only an image older than the refresh interval may be replaced.
        .where('captchas.requested_at', '<=', new Date(now.getTime() - CAPTCHA_REFRESH_MS)),
    )
    .returning('subject')
    .executeTakeFirst();
  if (!stored) throw new CatalogueError('too.many.requests');
};

/**
 * Checks an answer and spends the captcha whatever the outcome, so each image allows one
 * guess. False when there is none for this caller, it expired, or the answer is wrong.
 */
export const spendCaptcha = async (
  db: Db,
  merchantId: number,
  subject: string,
  answer: string,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .deleteFrom('captchas')
    .where('merchant_id', '=', merchantId)
    .where('subject', '=', subject)
    .returning(['salt', 'answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return false;
  return timingSafeEqual(answerHash(row.salt, answer.trim()), row.answer_hash);
};

/** A captcha belongs to the browser that asked for it (its loginDeviceId), else its address. */
export const captchaSubject = (loginDeviceId: string | undefined, ip: string): string =>
  loginDeviceId ? `device:${loginDeviceId}` : `ip:${ip}`;
