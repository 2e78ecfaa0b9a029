import { defineArea } from '../http/area.ts';
import { authenticatorHandlers } from './authenticator.handler.ts';
import { captchaHandlers } from './captcha.handler.ts';
import { freePlayLoginHandlers } from './freePlayLogin.handler.ts';
import { loginHandlers } from './login.handler.ts';
import { loginSmsCodeHandlers } from './loginSmsCode.handler.ts';
import { logoutHandlers } from './logout.handler.ts';
import { memberInfoHandlers } from './memberInfo.handler.ts';
import * as signin from './migrations/0003_signin.ts';
import * as knownDevices from './migrations/0004_known_devices.ts';
import * as captchaLimits from './migrations/0005_captcha_limits.ts';
import * as socialLogin from './migrations/0041_social_login.ts';
import * as memberAuthenticator from './migrations/0049_member_authenticator.ts';
import { newIpHandlers } from './newIp.handler.ts';
import { registerOutboxRoute } from './outboxRoute.ts';
import { registerSandboxIdp } from './socialIdp.ts';
import { socialLoginHandlers } from './socialLogin.handler.ts';
import { verificationChallengeHandlers } from './verificationChallenge.handler.ts';

/** Signing members in and out: captchas, codes, known devices, sessions, the outbox. */
export const area = defineArea({
  name: 'session',
  handlers: {
    ...loginHandlers,
    ...logoutHandlers,
    ...captchaHandlers,
    ...memberInfoHandlers,
    ...freePlayLoginHandlers,
    ...verificationChallengeHandlers,
    ...loginSmsCodeHandlers,
    ...newIpHandlers,
    ...socialLoginHandlers,
    ...authenticatorHandlers,
  },
  migrations: {
    '0003_signin': signin,
    '0004_known_devices': knownDevices,
    '0005_captcha_limits': captchaLimits,
    '0041_social_login': socialLogin,
    '0049_member_authenticator': memberAuthenticator,
  },
  routes: ({ app, services, development }) => {
    // The sandbox identity provider, like the sandbox payment provider: served in every mode,
    // used only by brands whose social login names `issuer: "sandbox"`.
    registerSandboxIdp(app, services.clock);
    // Development only: reading the outbox would hand anyone every member's codes.
    if (development && !services.production) registerOutboxRoute(app, services);
  },
});
