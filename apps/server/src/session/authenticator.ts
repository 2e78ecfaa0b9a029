import type { AuthenticatorStatus } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { openSecret, sealSecret } from './secretBox.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';

/**
 * A member's authenticator app (issue 27: the new-address second factor by authenticator).
 * The secret is sealed at rest, bound to its member (the context of the seal), and a code is
 * good once: the step it was accepted at is kept and codes of that step and before refused.
 */
const enrolledContext = (memberId: number) => `member-totp:${memberId}`;
const pendingContext = (memberId: number) => `member-totp-enrolment:${memberId}`;
/** How long a scanned secret waits for its confirming code. */
export const ENROLMENT_MS = 10 * 60_000;

/** The step of a right code from a sealed secret (not before `lastStep`), or null. */
const sealedCodeStep = async (
  key: Buffer,
  sealed: string,
  context: string,
  code: string,
  now: Date,
  lastStep: string | null,
) => {
  const secret = openSecret(key, sealed, context);
  return { secret, step: await verifyTotp(secret, code, now, lastStep) };
};

export const authenticatorStatus = async (
  db: Db,
  memberId: number,
): Promise<AuthenticatorStatus> => {
  const row = await db
    .selectFrom('member_authenticators')
    .select(['secret', 'enrolled_at'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.secret
    ? { enrolled: true, enrolledAt: row.enrolled_at?.toISOString() ?? null }
    : { enrolled: false, enrolledAt: null };
};

/** A new secret to scan, kept sealed until a code from it confirms it (or replaced). */
export const startEnrolment = async (
  db: Db,
  key: Buffer,
  member: { id: number; merchantId: number; username: string; brandName: string },
  now: Date,
) => {
  const secret = newTotpSecret();
  const until = new Date(now.getTime() + ENROLMENT_MS);
  const sealed = sealSecret(key, secret, pendingContext(member.id));
  await db
    .insertInto('member_authenticators')
    .values({
      member_id: member.id,
      merchant_id: member.merchantId,
      pending_secret: sealed,
      pending_until: until,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ pending_secret: sealed, pending_until: until }),
    )
    .execute();
  return {
    secret,
    otpauthUrl: totpUri(member.brandName, member.username, secret),
    expiresAt: until.toISOString(),
  };
};

/** Confirms the scanned secret with a code from it: from now on it is the member's. */
export const confirmEnrolment = async (
  db: Db,
  key: Buffer,
  memberId: number,
  code: string,
  now: Date,
): Promise<AuthenticatorStatus> => {
  const row = await db
    .selectFrom('member_authenticators')
    .select(['pending_secret', 'pending_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.pending_secret || !row.pending_until || row.pending_until <= now) {
    throw new CatalogueError('verification.expired');
  }
  const { secret, step } = await sealedCodeStep(
    key,
    row.pending_secret,
    pendingContext(memberId),
    code,
    now,
    null,
  );
  if (step === null) throw new CatalogueError('invalid-verification-code');
  const done = await db
    .updateTable('member_authenticators')
    .set({
      secret: sealSecret(key, secret, enrolledContext(memberId)),
      enrolled_at: now,
      last_step: String(step),
      pending_secret: null,
      pending_until: null,
    })
    .where('member_id', '=', memberId)
    // The same pending secret still: a second enrolment started meanwhile wins.
    .where('pending_secret', '=', row.pending_secret)
    .returning('member_id')
    .executeTakeFirst();
  if (!done) throw new CatalogueError('verification.expired');
  return { enrolled: true, enrolledAt: now.toISOString() };
};

/**
 * Spends a code of the member's enrolled app: true when it is right and was not used before
 * (the step moves forward in the same statement, so two requests with one code pass once).
 */
export const spendAuthenticatorCode = async (
  db: Db,
  key: Buffer,
  memberId: number,
  code: string,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .selectFrom('member_authenticators')
    .select(['secret', 'last_step'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.secret) return false;
  const { step } = await sealedCodeStep(
    key,
    row.secret,
    enrolledContext(memberId),
    code,
    now,
    row.last_step,
  );
  if (step === null) return false;
  const moved = await db
    .updateTable('member_authenticators')
    .set({ last_step: String(step) })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('member_id')
    .executeTakeFirst();
  return moved !== undefined;
};

/** Removes the app, with a current code from it. */
export const removeAuthenticator = async (
  db: Db,
  key: Buffer,
  memberId: number,
  code: string,
  now: Date,
): Promise<AuthenticatorStatus> => {
  if (!(await spendAuthenticatorCode(db, key, memberId, code, now))) {
    throw new CatalogueError('invalid-verification-code');
  }
  await db.deleteFrom('member_authenticators').where('member_id', '=', memberId).execute();
  return { enrolled: false, enrolledAt: null };
};
