import type { HandlerMap } from '../http/context.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { markFirstLoginHandled, previousLogin, setLanguage } from './members.ts';

/** What the member centre shows and keeps: last login, first-login step, language. */
export const profileHandlers = {
  loginInfo: async (_input, ctx) => {
    const member = await previousLogin(ctx.services.db, ctx.session.memberId);
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
    await markFirstLoginHandled(ctx.services.db, ctx.session.memberId, ctx.services.clock());
    return { firstTimeLogin: false };
  },

  updateLanguage: async (input, ctx) => {
    await setLanguage(ctx.services.db, ctx.session.memberId, input.language);
    return { language: input.language };
  },
} satisfies HandlerMap;
