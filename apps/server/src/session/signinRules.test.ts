import { calls, loginValueSchema, loginVerificationValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ALPHA,
  BETA,
  call,
  callApi,
  latestMessage,
  login,
  merchantIdOf,
  tokenOf,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { ADDRESS_CAPTCHA_AFTER, CAPTCHA_AFTER_FAILURES } from './loginThrottle.ts';
import { hashPassword } from './passwords.ts';

const server = useTestServer({}, { db: 2 });

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;
const answerOf = <T>(response: { json: <U>() => U }) => response.json<{ value: T }>().value;

const changePassword = (
  token: string,
  oldPassword: string,
  newPassword: string,
  confirm = newPassword,
) =>
  callApi(
    server.app,
    'changePassword',
    { oldPassword, newPassword, confirmNewPassword: confirm },
    { token, remoteAddress: '10.5.0.1' },
  );

describe('forced password change', () => {
  it('forces a change for the default password, and the change ends the other sessions', async () => {
    const ip = { remoteAddress: '10.5.0.1' };
    const first = await login(server.app, { username: 'weak', password: '123456' }, ip);
    expect(answerOf<{ forceChangePassword: boolean }>(first).forceChangePassword).toBe(true);
    const other = tokenOf(await login(server.app, { username: 'weak', password: '123456' }, ip));
    const token = tokenOf(first);

    expect((await changePassword(token, 'wrong', 'Better@2026')).code).toBe('password.old.wrong');
    expect((await changePassword(token, '123456', 'Better@2026', 'Else@2026')).code).toBe(
      'password.mismatch',
    );
    expect((await changePassword(token, '123456', 'short')).code).toBe('login.format.incorrect');
    const changed = await changePassword(token, '123456', 'Better@2026');
    expect(changed.value).toEqual({ passwordChanged: true });

    expect((await callApi(server.app, 'memberInfo', {}, { token })).response.statusCode).toBe(200);
    expect(
      (await callApi(server.app, 'memberInfo', {}, { token: other })).response.statusCode,
    ).toBe(401);
    const after = await login(server.app, { username: 'weak', password: 'Better@2026' }, ip);
    expect(answerOf<{ forceChangePassword: boolean }>(after).forceChangePassword).toBe(false);
  });

  it('forces a change for an expired password only where PWDEXPFORCECHANGE3 is on', async () => {
    await server.db
      .updateTable('members')
      .set({ password_changed_at: new Date('2020-01-01T00:00:00Z') })
      .where('username', '=', 'demo')
      .execute();
    const ip = { remoteAddress: '10.5.0.2' };
    const alpha = answerOf<{ passwordExpired: boolean; forceChangePassword: boolean }>(
      await login(server.app, { username: 'demo', password: 'Demo@2026' }, ip),
    );
    const beta = answerOf<{ passwordExpired: boolean; forceChangePassword: boolean }>(
      await login(
        server.app,
        { username: 'demo', password: 'Demo@2026' },
        { ...ip, merchant: BETA },
      ),
    );
    expect(alpha).toMatchObject({ passwordExpired: true, forceChangePassword: true });
    expect(beta).toMatchObject({ passwordExpired: true, forceChangePassword: false });
  });
});

describe('new-IP step', () => {
  it('trusts the first address, then asks for a code from a new one', async () => {
    const home = await login(
      server.app,
      { username: 'secure', password: 'Secure@2026' },
      { remoteAddress: '10.5.1.1' },
    );
    expect(home.statusCode).toBe(200);

    const away = await login(
      server.app,
      { username: 'secure', password: 'Secure@2026' },
      { remoteAddress: '10.5.1.2' },
    );
    expect(away.statusCode).toBe(403);
    expect(codeOf(away)).toBe('login.verification.required');
    expect(away.json<{ message: string }>().message).toBe('Please complete verification first');
    const pending = v.parse(loginVerificationValueSchema, answerOf(away));
    expect(pending).toMatchObject({
      methods: ['sms', 'email'],
      maskedMobile: '*******8000',
      maskedEmail: 's***@example.com',
    });

    const verify = (fields: Record<string, unknown>) =>
      callApi(
        server.app,
        'newIpVerify',
        { verificationToken: pending.verificationToken, method: 'sms', ...fields },
        { remoteAddress: '10.5.1.2' },
      );
    const sent = await callApi(
      server.app,
      'newIpCode',
      { verificationToken: pending.verificationToken, method: 'sms' },
      { remoteAddress: '10.5.1.2' },
    );
    expect(sent.value).toEqual({ expiredMinutes: 1, destination: '*******8000' });
    const code = (await latestMessage(server.app, '13800138000'))?.code ?? '';
    expect((await verify({})).code).toBe('missing-verification-code');
    expect((await verify({ method: 'totp', verificationCode: code })).code).toBe(
      'operation-not-allowed',
    );
    const done = await verify({ verificationCode: code });
    expect(done.response.statusCode).toBe(200);
    expect(v.parse(loginValueSchema, done.value).userName).toBe('secure');
    // The pending login is spent, and the address is known from now on.
    expect((await verify({ verificationCode: code })).code).toBe('verification.expired');
    const back = await login(
      server.app,
      { username: 'secure', password: 'Secure@2026' },
      { remoteAddress: '10.5.1.2' },
    );
    expect(back.statusCode).toBe(200);
  });

  it('sends the code by e-mail when asked, and an unknown token has expired', async () => {
    const away = await login(
      server.app,
      { username: 'secure', password: 'Secure@2026' },
      { remoteAddress: '10.5.1.3' },
    );
    const { verificationToken } = v.parse(loginVerificationValueSchema, answerOf(away));
    const sent = await callApi(
      server.app,
      'newIpCode',
      { verificationToken, method: 'email' },
      { remoteAddress: '10.5.1.3' },
    );
    expect(sent.value).toEqual({ expiredMinutes: 1, destination: 's***@example.com' });
    const mail = await latestMessage(server.app, 'secure@example.com');
    expect(mail?.channel).toBe('email');
    const done = await callApi(
      server.app,
      'newIpVerify',
      { verificationToken, method: 'email', verificationCode: mail?.code ?? '' },
      { remoteAddress: '10.5.1.3' },
    );
    expect(done.response.statusCode).toBe(200);

    const unknown = await callApi(server.app, 'newIpCode', {
      verificationToken: 'not-a-token',
      method: 'sms',
    });
    expect(unknown.code).toBe('verification.expired');
  });
});

describe('forgot password by e-mail', () => {
  it('mails a reset link when the username and e-mail match, and nothing else changes', async () => {
    const ask = (username: string, email: string) =>
      callApi(
        server.app,
        'forgotPasswordByEmail',
        { username, email },
        { remoteAddress: '10.5.1.1' },
      );
    const mismatch = await ask('secure', 'other@example.com');
    expect(mismatch.code).toBe('login.username.not.exist');
    expect(mismatch.response.json<{ message: string }>().message).toBe(
      'Username/Email does not exist',
    );
    expect((await ask('Secure', 'SECURE@example.com')).value).toEqual({ sent: true });
    const mail = await latestMessage(server.app, 'secure@example.com');
    const link = mail?.code ?? '';
    expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);
    expect(mail?.body).toContain(link);

    // The real password still works: a stranger's request cannot lock the member out, and
    // the token is no password (member/passwordReset.test.ts follows the link itself).
    const ip = { remoteAddress: '10.5.1.1' };
    expect(
      (await login(server.app, { username: 'secure', password: 'Secure@2026' }, ip)).statusCode,
    ).toBe(200);
    const token = new URL(link).hash.replace('#token=', '');
    expect(codeOf(await login(server.app, { username: 'secure', password: token }, ip))).toBe(
      'login.password.wrong',
    );
  });
});

