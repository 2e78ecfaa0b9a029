import { createHash } from 'node:crypto';
import {
  type AuditEntry,
  calls,
  type MemberDetail,
  type MemberRow,
  type StaffDraw,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, tokenOf, value } from '../../test/harness.ts';
import {
  codeOf,
  openMerchantStaffSession,
  type SignedIn,
  signInStaff,
  staffCall,
} from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { nextDraw } from './schedule.ts';

// One minute into the current 5-minute draw of K35M (lock 30 s before it): its numero is open
// for the whole file, and the clock stays within the sealed login's allowed skew of real time.
const FIVE_MINUTES = 300_000;
const now = new Date(Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES + 60_000);
const server = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
let risk: SignedIn;
let support: SignedIn;
let token = '';
let gameId = 0;
let numero = '';

beforeAll(async () => {
  risk = await signInStaff(server.app, 'risk', now);
  support = await signInStaff(server.app, 'support', now);
  token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
  const menus = await call(server.app, 'GET', calls.lotteryGameMenus.path);
  const game = menus
    .json<{ games: { gameId: number; gameCode: string }[] }[]>()
    .flatMap((g) => g.games)
    .find((g) => g.gameCode === 'K35M');
  gameId = game?.gameId ?? 0;
  numero = nextDraw({ kind: 'interval', seconds: 300 }, now).numero;
}, 180_000);

const balance = async () =>
  (await call(server.app, 'GET', calls.balance.path, { token })).json<{
    value: { sumBalance: number };
  }>().value.sumBalance;

const drawsOf = async (as: SignedIn) =>
  value<{ content: StaffDraw[] }>(
    await staffCall(server.app, 'GET', '/staff/lottery/draws', {
      as,
      query: { merchantCode: 'ALPHA', gameCode: 'K35M' },
    }),
  ).content;

