import type { HandlerMap } from '../http/context.ts';
import { codeDeps } from '../session/signIn.ts';
import { setPaymentPassword } from './paymentPassword.ts';
import { resetPaymentPassword, sendPaymentPasswordResetCode } from './paymentPasswordReset.ts';

/**
 * The member's payment password: setting it, and resetting it by a code (contract:
 * calls/cashier.ts).
 */
export const paymentPasswordHandlers = {
  paymentPasswordSet: async (input, ctx) => {
    await setPaymentPassword(
      ctx.services.db,
      ctx.session.memberId,
      input.password,
      input.oldPassword,
      ctx.services.clock(),
    );
    return { set: true as const };
  },

  paymentPasswordResetCode: async (_input, ctx) =>
    sendPaymentPasswordResetCode(
      codeDeps(ctx.services),
      ctx.merchant,
      ctx.session.memberId,
      ctx.ip,
      ctx.services.clock(),
    ),

  paymentPasswordReset: async (input, ctx) => {
    await resetPaymentPassword(
      codeDeps(ctx.services),
      ctx.merchant.id,
      ctx.session.memberId,
      input.code,
      input.password,
      ctx.services.clock(),
    );
    return { set: true as const };
  },
} satisfies HandlerMap;