describe('account paths, login info and free play', () => {
  it('keeps non-members out of the member path and non-agents out of the agent path', async () => {
    const merchantId = await merchantIdOf(server.db, ALPHA);
    await server.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'operator',
        password_hash: await hashPassword('Operator@1'),
        type: 3,
      })
      .execute();
    const ip = { remoteAddress: '10.5.2.1' };
    const operator = await login(server.app, { username: 'operator', password: 'Operator@1' }, ip);
    expect(codeOf(operator)).toBe('login.non.member');
    expect(operator.json<{ message: string }>().message).toBe('Non-member account unable to login');
    const demoAsAgent = await login(
      server.app,
      { username: 'demo', password: 'Demo@2026', path: 'agent' },
      ip,
    );
    expect(codeOf(demoAsAgent)).toBe('login.non.agent');
  });

  it('reports the previous login and marks the first login handled', async () => {
    const ip = (remoteAddress: string) => ({ remoteAddress });
    await login(server.app, { username: 'agent', password: 'Agent@2026' }, ip('10.5.3.1'));
    const token = tokenOf(
      await login(server.app, { username: 'agent', password: 'Agent@2026' }, ip('10.5.3.1')),
    );
    const info = (await callApi(server.app, 'loginInfo', {}, { token, remoteAddress: '10.5.3.1' }))
      .value;
    expect(info.lastLoginIp).toBe('10.5.3.1');
    expect(info.loginIp).toBe('10.5.3.1');
    expect(info.lastLoginAt).not.toBeNull();
    const first = await callApi(server.app, 'firstLogin', {}, { token });
    expect(first.value).toEqual({ firstTimeLogin: false });
  });

  it("keeps the member's language choice, and the member info says it", async () => {
    const remoteAddress = '10.5.3.2';
    const token = tokenOf(
      await login(server.app, { username: 'agent', password: 'Agent@2026' }, { remoteAddress }),
    );
    const languageOf = async () =>
      (await callApi(server.app, 'memberInfo', {}, { token, remoteAddress })).value.language;
    expect(await languageOf()).not.toBe('EN');
    const stored = await callApi(
      server.app,
      'updateLanguage',
      { language: 'EN' },
      { token, remoteAddress },
    );
    expect(stored.value).toEqual({ language: 'EN' });
    expect(await languageOf()).toBe('EN');
    // A language the platform does not speak is refused and changes nothing.
    // Raw on purpose: a language the contract refuses, which the typed client would not type.
    const refused = await call(server.app, 'POST', calls.updateLanguage.path, {
      token,
      remoteAddress,
      body: { language: 'XX' },
    });
    expect(refused.statusCode).toBeLessThan(500);
    expect(codeOf(refused)).toBeTruthy();
    expect(await languageOf()).toBe('EN');
  });

  it('opens a guest trial account that member-only calls refuse', async () => {
    const guest = await callApi(
      server.app,
      'freePlayLogin',
      { os: 'linux', platform: 'W' },
      { remoteAddress: '10.5.4.1' },
    );
    expect(guest.response.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, guest.value);
    expect(value.type).toBe(4);
    const refused = await changePassword(value.token, 'x', 'Better@2026');
    expect(refused.response.statusCode).toBe(403);
    expect(refused.code).toBe('trial.forbidden');
    expect(refused.response.json<{ message: string }>().message).toBe(
      'Please Register An Account First',
    );

    const resumed = await callApi(
      server.app,
      'freePlayLogin',
      { os: 'linux', platform: 'W', token: value.token },
      { remoteAddress: '10.5.4.1' },
    );
    const again = v.parse(loginValueSchema, resumed.value);
    expect(again.id).toBe(value.id);
    expect(again.token).not.toBe(value.token);
    // A member's token does not turn into a guest account, nor hand that member out.
    const member = tokenOf(
      await login(
        server.app,
        { username: 'agent', password: 'Agent@2026' },
        { remoteAddress: '10.5.4.1' },
      ),
    );
    const fresh = await callApi(
      server.app,
      'freePlayLogin',
      { os: 'linux', platform: 'W', token: member },
      { remoteAddress: '10.5.4.1' },
    );
    expect(v.parse(loginValueSchema, fresh.value).type).toBe(4);

    const off = await callApi(
      server.app,
      'freePlayLogin',
      { os: 'linux', platform: 'W' },
      { merchant: BETA },
    );
    expect(off.code).toBe('function.not.available');
  });
});

