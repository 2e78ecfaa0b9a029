import { USERNAME_FORMAT } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import { isSwitchOn } from '../system/merchants.ts';
import { captchaSubject, spendCaptcha } from './captchas.ts';
import { consumeCode } from './codes.ts';
import {
  CAPTCHA_AFTER_FAILURES,
  type LoginSubjects,
  releaseAttempt,
  reserveAttempt,
} from './loginThrottle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import {
  accountKind,
  codeDeps,
  findMemberByMobile,
  findMemberByUsername,
  needsSecondFactor,
  openSession,
  parkLogin,
  requireChallenge,
  secondFactors,
  WEAK_DEFAULT_PASSWORD,
} from './signIn.ts';
import { checkMobile } from './smsCodes.ts';

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
  await consumeCode(codeDeps(ctx.services), ctx.merchant.id, 'login', mobile, input.password, now);
  if (!member) throw new CatalogueError('invalid-verification-code');
  await releaseAttempt(ctx.services.db, subjects);
  checkAccountPath(ctx, member.type, input.path);
  return openSession(ctx.services, ctx, member, {
    weakPassword: false,
    viaSms: true,
    device: input.loginDeviceId,
  });
};

export const loginHandlers = {
  login: async (input, ctx) => {
    if (input.type === 'sms') return smsLogin(input, ctx);
    await requireChallenge(ctx.services, ctx.merchant.id, input);
    if (!USERNAME_FORMAT.test(input.username)) throw new CatalogueError('login.format.incorrect');
    const { db } = ctx.services;
    const subjects = { merchantId: ctx.merchant.id, account: input.username, address: ctx.ip };
    const before = await passLoginGate(ctx, subjects, input.captcha, input.loginDeviceId);

    const member = await findMemberByUsername(db, ctx.merchant.id, input.username);
    const passwordOk = member
      ? await verifyPassword(input.password, member.password_hash)
      : await verifyAgainstDecoy(input.password);
    if (!member || !passwordOk) {
      // One answer for an unknown name and a wrong password: no username probing.
      throw new CatalogueError('login.password.wrong', {
        value: { captcha: before + 1 >= CAPTCHA_AFTER_FAILURES },
      });
    }

    // The password was right: not a guess, whichever path it came through.
    await releaseAttempt(db, subjects);
    checkAccountPath(ctx, member.type, input.path);
    const weakPassword = input.password === WEAK_DEFAULT_PASSWORD;
    const factors = await secondFactors(ctx.services, member);
    if (await needsSecondFactor(db, member, ctx.ip, factors))
      await parkLogin(ctx.services, ctx, member, weakPassword, factors);
    return openSession(ctx.services, ctx, member, {
      weakPassword,
      viaSms: false,
      device: input.loginDeviceId,
    });
  },
} satisfies HandlerMap;
