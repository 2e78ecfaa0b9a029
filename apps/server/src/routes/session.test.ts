import { createHash } from 'node:crypto';
import { calls, loginValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BETA,
  call,
  login,
  sealFor,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { type Db, openDatabase } from '../db/database.ts';

let server: TestServer;
let db: Db;
/** The answers the captcha images show, in the order the server draws them. */
const captchaAnswers: string[] = [];
let drawn = 0;

beforeAll(async () => {
  server = await startTestServer({
    captchaText: () => {
      const answer = String(4000 + drawn++);
      captchaAnswers.push(answer);
      return answer;
    },
  });
  db = openDatabase(server.databaseUrl, 2);
});
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;

describe('login', () => {
  it('signs a member in with a fresh token and reports the first login', async () => {
    const first = await login(
      server.app,
      { username: 'demo', password: 'Demo@2026' },
      { remoteAddress: '10.1.0.1' },
    );
    expect(first.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, first.json<{ value: unknown }>().value);
    expect(value).toMatchObject({
      userName: 'demo',
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await login(
      server.app,
      { username: 'DEMO', password: 'Demo@2026' },
      { remoteAddress: '10.1.0.1' },
    );
    const again = v.parse(loginValueSchema, second.json<{ value: unknown }>().value);
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(value.token);

    // Only a hash of the token is stored.
    const stored = await db.selectFrom('sessions').select('token_hash').execute();
    const hash = createHash('sha256').update(value.token).digest();
    expect(stored.some((s) => s.token_hash.equals(hash))).toBe(true);
    expect(stored.some((s) => s.token_hash.toString('utf8').includes(value.token))).toBe(false);
  });

  it('answers one failure for a wrong password and an unknown username', async () => {
    const wrong = await login(
      server.app,
      { username: 'demo', password: 'nope' },
      { remoteAddress: '10.1.0.2' },
    );
    const unknown = await login(
      server.app,
      { username: 'ghost', password: 'nope' },
      { remoteAddress: '10.1.0.3' },
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'login.password.wrong',
        value: { captcha: false },
      });
    }
  });

  it('demands a single-use captcha after three failures', async () => {
    const device = { loginDeviceId: 'device-captcha-test' };
    const address = { remoteAddress: '10.1.0.4' };
    const attempts = [];
    for (let i = 0; i < 3; i++) {
      attempts.push(
        await login(server.app, { username: 'agent', password: `bad-${i}`, ...device }, address),
      );
    }
    expect(attempts.map((r) => r.json<{ value: { captcha: boolean } }>().value.captcha)).toEqual([
      false,
      false,
      true,
    ]);

    // Even the right password now needs the captcha.
    const noCaptcha = await login(
      server.app,
      { username: 'agent', password: 'Agent@2026', ...device },
      address,
    );
    expect(codeOf(noCaptcha)).toBe('captcha.required');
    expect(noCaptcha.json<{ value: unknown }>().value).toEqual({ captcha: true });

    const image = await call(server.app, 'GET', calls.captcha.path, { query: device, ...address });
    expect(image.statusCode).toBe(200);
    const png = Buffer.from(image.json<{ value: string }>().value, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const shown = captchaAnswers.at(-1) ?? '';

    const wrongCaptcha = await login(
      server.app,
      { username: 'agent', password: 'Agent@2026', captcha: '0000', ...device },
      address,
    );
    expect(codeOf(wrongCaptcha)).toBe('captcha.invalid');
    // The wrong guess spent that image: its right answer no longer works.
    const spent = await login(
      server.app,
      { username: 'agent', password: 'Agent@2026', captcha: shown, ...device },
      address,
    );
    expect(codeOf(spent)).toBe('captcha.invalid');

    await call(server.app, 'GET', calls.captcha.path, { query: device, ...address });
    const solved = await login(
      server.app,
      {
        username: 'agent',
        password: 'Agent@2026',
        captcha: captchaAnswers.at(-1) ?? '',
        ...device,
      },
      address,
    );
    expect(solved.statusCode).toBe(200);
  });

  it('binds a captcha to the browser that asked for it', async () => {
    const address = { remoteAddress: '10.1.0.5' };
    for (let i = 0; i < 3; i++) {
      await login(
        server.app,
        { username: 'nobody', password: `bad-${i}`, loginDeviceId: 'browser-a' },
        address,
      );
    }
    await call(server.app, 'GET', calls.captcha.path, {
      query: { loginDeviceId: 'browser-a' },
      ...address,
    });
    const elsewhere = await login(
      server.app,
      {
        username: 'nobody',
        password: 'x',
        captcha: captchaAnswers.at(-1) ?? '',
        loginDeviceId: 'browser-b',
      },
      address,
    );
    expect(codeOf(elsewhere)).toBe('captcha.invalid');
  });

  it('locks the account for a while where the brand has no captcha', async () => {
    const address = { merchant: BETA, remoteAddress: '10.1.0.6' };
    for (let i = 0; i < 3; i++)
      await login(server.app, { username: 'demo', password: `bad-${i}` }, address);
    const locked = await login(server.app, { username: 'demo', password: 'Demo@2026' }, address);
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('login.account.locked');
  });

  it('lets agents and trial accounts in through the member path, only agents through the agent path', async () => {
    const ip = { remoteAddress: '10.1.0.7' };
    const agent = await login(
      server.app,
      { username: 'agent', password: 'Agent@2026', path: 'agent' },
      ip,
    );
    expect(agent.json<{ value: { type: number } }>().value.type).toBe(1);
    const agentAsMember = await login(
      server.app,
      { username: 'agent', password: 'Agent@2026' },
      ip,
    );
    expect(agentAsMember.statusCode).toBe(200);
    const trial = await login(server.app, { username: 'trial', password: 'Trial@2026' }, ip);
    expect(trial.json<{ value: { type: number } }>().value.type).toBe(4);

    for (const username of ['demo', 'trial']) {
      const password = username === 'demo' ? 'Demo@2026' : 'Trial@2026';
      const refused = await login(server.app, { username, password, path: 'agent' }, ip);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('login.non.agent');
    }
  });

  it('answers not.implemented for SMS login', async () => {
    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'sms',
      username: '13800000000',
      password: '123456',
    });
    const response = await call(server.app, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: sealed.body,
    });
    expect(response.statusCode).toBe(501);
  });
});