describe('failed-login limits', () => {
  it(`lets exactly ${CAPTCHA_AFTER_FAILURES} of 50 parallel wrong passwords through the gate`, async () => {
    // Each from its own address, as a spread-out guessing attack would come.
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(
          server.app,
          { username: 'demo', password: `wrong-${i}` },
          { merchant: BETA, remoteAddress: `10.6.${Math.floor(i / 200)}.${i + 1}` },
        ),
      ),
    );
    const codes = attempts.map(codeOf);
    expect(codes.filter((c) => c === 'login.password.wrong')).toHaveLength(CAPTCHA_AFTER_FAILURES);
    expect(codes.filter((c) => c === 'login.account.locked')).toHaveLength(
      50 - CAPTCHA_AFTER_FAILURES,
    );
    // The right password is locked out too, until the failures age out.
    const right = await login(
      server.app,
      { username: 'demo', password: 'Demo@2026' },
      { merchant: BETA, remoteAddress: '10.6.1.1' },
    );
    expect(codeOf(right)).toBe('login.account.locked');
  });

  it('limits failures per address across accounts, with more room than an account', async () => {
    const attempts = await Promise.all(
      Array.from({ length: ADDRESS_CAPTCHA_AFTER + 2 }, (_, i) =>
        login(
          server.app,
          { username: `nobody${i}`, password: 'wrong' },
          { merchant: BETA, remoteAddress: '10.6.2.1' },
        ),
      ),
    );
    const codes = attempts.map(codeOf);
    expect(codes.filter((c) => c === 'login.password.wrong')).toHaveLength(ADDRESS_CAPTCHA_AFTER);
    expect(codes.filter((c) => c === 'login.account.locked')).toHaveLength(2);
  });
});

