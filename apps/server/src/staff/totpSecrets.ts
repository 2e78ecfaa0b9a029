import { isSealed, openSecret, sealSecret } from '../session/secretBox.ts';
import type { StaffDb, StaffTrx } from './staffDb.ts';

/**
 * Staff TOTP secrets at rest: sealed under the secrets key, each bound to its staff member
 * (an enrolled secret) or to its sign-in ticket's staff member (one being enrolled).
 */
const enrolledContext = (staffId: number) => `staff-totp:${staffId}`;
const pendingContext = (staffId: number) => `staff-enrolment:${staffId}`;

export const sealTotpSecret = (key: Buffer, staffId: number, secret: string) =>
  sealSecret(key, secret, enrolledContext(staffId));
export const openTotpSecret = (key: Buffer, staffId: number, sealed: string) =>
  openSecret(key, sealed, enrolledContext(staffId));
export const sealPendingSecret = (key: Buffer, staffId: number, secret: string) =>
  sealSecret(key, secret, pendingContext(staffId));
export const openPendingSecret = (key: Buffer, staffId: number, sealed: string) =>
  openSecret(key, sealed, pendingContext(staffId));

/**
 * Seals the secrets written before they were sealed (a database from an earlier version),
 * once, at start; sealed ones are left as they are.
 */
export const sealPlainTotpSecrets = async (db: StaffDb | StaffTrx, key: Buffer) => {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', 'v1.%')
    .execute();
  for (const row of rows) {
    if (row.totp_secret === null || isSealed(row.totp_secret)) continue;
    await db
      .updateTable('staff')
      .set({ totp_secret: sealTotpSecret(key, row.id, row.totp_secret) })
      .where('id', '=', row.id)
      .where('totp_secret', '=', row.totp_secret)
      .execute();
  }
  return rows.length;
};
