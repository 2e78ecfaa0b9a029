import { describe, expect, it } from 'vitest';
import { BETA, callApi, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

/** The server's clock runs this far ahead of the real one, so expiry needs no waiting. */
let clockOffsetMs = 0;

const server = useTestServer({ clock: () => new Date(Date.now() + clockOffsetMs) });

describe('session life', () => {
  const signIn = async () => {
    clockOffsetMs = 0;
    return tokenOf(
      await login(
        server.app,
        { username: 'demo', password: 'Demo@2026' },
        { remoteAddress: '10.1.0.9' },
      ),
    );
  };
  const memberInfo = (token: string, merchant?: string) =>
    callApi(server.app, 'memberInfo', {}, { token, ...(merchant ? { merchant } : {}) });

  it('serves the signed-in member, masked', async () => {
    const response = await memberInfo(await signIn());
    expect(response.response.statusCode).toBe(200);
    expect(response.value).toMatchObject({
      account: 'demo',
      type: 0,
      currency: 'CNY',
      mobile: '',
    });
  });

  it('does not accept a session at another merchant', async () => {
    const response = await memberInfo(await signIn(), BETA);
    expect(response.response.statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const token = await signIn();
    const out = await callApi(server.app, 'logout', {}, { token });
    expect(out.response.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await memberInfo(token)).response.statusCode).toBe(401);
    expect((await callApi(server.app, 'logout', {}, { token })).response.statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, not while it is used', async () => {
    const token = await signIn();
    clockOffsetMs = SESSION_IDLE_MS - 60_000;
    expect((await memberInfo(token)).response.statusCode).toBe(200);
    clockOffsetMs += SESSION_IDLE_MS - 60_000;
    expect((await memberInfo(token)).response.statusCode).toBe(200);
    clockOffsetMs += SESSION_IDLE_MS + 1_000;
    expect((await memberInfo(token)).response.statusCode).toBe(401);
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const token = await signIn();
    const step = 20 * 60_000;
    while (clockOffsetMs + step < SESSION_ABSOLUTE_MS) {
      clockOffsetMs += step;
      expect((await memberInfo(token)).response.statusCode).toBe(200);
    }
    clockOffsetMs = SESSION_ABSOLUTE_MS + 1_000;
    expect((await memberInfo(token)).response.statusCode).toBe(401);
  });
});
