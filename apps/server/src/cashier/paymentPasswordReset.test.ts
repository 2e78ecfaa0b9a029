import { calls, type WithdrawalInfo } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberCashier } from '../../test/cashierHarness.ts';
import { callApi, latestMessage, login, sealedCall, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { cashierDb } from './cashierDb.ts';
import { PAYMENT_PASSWORD_TRIES } from './paymentPassword.ts';
import { RESET_CODES_PER_DAY } from './paymentPasswordReset.ts';

/** A forgotten payment password, reset by a code sent to the member's verified mobile. */

const server = useTestServer(
  // Room for this file's sends from one test address; the per-member daily limit is the subject.
  { codes: { codeMinutes: 5, sendsPerRecipient: 50, sendsPerAddress: 50 } },
  { db: 2 },
);

let db: Db;
let demo: string;
let agent: string;
const MOBILE = '13577779999';
const PIN = '135790';

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

const { setPin } = memberCashier(server);

const askCode = (token: string) => callApi(server.app, 'paymentPasswordResetCode', {}, { token });

const reset = (token: string, code: string, password: string) =>
  callApi(server.app, 'paymentPasswordReset', { code, password }, { token });

const info = async (token: string) =>
  (await callApi(server.app, 'withdrawalInfo', {}, { token })).response.json<{
    value: WithdrawalInfo;
  }>().value;

const storedPassword = async (memberId: number) =>
  cashierDb(db)
    .selectFrom('payment_passwords')
    .select(['hash', 'failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();

const memberIdOf = async (username: string) =>
  (
    await db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select('members.id')
      .where('merchants.merchant_code', '=', 'ALPHA')
      .where('members.username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

/** The reset code of the latest SMS to the demo member's number. */
const smsCode = async () => {
  const message = await latestMessage(server.app, MOBILE);
  if (!message?.code) throw new Error('no code in the outbox');
  return message.code;
};

beforeAll(async () => {
  db = server.db;
  demo = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
  agent = tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' }));
  // Signed in first: a verified mobile would make the login from the test address ask for a code.
  await db
    .updateTable('members')
    .set({ mobile: MOBILE, mobile_verified: true })
    .where('id', '=', await memberIdOf('demo'))
    .execute();
  expect((await setPin(demo, PIN)).response.statusCode).toBe(200);
});

describe('payment password reset by SMS code', () => {
  it('sends a code to the verified mobile, masked in the answer', async () => {
    const response = await askCode(demo);
    expect(response.response.statusCode).toBe(200);
    expect(response.value).toEqual({
      expiredMinutes: 5,
      destination: '*******9999',
    });
    expect(await smsCode()).toMatch(/^\d{6}$/);
  });

  it('refuses a member without a verified mobile, and sends nothing', async () => {
    const agentId = await memberIdOf('agent');
    const response = await askCode(agent);
    expect(response.response.statusCode).toBe(400);
    expect(response.code).toBe('payment.password.reset.no.mobile');
    // A number that was typed but never verified is not one a code may go to either.
    await db
      .updateTable('members')
      .set({ mobile: '13900139000' })
      .where('id', '=', agentId)
      .execute();
    expect((await askCode(agent)).code).toBe('payment.password.reset.no.mobile');
    expect(await latestMessage(server.app, '13900139000')).toBeUndefined();
    const codes = await db
      .selectFrom('verification_codes')
      .select('id')
      .where('destination', '=', `member:${agentId}`)
      .execute();
    expect(codes).toEqual([]);
  });

  it('a wrong code changes nothing; the right one sets the new password and clears the lock', async () => {
    const memberId = await memberIdOf('demo');
    // Five wrong current passwords lock the payment password.
    for (let i = 0; i < PAYMENT_PASSWORD_TRIES; i++) {
      expect((await setPin(demo, '111111', '999999')).code).toBe('payment.password.wrong');
    }
    expect((await info(demo)).paymentPasswordLockedUntil).not.toBeNull();
    const locked = await storedPassword(memberId);

    expect((await askCode(demo)).response.statusCode).toBe(200);
    const code = await smsCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await reset(demo, wrong, '864200');
    expect(refused.response.statusCode).toBe(400);
    expect(refused.code).toBe('invalid-verification-code');
    expect(await storedPassword(memberId)).toEqual(locked);

    const done = await reset(demo, code, '864200');
    expect(done.response.statusCode).toBe(200);
    expect(done.value).toEqual({ set: true });
    const after = await info(demo);
    expect(after.paymentPasswordLockedUntil).toBeNull();
    expect(after.paymentPasswordSet).toBe(true);
    // The new password is the one that counts now, and the old one no longer does.
    expect((await setPin(demo, '222222', PIN)).code).toBe('payment.password.wrong');
    expect((await setPin(demo, '222222', '864200')).response.statusCode).toBe(200);
  });

  it('a spent code does not pass twice, and a code is for this purpose only', async () => {
    const memberId = await memberIdOf('demo');
    expect((await askCode(demo)).response.statusCode).toBe(200);
    const code = await smsCode();
    expect((await reset(demo, code, '777777')).response.statusCode).toBe(200);
    const before = await storedPassword(memberId);
    const again = await reset(demo, code, '888888');
    expect(again.response.statusCode).toBe(400);
    expect(again.code).toBe('invalid-verification-code');
    expect(await storedPassword(memberId)).toEqual(before);
    // Another member cannot spend the demo member's code either (codes are keyed per member).
    expect((await askCode(demo)).response.statusCode).toBe(200);
    expect((await reset(agent, await smsCode(), '888888')).code).toBe('invalid-verification-code');
  });

  it('rations codes per member and day', async () => {
    const sent = await db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('purpose', '=', 'paymentPassword')
      .where('destination', '=', `member:${await memberIdOf('demo')}`)
      .executeTakeFirstOrThrow();
    for (let i = Number(sent.n); i < RESET_CODES_PER_DAY; i++) {
      expect((await askCode(demo)).response.statusCode).toBe(200);
    }
    const refused = await askCode(demo);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.code).toBe('payment.password.reset.limit');
  });

  it('refuses malformed input with the catalogue and no 5xx', async () => {
    for (const body of [
      {},
      { code: '12', password: '123456' },
      { code: '123456', password: 'abc' },
    ]) {
      // Raw on purpose: bodies the contract refuses, which the typed client would not type.
      const response = await sealedCall(server.app, 'POST', calls.paymentPasswordReset.path, body, {
        token: demo,
      });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('request_param_err');
    }
    expect((await callApi(server.app, 'paymentPasswordResetCode', {})).response.statusCode).toBe(
      401,
    );
  });
});
