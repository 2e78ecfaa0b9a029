import { loginValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BETA, callApi, latestMessage, login, solvedChallenge } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CODE_MAX_TRIES } from './codes.ts';

const CAPTCHA_ANSWER = '4321';
let offsetMs = 0;

const server = useTestServer({
  clock: () => new Date(Date.now() + offsetMs),
  captchaText: () => CAPTCHA_ANSWER,
  codes: { codeMinutes: 2, sendsPerRecipient: 5, sendsPerAddress: 6 },
});

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;
/** The seeded member with a verified mobile. */
const SECURE_MOBILE = '13800138000';

const askLoginCode = async (mobileNum: string, remoteAddress: string, merchant?: string) =>
  callApi(
    server.app,
    'loginSmsCode',
    { mobileNum, ...(await solvedChallenge(server.app, merchant)) },
    { ...(merchant ? { merchant } : {}), remoteAddress },
  );

/**
 * An SMS login that always brings an image captcha: after a few failures the gate asks for
 * one, and a captcha nobody asks for is never spent.
 */
const smsLogin = async (code: string, remoteAddress: string) => {
  await callApi(server.app, 'captcha', {}, { remoteAddress });
  return login(
    server.app,
    { type: 'sms', username: SECURE_MOBILE, password: code, captcha: CAPTCHA_ANSWER },
    { remoteAddress },
  );
};

