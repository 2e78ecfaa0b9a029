import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A captcha answer is good for two minutes and one attempt. */
export const CAPTCHA_TTL_MS = 2 * 60_000;

const answerHash = (salt: Buffer, answer: string): Buffer =>
  createHash('sha256').update(salt).update(answer).digest();

/** Remembers the answer for this caller, replacing any earlier captcha of theirs. */
export const rememberCaptcha = async (
  db: Db,
  merchantId: number,
  subject: string,
  answer: string,
  now: Date,
): Promise<void> => {
  const salt = randomBytes(16);
  const row = {
    salt,
    answer_hash: answerHash(salt, answer),
    expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
  };
  await db
    .insertInto('captchas')
    .values({ merchant_id: merchantId, subject, ...row })
    .onConflict((oc) => oc.columns(['merchant_id', 'subject']).doUpdateSet(row))
    .execute();
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
