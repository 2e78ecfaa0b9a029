import { CatalogueError } from '../catalogueError.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import { registerRules } from '../member/registerRules.ts';
import { COUNTRY_CODES } from '../system/countryCodes.ts';
import type { Merchant } from '../system/merchants.ts';
import { issueChallenge } from './challenges.ts';
import { consumeCode, rationSend, sendMessage, storeCode } from './codes.ts';
import {
  codeDeps,
  findMemberByMobile,
  maskEmail,
  maskMobile,
  newIpMethods,
  openSession,
  pendingTokenHash,
  requireChallenge,
} from './signIn.ts';

/** A number as the SMS gateway needs it: the dialing code (when known) and the digits. */
export const smsRecipient = (mobile: string, dialingCode: string | undefined): string =>
  dialingCode ? `+${dialingCode.replace(/^\+/, '')}${mobile}` : mobile;

/**
 * What a registration code is stored under: the number with the dialing code it went to, so
 * a code sent to one country's number cannot register the same digits under another.
 */
export const registrationCodeKey = (mobile: string, dialingCode: string | undefined): string =>
  `${(dialingCode ?? '').replace(/^\+/, '')}|${mobile}`;

/**
 * Checks a mobile number against the merchant's mobile rule (its length) and the offered
 * dialing codes: `invalid-phone-number` otherwise, `missing-phone-number` when empty.
 */
export const checkMobile = (
  merchant: Merchant,
  mobile: string | undefined,
  dialingCode: string | undefined,
): string => {
  const number = (mobile ?? '').trim();
  if (number === '') throw new CatalogueError('missing-phone-number');
  const rule = registerRules(merchant).mobileNum;
  if (!/^\d+$/.test(number) || number.length < rule.minLength || number.length > rule.maxLength) {
    throw new CatalogueError('invalid-phone-number');
  }
  if (
    dialingCode !== undefined &&
    !COUNTRY_CODES.some((c) => c.countryDialingCode === dialingCode.replace(/^\+/, ''))
  ) {
    throw new CatalogueError('invalid-phone-number');
  }
  return number;
};

/** Sends a one-time code by SMS, within the send limits; answers the portal's countdown. */
export const sendSmsCode = async (
  ctx: CallContext,
  purpose: 'login' | 'register',
  mobile: string,
  dialingCode: string | undefined,
  deliver: boolean,
  codeKey: string = mobile,
) => {
  const deps = codeDeps(ctx.services);
  const now = ctx.services.clock();
  const recipient = smsRecipient(mobile, dialingCode);
  const message = {
    merchantId: ctx.merchant.id,
    channel: 'sms' as const,
    recipient,
    subject: purpose === 'login' ? 'Login code' : 'Registration code',
    body: '',
  };
  // Rationed per number whatever dialing code comes with it, before any code exists.
  await rationSend(deps, { ...message, recipient: mobile, requesterIp: ctx.ip }, now);
  // An unknown number is counted like a real send, so probing numbers is rationed the same.
  if (!deliver) return { expiredMinutes: deps.settings.codeMinutes };
  const code = await storeCode(deps, ctx.merchant.id, purpose, codeKey, now);
  await deps.messages.send(
    {
      ...message,
      body: `${ctx.merchant.brand.name}: your verification code is ${code}. It expires in ${deps.settings.codeMinutes} minute(s).`,
      code,
    },
    now,
  );
  return { expiredMinutes: deps.settings.codeMinutes };
};

const findPending = async (ctx: CallContext, verificationToken: string) => {
  const pending = await ctx.services.db
    .selectFrom('pending_logins')
    .selectAll()
    .where('token_hash', '=', pendingTokenHash(verificationToken))
    .where('merchant_id', '=', ctx.merchant.id)
    .executeTakeFirst();
  if (!pending || pending.completed_at !== null || pending.expires_at <= ctx.services.clock()) {
    throw new CatalogueError('verification.expired');
  }
  const member = await ctx.services.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', pending.member_id)
    .executeTakeFirstOrThrow();
  return { pending, member };
};

export const verificationHandlers = {
  verificationChallenge: async (_input, ctx) =>
    issueChallenge(
      ctx.services.secrets.challenge,
      ctx.merchant.id,
      ctx.services.challengeMaxNumber,
      ctx.services.clock(),
    ),

  loginSmsCode: async (input, ctx) => {
    await requireChallenge(ctx.services, ctx.merchant.id, input);
    const mobile = checkMobile(ctx.merchant, input.mobileNum, input.countryDialingCode);
    // The same answer whether or not the number is registered: no member probing by SMS.
    const member = await findMemberByMobile(ctx.services.db, ctx.merchant.id, mobile);
    const stored = member?.country_dialing_code ?? '';
    const asked = (input.countryDialingCode ?? '').replace(/^\+/, '');
    // The code signs in as the member, so it only goes to the member's own phone: the same
    // digits under another dialing code are someone else's number.
    const theirs = member !== undefined && (stored === '' || asked === '' || asked === stored);
    return sendSmsCode(ctx, 'login', mobile, stored || undefined, theirs);
  },

  newIpCode: async (input, ctx) => {
    const { pending, member } = await findPending(ctx, input.verificationToken);
    const methods = newIpMethods(member);
    if (input.method === 'sms' && !methods.includes('sms')) {
      throw new CatalogueError('missing-phone-number');
    }
    if (input.method === 'email' && !methods.includes('email')) {
      throw new CatalogueError('operation-not-allowed');
    }
    const deps = codeDeps(ctx.services);
    const now = ctx.services.clock();
    const code = await storeCode(deps, ctx.merchant.id, 'newip', `pending:${pending.id}`, now);
    const sms = input.method === 'sms';
    await sendMessage(
      deps,
      {
        merchantId: ctx.merchant.id,
        channel: input.method,
        recipient: sms
          ? smsRecipient(member.mobile, member.country_dialing_code || undefined)
          : member.email,
        subject: `${ctx.merchant.brand.name}: login verification`,
        body: `A login from a new address needs this code: ${code}. It expires in ${deps.settings.codeMinutes} minute(s). If this was not you, change your password.`,
        code,
      },
      ctx.ip,
      now,
    );
    return {
      expiredMinutes: deps.settings.codeMinutes,
      destination: sms ? maskMobile(member.mobile) : maskEmail(member.email),
    };
  },

  newIpVerify: async (input, ctx) => {
    const { pending, member } = await findPending(ctx, input.verificationToken);
    if (input.method !== 'sms' && input.method !== 'email') {
      throw new CatalogueError('operation-not-allowed');
    }
    const now = ctx.services.clock();
    await consumeCode(
      codeDeps(ctx.services),
      ctx.merchant.id,
      'newip',
      `pending:${pending.id}`,
      input.verificationCode,
      now,
    );
    const completed = await ctx.services.db
      .updateTable('pending_logins')
      .set({ completed_at: now })
      .where('id', '=', pending.id)
      .where('completed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!completed) throw new CatalogueError('verification.expired');
    return openSession(ctx.services, ctx, member, {
      weakPassword: pending.weak_password,
      viaSms: false,
      device: input.loginDeviceId,
    });
  },
} satisfies HandlerMap;