describe('SMS login codes', () => {
  it('sends a six-digit code to a registered number and signs in with it once', async () => {
    const sent = await askLoginCode(SECURE_MOBILE, '10.3.0.1');
    expect(sent.response.statusCode).toBe(200);
    expect(sent.value).toEqual({ expiredMinutes: 2 });
    const message = await latestMessage(server.app, SECURE_MOBILE);
    expect(message?.channel).toBe('sms');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code ?? 'none');
    const code = message?.code ?? '';

    const first = await smsLogin(code, '10.3.0.1');
    expect(first.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, first.json<{ value: unknown }>().value);
    expect(value.userName).toBe('secure');
    // No forced change after an SMS login, whatever the password.
    expect(value.forceChangePassword).toBe(false);

    const reuse = await smsLogin(code, '10.3.0.1');
    expect(codeOf(reuse)).toBe('invalid-verification-code');
  });

  it("sends a member's code only to the member's own phone", async () => {
    const before = await latestMessage(server.app, SECURE_MOBILE);
    // The same digits under another country's code are someone else's phone.
    const elsewhere = await callApi(
      server.app,
      'loginSmsCode',
      {
        mobileNum: SECURE_MOBILE,
        countryDialingCode: '84',
        ...(await solvedChallenge(server.app)),
      },
      { remoteAddress: '10.3.0.11' },
    );
    expect(elsewhere.response.statusCode).toBe(200);
    expect(await latestMessage(server.app, SECURE_MOBILE)).toEqual(before);
    expect(before?.to).toBe(`+86${SECURE_MOBILE}`);
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const sent = await askLoginCode('13900000000', '10.3.0.2');
    expect(sent.response.statusCode).toBe(200);
    expect(await latestMessage(server.app, '13900000000')).toBeUndefined();
  });

  it('lets the same code through only once when used twice in parallel', async () => {
    await askLoginCode(SECURE_MOBILE, '10.3.0.3');
    const code = (await latestMessage(server.app, SECURE_MOBILE))?.code ?? '';
    const both = await Promise.all([smsLogin(code, '10.3.0.3'), smsLogin(code, '10.3.0.4')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.map(codeOf)).toContain('invalid-verification-code');
  });

  it(`spends a code after ${CODE_MAX_TRIES} wrong tries`, async () => {
    await askLoginCode(SECURE_MOBILE, '10.3.0.5');
    const code = (await latestMessage(server.app, SECURE_MOBILE))?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < CODE_MAX_TRIES; i++) {
      // Each from its own address, so the login gate's counts stay out of the way.
      expect(codeOf(await smsLogin(wrong, `10.3.1.${i}`))).toBe('invalid-verification-code');
    }
    expect(codeOf(await smsLogin(code, '10.3.1.9'))).toBe('invalid-verification-code');
  });

  it('refuses an expired code with code-expired', async () => {
    offsetMs = -3 * 60_000;
    await askLoginCode(SECURE_MOBILE, '10.3.0.6').finally(() => {
      offsetMs = 0;
    });
    const code = (await latestMessage(server.app, SECURE_MOBILE))?.code ?? '';
    expect(codeOf(await smsLogin(code, '10.3.0.6'))).toBe('code-expired');
  });

  it('limits sends per number and per address', async () => {
    // Earlier tests sent several codes to the seeded number already within the window.
    const toNumber = await askLoginCode(SECURE_MOBILE, '10.3.0.7');
    expect(toNumber.response.statusCode).toBe(429);
    expect(toNumber.code).toBe('too-many-requests');
    expect(toNumber.response.json<{ message: string }>().message).toBe(
      'Too many requests, please try again after 5 minutes.',
    );

    // Another dialing code in front does not make it another number for the limit.
    const withDialing = await callApi(
      server.app,
      'loginSmsCode',
      {
        mobileNum: SECURE_MOBILE,
        countryDialingCode: '84',
        ...(await solvedChallenge(server.app)),
      },
      { remoteAddress: '10.3.0.7' },
    );
    expect(withDialing.code).toBe('too-many-requests');

    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await askLoginCode(`1370000000${i}`, '10.3.0.8'));
    expect(answers.map((r) => r.response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('checks the number: invalid-phone-number for a bad length or dialing code', async () => {
    expect((await askLoginCode('12345', '10.3.0.9')).code).toBe('invalid-phone-number');
    const badDialing = await callApi(
      server.app,
      'loginSmsCode',
      {
        mobileNum: '13812345678',
        countryDialingCode: '999',
        ...(await solvedChallenge(server.app)),
      },
      { remoteAddress: '10.3.0.9' },
    );
    expect(badDialing.code).toBe('invalid-phone-number');
  });

  it('refuses SMS login where the brand has it off', async () => {
    const response = await login(
      server.app,
      { type: 'sms', username: SECURE_MOBILE, password: '123456' },
      { merchant: BETA, remoteAddress: '10.3.0.10' },
    );
    expect(codeOf(response)).toBe('operation-not-allowed');
  });
});

describe('password reset by phone', () => {
  it('sets a new password with the SMS code and ends the open sessions', async () => {
    // 10.3.0.1 is an address the member signed in from (by SMS), so no new-IP step here.
    const before = await login(
      server.app,
      { username: 'secure', password: 'Secure@2026' },
      { remoteAddress: '10.3.0.1' },
    );
    const oldToken = before.json<{ value: { token: string } }>().value.token;
    // A fresh window for the seeded number: earlier sends are over the per-number limit.
    offsetMs = 6 * 60_000;
    try {
      expect((await askLoginCode(SECURE_MOBILE, '10.3.2.1')).response.statusCode).toBe(200);
    } finally {
      // Back to real time: a sealed body is only good near the moment it was sealed.
      offsetMs = 0;
    }
    {
      const code = (await latestMessage(server.app, SECURE_MOBILE))?.code ?? '';
      const reset = await callApi(
        server.app,
        'resetPasswordByPhone',
        { mobileNum: SECURE_MOBILE, verificationCode: code, newPassword: 'Brand@New1' },
        { remoteAddress: '10.3.2.1' },
      );
      expect(reset.response.statusCode).toBe(200);
      expect(reset.value).toEqual({ passwordChanged: true });
    }
    const info = await callApi(server.app, 'memberInfo', {}, { token: oldToken });
    expect(info.response.statusCode).toBe(401);
    const after = await login(
      server.app,
      { username: 'secure', password: 'Brand@New1' },
      { remoteAddress: '10.3.0.1' },
    );
    expect(after.statusCode).toBe(200);
  });
});
