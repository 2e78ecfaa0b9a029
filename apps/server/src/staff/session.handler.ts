import { CatalogueError } from '../catalogueError.ts';
import { verifyAgainstDecoy, verifyPassword } from '../session/passwords.ts';
import { writeAudit } from './audit.ts';
import type { SignInContext, StaffHandlerMap } from './staffContext.ts';
import type { StaffTrx } from './staffDb.ts';
import {
  csrfTokenFor,
  newToken,
  revokeStaffSession,
  startStaffSession,
  tokenHash,
} from './staffSessions.ts';
import {
  checkAddress,
  findStaff,
  isLocked,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recordFailure,
  recoveryHash,
  STAFF_TICKET_MS,
  type StaffRow,
  spendRecoveryCode,
  staffMemberOf,
  verifyTotp,
} from './staffSignIn.ts';
import {
  openPendingSecret,
  openTotpSecret,
  sealPendingSecret,
  sealTotpSecret,
} from './totpSecrets.ts';

/** The live ticket of a password step, with its staff member; else the sign-in has expired. */
const openTicket = async (ctx: SignInContext, ticket: string) => {
  const row = await ctx.db
    .selectFrom('staff_signin_tickets as t')
    .innerJoin('staff as s', 's.id', 't.staff_id')
    .select([
      't.pending_secret',
      's.id',
      's.username',
      's.display_name',
      's.role',
      's.merchant_id',
      's.password_hash',
      's.totp_secret',
      's.totp_last_step',
      's.failed_attempts',
      's.locked_until',
    ])
    .where('t.token_hash', '=', tokenHash(ticket))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', ctx.now)
    .executeTakeFirst();
  if (!row) throw new CatalogueError('staff.signin.expired');
  if (isLocked(row, ctx.now)) throw new CatalogueError('staff.locked');
  return row;
};

const failStep = async (
  ctx: SignInContext,
  staffId: number | null,
  code: 'staff.totp.invalid' | 'staff.signin.failed',
) => {
  const locked = await recordFailure(ctx.db, ctx.ip, staffId, ctx.now);
  throw new CatalogueError(locked ?? code);
};

const actorOf = (row: StaffRow) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  merchantId: row.merchant_id,
});

