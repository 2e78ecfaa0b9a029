import { randomUUID } from 'node:crypto';
import { type CallInput, type CallName, DEFAULT_TRIAL_TYPES } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ALPHA,
  callApi,
  fixtureBrandsWith,
  login,
  multiWalletAlpha,
  tokenOf,
} from '../../test/harness.ts';
import { callStaff, openStaffSession } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CatalogueError } from '../catalogueError.ts';
import { bet } from '../games/seamlessWallet.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { freezeScopes, liftScopes } from './freezes.ts';

/*
 * The member policy (member/policy.ts) as a member meets it: each refusal through the calls
 * the portal and a game page make. ALPHA is made a multi-wallet brand here so that transfers
 * between wallets can be asked too. The responsible-gambling limits and the time-out and
 * self-exclusion at sign-in have their own tests in account/rg.test.ts.
 */
const server = useTestServer(
  async () => ({
    brandsDir: await fixtureBrandsWith('member-policy-', multiWalletAlpha),
    demoStaff: true,
  }),
  { db: 1 },
);

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;
const refusal = (response: LightMyRequestResponse) => [response.statusCode, codeOf(response)];
const signIn = (username: string, password: string) =>
  login(server.app, { username, password }, { remoteAddress: '127.0.0.1' });
const token = async (username: string, password: string) => {
  const response = await signIn(username, password);
  if (response.statusCode !== 200) throw new Error(response.body);
  return tokenOf(response);
};
/** A member call as the portal sends it (sealed when the contract says it travels encrypted). */
const post = async <N extends CallName>(name: N, token: string, body: CallInput<N>) =>
  (await callApi(server.app, name, body, { token })).response;

const deposit = (token: string) =>
  post('depositCreate', token, {
    channelId: 'sandbox',
    amount: '20.00',
    clientOrderId: randomUUID(),
  });
// Refused before the card or the payment password is looked at: neither needs to exist.
const withdraw = (token: string) =>
  post('withdrawalRequest', token, { cardId: 1, amount: '10.00', paymentPassword: '123456' });
const transfer = (token: string) =>
  post('walletTransfer', token, {
    fromAccountTypeId: 1,
    toAccountTypeId: 2,
    amount: '10.00',
    transactionId: `policy-${randomUUID()}`,
  });

/** A launch of the demo slot (its token rides in the URL's fragment), or the refusal. */
const launchSlot = async (token: string) => {
  const response = await callApi(
    server.app,
    'launchGame',
    { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
    { token },
  );
  const body = response.response.json<{ value?: { content: { game_url: string } } }>();
  const url = body.value ? new URL(body.value.content.game_url, 'http://x') : null;
  return {
    response: response.response,
    launch: url ? (new URLSearchParams(url.hash.slice(1)).get('launch') ?? '') : '',
  };
};
/** A bet from the game page, against the seamless wallet. */
const play = (launch: string, stake: number) =>
  server.app.inject({
    method: 'POST',
    url: '/vendor/demo/api/play',
    payload: { launch, roundId: randomUUID(), stake },
  });

/** A bet as the demo vendor's route places it (its launch token already checked). */
const vendorBet = async (member: { id: number; merchant_id: number }) => {
  const game = await server.db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', member.merchant_id)
    .where('game_id', '=', 'demo-slot')
    .executeTakeFirstOrThrow();
  return bet(server.db, {
    merchantId: member.merchant_id,
    currency: 'CNY',
    vassalage: 'DEMO',
    transactionId: randomUUID(),
    memberId: member.id,
    trialTypes: DEFAULT_TRIAL_TYPES,
    nodeId: game.id,
    amount: 100n,
    now: new Date(),
  });
};
const codeOfError = (error: unknown) => (error instanceof CatalogueError ? error.code : error);

const memberOf = async (username: string) =>
  server.db
    .selectFrom('members as m')
    .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
    .select(['m.id', 'm.merchant_id'])
    .where('b.merchant_code', '=', ALPHA)
    .where('m.username', '=', username)
    .executeTakeFirstOrThrow();
const walletOf = async (username: string) => {
  const member = await memberOf(username);
  return memberWalletBalance(server.db, member.merchant_id, member.id, 'CNY');
};
const count = async (table: 'deposit_orders' | 'withdrawals' | 'vendor_rounds') =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(server.db))
      .rows[0]?.n,
  );

