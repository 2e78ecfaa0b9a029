import type { HandlerMap } from '../http/context.ts';
import {
  authenticatorStatus,
  confirmEnrolment,
  removeAuthenticator,
  startEnrolment,
} from './authenticator.ts';

/** The profile's authenticator app: its status, enrolling (scan, then confirm) and removing. */
export const authenticatorHandlers = {
  authenticatorStatus: async (_input, ctx) =>
    authenticatorStatus(ctx.services.db, ctx.session.memberId),

  authenticatorEnrol: async (_input, ctx) => {
    const member = await ctx.services.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', ctx.session.memberId)
      .executeTakeFirstOrThrow();
    return startEnrolment(
      ctx.services.db,
      ctx.services.secretsKey,
      {
        id: ctx.session.memberId,
        merchantId: ctx.merchant.id,
        username: member.username,
        brandName: ctx.merchant.brand.name,
      },
      ctx.services.clock(),
    );
  },

  authenticatorConfirm: async (input, ctx) =>
    confirmEnrolment(
      ctx.services.db,
      ctx.services.secretsKey,
      ctx.session.memberId,
      input.code,
      ctx.services.clock(),
    ),

  authenticatorRemove: async (input, ctx) =>
    removeAuthenticator(
      ctx.services.db,
      ctx.services.secretsKey,
      ctx.session.memberId,
      input.code,
      ctx.services.clock(),
    ),
} satisfies HandlerMap;