/** Spends a password step's ticket once; undefined when it was spent or never issued. */
const spendTicket = (trx: StaffTrx, ticket: string, now: Date) =>
  trx
    .updateTable('staff_signin_tickets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(ticket))
    .where('used_at', 'is', null)
    .returning('staff_id')
    .executeTakeFirst();

/** What a completed sign-in answers: the staff member and the session's CSRF token. */
const signedIn = async (ctx: SignInContext, row: StaffRow, token: string) => ({
  staff: await staffMemberOf(ctx.db, {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    merchantId: row.merchant_id,
  }),
  csrfToken: csrfTokenFor(ctx.staffServices.csrfSecret, token),
});

export const sessionHandlers: Pick<
  StaffHandlerMap,
  'staffSignInPassword' | 'staffSignInTotp' | 'staffEnrol' | 'staffSession' | 'staffSignOut'
> = {
  staffSignInPassword: async (input, ctx) => {
    await checkAddress(ctx.db, ctx.ip, ctx.now);
    const row = await findStaff(ctx.db, input.username);
    if (!row) {
      await verifyAgainstDecoy(input.password);
      return failStep(ctx, null, 'staff.signin.failed');
    }
    if (isLocked(row, ctx.now)) throw new CatalogueError('staff.locked');
    if (!(await verifyPassword(input.password, row.password_hash))) {
      return failStep(ctx, row.id, 'staff.signin.failed');
    }
    const ticket = newToken();
    const pendingSecret = row.totp_secret === null ? newTotpSecret() : null;
    const { secretsKey } = ctx.staffServices;
    await ctx.db
      .insertInto('staff_signin_tickets')
      .values({
        token_hash: tokenHash(ticket),
        staff_id: row.id,
        pending_secret:
          pendingSecret === null ? null : sealPendingSecret(secretsKey, row.id, pendingSecret),
        expires_at: new Date(ctx.now.getTime() + STAFF_TICKET_MS),
      })
      .execute();
    return pendingSecret === null
      ? { ticket, next: 'totp' as const }
      : {
          ticket,
          next: 'enrol' as const,
          enrolment: { secret: pendingSecret, otpauthUrl: otpauthUrl(row.username, pendingSecret) },
        };
  },

  staffSignInTotp: async (input, ctx) => {
    await checkAddress(ctx.db, ctx.ip, ctx.now);
    const row = await openTicket(ctx, input.ticket);
    if (row.totp_secret === null) throw new CatalogueError('staff.signin.expired');
    const secret = openTotpSecret(ctx.staffServices.secretsKey, row.id, row.totp_secret);
    const isTotp = /^\d{6}$/.test(input.code);
    const step = isTotp ? await verifyTotp(secret, input.code, ctx.now, row.totp_last_step) : null;
    if (isTotp && step === null) return failStep(ctx, row.id, 'staff.totp.invalid');

    const token = await ctx.db.transaction().execute(async (trx) => {
      if (step !== null) {
        // Only a later step than the last accepted one: two requests racing with one code
        // cannot both pass.
        const taken = await trx
          .updateTable('staff')
          .set({ totp_last_step: step, failed_attempts: 0 })
          .where('id', '=', row.id)
          .where((eb) =>
            eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
          )
          .returning('id')
          .executeTakeFirst();
        if (!taken) return null;
      } else if (!(await spendRecoveryCode(trx, row.id, input.code, ctx.now))) {
        return null;
      } else {
        await trx
          .updateTable('staff')
          .set({ failed_attempts: 0 })
          .where('id', '=', row.id)
          .execute();
      }
      const spent = await spendTicket(trx, input.ticket, ctx.now);
      if (!spent) throw new CatalogueError('staff.signin.expired');
      const session = await startStaffSession(trx, row.id, ctx.now);
      await writeAudit(trx, actorOf(row), ctx.ip, ctx.now, {
        action: 'staff.signIn',
        targetType: 'staff',
        targetId: row.id,
        merchantId: row.merchant_id,
        after: { method: step !== null ? 'totp' : 'recoveryCode' },
      });
      return session;
    });
    if (token === null) return failStep(ctx, row.id, 'staff.totp.invalid');
    ctx.setSessionCookie(token);
    return signedIn(ctx, row, token);
  },

  staffEnrol: async (input, ctx) => {
    await checkAddress(ctx.db, ctx.ip, ctx.now);
    const row = await openTicket(ctx, input.ticket);
    if (row.pending_secret === null || row.totp_secret !== null) {
      throw new CatalogueError('staff.signin.expired');
    }
    const { secretsKey } = ctx.staffServices;
    const secret = openPendingSecret(secretsKey, row.id, row.pending_secret);
    const step = await verifyTotp(secret, input.code, ctx.now, null);
    if (step === null) return failStep(ctx, row.id, 'staff.totp.invalid');
    const recoveryCodes = newRecoveryCodes();
    const token = await ctx.db.transaction().execute(async (trx) => {
      const enrolled = await trx
        .updateTable('staff')
        .set({
          totp_secret: sealTotpSecret(secretsKey, row.id, secret),
          totp_last_step: step,
          failed_attempts: 0,
        })
        .where('id', '=', row.id)
        .where('totp_secret', 'is', null)
        .returning('id')
        .executeTakeFirst();
      const spent = await spendTicket(trx, input.ticket, ctx.now);
      if (!enrolled || !spent) throw new CatalogueError('staff.signin.expired');
      await trx
        .insertInto('staff_recovery_codes')
        .values(recoveryCodes.map((code) => ({ staff_id: row.id, code_hash: recoveryHash(code) })))
        .execute();
      const session = await startStaffSession(trx, row.id, ctx.now);
      await writeAudit(trx, actorOf(row), ctx.ip, ctx.now, {
        action: 'staff.enrol',
        targetType: 'staff',
        targetId: row.id,
        merchantId: row.merchant_id,
        before: { totp: false },
        after: { totp: true, recoveryCodes: recoveryCodes.length },
      });
      return session;
    });
    ctx.setSessionCookie(token);
    return {
      ...(await signedIn(ctx, row, token)),
      recoveryCodes,
    };
  },

  staffSession: async (_input, ctx) => ({
    staff: await staffMemberOf(ctx.db, ctx.staff),
    csrfToken: csrfTokenFor(ctx.staffServices.csrfSecret, ctx.staff.token),
  }),

  staffSignOut: async (_input, ctx) => {
    await revokeStaffSession(ctx.db, ctx.staff.sessionId, ctx.now);
    await ctx.audit({
      action: 'staff.signOut',
      targetType: 'staff',
      targetId: ctx.staff.id,
      merchantId: ctx.staff.merchantId,
    });
    ctx.clearSessionCookie();
    return {};
  },
};
