import type { CallContext, HandlerMap } from '../http/context.ts';
import {
  completeSocialLogin,
  enabledProviders,
  linkedProviders,
  startSocialLogin,
} from './social.ts';

/** Social login (session/social.ts): the brand's providers, a flight's start, its completion. */
const caller = (ctx: CallContext) => ({
  merchant: ctx.merchant,
  ip: ctx.ip,
  memberId: ctx.session?.memberId ?? null,
});

export const socialLoginHandlers = {
  socialProviders: async (_input, ctx) => enabledProviders(ctx.merchant),
  socialLoginStart: async (input, ctx) => startSocialLogin(ctx.services, caller(ctx), input),
  socialLogin: async (input, ctx) => completeSocialLogin(ctx.services, caller(ctx), input),
  socialIdentities: async (_input, ctx) =>
    (await linkedProviders(ctx.services, ctx.session.memberId)).map((row) => ({
      provider: row.provider as 'google' | 'facebook',
      email: row.email,
      linkedAt: row.linked_at.toISOString(),
    })),
} satisfies HandlerMap;
