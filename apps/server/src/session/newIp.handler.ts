import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { consumeCode, sendMessage, storeCode } from './codes.ts';
import {
  codeDeps,
  findPendingLogin,
  maskEmail,
  maskMobile,
  newIpMethods,
  openSession,
} from './signIn.ts';
import { smsRecipient } from './smsCodes.ts';

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
    const { pending, member } = await findPendingLogin(
      ctx.services.db,
      ctx.merchant.id,
      input.verificationToken,
      ctx.services.clock(),
    );
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
