import { LANGUAGES, type Language } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import { maskEmail, maskMobile, memberById } from './signIn.ts';

export const memberInfoHandlers = {
  memberInfo: async (_input, ctx) => {
    const member = await memberById(ctx.services.db, ctx.session.memberId);
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
      // The column starts empty ('') until the member picks a language.
      language: LANGUAGES.includes(member.language as Language)
        ? (member.language as Language)
        : null,
    };
  },
} satisfies HandlerMap;
