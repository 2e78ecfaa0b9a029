import type { StaffRole } from '@portal/contract';
import type { Insertable } from 'kysely';
import { hashPassword } from '../session/passwords.ts';
import type { StaffDb, StaffTables } from './staffDb.ts';
import { sealTotpSecret } from './totpSecrets.ts';

/** A demo staff member seeded outside production. */
export interface DemoStaff {
  username: string;
  password: string;
  displayName: string;
  role: StaffRole;
  /** Merchant staff: the merchant code they are limited to ('first': the first brand). */
  merchant: 'first' | null;
  /**
   * A FIXED TOTP secret (base32), so the demo and the tests can compute codes; null leaves the
   * account to enrol an authenticator at its first sign-in.
   */
  totpSecret: string | null;
}

/**
 * The console's demo staff: one per role, platform-wide, one merchant-scoped, and one that
 * enrols at first sign-in. Public by design (scripts/start prints them in development):
 * never seeded in production.
 */
export const demoStaff: readonly DemoStaff[] = [
  {
    username: 'owner',
    password: 'Owner@2026',
    displayName: 'Olivia Owner',
    role: 'owner',
    merchant: null,
    totpSecret: 'MRSW23ZNN53W4ZLSFV2G65DQFUZDAMRW',
  },
  {
    username: 'finance',
    password: 'Finance@2026',
    displayName: 'Felix Finance',
    role: 'finance',
    merchant: null,
    totpSecret: 'MRSW23ZNMZUW4YLOMNSS25DPORYC2MRQ',
  },
  {
    username: 'risk',
    password: 'Risk@2026',
    displayName: 'Rita Risk',
    role: 'risk',
    merchant: null,
    totpSecret: 'MRSW23ZNOJUXG2ZNORXXI4BNGIYDENRN',
  },
  {
    username: 'content',
    password: 'Content@2026',
    displayName: 'Carl Content',
    role: 'content',
    merchant: null,
    totpSecret: 'MRSW23ZNMNXW45DFNZ2C25DPORYC2MRQ',
  },
  {
    username: 'support',
    password: 'Support@2026',
    displayName: 'Sara Support',
    role: 'support',
    merchant: null,
    totpSecret: 'MRSW23ZNON2XA4DPOJ2C25DPORYC2MRQ',
  },
  {
    username: 'brandsupport',
    password: 'Brand@2026',
    displayName: 'Bo Brand Support',
    role: 'support',
    merchant: 'first',
    totpSecret: 'MRSW23ZNMJZGC3TEON2XA4DPOJ2C25DP',
  },
  {
    username: 'newcomer',
    password: 'Newcomer@2026',
    displayName: 'Nia Newcomer',
    role: 'risk',
    merchant: null,
    totpSecret: null,
  },
];

/**
 * Inserts the demo staff that do not exist yet (an existing account keeps its password,
 * secret and state). `firstMerchantId` is the merchant-scoped account's merchant.
 */
export const seedDemoStaff = async (
  db: StaffDb,
  firstMerchantId: number | null,
  secretsKey: Buffer,
): Promise<void> => {
  const existing = new Set(
    (await db.selectFrom('staff').select('username').execute()).map((row) => row.username),
  );
  const missing = demoStaff.filter(
    (s) => !existing.has(s.username) && (s.merchant === null || firstMerchantId !== null),
  );
  // The hashes run at once; passwords.ts lets two derivations run at a time (128 MiB each),
  // so a first start of a small machine takes half as long here as one hash at a time (seven
  // demo staff at OWASP cost: 6.3 s measured one at a time on this machine kind, loaded).
  const rows: Insertable<StaffTables['staff']>[] = await Promise.all(
    missing.map(async (s) => ({
      username: s.username,
      display_name: s.displayName,
      role: s.role,
      merchant_id: s.merchant === null ? null : firstMerchantId,
      password_hash: await hashPassword(s.password),
      // Sealed below, bound to the row's id, in the same transaction.
      totp_secret: null,
    })),
  );
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'username'])
      .execute();
    for (const row of inserted) {
      const secret = demoStaff.find((s) => s.username === row.username)?.totpSecret;
      if (!secret) continue;
      await trx
        .updateTable('staff')
        .set({ totp_secret: sealTotpSecret(secretsKey, row.id, secret) })
        .where('id', '=', row.id)
        .execute();
    }
  });
};
