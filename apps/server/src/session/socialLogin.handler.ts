import type { HandlerMap } from '../http/context.ts';
import { completeSocialLogin, enabledProviders, startSocialLogin } from './social.ts';

/** Social login (session/social.ts): the brand's providers, a flight's start, its completion. */
export const socialLoginHandlers = {
  socialProviders: async (_input, ctx) => enabledProviders(ctx.merchant),
  socialLoginStart: async (input, ctx) => startSocialLogin(ctx, input),
  socialLogin: async (input, ctx) => completeSocialLogin(ctx, input),
} satisfies HandlerMap;
