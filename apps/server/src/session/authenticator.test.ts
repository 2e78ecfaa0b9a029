import { loginVerificationValueSchema } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fuzzMemberCalls } from '../../test/fuzz.ts';
import { callApi, login, merchantIdOf, signedInToken, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { NEW_IP_MAX_FAILURES } from './newIp.handler.ts';
import { totpCode } from './totp.ts';

/*
 * The new-address second factor by authenticator app and by real name (issue 27), on the real
 * database: enrolling (scan, confirm), a code good once, the real name bound to payouts, and
 * a pending login spent after five wrong tries. `demo` has no contact to send a code to.
 */
const server = useTestServer({}, { db: 2 });

/** A code of the secret for the next 30-second step: a code of the current step may be spent. */
const codeAt = (secret: string, at: Date) =>
  totpCode({ secret, epoch: Math.floor(at.getTime() / 1000) });

const enrolled = async (token: string) => {
  const started = await callApi(server.app, 'authenticatorEnrol', {}, { token });
  const { secret, otpauthUrl } = started.value;
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  return secret;
};

const loginFrom = (username: string, password: string, remoteAddress: string) =>
  login(server.app, { username, password }, { remoteAddress });

const pendingFrom = async (username: string, password: string, remoteAddress: string) => {
  const away = await loginFrom(username, password, remoteAddress);
  expect(away.json<{ code: string }>().code).toBe('login.verification.required');
  return v.parse(loginVerificationValueSchema, away.json<{ value: unknown }>().value);
};

describe('the authenticator app', () => {
  it('enrols with a scanned secret and one code, sealed at rest; a wrong code enrols nothing', async () => {
    const token = await signedInToken(server.app, 'player', 'Player@2026');
    expect((await callApi(server.app, 'authenticatorStatus', {}, { token })).value).toEqual({
      enrolled: false,
      enrolledAt: null,
    });
    const secret = await enrolled(token);
    const wrong = await callApi(server.app, 'authenticatorConfirm', { code: '000000' }, { token });
    expect(wrong.code).toBe('invalid-verification-code');
    expect((await callApi(server.app, 'authenticatorStatus', {}, { token })).value.enrolled).toBe(
      false,
    );
    const confirmed = await callApi(
      server.app,
      'authenticatorConfirm',
      { code: await codeAt(secret, new Date()) },
      { token },
    );
    expect(confirmed.value.enrolled).toBe(true);
    const { rows } = await sql<{ secret: string; pending_secret: string | null }>`
      SELECT a.secret, a.pending_secret FROM member_authenticators a
      JOIN members m ON m.id = a.member_id WHERE m.username = 'player'`.execute(server.db);
    expect(rows[0]?.secret).toMatch(/^v1\./);
    expect(rows[0]?.secret).not.toContain(secret);
    expect(rows[0]?.pending_secret).toBeNull();

    // Removing asks a current code of the app; the same code twice is spent once.
    const now = await codeAt(secret, new Date(Date.now() + 30_000));
    expect(
      (await callApi(server.app, 'authenticatorRemove', { code: '123456' }, { token })).code,
    ).toBe('invalid-verification-code');
    const removed = await callApi(server.app, 'authenticatorRemove', { code: now }, { token });
    expect(removed.value).toEqual({ enrolled: false, enrolledAt: null });
  });

  it('asks a member with only an app for its code from a new address, each code good once', async () => {
    // demo has no mobile or e-mail: its addresses were trusted; with an app, no longer.
    expect((await loginFrom('demo', 'Demo@2026', '10.9.0.1')).statusCode).toBe(200);
    const token = await signedInToken(server.app, 'demo', 'Demo@2026');
    const secret = await enrolled(token);
    await callApi(
      server.app,
      'authenticatorConfirm',
      { code: await codeAt(secret, new Date()) },
      { token },
    );
    const pending = await pendingFrom('demo', 'Demo@2026', '10.9.0.2');
    expect(pending.methods).toEqual(['totp']);
    const code = await codeAt(secret, new Date(Date.now() + 30_000));
    const verify = (verificationToken: string, verificationCode: string, remoteAddress: string) =>
      callApi(
        server.app,
        'newIpVerify',
        { verificationToken, method: 'totp', verificationCode },
        { remoteAddress },
      );
    const done = await verify(pending.verificationToken, code, '10.9.0.2');
    expect(done.response.statusCode).toBe(200);
    expect(done.value.userName).toBe('demo');
    // The same code from a third address, on a new pending login: already spent.
    const again = await pendingFrom('demo', 'Demo@2026', '10.9.0.3');
    expect((await verify(again.verificationToken, code, '10.9.0.3')).code).toBe(
      'invalid-verification-code',
    );
  });
});

describe('the real name', () => {
  it('is offered beside a code, matches as people type it, and five wrong tries spend the login', async () => {
    const merchantId = await merchantIdOf(server.db);
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM members WHERE merchant_id = ${merchantId} AND username = 'secure'`.execute(
      server.db,
    );
    const memberId = rows[0]?.id ?? 0;
    // Bound as the cashier binds it with the first payout card.
    await sql`INSERT INTO member_real_names (merchant_id, member_id, real_name)
      VALUES (${merchantId}, ${memberId}, 'Nguyen Van  An')`.execute(server.db);
    expect((await loginFrom('secure', 'Secure@2026', '10.9.1.1')).statusCode).toBe(200);
    const pending = await pendingFrom('secure', 'Secure@2026', '10.9.1.2');
    expect(pending.methods).toEqual(['sms', 'email', 'realName']);
    const byName = (verificationToken: string, realName: string) =>
      callApi(
        server.app,
        'newIpVerify',
        { verificationToken, method: 'realName', realName },
        { remoteAddress: '10.9.1.2' },
      );
    expect((await byName(pending.verificationToken, 'Nguyen Van Binh')).code).toBe(
      'verification.realName.wrong',
    );
    const done = await byName(pending.verificationToken, '  nguyen van an ');
    expect(tokenOf(done.response)).toBeTruthy();

    // Guessing: the fifth wrong name spends the pending login; the right one then is too late.
    const guessed = await pendingFrom('secure', 'Secure@2026', '10.9.1.3');
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < NEW_IP_MAX_FAILURES; i++) {
      answers.push((await byName(guessed.verificationToken, `Guess ${i}`)).code);
    }
    expect(answers).toEqual([
      ...Array(NEW_IP_MAX_FAILURES - 1).fill('verification.realName.wrong'),
      'verification.expired',
    ]);
    expect((await byName(guessed.verificationToken, 'Nguyen Van An')).code).toBe(
      'verification.expired',
    );
  });

  it('is never asked alone: a member with a real name and no other factor is not held', async () => {
    const merchantId = await merchantIdOf(server.db);
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM members WHERE merchant_id = ${merchantId} AND username = 'agent'`.execute(
      server.db,
    );
    await sql`INSERT INTO member_real_names (merchant_id, member_id, real_name)
      VALUES (${merchantId}, ${rows[0]?.id ?? 0}, 'Agent Name')`.execute(server.db);
    expect((await loginFrom('agent', 'Agent@2026', '10.9.2.1')).statusCode).toBe(200);
    expect((await loginFrom('agent', 'Agent@2026', '10.9.2.2')).statusCode).toBe(200);
  });
});

const fuzzBody = fc.oneof(
  fc.record({ code: fc.string({ maxLength: 10 }) }, { requiredKeys: [] }),
  fc.anything({ maxDepth: 2 }),
);

describe('fuzzed authenticator calls', () => {
  it('answer a catalogue code, never a 5xx', async () => {
    const token = await signedInToken(server.app, 'weak', '123456');
    await fuzzMemberCalls(
      server.app,
      ['authenticatorStatus', 'authenticatorEnrol', 'authenticatorConfirm', 'authenticatorRemove'],
      fuzzBody,
      { token },
      { numRuns: 25 },
    );
  });
});
