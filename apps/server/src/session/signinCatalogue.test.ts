import {
  type CallInput,
  type CallName,
  calls,
  ERROR_CODES,
  type ErrorCode,
} from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import {
  ALPHA,
  BETA,
  callApi,
  latestMessage,
  login,
  merchantIdOf,
  solvedChallenge,
  tokenOf,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { hashPassword } from './passwords.ts';

const server = useTestServer(
  {
    codes: { codeMinutes: 1, sendsPerRecipient: 2, sendsPerAddress: 1_000 },
  },
  { db: 2 },
);

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

/**
 * The sign-in and phone-verification catalogue (platform-spec and portal-spec section 8): the
 * contract catalogue's two sections from `login.not.session` to `popup-closed-by-user`, and the
 * general codes the sign-in calls answer with. A code added to those sections needs a producer
 * below, or a place in one of the two lists after this one.
 */
const SIGN_IN_CATALOGUE: readonly ErrorCode[] = [
  ...ERROR_CODES.slice(
    ERROR_CODES.indexOf('login.not.session'),
    ERROR_CODES.indexOf('popup-closed-by-user') + 1,
  ),
  'verification.expired',
  'too.many.requests',
  'system.maintenance',
  'access.restricted',
];

/**
 * Phone-verification cases only a third-party phone service (reCAPTCHA, Firebase quota, its
 * popup) raises in the browser; our own SMS codes never produce them. `user.or.token.invalid`
 * is the deployed platforms' alias of `login.not.session`, which is what this server sends.
 */
const CLIENT_SIDE_ONLY: readonly ErrorCode[] = [
  'unknown_phone',
  'captcha-check-failed',
  'quota-exceeded',
  'popup-closed-by-user',
  'user.or.token.invalid',
];

/** A staff lock refuses sign-in by the member policy; member/memberPolicy.test.ts reaches it. */
const MEMBER_POLICY: readonly ErrorCode[] = ['login.member.locked'];

const merchantId = (merchantCode: string) => merchantIdOf(server.db, merchantCode);

// The cases' fields may be ones the contract refuses: they are sent as typed, sealed.
const register = async (fields: Record<string, unknown>, merchant = BETA) =>
  (
    await callApi(
      server.app,
      'register',
      {
        username: 'fresh1',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        registerMethod: 'WEB',
        termsAccepted: true,
        ...(await solvedChallenge(server.app, merchant)),
        ...fields,
      } as CallInput<'register'>,
      { merchant },
    )
  ).response;

const askLoginCode = async (mobileNum: string, remoteAddress = '10.7.0.1') =>
  (
    await callApi(
      server.app,
      'loginSmsCode',
      { mobileNum, ...(await solvedChallenge(server.app)) },
      { remoteAddress },
    )
  ).response;

const fail = (username: string, times: number, merchant: string, remoteAddress: string) =>
  (async () => {
    for (let i = 0; i < times; i++) {
      await login(server.app, { username, password: 'wrong' }, { merchant, remoteAddress });
    }
  })();

const pendingLogin = async () => {
  await login(
    server.app,
    { username: 'secure', password: 'Secure@2026' },
    { remoteAddress: '10.7.9.1' },
  );
  const away = await login(
    server.app,
    { username: 'secure', password: 'Secure@2026' },
    { remoteAddress: '10.7.9.2' },
  );
  return {
    away,
    token: away.json<{ value: { verificationToken: string } }>().value.verificationToken,
  };
};

/** Each code the server answers a sign-in call with, and the request that produces it. */
const PRODUCERS = {
  'login.not.session': async () => (await callApi(server.app, 'memberInfo', {})).response,
  'login.password.wrong': () =>
    login(server.app, { username: 'demo', password: 'nope' }, { remoteAddress: '10.7.1.1' }),
  'login.format.incorrect': () =>
    login(server.app, { username: 'de mo', password: 'x' }, { remoteAddress: '10.7.1.2' }),
  'login.username.not.exist': async () =>
    (
      await callApi(server.app, 'forgotPasswordByEmail', {
        username: 'demo',
        email: 'nobody@example.com',
      })
    ).response,
  'login.non.member': async () => {
    await server.db
      .insertInto('members')
      .values({
        merchant_id: await merchantId(ALPHA),
        username: 'staff1',
        password_hash: await hashPassword('Staff@2026'),
        type: 3,
      })
      .execute();
    return login(
      server.app,
      { username: 'staff1', password: 'Staff@2026' },
      { remoteAddress: '10.7.1.3' },
    );
  },
  'login.non.agent': () =>
    login(
      server.app,
      { username: 'demo', password: 'Demo@2026', path: 'agent' },
      { remoteAddress: '10.7.1.4' },
    ),
  'login.verification.required': async () => (await pendingLogin()).away,
  'login.account.locked': async () => {
    await fail('locked1', 3, BETA, '10.7.2.1');
    return login(
      server.app,
      { username: 'locked1', password: 'x' },
      { merchant: BETA, remoteAddress: '10.7.2.1' },
    );
  },
  'captcha.required': async () => {
    await fail('captcha1', 3, ALPHA, '10.7.2.2');
    return login(
      server.app,
      { username: 'captcha1', password: 'x' },
      { remoteAddress: '10.7.2.2' },
    );
  },
  'captcha.invalid': async () => {
    await fail('captcha2', 3, ALPHA, '10.7.2.3');
    return login(
      server.app,
      { username: 'captcha2', password: 'x', captcha: '0000' },
      { remoteAddress: '10.7.2.3' },
    );
  },
  'challenge.invalid': () =>
    login(server.app, { username: 'demo', password: 'Demo@2026' }, { challenge: false }),
  'trial.forbidden': async () => {
    const guest = await callApi(server.app, 'freePlayLogin', { os: 'linux', platform: 'W' });
    return (
      await callApi(
        server.app,
        'changePassword',
        { oldPassword: 'x', newPassword: 'Secret@123', confirmNewPassword: 'Secret@123' },
        { token: tokenOf(guest.response) },
      )
    ).response;
  },
  invitation_code_error: () => register({ affiliateCode: 'NOSUCH1' }),
  'register.username.taken': () => register({ username: 'demo' }),
  'register.mobile.taken': async () =>
    (
      await callApi(server.app, 'registerSmsCode', {
        mobileNo: '13800138000',
        ...(await solvedChallenge(server.app)),
      })
    ).response,
  'password.mismatch': () => register({ confirmPassword: 'Other@123' }),
  'password.old.wrong': async () => {
    const token = tokenOf(
      await login(
        server.app,
        { username: 'agent', password: 'Agent@2026' },
        { remoteAddress: '10.7.3.1' },
      ),
    );
    return (
      await callApi(
        server.app,
        'changePassword',
        { oldPassword: 'not-it', newPassword: 'Secret@123', confirmNewPassword: 'Secret@123' },
        { token },
      )
    ).response;
  },
  'invalid-phone-number': () => askLoginCode('12345'),
  'missing-phone-number': () => register({}, ALPHA),
  'too-many-requests': async () => {
    await askLoginCode('13700000001');
    await askLoginCode('13700000001');
    return askLoginCode('13700000001');
  },
  'invalid-verification-code': () =>
    login(
      server.app,
      { type: 'sms', username: '13711112222', password: '123456' },
      { remoteAddress: '10.7.4.1' },
    ),
  'missing-verification-code': () => register({ mobileNum: '13755556666' }, ALPHA),
  'operation-not-allowed': () =>
    login(
      server.app,
      { type: 'sms', username: '13800138000', password: '123456' },
      { merchant: BETA },
    ),
  'code-expired': async () => {
    await askLoginCode('13800138000', '10.7.4.2');
    const code = (await latestMessage(server.app, '13800138000'))?.code ?? '';
    // Ages the code instead of moving the server's clock, which the other cases share.
    await server.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('destination', '=', '13800138000')
      .execute();
    return login(
      server.app,
      { type: 'sms', username: '13800138000', password: code },
      { remoteAddress: '10.7.4.2' },
    );
  },
  'verification.expired': async () =>
    (await callApi(server.app, 'newIpCode', { verificationToken: 'gone', method: 'sms' })).response,
  'too.many.requests': async () => {
    const ask = async () =>
      (
        await callApi(server.app, 'forgotPasswordByEmail', {
          username: 'secure',
          email: 'secure@example.com',
        })
      ).response;
    await ask();
    await ask();
    return ask();
  },
  'system.maintenance': async () => {
    const window = await server.db
      .insertInto('maintenance_windows')
      .values({
        merchant_id: await merchantId(BETA),
        starts_at: new Date(Date.now() - 1_000),
        ends_at: new Date(Date.now() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      return (await callApi(server.app, 'verificationChallenge', {}, { merchant: BETA })).response;
    } finally {
      await server.db.deleteFrom('maintenance_windows').where('id', '=', window.id).execute();
    }
  },
  'access.restricted': async () => {
    await server.db
      .insertInto('region_rules')
      .values({ merchant_id: await merchantId(ALPHA), network: '10.77.0.0/16', blocked: true })
      .execute();
    return (await callApi(server.app, 'verificationChallenge', {}, { remoteAddress: '10.77.0.9' }))
      .response;
  },
} satisfies Partial<Record<ErrorCode, () => Promise<LightMyRequestResponse>>>;

describe('the sign-in error catalogue', () => {
  it('has a producing request for every server-side code', () => {
    const covered = new Set([...Object.keys(PRODUCERS), ...CLIENT_SIDE_ONLY, ...MEMBER_POLICY]);
    expect(SIGN_IN_CATALOGUE.filter((code) => !covered.has(code))).toEqual([]);
    expect(
      Object.keys(PRODUCERS).filter((code) => !SIGN_IN_CATALOGUE.includes(code as ErrorCode)),
    ).toEqual([]);
  });

  for (const [code, producer] of Object.entries(PRODUCERS)) {
    it(`reaches ${code}`, async () => {
      const response = await producer();
      expect(codeOf(response)).toBe(code);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    });
  }
});

/** Sign-in calls, and how their requests travel. */
const FUZZED: readonly CallName[] = [
  'login',
  'register',
  'registerMobile',
  'loginSmsCode',
  'registerSmsCode',
  'registerMobileSmsCode',
  'newIpCode',
  'newIpVerify',
  'forgotPasswordByEmail',
  'resetPasswordByPhone',
  'changePassword',
  'freePlayLogin',
  'affiliateCheck',
  'verificationChallenge',
  'captcha',
  'logout',
  'firstLogin',
  'socialProviders',
  'socialLoginStart',
  'socialLogin',
  'socialIdentities',
];

/** Bodies shaped like the real ones (the known keys) with any values, and plain garbage. */
const bodyFor = (name: CallName) => {
  const keys = [
    'username',
    'password',
    'confirmPassword',
    'type',
    'mobileNum',
    'mobileNo',
    'verificationCode',
    'verificationToken',
    'method',
    'challengeId',
    'challengeSolution',
    'termsAccepted',
    'registerMethod',
    'email',
    'affiliateCode',
    'captcha',
    'oldPassword',
    'newPassword',
    'confirmNewPassword',
    'countryDialingCode',
    'os',
    'platform',
    'code',
    'path',
    'provider',
    'redirectUri',
    'state',
    'realName',
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      'username',
      'sms',
      'WEB',
      'W',
      'agent',
      'email',
      '13800138000',
      'demo',
      'google',
      'facebook',
      'http://localhost:5173/social/callback',
      // The new-address check's four methods (issue 27).
      'totp',
      'realName',
    ),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  );
  const shaped = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 });
  return name === 'verificationChallenge' || name === 'affiliateCheck' || name === 'captcha'
    ? fc.dictionary(
        fc.constantFrom('purpose', 'code', 'loginDeviceId', 'x'),
        fc.string({ maxLength: 20 }),
        { maxKeys: 3 },
      )
    : fc.oneof(shaped, fc.anything({ maxDepth: 2 }));
};

describe('fuzzed sign-in requests', () => {
  it('answer a catalogue code and never a 5xx', async () => {
    const token = tokenOf(
      await login(
        server.app,
        { username: 'agent', password: 'Agent@2026' },
        { remoteAddress: '10.7.3.1' },
      ),
    );
    for (const name of FUZZED) {
      const spec = calls[name];
      await fc.assert(
        fc.asyncProperty(bodyFor(name), fc.boolean(), async (body, sealed) => {
          const options = { remoteAddress: '10.8.0.1', ...(spec.token ? { token } : {}) };
          expectCatalogueAnswer(name, await sendFuzzed(server.app, spec, body, options, sealed));
        }),
        { numRuns: 12 },
      );
    }
  }, 120_000);
});
