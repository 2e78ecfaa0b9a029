import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, login, tokenOf } from '../../test/harness.ts';
import {
  openMerchantStaffSession,
  type SignedIn,
  signInStaff,
  staffClient,
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
  const menus = (await apiClient(server.app).call('lotteryGameMenus', {})).value;
  const game = menus.flatMap((g) => g.games).find((g) => g.gameCode === 'K35M');
  gameId = game?.gameId ?? 0;
  numero = nextDraw({ kind: 'interval', seconds: 300 }, now).numero;
}, 180_000);

const balance = async () =>
  Number((await apiClient(server.app, { token }).call('balance', {})).value.sumBalance);

const drawsOf = async (as: SignedIn) =>
  (
    await staffClient(server.app, as).call('lotteryDraws', {
      merchantCode: 'ALPHA',
      gameCode: 'K35M',
    })
  ).value.content;

describe('the lottery desk', () => {
  it('is closed to a role without the lottery permissions', async () => {
    const desk = staffClient(server.app, support);
    const list = await desk.call('lotteryDraws', {});
    expect(list.response.statusCode).toBe(403);
    expect(list.code).toBe('staff.permission.denied');
    const voided = await desk.call('lotteryDrawVoid', {
      merchantCode: 'ALPHA',
      gameCode: 'K35M',
      numero,
      reason: 'not allowed',
    });
    expect(voided.code).toBe('staff.permission.denied');
  });

  it('voids an open draw with a reason: every order refunded once, audited', async () => {
    // A 5-minute numero (YYYYMMDD-NNNN), open for the whole file: the order is always placed.
    expect(numero).toMatch(/^\d{8}-\d{4}$/);
    const before = await balance();
    const member = apiClient(server.app, { token });
    const desk = staffClient(server.app, risk);
    const placed = await member.call('placeLotteryOrder', {
      gameId,
      numero,
      bets: [{ play: 'K3.sum', selection: [[9, 10]], unit: 1, multiplier: 3 }],
    });
    expect(placed.code, placed.response.body).toBeUndefined();
    expect(await balance()).toBeCloseTo(before - 12, 2);
    const listed = (await drawsOf(risk)).find((d) => d.numero === numero);
    expect(listed).toMatchObject({ state: 'open', orders: 1, sales: '12.00', winNo: null });
    // The member's page on the members desk shows the order among their bets.
    const memberOrders = async () => {
      const found = (await desk.call('memberSearch', { q: 'demo' })).value.content.find(
        (m) => m.username === 'demo' && m.merchantCode === 'ALPHA',
      );
      if (!found) throw new Error('no ALPHA demo member on the members desk');
      return (await desk.call('memberDetail', { memberId: found.id })).value.lotteryOrders.filter(
        (o) => o.numero === numero,
      );
    };
    expect(await memberOrders()).toEqual([
      expect.objectContaining({ gameCode: 'K35M', play: 'K3.sum', amount: '12.00', status: 2 }),
    ]);

    const short = await desk.call('lotteryDrawVoid', {
      merchantCode: 'ALPHA',
      gameCode: 'K35M',
      numero,
      reason: '',
    });
    expect(short.response.statusCode).toBe(400);
    const voided = (
      await desk.call('lotteryDrawVoid', {
        merchantCode: 'ALPHA',
        gameCode: 'K35M',
        numero,
        reason: 'results feed failed',
      })
    ).value;
    expect(voided).toMatchObject({ state: 'void', voidReason: 'results feed failed' });
    expect(await balance()).toBe(before);
    const orders = (await member.call('lotteryOrders', { gameId })).value;
    expect(orders.content[0]).toMatchObject({ status: 12, payout: '12.00' });
    expect(await memberOrders()).toEqual([
      expect.objectContaining({ amount: '12.00', payout: '12.00', status: 12 }),
    ]);

    const again = await desk.call('lotteryDrawVoid', {
      merchantCode: 'ALPHA',
      gameCode: 'K35M',
      numero,
      reason: 'twice',
    });
    expect(again.response.statusCode).toBe(409);
    expect(again.code).toBe('staff.lottery.draw.settled');
    expect(await balance()).toBe(before);

    const audit = (await desk.call('auditLog', { action: 'lottery.void' })).value.content;
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
    const portal = apiClient(server.app);
    const [proof] = (await portal.call('recentDrawProofs', { gameCode: 'K35M', count: 1 })).value;
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
    const next = (await portal.call('nextDrawCommitment', { gameCode: 'K31M' })).value;
    const { numero: openNumero, commitment } = next;
    const open = (
      await staffClient(server.app, risk).call('lotteryDraws', {
        merchantCode: 'ALPHA',
        gameCode: 'K31M',
        state: 'open',
      })
    ).value.content.find((d) => d.numero === openNumero);
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
      const response = await staffClient(server.app, risk).call('lotteryDrawVoid', body);
      expect(response.response.statusCode, JSON.stringify(body)).toBe(404);
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
    const desk = staffClient(server.app, betaRisk);
    const mine = (await desk.call('lotteryDraws', {})).value.content;
    expect(mine.filter((d) => d.merchantCode !== 'BETA')).toEqual([]);
    const alphaList = await desk.call('lotteryDraws', { merchantCode: 'ALPHA' });
    expect(alphaList.response.statusCode).toBe(404);
    const voided = await desk.call('lotteryDrawVoid', {
      merchantCode: 'ALPHA',
      gameCode: 'K31M',
      numero,
      reason: 'not ours',
    });
    expect(voided.response.statusCode).toBe(404);
  });
});
