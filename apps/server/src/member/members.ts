import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../session/passwords.ts';
import type { SessionStore } from '../session/sessions.ts';
import type { Merchant } from '../system/merchants.ts';
import { fitsRule, registerRules } from '../system/registerRules.ts';
import { supersedeResetLinks } from './resetLinks.ts';

/** A new password must fit the merchant's password rule, as at registration. */
export const checkNewPassword = (merchant: Merchant, password: string) => {
  if (!fitsRule(registerRules(merchant).password, password)) {
    throw new CatalogueError('login.format.incorrect');
  }
};

/**
 * Sets a member's password, ends their unused reset links, and ends
 * their sessions except `keepSessionId` (the one that made the change, if any).
 */
export const setPassword = async (
  deps: { db: Db; clock: () => Date; sessions: SessionStore },
  memberId: number,
  password: string,
  keepSessionId: string | null,
) => {
  const { db, clock } = deps;
  const now = clock();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
      })
      .where('id', '=', memberId)
      .execute();
    await supersedeResetLinks(trx, memberId, now);
  });
  await endSessions(deps, memberId, keepSessionId, now);
};

/** Ends a member's live sessions but `keepSessionId`: a new password signs everyone else out. */
export const endSessions = async (
  deps: { db: Db; sessions: SessionStore },
  memberId: number,
  keepSessionId: string | null,
  now: Date,
) => {
  const others = await liveSessions(deps.db, memberId);
  for (const session of others) {
    if (session.id !== keepSessionId) await deps.sessions.revoke(session.id, now);
  }
};

const liveSessions = (db: Db, memberId: number) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();

/** The member's login before this one (the "last login" the portal shows). */
export const previousLogin = (db: Db, memberId: number) =>
  db
    .selectFrom('members')
    .select(['previous_login_at', 'previous_login_ip'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

/** Marks the first-login step done (once). */
export const markFirstLoginHandled = async (db: Db, memberId: number, now: Date) => {
  await db
    .updateTable('members')
    .set({ first_login_handled_at: now })
    .where('id', '=', memberId)
    .where('first_login_handled_at', 'is', null)
    .execute();
};

export const setLanguage = async (db: Db, memberId: number, language: string) => {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
};

/** The name a member shows others (the chat room): their nickname, else their username. */
export const displayName = async (db: Db, memberId: number): Promise<string> => {
  const row = await db
    .selectFrom('members')
    .select(['nickname', 'username'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.nickname.trim() || row.username;
};

/** The member's type and registration time (who may take part in a promotion). */
export const memberKind = (db: Db, memberId: number) =>
  db
    .selectFrom('members')
    .select(['type', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

/** Many members' types, by one read: member id to type (a member that does not exist is absent). */
export const memberTypes = async (
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, number>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('id', 'in', [...memberIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.type]));
};

/**
 * The ids of a merchant's members of some types, as a subquery for a set-wise job (the daily
 * rebate leaves agents out when its audience does).
 */
export const memberIdsOfTypesSql = (merchantId: number, types: readonly number[]) => sql`
  SELECT id FROM members WHERE merchant_id = ${merchantId} AND type = ANY(${[...types]}::int[])`;

/**
 * The referral code a member registered with (as typed) and the address it registered from:
 * what the promotions area's referral reward reads of the invited member.
 */
export const referralFactsOf = async (db: Db, memberId: number) =>
  db
    .selectFrom('members')
    .select(['referral_code', 'register_ip'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

/**
 * The members who registered with a referral code (compared without case), newest first: a
 * referrer's invited members. Paged by the caller's offset and limit; `total` counts them all.
 */
export const membersReferredBy = async (
  db: Db,
  merchantId: number,
  code: string,
  page: { offset: number; limit: number },
) => {
  const where = sql`merchant_id = ${merchantId} AND upper(referral_code) = ${code.toUpperCase()}`;
  const [rows, total] = await Promise.all([
    sql<{ id: number; username: string; created_at: Date }>`
      SELECT id, username, created_at FROM members WHERE ${where}
      ORDER BY created_at DESC, id DESC OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM members WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
};

/**
 * The usernames of every agent above a member (its upline, theirs, and so on): who must not
 * decide the member's own applications. Walked on `upline_id` (bounded: a tree is never deeper).
 */
export const uplineUsernames = async (db: Db, memberId: number): Promise<string[]> => {
  const { rows } = await sql<{ username: string }>`
    WITH RECURSIVE up(id, depth) AS (
      SELECT upline_id, 1 FROM members WHERE id = ${memberId} AND upline_id IS NOT NULL
      UNION ALL
      SELECT m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id
      WHERE m.upline_id IS NOT NULL AND up.depth < 1000
    )
    SELECT m.username FROM up JOIN members m ON m.id = up.id`.execute(db);
  return rows.map((r) => r.username);
};
