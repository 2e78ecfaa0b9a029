import { randomUUID } from 'node:crypto';
import type { CallInput, CallName, RgSettings } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const HOUR = 60 * 60_000;
/**
 * The clock: the server reads `Date` through its clock seam and the harness seals requests
 * with `Date.now()`, so both move together when the tests fake `Date` forward.
 */
const START = Date.now();
const at = (ms: number) => vi.setSystemTime(new Date(START + ms));
const server = useTestServer({}, { db: 1 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;
const signIn = (username: string, password: string) =>
  login(server.app, { username, password }, { remoteAddress: '127.0.0.1' });
/** A member's call, typed by the contract (input and answer). */
const get = <N extends CallName>(name: N, token: string, input: CallInput<N>) =>
  callApi(server.app, name, input, { token });
const post = <N extends CallName>(name: N, token: string, input: CallInput<N>) =>
  callApi(server.app, name, input, { token });
/** Input the contract's types refuse, sent anyway: the server must refuse it as well. */
const outsideTheContract = (input: object): never => input as never;
const limitOf = (settings: RgSettings, kind: string) =>
  settings.limits.find((l) => l.kind === kind);

/** A launch token for the demo slot, as the game page receives it. */
const launchSlot = async (token: string) => {
  const launch = await callApi(
    server.app,
    'launchGame',
    { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
    { token },
  );
  if (launch.code !== undefined) return { refused: launch.code, launch: '' };
  const url = new URL(launch.value.content.game_url, 'http://x');
  return { refused: undefined, launch: new URLSearchParams(url.hash.slice(1)).get('launch') ?? '' };
};
const play = (launch: string, stake: number) =>
  server.app.inject({
    method: 'POST',
    url: '/vendor/demo/api/play',
    payload: { launch, roundId: randomUUID(), stake },
  });
const balance = async (token: string) => (await get('balance', token, {})).value.sumBalance;

describe('deposit and loss limits', () => {
  it('lower a limit at once and raise it only after 24 hours, once confirmed again', async () => {
    const token = tokenOf(await signIn('demo', 'Demo@2026'));
    const first = await post('setRgLimit', token, {
      kind: 'depositDay',
      amount: '500',
    });
    expect(limitOf(first.value, 'depositDay')).toMatchObject({ amount: '500.00', pending: null });
    const lower = await post('setRgLimit', token, {
      kind: 'depositDay',
      amount: '200',
    });
    expect(limitOf(lower.value, 'depositDay')).toMatchObject({ amount: '200.00', pending: null });

    const raise = await post('setRgLimit', token, {
      kind: 'depositDay',
      amount: '1000',
    });
    expect(limitOf(raise.value, 'depositDay')).toMatchObject({
      amount: '200.00',
      pending: { amount: '1000.00', confirmable: false },
    });
    at(23 * HOUR);
    const earlyToken = tokenOf(await signIn('demo', 'Demo@2026'));
    const early = await get('rgSettings', earlyToken, {});
    expect(limitOf(early.value, 'depositDay')?.amount).toBe('200.00');
    // Too early to confirm: refused, nothing changes.
    const tooEarly = await post('confirmRgLimit', earlyToken, { kind: 'depositDay' });
    expect(tooEarly.response.statusCode).toBe(409);
    expect(codeOf(tooEarly.response)).toBe('rg.limit.not.confirmable');
    expect(limitOf((await get('rgSettings', earlyToken, {})).value, 'depositDay')).toMatchObject({
      amount: '200.00',
      pending: { amount: '1000.00', confirmable: false },
    });
    at(24 * HOUR + 60_000);
    const later = tokenOf(await signIn('demo', 'Demo@2026'));
    // The 24 hours are over, yet the lower limit holds until the member confirms the raise.
    const due = await get('rgSettings', later, {});
    expect(limitOf(due.value, 'depositDay')).toMatchObject({
      amount: '200.00',
      pending: { amount: '1000.00', confirmable: true },
    });
    const confirmed = await post('confirmRgLimit', later, { kind: 'depositDay' });
    expect(limitOf(confirmed.value, 'depositDay')).toMatchObject({
      amount: '1000.00',
      pending: null,
    });
    // Nothing left to confirm: refused, and a limit never set cannot be confirmed either.
    const twice = await post('confirmRgLimit', later, { kind: 'depositDay' });
    expect(codeOf(twice.response)).toBe('rg.limit.not.confirmable');
    expect(codeOf((await post('confirmRgLimit', later, { kind: 'lossMonth' })).response)).toBe(
      'rg.limit.not.confirmable',
    );

    // Removing a limit is a raise too: it waits, the limit holds meanwhile.
    const removed = await post('setRgLimit', later, {
      kind: 'depositDay',
      amount: null,
    });
    expect(limitOf(removed.value, 'depositDay')).toMatchObject({
      amount: '1000.00',
      pending: { amount: null },
    });
    // A lower limit while a raise waits holds at once and drops the raise.
    const again = await post('setRgLimit', later, { kind: 'depositDay', amount: '50' });
    expect(limitOf(again.value, 'depositDay')).toMatchObject({ amount: '50.00', pending: null });

    const zero = await post('setRgLimit', later, { kind: 'lossDay', amount: '0' });
    expect(codeOf(zero.response)).toBe('wallet.amount.invalid');
  });

  it('refuses a deposit that would pass the deposit limit, opening no order', async () => {
    // The demo member's daily deposit limit is 50.00 since the test above.
    const token = tokenOf(await signIn('demo', 'Demo@2026'));
    const deposit = (amount: string) =>
      post('depositCreate', token, {
        channelId: 'sandbox',
        amount,
        clientOrderId: randomUUID(),
      });
    const orders = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM deposit_orders`.execute(server.db))
          .rows[0]?.n,
      );
    const before = await orders();
    const over = await deposit('60.00');
    expect(over.response.statusCode).toBe(403);
    expect(codeOf(over.response)).toBe('rg.deposit.limit.reached');
    expect(await orders()).toBe(before);
    const within = await deposit('50.00');
    expect(within.response.statusCode, within.response.body).toBe(200);
    expect(await orders()).toBe(before + 1);
  });

  it('refuses a bet that could pass the loss limit, moving no money', async () => {
    const token = tokenOf(await signIn('agent', 'Agent@2026'));
    await post('setRgLimit', token, { kind: 'lossDay', amount: '5' });
    const { launch } = await launchSlot(token);
    const before = await balance(token);
    const refused = await play(launch, 10);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('rg.loss.limit.reached');
    expect(await balance(token)).toBe(before);
    const within = await play(launch, 5);
    expect(within.statusCode, within.body).toBe(200);
    const settings = await get('rgSettings', token, {});
    const win = within.json<{ value: { win: number } }>().value.win;
    expect(limitOf(settings.value, 'lossDay')?.used).toBe((5 - win).toFixed(2));
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out signs the member out, refuses login and play until it ends', async () => {
    const token = tokenOf(await signIn('demo', 'Demo@2026'));
    const { launch } = await launchSlot(token);
    const wrong = await post('takeTimeOut', token, { period: '24h', password: 'nope' });
    expect(codeOf(wrong.response)).toBe('login.password.wrong');
    expect((await get('rgSettings', token, {})).value).toMatchObject({ state: 'open' });

    const taken = await post('takeTimeOut', token, {
      period: '24h',
      password: 'Demo@2026',
    });
    expect(taken.response.statusCode).toBe(200);
    expect((await get('balance', token, {})).response.statusCode).toBe(401);
    const refused = await signIn('demo', 'Demo@2026');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('rg.timed.out');
    // A game page left open cannot bet either.
    const bet = await play(launch, 1);
    expect(codeOf(bet)).not.toBeUndefined();
    expect(bet.statusCode).toBeGreaterThanOrEqual(400);
    expect(bet.statusCode).toBeLessThan(500);

    at(24 * HOUR + 60_000);
    const back = await signIn('demo', 'Demo@2026');
    expect(back.statusCode).toBe(200);
    expect((await get('rgSettings', tokenOf(back), {})).value).toMatchObject({ state: 'open' });
  });

  it('self-exclusion refuses login with its own code and cannot be lifted early', async () => {
    const token = tokenOf(await signIn('agent', 'Agent@2026'));
    const unconfirmed = await post(
      'selfExclude',
      token,
      outsideTheContract({ months: 6, password: 'Agent@2026' }),
    );
    expect(codeOf(unconfirmed.response)).toBe('request_param_err');
    const odd = await post(
      'selfExclude',
      token,
      outsideTheContract({ months: 2, password: 'Agent@2026', confirmed: true }),
    );
    expect(codeOf(odd.response)).toBe('request_param_err');
    const excluded = await post('selfExclude', token, {
      months: 6,
      password: 'Agent@2026',
      confirmed: true,
    });
    expect(excluded.response.statusCode).toBe(200);
    for (const days of [0, 30, 150]) {
      at(days * 24 * HOUR);
      const refused = await signIn('agent', 'Agent@2026');
      expect(codeOf(refused), `day ${days}`).toBe('rg.self.excluded');
    }
    at(new Date(excluded.value.until).getTime() - START + HOUR);
    expect((await signIn('agent', 'Agent@2026')).statusCode).toBe(200);
  });
});

describe('reality check', () => {
  it('reports the interval, time played and net result of the session', async () => {
    // After the demo member's time-out above has run out.
    const start = 3 * 24 * HOUR;
    at(start);
    const token = tokenOf(await signIn('demo', 'Demo@2026'));
    const set = await post('setRealityCheck', token, { minutes: 15 });
    expect(set.value.realityCheckMinutes).toBe(15);
    const { launch } = await launchSlot(token);
    const spun = await play(launch, 2);
    const win = spun.json<{ value: { win: number } }>().value.win;
    // Within the session's idle limit.
    at(start + 16 * 60_000);
    const check = await get('realityCheck', token, {});
    expect(check.value).toMatchObject({
      intervalMinutes: 15,
      netResult: (win - 2).toFixed(2),
      minutesPlayed: 16,
    });
    expect(
      codeOf((await post('setRealityCheck', token, outsideTheContract({ minutes: 7 }))).response),
    ).toBe('request_param_err');
  });
});