describe('maintenance and regions', () => {
  it('answers system.maintenance during a window, except the status call', async () => {
    const betaId = await merchantIdOf(server.db, BETA);
    const window = await server.db
      .insertInto('maintenance_windows')
      .values({
        merchant_id: betaId,
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 60_000),
        message: 'Upgrading',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const refused = await callApi(server.app, 'verificationChallenge', {}, { merchant: BETA });
      expect(refused.response.statusCode).toBe(503);
      expect(refused.code).toBe('system.maintenance');
      const status = await callApi(server.app, 'systemStatus', {}, { merchant: BETA });
      expect(status.response.statusCode).toBe(200);
      const alpha = await callApi(server.app, 'verificationChallenge', {});
      expect(alpha.response.statusCode).toBe(200);
    } finally {
      await server.db.deleteFrom('maintenance_windows').where('id', '=', window.id).execute();
    }
  });

  it('answers access.restricted to a blocked network', async () => {
    const alphaId = await merchantIdOf(server.db, ALPHA);
    await server.db
      .insertInto('region_rules')
      .values({ merchant_id: alphaId, network: '10.99.0.0/16', blocked: true })
      .execute();
    const blocked = await callApi(
      server.app,
      'verificationChallenge',
      {},
      { remoteAddress: '10.99.1.1' },
    );
    expect(blocked.response.statusCode).toBe(403);
    expect(blocked.code).toBe('access.restricted');
    const elsewhere = await callApi(
      server.app,
      'verificationChallenge',
      {},
      { remoteAddress: '10.98.1.1' },
    );
    expect(elsewhere.response.statusCode).toBe(200);
  });
});
