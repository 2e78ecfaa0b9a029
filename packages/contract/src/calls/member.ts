import * as v from 'valibot';
import { defineCall, empty, str } from '../call.ts';
import { dialingCode, instant, language, mobileNumber } from '../fields.ts';
import { passwordResetCalls } from './passwordReset.ts';
import { challengeFields, codeSentSchema, loginValueSchema } from './session.ts';

const password = str(128, 1);
const contactHandle = v.optional(str(64));

/**
 * Registration fields (portal-spec section 3). Which of them are shown and required, and
 * their exact patterns, come from the register rules (`registerSettings`); the schema only
 * bounds them, the server checks them against the merchant's rules.
 */
const registrationFields = {
  password,
  confirmPassword: password,
  payeeName: v.optional(str(64)),
  email: v.optional(str(254)),
  qqNum: v.optional(str(20)),
  recommenderId: v.optional(str(32)),
  captcha: v.optional(str(16)),
  /** Spec: verification code max length 255. */
  verificationCode: v.optional(str(255)),
  affiliateCode: v.optional(str(32)),
  paymentPassword: v.optional(str(128)),
  line: contactHandle,
  whatsapp: contactHandle,
  facebook: contactHandle,
  wechat: contactHandle,
  idNumber: v.optional(str(32)),
  referralCode: v.optional(str(32)),
  domain: v.optional(str(253)),
  countryDialingCode: v.optional(dialingCode),
  registerUrl: v.optional(str(2048)),
  registerMethod: v.literal('WEB'),
  /** Registration always opens a session: the answer carries the token. */
  login: v.optional(v.literal(true), true),
  /** Set when a phone-verification service checked the number instead of our own SMS code. */
  firebaseChannel: v.optional(str(32)),
  firebaseIdToken: v.optional(str(4096)),
  loginDeviceId: v.optional(str(64)),
  // Designed: the 18+ and terms checkbox is recorded server-side, not only checked in the form.
  termsAccepted: v.literal(true),
  ...challengeFields,
};

export const registerRequestSchema = v.object({
  ...registrationFields,
  username: str(64, 1),
  mobileNum: v.optional(mobileNumber),
});
export const registerMobileRequestSchema = v.object({
  ...registrationFields,
  username: v.optional(str(64)),
  mobileNum: mobileNumber,
});

/** Registration SMS codes name the number `mobileNo` (portal-spec section 7). */
const registerSmsRequest = v.object({
  mobileNo: mobileNumber,
  countryDialingCode: v.optional(dialingCode),
  ...challengeFields,
});

/**
 * Designed: what the portal loads after login and registration. The counters are the
 * portal-spec's (section 3); the last-login pair lets the member notice a login they did not make.
 */
export const loginInfoSchema = v.object({
  lastLoginAt: v.nullable(instant),
  lastLoginIp: v.nullable(v.string()),
  loginIp: v.string(),
  unreadMessage: v.number(),
  availablePromoCount: v.number(),
  hasVip: v.boolean(),
  vipLabelName: v.nullable(v.string()),
  vipRankLevel: v.nullable(v.number()),
});
export type LoginInfo = v.InferOutput<typeof loginInfoSchema>;

/** Designed: the avatar and the preset avatars the member may pick from. */
export const memberIconSchema = v.object({ icon: v.string(), icons: v.array(v.string()) });

export const memberCalls = {
  register: defineCall({
    method: 'PUT',
    path: '/wps/member/register',
    token: false,
    encrypted: true,
    module: 'REG3',
    request: registerRequestSchema,
    response: loginValueSchema,
    summary: 'Registers by username and opens the session',
  }),
  registerMobile: defineCall({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    token: false,
    encrypted: true,
    module: 'REG3',
    request: registerMobileRequestSchema,
    response: loginValueSchema,
    summary: 'Registers by mobile number and opens the session',
  }),
  registerSmsCode: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/register',
    token: false,
    module: 'REG3',
    request: registerSmsRequest,
    response: codeSentSchema,
    summary: 'Sends the SMS code for a username registration',
  }),
  registerMobileSmsCode: defineCall({
    // Path designed: the spec lists one path with "username and mobile variants".
    method: 'POST',
    path: '/wps/verification/sms/register/mobile',
    token: false,
    module: 'REG3',
    request: registerSmsRequest,
    response: codeSentSchema,
    summary: 'Sends the SMS code for a mobile-number registration',
  }),
  memberIcon: defineCall({
    method: 'GET',
    path: '/wps/member/info/icon',
    token: true,
    module: 'COMM3',
    request: empty,
    response: memberIconSchema,
    summary: 'The member avatar and the preset avatars to choose from',
  }),
  updateMemberIcon: defineCall({
    // Designed: the spec lists the path only; choosing an avatar is the action it implies.
    method: 'POST',
    path: '/wps/member/info/icon',
    token: true,
    module: 'COMM3',
    request: v.object({ icon: str(255, 1) }),
    response: v.object({ icon: v.string() }),
    summary: 'Sets the member avatar to one of the presets',
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/wps/member/password',
    token: true,
    encrypted: true,
    module: 'COMM3',
    request: v.object({
      oldPassword: password,
      newPassword: password,
      confirmNewPassword: password,
    }),
    response: v.object({ passwordChanged: v.boolean() }),
    summary: 'Changes the login password (also the forced change on weak or expired passwords)',
  }),
  forgotPasswordByEmail: defineCall({
    method: 'POST',
    path: '/wps/member/password/email',
    token: false,
    module: 'COMM3',
    request: v.object({ username: str(64, 1), email: str(254, 3) }),
    response: v.object({ sent: v.boolean() }),
    summary: 'Mails a password-reset link when the username and e-mail match',
  }),
  resetPasswordByPhone: defineCall({
    method: 'POST',
    path: '/wps/member/password/verification',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: v.object({
      newPassword: password,
      mobileNum: mobileNumber,
      verificationCode: str(255, 1),
      countryDialingCode: v.optional(dialingCode),
    }),
    response: v.object({ passwordChanged: v.boolean() }),
    summary: 'Sets a new password with the SMS code sent to the mobile number',
  }),
  ...passwordResetCalls,
  loginInfo: defineCall({
    // Path designed: portal-spec section 4 loads "login info" after login and registration.
    method: 'GET',
    path: '/wps/member/loginInfo',
    token: true,
    module: 'COMM3',
    request: empty,
    response: loginInfoSchema,
    summary: 'Counters and last-login details shown after login',
  }),
  firstLogin: defineCall({
    // Designed: "first-login handling" (portal-spec section 4) marks the first login as seen,
    // so popups with execution F show once and `firstTimeLogin` turns false.
    method: 'POST',
    path: '/wps/member/firstLogin',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.object({ firstTimeLogin: v.boolean() }),
    summary: 'Marks the first login as handled',
  }),
  updateLanguage: defineCall({
    // Designed: the language-update action (platform-spec section 7, path not shown); it keeps
    // the member's language for server-made texts (notices, SMS, e-mail).
    method: 'POST',
    path: '/wps/member/language',
    token: true,
    module: 'COMM3',
    request: v.object({ language }),
    response: v.object({ language }),
    summary: "Stores the member's interface language",
  }),
};
