import * as v from 'valibot';
import { defineCall, empty, str } from '../call.ts';
import { dialingCode, language, mobileNumber } from '../fields.ts';

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

/** The social login providers of portal-spec section 7. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
const socialProvider = v.picklist(SOCIAL_PROVIDERS);

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

export type LoginValue = v.InferOutput<typeof loginValueSchema>;

/** A failed login may carry `value.captcha: true`: the client then shows the image captcha. */
export const loginFailureValueSchema = v.object({ captcha: v.boolean() });

/** Second factors the platform may ask for on a login from a new IP (platform-spec section 1). */
export const NEW_IP_METHODS = ['sms', 'email', 'totp', 'realName'] as const;
export type NewIpMethod = (typeof NEW_IP_METHODS)[number];

/**
 * Designed: the `value` of a login that failed with `login.verification.required`. The
 * password was right but the IP is new; `verificationToken` names this pending login for the
 * second-factor calls and expires with it. Contact details come back masked.
 */
export const loginVerificationValueSchema = v.object({
  verificationToken: v.string(),
  methods: v.array(v.picklist(NEW_IP_METHODS)),
  maskedMobile: v.optional(v.string()),
  maskedEmail: v.optional(v.string()),
  expiresAt: v.string(),
});
export type LoginVerification = v.InferOutput<typeof loginVerificationValueSchema>;

/** A one-time code went out; the send button counts down `expiredMinutes * 60` seconds. */
export const codeSentSchema = v.object({ expiredMinutes: v.number() });

/**
 * Designed: a proof-of-work challenge in the ALTCHA style. The client searches for the number
 * n in 0..maxnumber with SHA-256(salt + n) = challenge, then sends `challengeId` and n as
 * `challengeSolution` (see `challengeFields`). `signature` is the server's HMAC over the
 * challenge, so the server stays stateless about issued challenges until one is redeemed.
 */
export const verificationChallengeSchema = v.object({
  challengeId: v.string(),
  algorithm: v.literal('SHA-256'),
  challenge: v.string(),
  salt: v.string(),
  maxnumber: v.number(),
  signature: v.string(),
  expiresAt: v.string(),
});
export type VerificationChallenge = v.InferOutput<typeof verificationChallengeSchema>;

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
  /**
   * The language the member last chose (`updateLanguage`), in which the server writes inbox
   * messages, SMS and e-mail; null until one is chosen. Designed: the spec's member info does
   * not list it, but without it nobody can tell the choice was kept.
   */
  language: v.nullable(language),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

/** A code of an authenticator app: six digits. */
const totpDigits = v.pipe(v.string(), v.regex(/^\d{6}$/, 'six digits'));

