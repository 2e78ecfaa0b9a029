import { sql } from 'kysely';
import { rememberCaptcha, spendCaptcha } from '../auth/captchas.ts';
import {
  CAPTCHA_AFTER_FAILURES,
  clearAccountFailures,
  recentFailures,
  recordFailure,
} from '../auth/loginThrottle.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { renderCaptcha } from '../captcha/captchaImage.ts';
import { CatalogueError } from '../catalogueError.ts';
import { isSwitchOn, type Merchant } from '../merchants/merchants.ts';
import { type CallContext, type HandlerMap, requireSession } from './handler.ts';

/** A password older than this is reported expired (forced to change if the brand says so). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60_000;
/** The default password the platform hands out; logging in with it forces a change. */
const WEAK_DEFAULT_PASSWORD = '123456';

/** A captcha belongs to the browser that asked for it (its loginDeviceId), else its address. */
const captchaSubject = (loginDeviceId: string | undefined, ip: string): string =>
  loginDeviceId ? `device:${loginDeviceId}` : `ip:${ip}`;

type AccountKind = 'member' | 'agent' | 'trial' | 'other';

const accountKind = (merchant: Merchant, type: number): AccountKind => {
  if (merchant.brand.agentTypes.includes(type)) return 'agent';
  if (merchant.brand.trialTypes.includes(type)) return 'trial';
  return type === 0 ? 'member' : 'other';
};

/** Masks all but the last four digits, so the wire never carries a whole number. */
const maskMobile = (mobile: string): string =>
  mobile.length <= 4
    ? mobile.replace(/./g, '*')
    : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;

const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  return at < 1 ? '' : `${email[0]}***${email.slice(at)}`;
};

const findMember = (ctx: CallContext, username: string) =>
  ctx.services.db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', ctx.merchant.id)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

/**
 * The gate before the password is even checked: after repeated failures a login needs a
 * valid captcha. A brand without the captcha module cannot hand one out, so there the
 * account and address stay locked until the failures age out.
 */
const passCaptchaGate = async (
  ctx: CallContext,
  subjects: Parameters<typeof recentFailures>[1],
  captcha: string | undefined,
  loginDeviceId: string | undefined,
) => {
  const { db, clock } = ctx.services;
  if ((await recentFailures(db, subjects, clock())) < CAPTCHA_AFTER_FAILURES) return;
  if (!isSwitchOn(ctx.merchant, 'CAPTCHA3')) throw new CatalogueError('login.account.locked');
  const needCaptcha = { value: { captcha: true } };
  if (!captcha) throw new CatalogueError('captcha.required', needCaptcha);
  const subject = captchaSubject(loginDeviceId, ctx.ip);
  if (!(await spendCaptcha(db, ctx.merchant.id, subject, captcha, clock()))) {
    throw new CatalogueError('captcha.invalid', needCaptcha);
  }
};

export const sessionHandlers = {
  login: async (input, ctx) => {
    // Mobile and one-time-code login needs the SMS gateway, which is not built yet.
    if (input.type === 'sms') throw new CatalogueError('not.implemented');
    const { db, clock } = ctx.services;
    const subjects = { merchantId: ctx.merchant.id, account: input.username, address: ctx.ip };
    await passCaptchaGate(ctx, subjects, input.captcha, input.loginDeviceId);

    const member = await findMember(ctx, input.username);
    const passwordOk = member
      ? await verifyPassword(input.password, member.password_hash)
      : await verifyAgainstDecoy(input.password);
    if (!member || !passwordOk) {
      // One answer for an unknown name and a wrong password: no username probing.
      const failures = await recordFailure(db, subjects, clock());
      throw new CatalogueError('login.password.wrong', {
        value: { captcha: failures >= CAPTCHA_AFTER_FAILURES },
      });
    }

    const kind = accountKind(ctx.merchant, member.type);
    if (input.path === 'agent' && kind !== 'agent') throw new CatalogueError('login.non.agent');
    if (kind === 'other') throw new CatalogueError('login.non.member');

    const now = clock();
    await clearAccountFailures(db, subjects);
    const token = await ctx.services.sessions.start(ctx.merchant.id, member.id, now);
    await db
      .updateTable('members')
      .set({ last_login_at: now })
      .where('id', '=', member.id)
      .execute();
    const passwordExpired =
      now.getTime() - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS;
    return {
      token,
      id: member.id,
      userName: member.username,
      type: member.type,
      firstTimeLogin: member.last_login_at === null,
      passwordExpired,
      forceChangePassword:
        input.password === WEAK_DEFAULT_PASSWORD ||
        (passwordExpired && isSwitchOn(ctx.merchant, 'PWDEXPFORCECHANGE3')),
    };
  },

  logout: async (_input, ctx) => {
    await ctx.services.sessions.revoke(requireSession(ctx).id, ctx.services.clock());
    return { loggedOut: true };
  },

  captcha: async (input, ctx) => {
    const { db, clock, captchaText } = ctx.services;
    const answer = captchaText();
    await rememberCaptcha(
      db,
      ctx.merchant.id,
      captchaSubject(input.loginDeviceId, ctx.ip),
      answer,
      clock(),
    );
    return renderCaptcha(answer).toString('base64');
  },

  memberInfo: async (_input, ctx) => {
    const session = requireSession(ctx);
    const member = await ctx.services.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', session.memberId)
      .executeTakeFirstOrThrow();
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      regDate: member.created_at.toISOString(),
      mobile: maskMobile(member.mobile),
      email: maskEmail(member.email),
      currency: ctx.merchant.brand.currency,
      lastLoginAt: member.last_login_at?.toISOString() ?? null,
    };
  },
} satisfies HandlerMap;
