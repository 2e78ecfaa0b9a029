import { MEMBER_TYPES } from '@portal/contract';
import type { CallContext, HandlerMap } from '../http/context.ts';
import { captchaSubject, spendCaptcha } from '../session/captchas.ts';
import { consumeCode } from '../session/codes.ts';
import { hashPassword } from '../session/passwords.ts';
import {
  codeDeps,
  findMemberByMobile,
  findMemberByUsername,
  openSession,
  requireChallenge,
} from '../session/signIn.ts';
import { checkMobile, registrationCodeKey, sendSmsCode } from '../session/smsCodes.ts';
import { isSwitchOn } from '../system/merchants.ts';
import { registerRules } from '../system/registerRules.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import type { AffiliatePlacement } from './affiliates.ts';
import { checkRegisterFields, fail, insertMember } from './registration.ts';

type RegisterInput = Parameters<NonNullable<HandlerMap['register']>>[0];
type RegisterMobileInput = Parameters<NonNullable<HandlerMap['registerMobile']>>[0];

const isUniqueViolation = (error: unknown, index: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === index;

const register = async (
  input: RegisterInput | RegisterMobileInput,
  ctx: CallContext,
  byMobile: boolean,
) => {
  const { merchant } = ctx;
  const { db, clock } = ctx.services;
  await requireChallenge(ctx.services, ctx.merchant.id, input);
  const mobile = input.mobileNum?.trim() ?? '';
  // A mobile registration may leave the username out: the number then names the account.
  const username = input.username?.trim() || (byMobile ? `m${mobile}` : '');
  const fields = { ...input, username, mobileNum: mobile };
  checkRegisterFields(merchant, fields);
  if (byMobile || mobile !== '') checkMobile(merchant, mobile, input.countryDialingCode);
  if (input.password !== input.confirmPassword) throw fail('password.mismatch');

  const now = clock();
  const rules = registerRules(merchant);
  if (rules.captcha.enabled && input.captcha) {
    const subject = captchaSubject(input.loginDeviceId, ctx.ip);
    if (!(await spendCaptcha(db, merchant.id, subject, input.captcha, now))) {
      throw fail('captcha.invalid');
    }
  }
  // A code lands the member under its agent with the link's type and prize group (issue 24).
  let placement: AffiliatePlacement | undefined;
  if (input.affiliateCode) {
    placement = await ctx.services.affiliates.placementOf(db, merchant.id, input.affiliateCode);
    if (!placement) throw fail('invitation_code_error');
  }
  if (await findMemberByUsername(db, merchant.id, username)) {
    throw fail('register.username.taken');
  }
  if (mobile !== '' && (await findMemberByMobile(db, merchant.id, mobile))) {
    throw fail('register.mobile.taken');
  }
  const verified = isSwitchOn(merchant, 'REGMOBVERF3') && mobile !== '';
  if (verified) {
    const key = registrationCodeKey(mobile, input.countryDialingCode);
    await consumeCode(
      codeDeps(ctx.services),
      merchant.id,
      'register',
      key,
      input.verificationCode,
      now,
    );
  }

  const profile = Object.fromEntries(
    (['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const)
      .filter((k) => rules[k].enabled && input[k])
      .map((k) => [k, input[k]?.trim() ?? '']),
  );
  const passwordHash = await hashPassword(input.password);
  let member: Awaited<ReturnType<typeof insertMember>>;
  try {
    member = await insertMember(db, {
      merchant_id: merchant.id,
      username,
      password_hash: passwordHash,
      type: placement?.type ?? MEMBER_TYPES.member,
      ...(placement ? { series: placement.series, agent_link_id: placement.linkId } : {}),
      nickname: input.payeeName?.trim() ?? '',
      mobile,
      mobile_verified: verified,
      country_dialing_code:
        mobile === '' ? '' : (input.countryDialingCode ?? '').replace(/^\+/, ''),
      email: rules.email.enabled ? (input.email?.trim() ?? '') : '',
      upline_id: placement?.agentId ?? null,
      referral_code: input.referralCode ?? '',
      recommender_id: rules.recommenderId.enabled ? (input.recommenderId ?? '') : '',
      profile: JSON.stringify(profile),
      terms_accepted_at: now,
      register_ip: normaliseIp(ctx.ip),
      // The language the member registered in, until they choose one (`updateLanguage`): the
      // SMS and e-mails the platform sends them are written in it (session/memberTexts.ts).
      language: ctx.requestLanguage ?? '',
      created_at: now,
      password_changed_at: now,
    });
  } catch (error) {
    // Two registrations racing for one name or number: the database's unique index decides.
    if (isUniqueViolation(error, 'members_username')) throw fail('register.username.taken');
    if (isUniqueViolation(error, 'members_mobile')) throw fail('register.mobile.taken');
    throw error;
  }
  return openSession(ctx.services, ctx, member, {
    weakPassword: false,
    viaSms: false,
    device: input.loginDeviceId,
  });
};

export const registrationHandlers = {
  register: async (input, ctx) => {
    if (!isSwitchOn(ctx.merchant, 'USERNAMEREG3') && !isSwitchOn(ctx.merchant, 'DIRECTREG3')) {
      throw fail('function.not.available');
    }
    return register(input, ctx, false);
  },

  registerMobile: async (input, ctx) => {
    if (!isSwitchOn(ctx.merchant, 'MOBILENUMREG3')) throw fail('function.not.available');
    return register(input, ctx, true);
  },

  registerSmsCode: async (input, ctx) => registerSms(input, ctx),
  registerMobileSmsCode: async (input, ctx) => registerSms(input, ctx),
} satisfies HandlerMap;

const registerSms = async (
  input: Parameters<NonNullable<HandlerMap['registerSmsCode']>>[0],
  ctx: CallContext,
) => {
  if (!isSwitchOn(ctx.merchant, 'REGMOBVERF3')) throw fail('operation-not-allowed');
  await requireChallenge(ctx.services, ctx.merchant.id, input);
  const mobile = checkMobile(ctx.merchant, input.mobileNo, input.countryDialingCode);
  if (await findMemberByMobile(ctx.services.db, ctx.merchant.id, mobile)) {
    throw fail('register.mobile.taken');
  }
  const key = registrationCodeKey(mobile, input.countryDialingCode);
  return sendSmsCode(ctx.services, ctx, 'register', mobile, input.countryDialingCode, true, key);
};