/** Designed: whether an authenticator app is enrolled, and since when. */
export const authenticatorStatusSchema = v.object({
  enrolled: v.boolean(),
  enrolledAt: v.nullable(v.string()),
});
export type AuthenticatorStatus = v.InferOutput<typeof authenticatorStatusSchema>;

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
    summary: 'Image captcha bound to the caller (base64 PNG)',
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
  loginSmsCode: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    token: false,
    module: 'COMM3',
    request: v.object({
      mobileNum: mobileNumber,
      countryDialingCode: v.optional(dialingCode),
      ...challengeFields,
    }),
    response: codeSentSchema,
    summary: 'Sends a one-time code for SMS login and for password recovery by phone',
  }),
  freePlayLogin: defineCall({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    token: false,
    module: 'FREEPLAY3',
    request: v.object({
      os: str(32),
      platform: v.literal('W'),
      /** The encrypted guest token of an earlier free-play session, to resume that trial account. */
      token: v.optional(str(1024)),
      loginDeviceId: v.optional(str(64)),
    }),
    response: loginValueSchema,
    summary: 'Guest (trial, type 4) login; the client also sends X-Gateway-Version: 3',
  }),
  socialProviders: defineCall({
    // Designed (portal-spec 7: "Google or Facebook social login ... when enabled", no path
    // shown): the providers the brand enables, for the login popup's buttons.
    method: 'GET',
    path: '/wps/session/social/providers',
    token: false,
    module: 'COMM3',
    request: empty,
    response: v.array(v.object({ provider: socialProvider })),
    summary: 'The social login providers the brand enables',
  }),
  socialLoginStart: defineCall({
    // Designed: the OpenID Connect authorisation-code flow with PKCE starts on the server,
    // which keeps the code verifier and nonce (derived from the state, never sent to the
    // browser) and answers the provider's authorisation URL to send the browser to. With a
    // member's token it starts linking that member's identity instead of a login.
    method: 'POST',
    path: '/wps/session/social/start',
    token: false,
    tokenOptional: true,
    module: 'COMM3',
    request: v.strictObject({
      provider: socialProvider,
      /** Where the provider sends the browser back: the portal's `/social/callback`. */
      redirectUri: str(512, 1),
    }),
    response: v.object({ authorizeUrl: v.string() }),
    summary: 'Starts a social login (or linking) and answers the URL to send the browser to',
  }),
  // Designed (issue 27; the platform spec names an authenticator among the new-address second
  // factors, not how a member enrols one): the profile's authenticator app, enrolled by
  // scanning a QR code and confirming one code, removed with a current code.
  authenticatorStatus: defineCall({
    method: 'GET',
    path: '/wps/member/authenticator',
    token: true,
    module: 'COMM3',
    request: empty,
    response: authenticatorStatusSchema,
    summary: 'Whether the member has an authenticator app enrolled',
  }),
  authenticatorEnrol: defineCall({
    method: 'POST',
    path: '/wps/member/authenticator/enrol',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.object({
      /** The secret (base32) for typing in, and the otpauth:// address the QR code shows. */
      secret: v.string(),
      otpauthUrl: v.string(),
      /** Until when a code confirms this secret (ISO time); a new enrolment replaces it. */
      expiresAt: v.string(),
    }),
    summary: 'Starts enrolling an authenticator app: a new secret to scan',
  }),
  authenticatorConfirm: defineCall({
    method: 'POST',
    path: '/wps/member/authenticator/confirm',
    token: true,
    module: 'COMM3',
    request: v.object({ code: totpDigits }),
    response: authenticatorStatusSchema,
    summary: 'Confirms the enrolment with a code from the app',
  }),
  authenticatorRemove: defineCall({
    method: 'POST',
    path: '/wps/member/authenticator/remove',
    token: true,
    module: 'COMM3',
    request: v.object({ code: totpDigits }),
    response: authenticatorStatusSchema,
    summary: 'Removes the authenticator app, with a current code from it',
  }),
  socialIdentities: defineCall({
    // Designed: the profile's linked social accounts (one per provider).
    method: 'GET',
    path: '/wps/member/social',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.array(
      v.object({ provider: socialProvider, email: v.string(), linkedAt: v.string() }),
    ),
    summary: "The member's linked social accounts",
  }),
  socialLogin: defineCall({
    // Designed: portal-spec section 7 uses Google or Facebook login when enabled, no path shown.
    // The browser comes back with the provider's code and our state; the server exchanges the
    // code with the verifier only it holds and verifies the signed ID token (issuer, audience,
    // expiry, nonce) before it signs the linked member in.
    method: 'POST',
    path: '/wps/session/login/social',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: v.strictObject({
      provider: socialProvider,
      code: str(512, 1),
      state: str(128, 1),
      loginDeviceId: v.optional(str(64)),
    }),
    response: loginValueSchema,
    summary: "Completes a social login (or linking) with the provider's code and signs in",
  }),
  verificationChallenge: defineCall({
    // Designed: the verification challenge of portal-spec section 7 (no path there).
    method: 'GET',
    path: '/wps/verification/challenge',
    token: false,
    module: 'COMM3',
    request: v.object({ purpose: v.optional(v.picklist(['login', 'register', 'sms'])) }),
    response: verificationChallengeSchema,
    summary: 'A proof-of-work challenge to solve before login, register and SMS sends',
  }),
  newIpCode: defineCall({
    // Designed: the new-IP second factor (platform-spec section 1) sends its code here.
    method: 'POST',
    path: '/wps/verification/newIp/code',
    token: false,
    module: 'COMM3',
    request: v.object({
      verificationToken: str(128, 1),
      method: v.picklist(['sms', 'email']),
    }),
    response: v.object({ expiredMinutes: v.number(), destination: v.string() }),
    summary: 'Sends the new-IP login code by SMS or e-mail to the masked destination',
  }),
  newIpVerify: defineCall({
    // Designed: completes a login that answered `login.verification.required`.
    method: 'POST',
    path: '/wps/verification/newIp',
    token: false,
    encrypted: true,
    module: 'COMM3',
    request: v.object({
      verificationToken: str(128, 1),
      method: v.picklist(NEW_IP_METHODS),
      /** The SMS, e-mail or authenticator code. */
      verificationCode: v.optional(str(16)),
      /** For the real-name method: the payee name on the account. */
      realName: v.optional(str(64)),
      loginDeviceId: v.optional(str(64)),
    }),
    response: loginValueSchema,
    summary: 'Completes a new-IP login with its second factor and opens the session',
  }),
};
