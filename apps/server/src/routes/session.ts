import { randomBytes } from 'node:crypto';
import { MEMBER_TYPES, USERNAME_FORMAT } from '@portal/contract';
import { rememberCaptcha, spendCaptcha } from '../auth/captchas.ts';
import { consumeCode } from '../auth/codes.ts';
import {
  CAPTCHA_AFTER_FAILURES,
  type LoginSubjects,
  releaseAttempt,
  reserveAttempt,
} from '../auth/loginThrottle.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import {
  accountKind,
  codeDeps,
  findMemberByMobile,
  findMemberByUsername,
  maskEmail,
  maskMobile,
  needsSecondFactor,
  openSession,
  parkLogin,
  requireChallenge,
  WEAK_DEFAULT_PASSWORD,
} from '../auth/signIn.ts';
import { renderCaptcha } from '../captcha/captchaImage.ts';
import { CatalogueError } from '../catalogueError.ts';
import { isSwitchOn } from '../merchants/merchants.ts';
import { normaliseIp } from '../merchants/siteStatus.ts';
import { type CallContext, type HandlerMap, requireSession } from './handler.ts';
import { checkMobile } from './verification.ts';

export { PASSWORD_MAX_AGE_MS } from '../auth/signIn.ts';

/** Guest (free play) accounts one address may open per hour. */
export const FREE_PLAY_PER_ADDRESS_PER_HOUR = 20;

/** A captcha belongs to the browser that asked for it (its loginDeviceId), else its address. */
export const captchaSubject = (loginDeviceId: string | undefined, ip: string): string =>
  loginDeviceId ? `device:${loginDeviceId}` : `ip:${ip}`;

/**
 * The gate before the password or code is even checked. The attempt is counted first (so
 * parallel guesses cannot all slip under the limit); after a few failures a login needs a
 * valid captcha, and past the lock limit nothing gets through until the failures age out.
 * A brand without the captcha module cannot hand one out, so it locks at the captcha limit.
 */
const passLoginGate = async (
  ctx: CallContext,
  subjects: LoginSubjects,
  captcha: string | undefined,
  loginDeviceId: string | undefined,
): Promise<number> => {
  const { db, clock } = ctx.services;
  const { verdict, before } = await reserveAttempt(db, subjects, clock());
  if (verdict === 'open') return before;
  if (verdict === 'locked' || !isSwitchOn(ctx.merchant, 'CAPTCHA3')) {
    throw new CatalogueError('login.account.locked');
  }
  const needCaptcha = { value: { captcha: true } };
  if (!captcha) throw new CatalogueError('captcha.required', needCaptcha);
  const subject = captchaSubject(loginDeviceId, ctx.ip);
  if (!(await spendCaptcha(db, ctx.merchant.id, subject, captcha, clock()))) {
    throw new CatalogueError('captcha.invalid', needCaptcha);
  }
  return before;
};

const checkAccountPath = (ctx: CallContext, type: number, path: 'member' | 'agent' | undefined) => {
  const kind = accountKind(ctx.merchant, type);
  if (path === 'agent' && kind !== 'agent') throw new CatalogueError('login.non.agent');
  if (kind === 'other') throw new CatalogueError('login.non.member');
};

type LoginInput = Parameters<NonNullable<HandlerMap['login']>>[0];

const smsLogin = async (input: LoginInput, ctx: CallContext) => {
  if (!isSwitchOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) {
    throw new CatalogueError('operation-not-allowed');
  }
  const mobile = checkMobile(ctx.merchant, input.username, input.countryDialingCode);
  const subjects = { merchantId: ctx.merchant.id, account: `mobile:${mobile}`, address: ctx.ip };
  await passLoginGate(ctx, subjects, input.captcha, input.loginDeviceId);
  const member = await findMemberByMobile(ctx.services.db, ctx.merchant.id, mobile);
  const now = ctx.services.clock();
  // Codes only go to registered numbers, so an unknown number has none to spend.
  await consumeCode(codeDeps(ctx), ctx.merchant.id, 'login', mobile, input.password, now);
  if (!member) throw new CatalogueError('invalid-verification-code');
  await releaseAttempt(ctx.services.db, subjects);
  checkAccountPath(ctx, member.type, input.path);
  return openSession(ctx, member, {
    weakPassword: false,
    viaSms: true,
    device: input.loginDeviceId,
  });
};

export const sessionHandlers = {
  login: async (input, ctx) => {
    if (input.type === 'sms') return smsLogin(input, ctx);
    await requireChallenge(ctx, input);
    if (!USERNAME_FORMAT.test(input.username)) throw new CatalogueError('login.format.incorrect');
    const { db, clock } = ctx.services;
    const subjects = { merchantId: ctx.merchant.id, account: input.username, address: ctx.ip };
    const before = await passLoginGate(ctx, subjects, input.captcha, input.loginDeviceId);

    const member = await findMemberByUsername(db, ctx.merchant.id, input.username);
    let passwordOk = member
      ? await verifyPassword(input.password, member.password_hash)
      : await verifyAgainstDecoy(input.password);
    // A temporary password from the forgot-password e-mail also signs in, and forces a change.
    let temporary = false;
    if (member && !passwordOk && member.temp_password_hash && member.temp_password_expires_at) {
      temporary =
        member.temp_password_expires_at > clock() &&
        (await verifyPassword(input.password, member.temp_password_hash));
      passwordOk = temporary;
    }
    if (!member || !passwordOk) {
      // One answer for an unknown name and a wrong password: no username probing.
      throw new CatalogueError('login.password.wrong', {
        value: { captcha: before + 1 >= CAPTCHA_AFTER_FAILURES },
      });
    }

    // The password was right: not a guess, whichever path it came through.
    await releaseAttempt(db, subjects);
    checkAccountPath(ctx, member.type, input.path);
    const weakPassword = temporary || input.password === WEAK_DEFAULT_PASSWORD;
    if (await needsSecondFactor(db, member, ctx.ip)) await parkLogin(ctx, member, weakPassword);
    return openSession(ctx, member, { weakPassword, viaSms: false, device: input.loginDeviceId });
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
      ctx.ip,
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

  freePlayLogin: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const now = clock();
    // A guest coming back with its earlier session's token keeps its trial account.
    const earlier = input.token
      ? await ctx.services.sessions.resume(input.token, ctx.merchant.id, now)
      : null;
    if (earlier) {
      const guest = await db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', earlier.memberId)
        .executeTakeFirstOrThrow();
      if (accountKind(ctx.merchant, guest.type) === 'trial') {
        return openSession(ctx, guest, { weakPassword: false, viaSms: false });
      }
    }
    const address = normaliseIp(ctx.ip);
    const recent = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('merchant_id', '=', ctx.merchant.id)
      .where('register_ip', '=', address)
      .where('type', '=', MEMBER_TYPES.trial)
      .where('created_at', '>', new Date(now.getTime() - 60 * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= FREE_PLAY_PER_ADDRESS_PER_HOUR) {
      throw new CatalogueError('too.many.requests');
    }
    const guest = await db
      .insertInto('members')
      .values({
        merchant_id: ctx.merchant.id,
        username: `guest${randomBytes(5).toString('hex')}`,
        // No password can match: a guest comes back only through its session.
        password_hash: 'none',
        type: MEMBER_TYPES.trial,
        nickname: 'Guest',
        register_ip: address,
        created_at: now,
        password_changed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return openSession(ctx, guest, { weakPassword: false, viaSms: false });
  },
} satisfies HandlerMap;
