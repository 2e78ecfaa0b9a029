import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { hashPassword } from '../session/passwords.ts';
import { checkNewPassword, endSessions } from './members.ts';
import { countResetAttempt, openResetLink, spendResetToken } from './resetLinks.ts';

/** The page a password-reset link opens: is the link good, and setting the new password. */
export const passwordResetHandlers = {
  passwordResetLinkCheck: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const now = clock();
    await countResetAttempt(db, ctx.merchant.id, ctx.ip, now);
    const link = await openResetLink(db, ctx.merchant.id, input.token, now);
    if (!link) throw new CatalogueError('password.reset.link.invalid');
    return { username: link.username, expiresAt: link.expires_at.toISOString() };
  },

  resetPasswordWithLink: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const now = clock();
    await countResetAttempt(db, ctx.merchant.id, ctx.ip, now);
    // The link first, so a dead link says so whatever was typed; the password rule next, so a
    // refused password leaves the link good for another try.
    if (!(await openResetLink(db, ctx.merchant.id, input.token, now))) {
      throw new CatalogueError('password.reset.link.invalid');
    }
    if (input.newPassword !== input.confirmNewPassword) {
      throw new CatalogueError('password.mismatch');
    }
    checkNewPassword(ctx.merchant, input.newPassword);
    // Hashed outside the transaction: scrypt takes a while, the link's row lock should not.
    const passwordHash = await hashPassword(input.newPassword);
    const member = await db.transaction().execute(async (trx) => {
      const memberId = await spendResetToken(trx, ctx.merchant.id, input.token, now);
      return trx
        .updateTable('members')
        .set({ password_hash: passwordHash, password_changed_at: now })
        .where('id', '=', memberId)
        .where('merchant_id', '=', ctx.merchant.id)
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
    });
    await endSessions(ctx.services, member.id, null, now);
    return { passwordChanged: true, username: member.username };
  },
} satisfies HandlerMap;
