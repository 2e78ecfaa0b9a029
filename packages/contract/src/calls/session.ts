import * as v from 'valibot';
import { defineCall, empty, str } from '../call.ts';

/**
 * Verification-challenge result merged into non-SMS logins, registrations and SMS sends
 * (portal-spec section 7). A proof-of-work challenge: the fields are designed here.
 */
export const challengeFields = {
  challengeId: v.optional(str(128)),
  challengeSolution: v.optional(str(128)),
};

export const loginRequestSchema = v.object({
  username: str(64, 1),
  password: str(128, 1),
  captcha: v.optional(str(16)),
  type: v.picklist(['username', 'sms']),
  loginDeviceId: v.optional(str(64)),
  /** Designed: 'agent' when the login started on the agent page (portal-spec section 4). */
  path: v.optional(v.picklist(['member', 'agent'])),
  countryDialingCode: v.optional(str(8)),
  ...challengeFields,
});

export const loginValueSchema = v.object({
  token: v.string(),
  id: v.number(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** Designed: tells the portal to force a password change (weak or expired). */
  forceChangePassword: v.boolean(),
});

/** A failed login may carry `value.captcha: true`: the client then shows the image captcha. */
export const loginFailureValueSchema = v.object({ captcha: v.boolean() });

export const memberInfoSchema = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  regDate: v.string(),
  /** Masked: never the whole number. */
  mobile: v.string(),
  email: v.string(),
  currency: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const sessionCalls = {
  login: defineCall({
    method: 'POST',
    path: '/wps/session/login',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: loginRequestSchema,
    response: loginValueSchema,
    summary: 'Login by username and password (or mobile and SMS code)',
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/wps/session/logout',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.object({ loggedOut: v.boolean() }),
    summary: 'Revokes the session',
  }),
  captcha: defineCall({
    method: 'GET',
    path: '/wps/captcha',
    token: false,
    module: 'CAPTCHA3',
    request: v.object({ loginDeviceId: v.optional(str(64)) }),
    response: v.string(),
    summary: 'Image captcha bound to the caller (base64 SVG data URL)',
  }),
  memberInfo: defineCall({
    method: 'GET',
    path: '/wps/member/info',
    token: true,
    module: 'COMM3',
    request: empty,
    response: memberInfoSchema,
    summary: 'The signed-in member',
  }),
};
