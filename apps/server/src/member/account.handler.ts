import { randomBytes } from 'node:crypto';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import { consumeCode, sendMessage } from '../session/codes.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import {
  codeDeps,
  findMemberByMobile,
  findMemberByUsername,
  requireRealMember,
} from '../session/signIn.ts';
import { checkMobile } from '../session/smsCodes.ts';
import { isSwitchOn } from '../system/merchants.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { fitsRule, registerRules } from './registerRules.ts';

/** A temporary password from the forgot-password e-mail works for this long. */
const TEMP_PASSWORD_TTL_MS = 30 * 60_000;

/** A new password must fit the merchant's password rule, as at registration. */
const checkNewPassword = (ctx: CallContext, password: string) => {
  if (!fitsRule(registerRules(ctx.merchant).password, password)) {
    throw new CatalogueError('login.format.incorrect');
  }
};

/**
 * Sets a member's password, drops any temporary one, and ends their sessions except
 * `keepSessionId` (the one that made the change, if any).
 */
const setPassword = async (
  ctx: CallContext,
  memberId: number,
  password: string,
  keepSessionId: string | null,
) => {
  const { db, clock, sessions } = ctx.services;
  const now = clock();
  await db
    .updateTable('members')
    .set({
      password_hash: await hashPassword(password),
      password_changed_at: now,
      temp_password_hash: null,
      temp_password_expires_at: null,
    })
    .where('id', '=', memberId)
    .execute();
  const others = await liveSessions(db, memberId);
  for (const session of others) {
    if (session.id !== keepSessionId) await sessions.revoke(session.id, now);
  }
};

const liveSessions = (db: Db, memberId: number) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();

export const memberHandlers = {
  changePassword: async (input, ctx) => {
    const session = ctx.session;
    const member = await requireRealMember(ctx.services.db, ctx.merchant, session.memberId);
    if (input.newPassword !== input.confirmNewPassword) {
      throw new CatalogueError('password.mismatch');
    }
    checkNewPassword(ctx, input.newPassword);
    const now = ctx.services.clock();
    const oldOk =
      (await verifyPassword(input.oldPassword, member.password_hash)) ||
      (member.temp_password_hash !== null &&
        member.temp_password_expires_at !== null &&
        member.temp_password_expires_at > now &&
        (await verifyPassword(input.oldPassword, member.temp_password_hash)));
    if (!oldOk) throw new CatalogueError('password.old.wrong');
    await setPassword(ctx, member.id, input.newPassword, session.id);
    return { passwordChanged: true };
  },

  forgotPasswordByEmail: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const member = await findMemberByUsername(db, ctx.merchant.id, input.username.trim());
    if (
      !member ||
      member.email === '' ||
      member.email.toLowerCase() !== input.email.trim().toLowerCase()
    ) {
      // The specs' own answer (platform-spec section 8), though it tells a name exists.
      throw new CatalogueError('login.username.not.exist');
    }
    const now = clock();
    // A temporary password that works beside the real one: a stranger who knows the name and
    // address can make the mail go out, but cannot lock the member out of their account.
    const temporary = randomBytes(9).toString('base64url');
    const deps = codeDeps(ctx.services);
    await sendMessage(
      deps,
      {
        merchantId: ctx.merchant.id,
        channel: 'email',
        recipient: member.email,
        subject: `${ctx.merchant.brand.name}: password reset`,
        body: `Log in as ${member.username} with the temporary password ${temporary} within 30 minutes, then choose a new password. If you did not ask for this, ignore this e-mail: your password is unchanged.`,
        code: temporary,
      },
      ctx.ip,
      now,
      'too.many.requests',
    );
    await db
      .updateTable('members')
      .set({
        temp_password_hash: await hashPassword(temporary),
        temp_password_expires_at: new Date(now.getTime() + TEMP_PASSWORD_TTL_MS),
      })
      .where('id', '=', member.id)
      .execute();
    return { sent: true };
  },

  resetPasswordByPhone: async (input, ctx) => {
    if (!isSwitchOn(ctx.merchant, 'CHNGPASSVERIF3')) {
      throw new CatalogueError('operation-not-allowed');
    }
    const mobile = checkMobile(ctx.merchant, input.mobileNum, input.countryDialingCode);
    checkNewPassword(ctx, input.newPassword);
    const now = ctx.services.clock();
    await consumeCode(
      codeDeps(ctx.services),
      ctx.merchant.id,
      'login',
      mobile,
      input.verificationCode,
      now,
    );
    const member = await findMemberByMobile(ctx.services.db, ctx.merchant.id, mobile);
    // Codes only go to registered numbers; this guards a member deleted in between.
    if (!member) throw new CatalogueError('invalid-verification-code');
    await setPassword(ctx, member.id, input.newPassword, null);
    return { passwordChanged: true };
  },

  loginInfo: async (_input, ctx) => {
    const session = ctx.session;
    const member = await ctx.services.db
      .selectFrom('members')
      .select(['previous_login_at', 'previous_login_ip'])
      .where('id', '=', session.memberId)
      .executeTakeFirstOrThrow();
    return {
      lastLoginAt: member.previous_login_at?.toISOString() ?? null,
      lastLoginIp: member.previous_login_ip,
      loginIp: normaliseIp(ctx.ip),
      // Messages, promotions and VIP belong to other areas; until they land there are none.
      unreadMessage: 0,
      availablePromoCount: 0,
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: null,
    };
  },

  firstLogin: async (_input, ctx) => {
    const session = ctx.session;
    await ctx.services.db
      .updateTable('members')
      .set({ first_login_handled_at: ctx.services.clock() })
      .where('id', '=', session.memberId)
      .where('first_login_handled_at', 'is', null)
      .execute();
    return { firstTimeLogin: false };
  },

  updateLanguage: async (input, ctx) => {
    const session = ctx.session;
    await ctx.services.db
      .updateTable('members')
      .set({ language: input.language })
      .where('id', '=', session.memberId)
      .execute();
    return { language: input.language };
  },
} satisfies HandlerMap;
