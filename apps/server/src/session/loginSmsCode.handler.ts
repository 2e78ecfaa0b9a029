import type { HandlerMap } from '../http/context.ts';
import { findMemberByMobile, requireChallenge } from './signIn.ts';
import { checkMobile, sendSmsCode } from './smsCodes.ts';

export const loginSmsCodeHandlers = {
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
    return sendSmsCode(ctx.services, ctx, 'login', mobile, stored || undefined, theirs);
  },
} satisfies HandlerMap;