describe('the member policy', () => {
  it('lets a trial account sign in, and refuses its bets, deposits, withdrawals and transfers', async () => {
    const trial = await token('trial', 'Trial@2026');
    const [orders, withdrawals] = [await count('deposit_orders'), await count('withdrawals')];
    expect(refusal((await launchSlot(trial)).response)).toEqual([403, 'trial.forbidden']);
    expect(refusal(await deposit(trial))).toEqual([403, 'trial.forbidden']);
    expect(refusal(await withdraw(trial))).toEqual([403, 'trial.forbidden']);
    expect(refusal(await transfer(trial))).toEqual([403, 'trial.forbidden']);
    expect([await count('deposit_orders'), await count('withdrawals')]).toEqual([
      orders,
      withdrawals,
    ]);
  });

  it('refuses a locked member at sign-in and at the seamless wallet', async () => {
    await token('player', 'Player@2026');
    const member = await memberOf('player');
    const risk = await openStaffSession(server.app, server.db, 'risk', new Date());
    const desk = async (action: 'lock' | 'unlock') =>
      (action === 'lock'
        ? await callStaff(
            server.app,
            'memberLock',
            { memberId: member.id, reason: 'policy test' },
            { as: risk },
          )
        : await callStaff(server.app, 'memberUnlock', { memberId: member.id }, { as: risk })
      ).response;
    expect((await desk('lock')).statusCode).toBe(200);
    expect(refusal(await signIn('player', 'Player@2026'))).toEqual([403, 'login.member.locked']);
    // The desk also ends the member's sessions, and with them its game pages' launch tokens;
    // a vendor's bet that still arrives is refused by the wallet itself, moving nothing.
    const before = [await walletOf('player'), await count('vendor_rounds')];
    await expect(vendorBet(member).catch(codeOfError)).resolves.toBe('login.member.locked');
    expect([await walletOf('player'), await count('vendor_rounds')]).toEqual(before);
    expect((await desk('unlock')).statusCode).toBe(200);
    expect((await signIn('player', 'Player@2026')).statusCode).toBe(200);
  });

  it('refuses a frozen member withdrawals and transfers, and still lets it deposit and bet', async () => {
    const demo = await token('demo', 'Demo@2026');
    const member = await memberOf('demo');
    // The demo games play from their own wallet in this brand: fund it while still open.
    expect((await transfer(demo)).statusCode).toBe(200);
    const scopes = ['withdrawals', 'transfers'] as const;
    await freezeScopes(server.db, {
      merchantId: member.merchant_id,
      memberId: member.id,
      scopes,
      source: 'bill',
      at: new Date(),
    });
    try {
      const [balance, withdrawals] = [await walletOf('demo'), await count('withdrawals')];
      expect(refusal(await withdraw(demo))).toEqual([403, 'member.frozen']);
      expect(refusal(await transfer(demo))).toEqual([403, 'member.frozen']);
      expect([await walletOf('demo'), await count('withdrawals')]).toEqual([balance, withdrawals]);
      // Money coming in is how the bill gets paid: a deposit and play stay open.
      expect((await deposit(demo)).statusCode).toBe(200);
      const { response, launch } = await launchSlot(demo);
      expect(response.statusCode).toBe(200);
      const played = await play(launch, 1);
      expect(played.statusCode, played.body).toBe(200);
    } finally {
      await liftScopes(server.db, member.id, 'bill');
    }
    expect((await transfer(demo)).statusCode).toBe(200);
  });

  it('refuses only what the frozen scope stops: withdrawals, or transfers', async () => {
    const demo = await token('demo', 'Demo@2026');
    const member = await memberOf('demo');
    const only = (scope: 'withdrawals' | 'transfers') =>
      freezeScopes(server.db, {
        merchantId: member.merchant_id,
        memberId: member.id,
        scopes: [scope],
        source: 'staff',
        reason: 'test',
        at: new Date(),
      });
    await only('withdrawals');
    try {
      expect(refusal(await withdraw(demo))).toEqual([403, 'member.frozen']);
      expect((await transfer(demo)).statusCode).toBe(200);
    } finally {
      await liftScopes(server.db, member.id, 'staff');
    }
    await only('transfers');
    try {
      expect(refusal(await transfer(demo))).toEqual([403, 'member.frozen']);
      expect(refusal(await withdraw(demo))).not.toEqual([403, 'member.frozen']);
    } finally {
      await liftScopes(server.db, member.id, 'staff');
    }
    // The team scope is the agent area's: it stops no member action.
    await freezeScopes(server.db, {
      merchantId: member.merchant_id,
      memberId: member.id,
      scopes: ['team'],
      source: 'staff',
      at: new Date(),
    });
    try {
      expect((await transfer(demo)).statusCode).toBe(200);
    } finally {
      await liftScopes(server.db, member.id, 'staff');
    }
  });

  it('refuses a timed-out member at sign-in, saying until when, and at the seamless wallet', async () => {
    const agent = await token('agent', 'Agent@2026');
    const taken = await post('takeTimeOut', agent, { period: '24h', password: 'Agent@2026' });
    expect(taken.statusCode).toBe(200);
    const refused = await signIn('agent', 'Agent@2026');
    expect(refusal(refused)).toEqual([403, 'rg.timed.out']);
    const until = refused.json<{ value: { until: string } }>().value.until;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    const member = await memberOf('agent');
    const before = await walletOf('agent');
    await expect(vendorBet(member).catch(codeOfError)).resolves.toBe('rg.timed.out');
    expect(await walletOf('agent')).toBe(before);
  });
});
