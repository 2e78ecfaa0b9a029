import { calls, loginValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BETA,
  call,
  latestMessage,
  login,
  sealedCall,
  solvedChallenge,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const server = useTestServer({}, { db: 2 });

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;

const registerUsername = async (
  fields: Record<string, unknown>,
  merchant?: string,
  remoteAddress = '10.4.0.1',
) =>
  sealedCall(
    server.app,
    'PUT',
    calls.register.path,
    {
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      registerMethod: 'WEB',
      termsAccepted: true,
      ...(await solvedChallenge(server.app, merchant)),
      ...fields,
    },
    { ...(merchant ? { merchant } : {}), remoteAddress },
  );

const registerMobile = async (fields: Record<string, unknown>) =>
  sealedCall(
    server.app,
    'PUT',
    calls.registerMobile.path,
    {
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      registerMethod: 'WEB',
      termsAccepted: true,
      ...(await solvedChallenge(server.app)),
      ...fields,
    },
    { remoteAddress: '10.4.0.2' },
  );

const registrationCode = async (mobileNo: string, mobileVariant = true) => {
  const path = mobileVariant ? calls.registerMobileSmsCode.path : calls.registerSmsCode.path;
  const sent = await call(server.app, 'POST', path, {
    remoteAddress: '10.4.0.3',
    body: { mobileNo, ...(await solvedChallenge(server.app)) },
  });
  return { sent, code: (await latestMessage(server.app, mobileNo))?.code ?? '' };
};

describe('registration by username', () => {
  it('opens a session for a new member who can then log in', async () => {
    const response = await registerUsername({ username: 'newbie1', referralCode: 'FRIEND7' }, BETA);
    expect(response.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, response.json<{ value: unknown }>().value);
    expect(value).toMatchObject({ userName: 'newbie1', type: 0, firstTimeLogin: true });
    const info = await call(server.app, 'GET', calls.memberInfo.path, {
      merchant: BETA,
      token: value.token,
    });
    expect(info.json<{ value: { account: string } }>().value.account).toBe('newbie1');
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
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('register.username.taken');
  });

  it('holds the fields to the register rules', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
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
      expect({ fields, code: codeOf(response) }).toEqual({ fields, code: expected });
      expect(response.statusCode).toBeLessThan(500);
    }
    // The merchant with mobile registration and SMS verification on requires both.
    expect(codeOf(await registerUsername({ username: 'goodname' }))).toBe('missing-phone-number');
    expect(codeOf(await registerUsername({ username: 'goodname', mobileNum: '13811112222' }))).toBe(
      'missing-verification-code',
    );
  });

  it('refuses mobile registration where the brand has it off', async () => {
    const response = await sealedCall(
      server.app,
      'PUT',
      calls.registerMobile.path,
      {
        mobileNum: '13811112222',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        registerMethod: 'WEB',
        termsAccepted: true,
        ...(await solvedChallenge(server.app, BETA)),
      },
      { merchant: BETA },
    );
    expect(codeOf(response)).toBe('function.not.available');
  });
});

describe('registration by mobile', () => {
  it('registers with the SMS code under an agent, with a verified number', async () => {
    const valid = await call(server.app, 'GET', calls.affiliateCheck.path, {
      query: { code: 'agent88' },
    });
    expect(valid.json<{ value: unknown }>().value).toEqual({ valid: true });
    const invalid = await call(server.app, 'GET', calls.affiliateCheck.path, {
      query: { code: 'NOPE99' },
    });
    expect(invalid.json<{ value: unknown }>().value).toEqual({ valid: false });

    const { sent, code } = await registrationCode('13822223333');
    expect(sent.json<{ value: unknown }>().value).toEqual({ expiredMinutes: 1 });
    expect(
      codeOf(
        await registerMobile({
          mobileNum: '13822223333',
          verificationCode: '000000' === code ? '111111' : '000000',
        }),
      ),
    ).toBe('invalid-verification-code');
    const response = await registerMobile({
      mobileNum: '13822223333',
      verificationCode: code,
      affiliateCode: 'AGENT88',
    });
    expect(response.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, response.json<{ value: unknown }>().value);
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
      codeOf(
        await registerUsername({
          username: 'other1',
          mobileNum: '13822223333',
          verificationCode: '123456',
        }),
      ),
    ).toBe('register.mobile.taken');
  });

  it('lets one of two parallel registrations of a name through', async () => {
    const both = await Promise.all([
      registerUsername({ username: 'racer1' }, BETA, '10.4.1.1'),
      registerUsername({ username: 'racer1' }, BETA, '10.4.1.2'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
