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

/** The member's type and registration time (who may take part in a promotion). */
export const memberKind = (db: Db, memberId: number) =>
  db
    .selectFrom('members')
    .select(['type', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
