import { createHash } from 'node:crypto';
import { calls, loginValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { call, login, sealFor, solvedChallenge } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const server = useTestServer({}, { db: 2 });

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
    const stored = await server.db.selectFrom('sessions').select('token_hash').execute();
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

  it('lets agents and trial accounts in through the member path, only agents through the agent path', async () => {
    const ip = { remoteAddress: '10.1.0.7' };
    const [agent, agentAsMember, trial, demoAsAgent, trialAsAgent] = await Promise.all([
      login(server.app, { username: 'agent', password: 'Agent@2026', path: 'agent' }, ip),
      login(server.app, { username: 'agent', password: 'Agent@2026' }, ip),
      login(server.app, { username: 'trial', password: 'Trial@2026' }, ip),
      login(server.app, { username: 'demo', password: 'Demo@2026', path: 'agent' }, ip),
      login(server.app, { username: 'trial', password: 'Trial@2026', path: 'agent' }, ip),
    ]);
    expect(agent.json<{ value: { type: number } }>().value.type).toBe(1);
    expect(agentAsMember.json<{ value: { type: number } }>().value.type).toBe(1);
    expect(trial.json<{ value: { type: number } }>().value.type).toBe(4);
    for (const refused of [demoAsAgent, trialAsAgent]) {
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('login.non.agent');
    }
  });
});

describe('sealed login bodies', () => {
  it('refuses the same sealed body twice', async () => {
    // Raw on purpose: one sealed body sent twice (the typed client seals each call anew).
    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'username',
      username: 'demo',
      password: 'Demo@2026',
      ...(await solvedChallenge(server.app)),
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
    // Raw on purpose: an unsealed body, where the contract says sealed.
    const plain = await call(server.app, 'POST', calls.login.path, {
      body: { type: 'username', username: 'demo', password: 'Demo@2026' },
    });
    expect(codeOf(plain)).toBe('cipher.invalid');

    // Raw on purpose: a sealed body with a bit of its last byte changed.
    const sealed = await sealFor(server.app, 'POST', calls.login.path, {
      type: 'username',
      username: 'demo',
      password: 'Demo@2026',
    });
    // A bit of the bytes, not the last characters of the text: unpadded base64url's last
    // character carries bits a decoder ignores ('xxxxAB' and 'xxxxAA' decode alike), so changing
    // characters let a seal through whole about once in a few hundred runs (seen in CI).
    const bytes = Buffer.from(sealed.body.value, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
    const flipped = bytes.toString('base64url');
    expect(flipped).not.toBe(sealed.body.value);
    // Raw on purpose: the tampered body, sent as it is.
    const tampered = await call(server.app, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: { value: flipped },
    });
    expect(codeOf(tampered)).toBe('cipher.invalid');

    // Raw on purpose: a body sealed for another call's path, sent to the login.
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
    // Raw on purpose: a payload the login schema refuses, sealed by hand.
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
