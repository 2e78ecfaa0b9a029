import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, callApi, login, merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CAPTCHA_REFRESH_MS, CAPTCHAS_PER_ADDRESS_PER_MINUTE } from './captchas.ts';
import { recordFailure } from './loginThrottle.ts';

/** The answers the captcha images show, in the order the server draws them. */
const captchaAnswers: string[] = [];
let drawn = 0;
/** The server's clock: a test moves it past the one-second refresh limit. */
let now = Date.now();

const server = useTestServer(
  {
    clock: () => new Date(now),
    captchaText: () => {
      const answer = String(4000 + drawn++);
      captchaAnswers.push(answer);
      return answer;
    },
  },
  { db: 2 },
);

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;

/**
 * Three counted failures without three slow password checks; the first test below shows
 * that wrong passwords are what counts them.
 */
const failThreeTimes = async (merchantCode: string, account: string, address: string) => {
  const merchantId = await merchantIdOf(server.db, merchantCode);
  for (let i = 0; i < 3; i++) {
    await recordFailure(server.db, { merchantId, account, address }, new Date());
  }
};

describe('captcha after failed logins', () => {
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

    const image = await callApi(server.app, 'captcha', device, { ...address });
    expect(image.response.statusCode).toBe(200);
    const png = Buffer.from(image.value, 'base64');
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

    now += CAPTCHA_REFRESH_MS;
    await callApi(server.app, 'captcha', device, { ...address });
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
    await failThreeTimes(ALPHA, 'nobody', address.remoteAddress);
    await callApi(server.app, 'captcha', { loginDeviceId: 'browser-a' }, { ...address });
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

  it('refreshes at most once a second per browser, and limits images per address', async () => {
    const address = { remoteAddress: '10.1.0.7' };
    const ask = (loginDeviceId: string) =>
      callApi(server.app, 'captcha', { loginDeviceId }, { ...address });
    expect((await ask('browser-c')).response.statusCode).toBe(200);
    const tooSoon = await ask('browser-c');
    expect(tooSoon.response.statusCode).toBe(429);
    expect(tooSoon.code).toBe('too.many.requests');
    now += CAPTCHA_REFRESH_MS;
    expect((await ask('browser-c')).response.statusCode).toBe(200);

    // New device ids do not buy more images from the same address.
    const answers: number[] = [];
    for (let i = 0; i < CAPTCHAS_PER_ADDRESS_PER_MINUTE; i++) {
      answers.push((await ask(`rotating-${i}`)).response.statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(
      CAPTCHAS_PER_ADDRESS_PER_MINUTE - 1,
    );
    expect(answers.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await callApi(
      server.app,
      'captcha',
      { loginDeviceId: 'another-browser' },
      { remoteAddress: '10.1.0.8' },
    );
    expect(other.response.statusCode).toBe(200);
  });

  it('locks the account for a while where the brand has no captcha', async () => {
    const address = { merchant: BETA, remoteAddress: '10.1.0.6' };
    await failThreeTimes(BETA, 'demo', address.remoteAddress);
    const locked = await login(server.app, { username: 'demo', password: 'Demo@2026' }, address);
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('login.account.locked');
  });
});
