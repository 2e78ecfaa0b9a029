import { createHash, randomInt } from 'node:crypto';
import { ROLE_PERMISSIONS, type StaffMember } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { totpUri } from '../session/totp.ts';
import type { StaffDb, StaffTrx } from './staffDb.ts';

/** Failed steps (password or code) before an account locks, and for how long. */
export const STAFF_LOCK_AFTER = 5;
export const STAFF_LOCK_MS = 15 * 60_000;
/** Failed steps one address may make in the lock window, whatever accounts it names. */
export const STAFF_ADDRESS_LIMIT = 20;
/** The ticket between the password and the code step. */
export const STAFF_TICKET_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Portal console';

export interface StaffRow {
  id: number;
  username: string;
  display_name: string;
  role: StaffMember['role'];
  merchant_id: number | null;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: string | null;
  failed_attempts: number;
  locked_until: Date | null;
}

export const findStaff = (db: StaffDb, username: string): Promise<StaffRow | undefined> =>
  db
    .selectFrom('staff')
    .select([
      'id',
      'username',
      'display_name',
      'role',
      'merchant_id',
      'password_hash',
      'totp_secret',
      'totp_last_step',
      'failed_attempts',
      'locked_until',
    ])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

export const isLocked = (row: Pick<StaffRow, 'locked_until'>, now: Date): boolean =>
  row.locked_until !== null && row.locked_until > now;

/** Refuses an address that has failed too often lately (before any password work). */
export const checkAddress = async (db: StaffDb, address: string, now: Date): Promise<void> => {
  const row = await db
    .selectFrom('staff_address_failures')
    .select(['failures', 'last_failure_at'])
    .where('address', '=', address)
    .executeTakeFirst();
  if (
    row &&
    row.failures >= STAFF_ADDRESS_LIMIT &&
    now.getTime() - row.last_failure_at.getTime() < STAFF_LOCK_MS
  ) {
    throw new CatalogueError('too.many.requests');
  }
};

/**
 * Counts a failed step against the address and, when there is one, the account; the account
 * locks at the limit. Returns the code to answer with.
 */
export const recordFailure = async (
  db: StaffDb,
  address: string,
  staffId: number | null,
  now: Date,
): Promise<'staff.locked' | null> => {
  const windowStart = new Date(now.getTime() - STAFF_LOCK_MS);
  await db
    .insertInto('staff_address_failures')
    .values({ address, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('staff_address_failures.last_failure_at', '<', windowStart)
          .then(1)
          .else(eb('staff_address_failures.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .execute();
  if (staffId === null) return null;
  const row = await db
    .updateTable('staff')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', staffId)
    .returning('failed_attempts')
    .executeTakeFirstOrThrow();
  if (row.failed_attempts < STAFF_LOCK_AFTER) return null;
  await db
    .updateTable('staff')
    .set({ failed_attempts: 0, locked_until: new Date(now.getTime() + STAFF_LOCK_MS) })
    .where('id', '=', staffId)
    .execute();
  return 'staff.locked';
};

export { newTotpSecret, totpCode, verifyTotp } from '../session/totp.ts';
export const otpauthUrl = (username: string, secret: string): string =>
  totpUri(TOTP_ISSUER, username, secret);

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const normaliseRecovery = (code: string): string => code.replace('-', '').toUpperCase();
export const recoveryHash = (code: string): Buffer =>
  createHash('sha256')
    .update(`staff-recovery:${normaliseRecovery(code)}`)
    .digest();

/** Ten single-use recovery codes, shown once; only their hashes are kept. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** Spends a recovery code of this staff member; false when none matches. */
export const spendRecoveryCode = async (
  trx: StaffTrx,
  staffId: number,
  code: string,
  now: Date,
): Promise<boolean> => {
  const spent = await trx
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
};

/** The contract's view of a staff member. */
export const staffMemberOf = async (
  db: StaffDb | StaffTrx,
  staff: {
    id: number;
    username: string;
    displayName: string;
    role: StaffMember['role'];
    merchantId: number | null;
  },
): Promise<StaffMember> => {
  const merchant =
    staff.merchantId === null
      ? undefined
      : await db
          .selectFrom('merchants')
          .select('merchant_code')
          .where('id', '=', staff.merchantId)
          .executeTakeFirst();
  return {
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    role: staff.role,
    merchantCode: merchant?.merchant_code ?? null,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
  };
};
