import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@portal/contract';
import type { StaffDb, StaffTrx } from './staffDb.ts';

/** A staff session ends after 30 minutes without a call, and 10 hours after sign-in (a shift). */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 10 * 60 * 60_000;

/**
 * The session cookie. `__Host-` makes the browser insist on Secure, Path=/ and no Domain, so
 * the cookie is bound to the console's own host and no brand site can set or read it.
 * Chromium treats `*.localhost` as a secure context, so this works on http://console.localhost.
 */
export const STAFF_COOKIE = '__Host-staff';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');
/** Only hashes are stored: a copy of the tables cannot be replayed as live sessions. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** A staff member behind a live session, as handlers see them. */
export interface SignedInStaff {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  /** null: platform staff (every merchant). */
  merchantId: number | null;
  sessionId: string;
  /** The session token, from which the CSRF token is derived. */
  token: string;
}

export const sessionCookie = (token: string): string =>
  `${STAFF_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`;
export const clearedSessionCookie = (): string =>
  `${STAFF_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

/** The session token from a Cookie header; the last of several same-named cookies is ignored. */
export const tokenFromCookies = (header: string | undefined): string | null => {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STAFF_COOKIE) {
      const value = rest.join('=');
      return TOKEN_PATTERN.test(value) ? value : null;
    }
  }
  return null;
};

/**
 * The CSRF token of a session: an HMAC of the session token under a server secret. The console
 * reads it from the sign-in answer (or `GET /staff/session`) and sends it back on every write;
 * a page on another origin can make the browser send the cookie but can never read this.
 */
export const csrfTokenFor = (secret: Buffer, token: string): string =>
  createHmac('sha256', secret).update(`staff-csrf:${token}`).digest('base64url');

/** Constant-time comparison of the CSRF header with the session's token. */
export const csrfMatches = (secret: Buffer, token: string, sent: unknown): boolean => {
  if (typeof sent !== 'string' || sent.length > 128) return false;
  const expected = Buffer.from(csrfTokenFor(secret, token));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const startStaffSession = async (
  db: StaffDb | StaffTrx,
  staffId: number,
  now: Date,
): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: tokenHash(token), staff_id: staffId, created_at: now, last_seen_at: now })
    .execute();
  return token;
};

/**
 * The staff member of a live session, touching its idle clock; null when the token is unknown,
 * revoked, idle too long or past its absolute age. Read on every call (staff traffic is light,
 * and a revocation must take effect at once).
 */
export const resumeStaffSession = async (
  db: StaffDb,
  token: string,
  now: Date,
): Promise<SignedInStaff | null> => {
  const t = now.getTime();
  const row = await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .from('staff')
    .whereRef('staff.id', '=', 'staff_sessions.staff_id')
    .where('staff_sessions.token_hash', '=', tokenHash(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.last_seen_at', '>', new Date(t - STAFF_IDLE_MS))
    .where('staff_sessions.created_at', '>', new Date(t - STAFF_ABSOLUTE_MS))
    .returning([
      'staff_sessions.id as sessionId',
      'staff.id',
      'staff.username',
      'staff.display_name',
      'staff.role',
      'staff.merchant_id',
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    merchantId: row.merchant_id,
    sessionId: row.sessionId,
    token,
  };
};

export const revokeStaffSession = async (db: StaffDb | StaffTrx, sessionId: string, now: Date) => {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};
