import { loginValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BETA, callApi, latestMessage, login, solvedChallenge } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const server = useTestServer({}, { db: 2 });

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;

/** A registration form as the portal sends it, its challenge solved for `merchant`. */
const registrationForm = async <F extends Record<string, unknown>>(
  fields: F,
  merchant?: string,
) => ({
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  registerMethod: 'WEB' as const,
  termsAccepted: true as const,
  ...(await solvedChallenge(server.app, merchant)),
  ...fields,
});

// The cases' fields may be ones the contract refuses: they are sent as typed, sealed.
const registerUsername = async (
  fields: { username: string } & Record<string, unknown>,
  merchant?: string,
  remoteAddress = '10.4.0.1',
) =>
  callApi(server.app, 'register', await registrationForm(fields, merchant), {
    ...(merchant ? { merchant } : {}),
    remoteAddress,
  });

const registerMobile = async (fields: { mobileNum: string } & Record<string, unknown>) =>
  callApi(server.app, 'registerMobile', await registrationForm(fields), {
    remoteAddress: '10.4.0.2',
  });

const registrationCode = async (mobileNo: string, mobileVariant = true) => {
  const input = { mobileNo, ...(await solvedChallenge(server.app)) };
  const options = { remoteAddress: '10.4.0.3' };
  const sent = mobileVariant
    ? await callApi(server.app, 'registerMobileSmsCode', input, options)
    : await callApi(server.app, 'registerSmsCode', input, options);
  return { sent: sent.response, code: (await latestMessage(server.app, mobileNo))?.code ?? '' };
};

describe('registration by username', () => {
  it('opens a session for a new member who can then log in', async () => {
    const response = await registerUsername({ username: 'newbie1', referralCode: 'FRIEND7' }, BETA);
    expect(response.response.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, response.value);
    expect(value).toMatchObject({ userName: 'newbie1', type: 0, firstTimeLogin: true });
    const info = await callApi(
      server.app,
      'memberInfo',
      {},
      { merchant: BETA, token: value.token },
    );
    expect(info.value.account).toBe('newbie1');
    const stored = await server.db
      .selectFrom('members')
      .select(['referral_code', 'terms_accepted_at', 'password_hash'])
      .where('username', '=', 'newbie1')
      .executeTakeFirstOrThrow();
    expect(stored.referral_code).toBe('FRIEND7');
    expect(stored.terms_accepted_at).not.toBeNull();
    expect(stored.password_hash).toMatch(/^scrypt\$/);

    const again = await login(
      server.app,
      { username: 'NEWBIE1', password: 'Secret@123' },
      { merchant: BETA, remoteAddress: '10.4.0.1' },
    );
    expect(again.json<{ value: { firstTimeLogin: boolean } }>().value.firstTimeLogin).toBe(false);

    const taken = await registerUsername({ username: 'NewBie1' }, BETA);
    expect(taken.response.statusCode).toBe(409);
    expect(taken.code).toBe('register.username.taken');
  });

  it('keeps the language the member registered in (their SMS and e-mails are written in it)', async () => {
    const response = await callApi(
      server.app,
      'register',
      await registrationForm({ username: 'thaireader' }, BETA),
      { merchant: BETA, remoteAddress: '10.4.0.9', headers: { language: 'TH' } },
    );
    expect(response.code).toBeUndefined();
    const token = v.parse(loginValueSchema, response.value).token;
    const info = await callApi(server.app, 'memberInfo', {}, { merchant: BETA, token });
    expect(info.value.language).toBe('TH');
  });

  it('holds the fields to the register rules', async () => {
    const cases: [{ username: string } & Record<string, unknown>, string, string?][] = [
      [{ username: '1abc' }, 'login.format.incorrect'],
      [{ username: 'ab' }, 'login.format.incorrect'],
      [
        { username: 'goodname', password: 'has space1', confirmPassword: 'has space1' },
        'login.format.incorrect',
      ],
      [{ username: 'goodname', confirmPassword: 'Other@123' }, 'password.mismatch'],
      [{ username: 'goodname', email: 'not-an-email' }, 'login.format.incorrect'],
      [{ username: 'goodname', payeeName: 'R2D2' }, 'request_param_err'],
      [{ username: 'goodname', affiliateCode: 'NOPE99' }, 'invitation_code_error'],
      [{ username: 'goodname', termsAccepted: false }, 'request_param_err'],
      [{ username: 'goodname', challengeSolution: '-1' }, 'challenge.invalid'],
    ];
    for (const [fields, expected] of cases) {
      const response = await registerUsername(fields, BETA);
      expect({ fields, code: response.code }).toEqual({ fields, code: expected });
      expect(response.response.statusCode).toBeLessThan(500);
    }
    // The merchant with mobile registration and SMS verification on requires both.
    expect((await registerUsername({ username: 'goodname' })).code).toBe('missing-phone-number');
    expect((await registerUsername({ username: 'goodname', mobileNum: '13811112222' })).code).toBe(
      'missing-verification-code',
    );
  });

  it('refuses mobile registration where the brand has it off', async () => {
    const response = await callApi(
      server.app,
      'registerMobile',
      await registrationForm({ mobileNum: '13811112222' }, BETA),
      { merchant: BETA },
    );
    expect(response.code).toBe('function.not.available');
  });
});

describe('registration by mobile', () => {
  it('registers with the SMS code under an agent, with a verified number', async () => {
    const valid = await callApi(server.app, 'affiliateCheck', { code: 'agent88' });
    expect(valid.value).toEqual({ valid: true });
    const invalid = await callApi(server.app, 'affiliateCheck', { code: 'NOPE99' });
    expect(invalid.value).toEqual({ valid: false });

    const { sent, code } = await registrationCode('13822223333');
    expect(sent.json<{ value: unknown }>().value).toEqual({ expiredMinutes: 1 });
    expect(
      (
        await registerMobile({
          mobileNum: '13822223333',
          verificationCode: '000000' === code ? '111111' : '000000',
        })
      ).code,
    ).toBe('invalid-verification-code');
    const response = await registerMobile({
      mobileNum: '13822223333',
      verificationCode: code,
      affiliateCode: 'AGENT88',
    });
    expect(response.response.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, response.value);
    expect(value.userName).toBe('m13822223333');

    const member = await server.db
      .selectFrom('members as m')
      .innerJoin('members as upline', 'upline.id', 'm.upline_id')
      .select(['m.mobile', 'm.mobile_verified', 'upline.username as upline'])
      .where('m.id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ mobile: '13822223333', mobile_verified: true, upline: 'agent' });

    // The number is taken now: both the code request and a registration say so.
    const again = await registrationCode('13822223333', false);
    expect(codeOf(again.sent)).toBe('register.mobile.taken');
    expect(
      (
        await registerUsername({
          username: 'other1',
          mobileNum: '13822223333',
          verificationCode: '123456',
        })
      ).code,
    ).toBe('register.mobile.taken');
  });

  it('lets one of two parallel registrations of a name through', async () => {
    const both = await Promise.all([
      registerUsername({ username: 'racer1' }, BETA, '10.4.1.1'),
      registerUsername({ username: 'racer1' }, BETA, '10.4.1.2'),
    ]);
    expect(both.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
  });
});