describe('the lottery desk', () => {
  it('is closed to a role without the lottery permissions', async () => {
    const list = await staffCall(server.app, 'GET', '/staff/lottery/draws', { as: support });
    expect(list.statusCode).toBe(403);
    expect(codeOf(list)).toBe('staff.permission.denied');
    const voided = await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
      as: support,
      body: { merchantCode: 'ALPHA', gameCode: 'K35M', numero, reason: 'not allowed' },
    });
    expect(codeOf(voided)).toBe('staff.permission.denied');
  });

  it('voids an open draw with a reason: every order refunded once, audited', async () => {
    // A 5-minute numero (YYYYMMDD-NNNN), open for the whole file: the order is always placed.
    expect(numero).toMatch(/^\d{8}-\d{4}$/);
    const before = await balance();
    const placed = await call(server.app, 'POST', calls.placeLotteryOrder.path, {
      token,
      body: {
        gameId,
        numero,
        bets: [{ play: 'K3.sum', selection: [[9, 10]], unit: 1, multiplier: 3 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balance()).toBeCloseTo(before - 12, 2);
    const listed = (await drawsOf(risk)).find((d) => d.numero === numero);
    expect(listed).toMatchObject({ state: 'open', orders: 1, sales: 12, winNo: null });
    // The member's page on the members desk shows the order among their bets.
    const memberOrders = async () => {
      const found = value<{ content: MemberRow[] }>(
        await staffCall(server.app, 'GET', '/staff/members', { as: risk, query: { q: 'demo' } }),
      ).content.find((m) => m.username === 'demo' && m.merchantCode === 'ALPHA');
      return value<MemberDetail>(
        await staffCall(server.app, 'GET', `/staff/members/${found?.id}`, { as: risk }),
      ).lotteryOrders.filter((o) => o.numero === numero);
    };
    expect(await memberOrders()).toEqual([
      expect.objectContaining({ gameCode: 'K35M', play: 'K3.sum', amount: '12.00', status: 2 }),
    ]);

    const short = await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
      as: risk,
      body: { merchantCode: 'ALPHA', gameCode: 'K35M', numero, reason: '' },
    });
    expect(short.statusCode).toBe(400);
    const voided = value<StaffDraw>(
      await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
        as: risk,
        body: { merchantCode: 'ALPHA', gameCode: 'K35M', numero, reason: 'results feed failed' },
      }),
    );
    expect(voided).toMatchObject({ state: 'void', voidReason: 'results feed failed' });
    expect(await balance()).toBe(before);
    const orders = await call(server.app, 'GET', calls.lotteryOrders.path, {
      token,
      query: { gameId: String(gameId) },
    });
    expect(
      orders.json<{ content: { status: number; payout: number }[] }>().content[0],
    ).toMatchObject({ status: 12, payout: 12 });
    expect(await memberOrders()).toEqual([
      expect.objectContaining({ amount: '12.00', payout: '12.00', status: 12 }),
    ]);

    const again = await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
      as: risk,
      body: { merchantCode: 'ALPHA', gameCode: 'K35M', numero, reason: 'twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('staff.lottery.draw.settled');
    expect(await balance()).toBe(before);

    const audit = value<{ content: AuditEntry[] }>(
      await staffCall(server.app, 'GET', '/staff/audit', {
        as: risk,
        query: { action: 'lottery.void' },
      }),
    ).content;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUsername: 'risk',
      targetType: 'lotteryDraw',
      targetId: `K35M:${numero}`,
      after: { state: 'void', ordersRefunded: 1 },
    });
  });

  it("shows each draw's proof: the commitment before the draw, the seed once drawn", async () => {
    // The portal's proof call draws the game's last closed numero (the jobs' clock is fixed).
    const published = await call(server.app, 'GET', calls.recentDrawProofs.path, {
      query: { gameCode: 'K35M', count: '1' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const [proof] = published.json<{ numero: string; commitment: string; seed: string }[]>();
    if (!proof) throw new Error('no drawn K35M numero');

    const draws = await drawsOf(risk);
    const drawn = draws.find((d) => d.numero === proof.numero);
    expect(drawn?.state).toMatch(/^(drawn|settled)$/);
    expect(drawn?.proof).toEqual({
      algorithm: 'hmac-sha256-v1',
      commitment: proof.commitment,
      seed: proof.seed,
    });
    expect(createHash('sha256').update(Buffer.from(proof.seed, 'hex')).digest('hex')).toBe(
      drawn?.proof.commitment,
    );
    // Not yet drawn: its commitment is published, its seed is not shown, even to staff.
    const next = await call(server.app, 'GET', calls.nextDrawCommitment.path, {
      query: { gameCode: 'K31M' },
    });
    expect(next.statusCode, next.body).toBe(200);
    const { numero: openNumero, commitment } = next.json<{ numero: string; commitment: string }>();
    const open = value<{ content: StaffDraw[] }>(
      await staffCall(server.app, 'GET', '/staff/lottery/draws', {
        as: risk,
        query: { merchantCode: 'ALPHA', gameCode: 'K31M', state: 'open' },
      }),
    ).content.find((d) => d.numero === openNumero);
    expect(open?.proof).toEqual({ algorithm: 'hmac-sha256-v1', commitment, seed: null });
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers unknown games and draws with not.found', async () => {
    for (const body of [
      { merchantCode: 'ALPHA', gameCode: 'NOPE', numero, reason: 'unknown game' },
      { merchantCode: 'ALPHA', gameCode: 'KENO5M', numero, reason: 'not drawn here' },
      {
        merchantCode: 'ALPHA',
        gameCode: 'K35M',
        numero: '20200101-0001',
        reason: 'never scheduled',
      },
      { merchantCode: 'NOPE', gameCode: 'K35M', numero, reason: 'unknown merchant' },
    ]) {
      const response = await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
        as: risk,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
  });

  it("keeps a merchant's own risk staff to their merchant's draws", async () => {
    const betaRisk = await openMerchantStaffSession(
      server.app,
      server.db,
      { username: 'betarisk', displayName: 'Beta Risk', role: 'risk', merchantCode: 'BETA' },
      now,
    );
    // ALPHA has draws (the tests above listed and voided some): none reach BETA's staff.
    expect((await drawsOf(risk)).length).toBeGreaterThan(0);
    const mine = value<{ content: StaffDraw[] }>(
      await staffCall(server.app, 'GET', '/staff/lottery/draws', { as: betaRisk }),
    ).content;
    expect(mine.filter((d) => d.merchantCode !== 'BETA')).toEqual([]);
    const alphaList = await staffCall(server.app, 'GET', '/staff/lottery/draws', {
      as: betaRisk,
      query: { merchantCode: 'ALPHA' },
    });
    expect(alphaList.statusCode).toBe(404);
    const voided = await staffCall(server.app, 'POST', '/staff/lottery/draws/void', {
      as: betaRisk,
      body: { merchantCode: 'ALPHA', gameCode: 'K31M', numero, reason: 'not ours' },
    });
    expect(voided.statusCode).toBe(404);
  });
});
