import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { merchantOfMember } from '../db/tenant.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import { cashierDb } from './cashierDb.ts';

/**
 * The payment (withdrawal) password, separate from the login password: a scrypt hash; five
 * wrong tries in a row lock it for 30 minutes. Outcomes of one member are recorded one at a
 * time (an advisory lock), so a burst of guesses cannot slip past the count.
 */

export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

export interface PaymentPasswordState {
  set: boolean;
  lockedUntil: Date | null;
}

export const paymentPasswordState = async (
  db: Db,
  memberId: number,
  now: Date,
): Promise<PaymentPasswordState> => {
  const row = await cashierDb(db)
    .selectFrom('payment_passwords')
    .select(['hash', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const locked = row?.locked_until && row.locked_until > now ? row.locked_until : null;
  return { set: Boolean(row?.hash), lockedUntil: locked };
};

/** Serialises the payment-password work of one member inside `trx`. */
export const lockMemberCashier = async (trx: Db, memberId: number): Promise<void> => {
  await sql`SELECT pg_advisory_xact_lock(hashtext('cashier'), ${memberId})`.execute(trx);
};

/**
 * Checks a payment password in two steps, so that many requests of one member can hash in
 * parallel while the count stays exact: `hashOf` + `verifyPassword` outside any lock, then
 * `recordPaymentPasswordCheck` inside the caller's transaction (which holds
 * `lockMemberCashier`). A lock set while a check was hashing still refuses it, so a burst of
 * guesses learns nothing past the fifth wrong one.
 */
export const verifyPaymentPassword = async (
  db: Db,
  memberId: number,
  password: string,
): Promise<{ ok: boolean; hash: string | null }> => {
  const row = await cashierDb(db)
    .selectFrom('payment_passwords')
    .select('hash')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.hash) return { ok: false, hash: null };
  return { ok: await verifyPassword(password, row.hash), hash: row.hash };
};

/** Records a check's outcome under the member's lock; answers whether it stands. */
export const recordPaymentPasswordCheck = async (
  trx: Db,
  memberId: number,
  check: { ok: boolean; hash: string | null },
  now: Date,
): Promise<boolean> => {
  const cdb = cashierDb(trx);
  const row = await cdb
    .selectFrom('payment_passwords')
    .select(['hash', 'failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.hash) throw new CatalogueError('payment.password.required');
  if (row.locked_until && row.locked_until > now) {
    throw new CatalogueError('payment.password.locked');
  }
  // Checked against a password changed meanwhile: not an answer either way, try again.
  if (row.hash !== check.hash) throw new CatalogueError('payment.password.wrong');
  if (check.ok) {
    if (row.failures > 0) {
      await cdb
        .updateTable('payment_passwords')
        .set({ failures: 0, locked_until: null })
        .where('member_id', '=', memberId)
        .execute();
    }
    return true;
  }
  const failures = row.failures + 1;
  await cdb
    .updateTable('payment_passwords')
    .set(
      failures >= PAYMENT_PASSWORD_TRIES
        ? { failures: 0, locked_until: new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS) }
        : { failures },
    )
    .where('member_id', '=', memberId)
    .execute();
  return false;
};

/** Sets the first password, or changes it given the current one (a wrong one counts). */
export const setPaymentPassword = async (
  db: Db,
  memberId: number,
  password: string,
  oldPassword: string | undefined,
  now: Date,
): Promise<void> => {
  const wrong = await inTransaction(db, async (trx) => {
    await lockMemberCashier(trx, memberId);
    const state = await paymentPasswordState(trx, memberId, now);
    if (state.set) {
      if (oldPassword === undefined) throw new CatalogueError('payment.password.wrong');
      const check = await verifyPaymentPassword(trx, memberId, oldPassword);
      if (!(await recordPaymentPasswordCheck(trx, memberId, check, now))) return true;
    }
    await storePaymentPassword(trx, memberId, await hashPassword(password));
    return false;
  });
  if (wrong) throw new CatalogueError('payment.password.wrong');
};

/**
 * Stores a member's payment password hash (a first one, a change or a reset), clearing the
 * wrong-tries count and any lock. Call it under the member's cashier lock.
 */
export const storePaymentPassword = async (
  trx: Db,
  memberId: number,
  hash: string,
): Promise<void> => {
  await cashierDb(trx)
    .insertInto('payment_passwords')
    .values({
      merchant_id: merchantOfMember(memberId),
      member_id: memberId,
      hash,
      failures: 0,
      locked_until: null,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ hash, failures: 0, locked_until: null }),
    )
    .execute();
};
