import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { spendAuthenticatorCode } from './authenticator.ts';
import { consumeCode, sendMessage, storeCode } from './codes.ts';
import { messageLanguage, wordMessage } from './memberTexts.ts';
import { sameRealName } from './realNames.ts';
import {
  codeDeps,
  findPendingLogin,
  maskEmail,
  maskMobile,
  newIpMethods,
  openSession,
  secondFactors,
} from './signIn.ts';
import { smsRecipient } from './smsCodes.ts';

/**
 * Wrong authenticator codes or real names one pending login takes before it is spent (the
 * member logs in again, with the password): a six-digit code or a name is not guessed in five.
 * Codes sent by SMS or e-mail keep their own limit per code (session/codes.ts).
 */
export const NEW_IP_MAX_FAILURES = 5;

/** The second factor of a login from a new address: send a code, then verify it. */
export const newIpHandlers = {
  newIpCode: async (input, ctx) => {
    const { pending, member } = await findPendingLogin(
      ctx.services.db,
      ctx.merchant.id,
      input.verificationToken,
      ctx.services.clock(),
    );
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
    const text = await wordMessage(
      messageLanguage({ ...ctx, memberLanguage: member.language }),
      { subject: 'loginVerificationSubject', body: 'loginVerificationBody' },
      { brand: ctx.merchant.brand.name, code, minutes: deps.settings.codeMinutes },
    );
    await sendMessage(
      deps,
      {
        merchantId: ctx.merchant.id,
        channel: input.method,
        recipient: sms
          ? smsRecipient(member.mobile, member.country_dialing_code || undefined)
          : member.email,
        ...text,
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
    const { db, clock, secretsKey, realNames } = ctx.services;
    const { pending, member } = await findPendingLogin(
      db,
      ctx.merchant.id,
      input.verificationToken,
      clock(),
    );
    const now = clock();
    const methods = await secondFactors(ctx.services, member);
    if (!methods.includes(input.method)) throw new CatalogueError('operation-not-allowed');
    if (input.method === 'sms' || input.method === 'email') {
      await consumeCode(
        codeDeps(ctx.services),
        ctx.merchant.id,
        'newip',
        `pending:${pending.id}`,
        input.verificationCode,
        now,
      );
    } else {
      const passed =
        input.method === 'totp'
          ? input.verificationCode !== undefined &&
            (await spendAuthenticatorCode(db, secretsKey, member.id, input.verificationCode, now))
          : sameRealName((await realNames.of(db, member.id)) ?? '', input.realName ?? '');
      if (!passed) {
        // Counted, and the pending login spent at the limit (its expiry moved to now).
        const counted = await db
          .updateTable('pending_logins')
          .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
          .where('id', '=', pending.id)
          .returning('failed_attempts')
          .executeTakeFirstOrThrow();
        if (counted.failed_attempts >= NEW_IP_MAX_FAILURES) {
          await db
            .updateTable('pending_logins')
            .set({ expires_at: now })
            .where('id', '=', pending.id)
            .execute();
          throw new CatalogueError('verification.expired');
        }
        throw new CatalogueError(
          input.method === 'totp' ? 'invalid-verification-code' : 'verification.realName.wrong',
        );
      }
    }
    const completed = await db
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
