import * as v from 'valibot';
import { defineCall, str } from '../call.ts';
import { instant } from '../fields.ts';

const password = str(128, 1);
/**
 * The token of a reset link as the page read it from the address. Bounded, not patterned: a
 * link a mail program cut short is answered `password.reset.link.invalid`, as a used one is.
 */
const token = str(128, 1);

/**
 * Designed, "not shown" in the specs: the page a password-reset link opens
 * (`/reset-password#token=...`, the token in the fragment so it never reaches a server log
 * or a Referer). The link comes from `forgotPasswordByEmail` or from staff on the console;
 * both calls are sealed like the other password calls and rate limited per address.
 */
export const passwordResetCalls = {
  passwordResetLinkCheck: defineCall({
    // A POST, not a GET: the token must not travel in a query string.
    method: 'POST',
    path: '/wps/member/password/reset/check',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: v.object({ token }),
    response: v.object({ username: v.string(), expiresAt: instant }),
    summary: 'Tells the reset page whether its link still works, and for which account',
  }),
  resetPasswordWithLink: defineCall({
    method: 'POST',
    path: '/wps/member/password/reset',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: v.object({ token, newPassword: password, confirmNewPassword: password }),
    response: v.object({ passwordChanged: v.boolean(), username: v.string() }),
    summary: 'Sets a new password with a reset link (once) and ends the open sessions',
  }),
};
