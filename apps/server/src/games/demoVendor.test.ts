import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, balanceOf, callApi, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { openDatabase } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  memberWalletBalance,
  openHouseAccount,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { diceMultiplier, slotMultiplier } from './demoVendor.ts';

const server = useTestServer();
let token: string;

beforeAll(async () => {
  token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
});

const launch = async (sessionToken = token, gameId = 'demo-slot') => {
  const response = await callApi(
    server.app,
    'launchGame',
    { gameType: 'RNG', vassalage: 'DEMO', gameId },
    { token: sessionToken },
  );
  const url = new URL(response.value.content.game_url, 'http://x');
  return new URLSearchParams(url.hash.slice(1)).get('launch') ?? '';
};

const balance = () => balanceOf(server.app, token);

interface Round {
  win: number;
  balance: number;
  stake: number;
  outcome: { kind: string; reels: string[] };
}

const play = (body: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/vendor/demo/api/play', payload: body });

describe('demo vendor', () => {
  it('pays by its tables', () => {
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(50);
    expect(slotMultiplier(['CHERRY', 'BAR', 'CHERRY'])).toBe(2);
    expect(slotMultiplier(['BAR', 'BELL', 'STAR'])).toBe(0);
    expect(diceMultiplier([6, 2], 'high')).toBe(2);
    expect(diceMultiplier([3, 4], 'high')).toBe(0);
    expect(diceMultiplier([3, 4], 'low')).toBe(0);
    expect(diceMultiplier([1, 2], 'low')).toBe(2);
  });

  it('moves the member balance by the stake and the win of a spin, as the wallet shows it', async () => {
    const launchToken = await launch();
    const session = await server.app.inject({
      url: '/vendor/demo/api/session',
      headers: { 'x-launch-token': launchToken },
    });
    expect(session.json()).toMatchObject({ success: true, value: { gameName: 'Lucky Fruits' } });
    const before = await balance();
    const response = await play({ launch: launchToken, roundId: randomUUID(), stake: 10 });
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json<{ value: Round }>().value;
    expect(round.outcome.reels).toHaveLength(3);
    expect(round.balance).toBe(before - 10 + round.win);
    expect(await balance()).toBe(round.balance);
  });

  it('answers a repeated round with the same draw and no second bet', async () => {
    const launchToken = await launch();
    const roundId = randomUUID();
    const before = await balance();
    const rounds = await Promise.all(
      [1, 2, 3].map(() => play({ launch: launchToken, roundId, stake: 5 })),
    );
    const values = rounds.map((r) => r.json<{ value: Round }>().value);
    expect(new Set(values.map((r) => JSON.stringify(r.outcome))).size).toBe(1);
    expect(await balance()).toBe(before - 5 + (values[0]?.win ?? 0));
  });

  it('plays many rounds sent at once, each once, repeats answering their first', async () => {
    const launchToken = await launch();
    const before = await balance();
    const rounds = Array.from({ length: 10 }, () => randomUUID());
    // Every round twice, all at once: the plays share groups, the repeats are played alone.
    const responses = await Promise.all(
      [...rounds, ...rounds].map((roundId) => play({ launch: launchToken, roundId, stake: 2 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const values = responses.map((r) => r.json<{ value: Round & { roundId: string } }>().value);
    for (const roundId of rounds) {
      const both = values.filter((v) => v.roundId === roundId);
      expect(both).toHaveLength(2);
      expect(both[0]?.outcome).toEqual(both[1]?.outcome);
      expect(both[0]?.win).toBe(both[1]?.win);
    }
    const won = rounds.reduce(
      (sum, roundId) => sum + (values.find((v) => v.roundId === roundId)?.win ?? 0),
      0,
    );
    expect(await balance()).toBe(before - 2 * rounds.length + won);
  });

  it("keeps a playing page's launch token alive: renewed by a play once half its life is gone", async () => {
    const launchToken = await launch();
    const hash = createHash('sha256').update(launchToken).digest();
    const db = openDatabase(server.databaseUrl, 1);
    try {
      const expiry = async () =>
        (
          await db
            .selectFrom('launch_tokens')
            .select('expires_at')
            .where('token_hash', '=', hash)
            .executeTakeFirstOrThrow()
        ).expires_at.getTime();
      const fresh = await expiry();
      expect(
        (await play({ launch: launchToken, roundId: randomUUID(), stake: 1 })).statusCode,
      ).toBe(200);
      // Most of its life left: not rewritten.
      expect(await expiry()).toBe(fresh);
      // A minute left: the next play gives it its whole life again.
      await db
        .updateTable('launch_tokens')
        .set({ expires_at: new Date(Date.now() + 60_000) })
        .where('token_hash', '=', hash)
        .execute();
      expect(
        (await play({ launch: launchToken, roundId: randomUUID(), stake: 1 })).statusCode,
      ).toBe(200);
      expect(await expiry()).toBeGreaterThan(Date.now() + 14 * 60_000);
    } finally {
      await db.destroy();
    }
  });

  it('shows real wins on the winner board', async () => {
    const launchToken = await launch();
    let won = 0;
    // A cherry or better comes in about half the spins; stop at the first win.
    for (let i = 0; i < 60 && won === 0; i++) {
      const r = await play({ launch: launchToken, roundId: randomUUID(), stake: 1 });
      won = r.json<{ value: Round }>().value.win;
    }
    expect(won).toBeGreaterThan(0);
    const board = await callApi(server.app, 'winnerBoard', {});
    const first = board.response.json<{
      value: { list: { vo: { customerName: string; gameName: string } }[] };
    }>().value.list[0];
    expect(first?.vo).toMatchObject({ customerName: 'de***o', gameName: 'Lucky Fruits' });
  });

  it('refuses a launch token after logout, a made-up token and a stake off the table', async () => {
    const other = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const launchToken = await launch(other);
    expect((await callApi(server.app, 'logout', {}, { token: other })).response.statusCode).toBe(
      200,
    );
    const ended = await play({ launch: launchToken, roundId: randomUUID(), stake: 1 });
    expect(ended.statusCode).toBe(401);
    const madeUp = await play({ launch: 'A'.repeat(43), roundId: randomUUID(), stake: 1 });
    expect(madeUp.statusCode).toBe(401);
    const noToken = await server.app.inject({ url: '/vendor/demo/api/session' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({ code: 'request_param_err' });
    const odd = await play({ launch: await launch(), roundId: randomUUID(), stake: 3 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'request_param_err' });
  });

  it('refuses a stake over the balance with insufficient funds, changing nothing', async () => {
    const agentToken = tokenOf(
      await login(server.app, { username: 'agent', password: 'Agent@2026' }),
    );
    const db = openDatabase(server.databaseUrl, 1);
    try {
      const member = await db
        .selectFrom('members')
        .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
        .select(['members.id', 'members.merchant_id'])
        .where('merchants.merchant_code', '=', ALPHA)
        .where('members.username', '=', 'agent')
        .executeTakeFirstOrThrow();
      const wallet = await openMemberWallet(db, member.merchant_id, member.id, 'CNY');
      const house = await openHouseAccount(db, member.merchant_id, 'test-drain', 'CNY');
      const held = await memberWalletBalance(db, member.merchant_id, member.id, 'CNY');
      // Leave 0.50 in the wallet: less than the smallest stake.
      await transfer(db, {
        merchantId: member.merchant_id,
        idempotencyKey: 'test-drain-agent',
        kind: LEDGER_KINDS.manualAdjustment,
        currency: 'CNY',
        from: wallet,
        to: house,
        amount: held - 50n,
      });
      const response = await play({
        launch: await launch(agentToken),
        roundId: randomUUID(),
        stake: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'wallet.insufficient.funds' });
      expect(await memberWalletBalance(db, member.merchant_id, member.id, 'CNY')).toBe(50n);
    } finally {
      await db.destroy();
    }
  });

  it('plays free rounds without touching the wallet', async () => {
    const response = await callApi(server.app, 'lobbyLaunchGame', {
      gameType: 'PVP',
      vassalage: 'DEMO',
      gameId: 'demo-hilo',
    });
    const url = new URL(response.value.content.game_url, 'http://x');
    expect(url.pathname).toBe('/vendor/demo/dice.html');
    const before = await balance();
    const round = await play({
      free: Number(url.searchParams.get('free')),
      roundId: randomUUID(),
      stake: 2,
      pick: 'low',
    });
    expect(round.json()).toMatchObject({ success: true, value: { balance: null } });
    expect(await balance()).toBe(before);
  });

  it('serves its pages and script from this origin, frameable by the portal', async () => {
    const page = await server.app.inject({ url: '/vendor/demo/slot.html' });
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const script = await server.app.inject({ url: '/vendor/demo/game.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    const other = await server.app.inject({ url: '/vendor/demo/..%2fdemoVendor.ts' });
    expect(other.statusCode).toBe(404);
  });
});