describe('sealed login bodies', () => {
  it('refuses the same sealed body twice', async () => {
    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'username',
      username: 'demo',
      password: 'Demo@2026',
    });
    const send = () =>
      call(server.app, 'POST', calls.login.path, {
        headers: sealed.headers,
        body: sealed.body,
        remoteAddress: '10.1.0.8',
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(codeOf(replay)).toBe('cipher.replayed');
  });

  it('refuses a plain, tampered or misdirected body', async () => {
    const plain = await call(server.app, 'POST', calls.login.path, {
      body: { type: 'username', username: 'demo', password: 'Demo@2026' },
    });
    expect(codeOf(plain)).toBe('cipher.invalid');

    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'username',
      username: 'demo',
      password: 'Demo@2026',
    });
    const flipped =
      sealed.body.value.slice(0, -2) + (sealed.body.value.endsWith('A') ? 'BB' : 'AA');
    const tampered = await call(server.app, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: { value: flipped },
    });
    expect(codeOf(tampered)).toBe('cipher.invalid');

    const forOtherCall = await sealFor(server.app, 'POST', '/wps/member/register', {
      type: 'username',
      username: 'demo',
      password: 'Demo@2026',
    });
    const moved = await call(server.app, 'POST', calls.login.path, {
      headers: forOtherCall.headers,
      body: forOtherCall.body,
    });
    expect(codeOf(moved)).toBe('cipher.invalid');
  });

  it('validates the opened payload against the login schema', async () => {
    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'username',
      username: '',
    });
    const response = await call(server.app, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: sealed.body,
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('request_param_err');
  });
});
