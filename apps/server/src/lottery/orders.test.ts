import { createHash } from 'node:crypto';
import {
  type CallInput,
  calls,
  DEFAULT_TRIAL_TYPES,
  drawProofSchema,
  lotteryOrderSchema,
  money,
  nextDrawSchema,
} from '@portal/contract';
import { verifyProof } from '@portal/lottery-rules';
import { sql } from 'kysely';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  call,
  callApi,
  login,
  merchantIdOf,
  signedInToken,
  tokenOf,
} from '../../test/harness.ts';
import { alphaGame, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { openDatabase, poolOf } from '../db/database.ts';
import { POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { drawNumero, settleNumero, voidNumero } from './drawing.ts';
import { findLotteryGame, recentGamesOf } from './lotteryGames.ts';
import { lotteryTick } from './lotteryJobs.ts';
import { placeOrders } from './orders.ts';

const merchantOf = () =>
  server.db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', 'ALPHA')
    .executeTakeFirstOrThrow();

// The member signs in on the real clock (the sealed login carries a real timestamp); the
// tests then run 30 s before draw 0601 of a 1-minute game, whose lock is at 10:00:55.
let realClock = true;
let now = new Date('2026-11-21T10:00:30.000Z');
const server = useTestServer({ clock: () => (realClock ? new Date() : now) }, { db: 4 });
const at = (iso: string) => {
  now = new Date(iso);
};

let token = '';
let gameId = 0;

beforeAll(async () => {
  token = await signedInToken(server.app, 'demo', 'Demo@2026');
  realClock = false;
  ({ gameId } = await alphaGame(server.db));
});

const balance = () => balanceOf(server.app, token);

/** Every sum of three dice: exactly one of these stakes wins each draw. */
const EVERY_SUM = Array.from({ length: 16 }, (_, i) => i + 3);
const sumBet = (picks: number[]) => ({
  play: 'K3.sum',
  selection: [picks],
  unit: 1 as const,
  multiplier: 1,
});

type Slip = Omit<CallInput<'placeLotteryOrder'>, 'gameId'>;

const place = async (body: Slip) =>
  (await callApi(server.app, 'placeLotteryOrder', { gameId, ...body }, { token })).response;

const placed = async (body: Slip) => {
  const response = await place(body);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(v.object({ orders: v.array(lotteryOrderSchema), total: money }), response.json());
};

/** Money movements: a settlement's points (issue 25) are a movement of their own, in PTS. */
const ledgerCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('currency', '<>', POINTS_CURRENCY)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The wallet entries of these ledger transactions, summed per reference. */
const orderLines = async (transactionIds: readonly string[]) => {
  const rows = await server.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.reference', 'e.amount'])
    .where('e.transaction_id', 'in', transactionIds)
    .where('a.member_id', 'is not', null)
    .execute();
  const lines = new Map<string, bigint>();
  for (const row of rows) {
    const key = row.reference ?? '';
    lines.set(key, (lines.get(key) ?? 0n) + BigInt(row.amount));
  }
  return lines;
};

/** What the lottery's holding accounts hold, and what the not-drawn orders staked. */
const heldStakes = async () =>
  BigInt(
    (
      await sql<{ n: string }>`
        SELECT coalesce(sum(balance), 0)::text AS n FROM ledger_accounts
        WHERE code LIKE 'house:lottery_stakes:%'`.execute(server.db)
    ).rows[0]?.n ?? '0',
  );
const openStakes = async () =>
  BigInt(
    (
      await sql<{ n: string }>`
        SELECT coalesce(sum(amount), 0)::text AS n FROM lottery_orders WHERE status = 2`.execute(
        server.db,
      )
    ).rows[0]?.n ?? '0',
  );

const ordersOf = async (numero: string) =>
  server.db
    .selectFrom('lottery_orders')
    .select(['id', 'status', 'payout', 'amount'])
    .where('game_id', '=', gameId)
    .where('numero', '=', numero)
    .orderBy('id')
    .execute();

describe('placing and settling', () => {
  it('publishes the open numero’s commitment, never its seed, before sales', async () => {
    const { response } = await callApi(server.app, 'nextDrawCommitment', { gameCode: 'K31M' });
    const next = v.parse(nextDrawSchema, response.json());
    expect(next).toMatchObject({
      numero: '20261121-0601',
      algorithm: 'hmac-sha256-v1',
      lockAt: '2026-11-21T10:00:55.000Z',
      drawAt: '2026-11-21T10:01:00.000Z',
    });
    expect(next.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain('seed');
    const recent = await callApi(server.app, 'recentDrawProofs', { gameCode: 'K31M', count: 50 });
    expect(recent.value.map((p) => p.numero)).not.toContain('20261121-0601');
  });

  it('takes a slip as one order per bet, each one ledger movement', async () => {
    const before = await balance();
    const slip = await placed({
      numero: '20261121-0601',
      bets: [sumBet(EVERY_SUM), sumBet([10, 11])],
    });
    expect(slip.orders.map((o) => [o.stakes, o.amount, o.status])).toEqual([
      [16, '32.00', 2],
      [2, '4.00', 2],
    ]);
    expect(slip.total).toBe('36.00');
    expect(await balance()).toBeCloseTo(before - 36, 2);
    const keys = await server.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'lottery_bet')
      .execute();
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual(
      slip.orders.map((o) => `lottery:${o.orderNo}:bet`).sort(),
    );
  });

  it('lists the games the member played lately, by region (vnRecentLotteryGames for Vietnam)', async () => {
    // The slip above was on K31M, a Chinese game: it is the member's recent CN game, and the
    // Vietnamese list stays empty until the member plays a Vietnamese game.
    const merchantId = await merchantIdOf(server.db);
    const member = await server.db
      .selectFrom('members')
      .select(['id', 'merchant_id'])
      .where('username', '=', 'demo')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const recent = await recentGamesOf(server.db, member.merchant_id, member.id, 'CN');
    expect(recent.map((g) => g.game_code)).toEqual(['K31M']);
    const vn = await callApi(server.app, 'vnRecentLotteryGames', {}, { token });
    expect(vn.value).toEqual([]);
    const visitor = await callApi(server.app, 'vnRecentLotteryGames', {});
    expect(visitor.code).toBe('login.not.session');
  });

  it('refuses a bet after the lock with lottery.closed, costing nothing', async () => {
    at('2026-11-21T10:00:55.000Z');
    const before = await balance();
    const transactions = await ledgerCount(server.db);
    for (const numero of ['20261121-0601', '20261121-0600', '20261121-0602']) {
      const response = await place({ numero, bets: [sumBet([10])] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'lottery.closed' });
    }
    expect(await balance()).toBe(before);
    expect(await ledgerCount(server.db)).toBe(transactions);
    expect(await ordersOf('20261121-0602')).toEqual([]);
  });

  it('refuses a cancel after the lock', async () => {
    const [order] = await ordersOf('20261121-0601');
    const { response } = await callApi(
      server.app,
      'cancelLotteryOrder',
      { orderNo: String(order?.id) },
      { token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'lottery.order.closed' });
  });

  it('draws at the draw time only, then settles each order once, paying the prize', async () => {
    expect(await drawNumero(server.db, gameId, '20261121-0601', now)).toBe('not due');
    at('2026-11-21T10:01:00.200Z');
    const before = await balance();
    expect(await drawNumero(server.db, gameId, '20261121-0601', now)).toBe('drawn');
    expect(await drawNumero(server.db, gameId, '20261121-0601', now)).toBe('not open');
    const result = await settleNumero(server.db, gameId, '20261121-0601', now);
    expect(result).toMatchObject({ settled: 2 });
    expect(await settleNumero(server.db, gameId, '20261121-0601', now)).toBe('not drawn');
    const [everySum, pair] = await ordersOf('20261121-0601');
    expect(everySum?.status).toBe(4);
    expect(Number(everySum?.payout)).toBeGreaterThan(0);
    const paid = Number(everySum?.payout ?? 0) + Number(pair?.payout ?? 0);
    expect(await balance()).toBeCloseTo(before + paid / 100, 2);
    // One movement for the draw; in it, each paid order is its own entry on the wallet.
    const settlement = await server.db
      .selectFrom('ledger_transactions')
      .select(['id', 'idempotency_key'])
      .where('kind', '=', 'lottery_settlement')
      .execute();
    expect(settlement.map((t) => t.idempotency_key)).toEqual([
      `lottery-draw:${gameId}:20261121-0601:settle:CNY`,
    ]);
    const lines = await orderLines(settlement.map((t) => t.id));
    for (const order of [everySum, pair]) {
      if (!order) throw new Error('missing order');
      expect(lines.get(`lottery-order:${order.id}`) ?? 0n).toBe(BigInt(order.payout));
    }
    expect(await heldStakes()).toBe(await openStakes());
  });

  it('reveals the seed after the draw, and it recomputes the published numbers', async () => {
    const { response } = await callApi(server.app, 'recentDrawProofs', {
      gameCode: 'K31M',
      count: 5,
    });
    const proofs = v.parse(v.array(drawProofSchema), response.json());
    const proof = proofs.find((p) => p.numero === '20261121-0601');
    expect(proof?.group).toBe('K3');
    if (!proof) throw new Error('no proof');
    const check = await verifyProof({ ...proof, group: 'K3' });
    expect(check).toMatchObject({ checkable: true, commitmentMatches: true, numbersMatch: true });
    expect(createHash('sha256').update(Buffer.from(proof.seed, 'hex')).digest('hex')).toBe(
      proof.commitment,
    );
    const history = await callApi(server.app, 'lotteryDrawHistory', { gameId, size: 5 });
    expect(history.value).toMatchObject({
      content: expect.arrayContaining([
        {
          numero: '20261121-0601',
          winNo: proof.winningNumbers,
          openTime: '2026-11-21T10:01:00.000Z',
        },
      ]),
    });
    const orders = await callApi(
      server.app,
      'lotteryOrders',
      { gameId, status: 'settled' },
      { token },
    );
    expect(orders.value.content[0]?.winNo).toBe(proof.winningNumbers);
  });
});

describe('cancel, chase and void', () => {
  it('cancels an order before the lock, refunding it in full (status 8)', async () => {
    at('2026-11-21T10:01:10.000Z');
    const before = await balance();
    const { orders } = await placed({ numero: '20261121-0602', bets: [sumBet([4, 5, 6])] });
    const orderNo = orders[0]?.orderNo ?? '';
    const { response } = await callApi(server.app, 'cancelLotteryOrder', { orderNo }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 8, payout: '6.00' });
    expect(await balance()).toBe(before);
    const again = await callApi(server.app, 'cancelLotteryOrder', { orderNo }, { token });
    expect(again.code).toBe('lottery.order.closed');
    expect(await balance()).toBe(before);
  });

  it('stops a chase after a win, refunding the rest (status 6)', async () => {
    const before = await balance();
    const { orders } = await placed({
      numero: '20261121-0602',
      bets: [sumBet(EVERY_SUM)],
      chase: { numeros: 3, stopOnWin: true },
    });
    expect(orders.map((o) => o.numero)).toEqual([
      '20261121-0602',
      '20261121-0603',
      '20261121-0604',
    ]);
    expect(new Set(orders.map((o) => o.chaseNo)).size).toBe(1);
    expect(await balance()).toBeCloseTo(before - 96, 2);
    at('2026-11-21T10:02:00.100Z');
    await drawNumero(server.db, gameId, '20261121-0602', now);
    const result = await settleNumero(server.db, gameId, '20261121-0602', now);
    expect(result).toMatchObject({ chaseCancelled: 2 });
    const statuses = await server.db
      .selectFrom('lottery_orders')
      .select(['numero', 'status', 'payout'])
      .where('chase_id', '=', orders[0]?.chaseNo ?? '0')
      .orderBy('numero')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual([4, 6, 6]);
    const prize = Number(statuses[0]?.payout);
    expect(await balance()).toBeCloseTo(before - 96 + prize / 100 + 64, 2);
  });

  it('voids a draw: every order refunded exactly once (status 12)', async () => {
    const before = await balance();
    const { orders } = await placed({
      numero: '20261121-0603',
      bets: [sumBet([3]), sumBet([18])],
    });
    expect(await balance()).toBeCloseTo(before - 4, 2);
    const result = await voidNumero(server.db, gameId, '20261121-0603', 'feed failure', now);
    expect(result).toEqual({ refunded: 2 });
    expect(await balance()).toBe(before);
    await expect(
      voidNumero(server.db, gameId, '20261121-0603', 'again', now),
    ).rejects.toMatchObject({ code: 'staff.lottery.draw.settled' });
    const mine = new Set(orders.map((o) => o.orderNo));
    const statuses = (await ordersOf('20261121-0603')).filter((o) => mine.has(o.id));
    expect(statuses.map((o) => [o.status, o.payout])).toEqual([
      [12, '200'],
      [12, '200'],
    ]);
    at('2026-11-21T10:04:00.100Z');
    expect(await drawNumero(server.db, gameId, '20261121-0603', now)).toBe('not open');
    expect(await balance()).toBe(before);
  });
});

describe('settlement under concurrency and recovery', () => {
  it('settles once when two workers on two connections pools race', async () => {
    at('2026-11-21T10:04:10.000Z');
    for (let i = 0; i < 5; i++) {
      await placed({ numero: '20261121-0605', bets: [sumBet(EVERY_SUM)] });
    }
    at('2026-11-21T10:05:00.100Z');
    const other = openDatabase(server.databaseUrl, 4);
    try {
      const before = await balance();
      const draws = await Promise.all([
        drawNumero(server.db, gameId, '20261121-0605', now),
        drawNumero(other, gameId, '20261121-0605', now),
      ]);
      expect(draws.sort()).toEqual(['drawn', 'not open']);
      const results = await Promise.all([
        settleNumero(server.db, gameId, '20261121-0605', now),
        settleNumero(other, gameId, '20261121-0605', now),
      ]);
      expect(results.filter((r) => r !== 'not drawn')).toHaveLength(1);
      const orders = await ordersOf('20261121-0605');
      const paid = orders.reduce((sum, o) => sum + Number(o.payout), 0);
      expect(orders.every((o) => o.status === 4)).toBe(true);
      expect(await balance()).toBeCloseTo(before + paid / 100, 2);
      const settlements = await server.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', 'like', `lottery-draw:${gameId}:20261121-0605:%`)
        .execute();
      expect(settlements).toHaveLength(1);
      const lines = await orderLines(settlements.map((t) => t.id));
      expect(orders.map((o) => lines.get(`lottery-order:${o.id}`))).toEqual(
        orders.map((o) => BigInt(o.payout)),
      );
    } finally {
      await other.destroy();
    }
  });

  it('finishes a settlement whose connection died before commit, paying each order once', async () => {
    at('2026-11-21T10:07:05.000Z');
    for (let i = 0; i < 4; i++) {
      await placed({ numero: '20261121-0608', bets: [sumBet(EVERY_SUM), sumBet([3, 18])] });
    }
    at('2026-11-21T10:08:00.100Z');
    expect(await drawNumero(server.db, gameId, '20261121-0608', now)).toBe('drawn');
    const before = await balance();
    const transactions = await ledgerCount(server.db);
    // The first worker settles everything in its transaction, then its connection is ended
    // (a crash, an administrator) before the commit: nothing of it may remain.
    const crashing = openDatabase(server.databaseUrl, 1);
    // The ended connection reports its reset; the failed transaction below is the check.
    poolOf(crashing).on('connect', (client) => client.on('error', () => {}));
    let pid = 0;
    const crashed = crashing
      .transaction()
      .execute(async (trx) => {
        pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0]
          ?.pid as number;
        expect(await settleNumero(trx, gameId, '20261121-0608', now)).toMatchObject({
          settled: 8,
        });
        await sql`SELECT pg_terminate_backend(${pid})`.execute(server.db);
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => 'committed',
        () => 'died',
      );
    expect(await crashed).toBe('died');
    await crashing.destroy();
    expect(await balance()).toBe(before);
    expect(await ledgerCount(server.db)).toBe(transactions);
    expect((await ordersOf('20261121-0608')).every((o) => o.status === 2)).toBe(true);
    // The next run (the job again, or the tick) settles it, once.
    const result = await settleNumero(server.db, gameId, '20261121-0608', now);
    expect(result).toMatchObject({ settled: 8 });
    expect(await settleNumero(server.db, gameId, '20261121-0608', now)).toBe('not drawn');
    const orders = await ordersOf('20261121-0608');
    const paid = orders.reduce((sum, o) => sum + Number(o.payout), 0);
    expect(paid).toBeGreaterThan(0);
    expect(await balance()).toBeCloseTo(before + paid / 100, 2);
    expect(await ledgerCount(server.db)).toBe(transactions + 1);
    expect(await heldStakes()).toBe(await openStakes());
  });

  it('catches up after downtime: the tick draws and settles what is overdue', async () => {
    at('2026-11-21T10:05:10.000Z');
    await placed({ numero: '20261121-0606', bets: [sumBet(EVERY_SUM)] });
    at('2026-11-21T10:09:30.000Z');
    await lotteryTick(server.db, now);
    expect((await ordersOf('20261121-0606')).map((o) => o.status)).toEqual([4]);
    const state = await server.db
      .selectFrom('lottery_draws')
      .select('state')
      .where('game_id', '=', gameId)
      .where('numero', '=', '20261121-0606')
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('settled');
    const ahead = await server.db
      .selectFrom('lottery_draws')
      .select(['numero', 'commitment', 'state'])
      .where('game_id', '=', gameId)
      .where('draw_at', '>', now)
      .orderBy('draw_at')
      .execute();
    expect(ahead.map((d) => d.numero)).toEqual(['20261121-0610', '20261121-0611', '20261121-0612']);
    expect(
      ahead.every((d) => d.state === 'open' && /^[0-9a-f]{64}$/.test(d.commitment ?? '')),
    ).toBe(true);
  });

  it('keeps the ledger balanced: every transaction sums to zero', async () => {
    expect(await unbalancedTransactions(server.db)).toBe(0);
  });
});

describe('SEA sales caps', () => {
  it('refuses a number at its cap per draw ("sold out"), costing nothing; others still sell', async () => {
    const merchantId = (await merchantOf()).id;
    const { id } = await server.db
      .selectFrom('lottery_games')
      .select('id')
      .where('game_code', '=', 'THGL')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const game = await findLotteryGame(server.db, merchantId, { id });
    const member = await server.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    // Thai Golden Lotto draws daily at 08:30 UTC; sales close at 08:20.
    const order = (picks: number[], multiplier: number) =>
      placeOrders(server.db, {
        merchantId,
        memberId: member.id,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: '20261121',
        mode: 'SEA',
        bets: [{ play: 'SEA.top2', selection: [picks], unit: 1, multiplier }],
        now: new Date('2026-11-21T08:00:00Z'),
        seaNumberCap: 1_000n,
      });
    const before = await balance();
    await order([57], 5);
    await expect(order([57], 1)).rejects.toMatchObject({ code: 'lottery.sold.out' });
    await expect(order([56, 57], 1)).rejects.toMatchObject({ code: 'lottery.sold.out' });
    const other = await order([58], 5);
    expect(other.orders.map((o) => o.amount)).toEqual(['10.00']);
    expect(await balance()).toBeCloseTo(before - 20, 2);
  });
});

describe('prize cap', () => {
  it('cuts a prize to the cap the order was bought under; an order bought by API carries the brand’s', async () => {
    at('2026-11-21T10:11:20.000Z');
    const merchantId = (await merchantOf()).id;
    const game = await findLotteryGame(server.db, merchantId, { id: gameId });
    const member = await server.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const numero = '20261121-0612';
    const buy = (prizeCap?: bigint) =>
      placeOrders(server.db, {
        merchantId,
        memberId: member.id,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero,
        mode: 'LOTT',
        bets: [sumBet(EVERY_SUM)],
        now,
        ...(prizeCap === undefined ? {} : { prizeCap }),
      });
    const capped = (await buy(1_00n)).orders[0]?.orderNo;
    const free = (await buy()).orders[0]?.orderNo;
    const byApi = (await placed({ numero, bets: [sumBet([3])] })).orders[0]?.orderNo;
    const caps = await server.db
      .selectFrom('lottery_orders')
      .select(['id', 'prize_cap'])
      .where('id', 'in', [capped ?? '', free ?? '', byApi ?? ''])
      .execute();
    const capOf = (id?: string) => caps.find((c) => c.id === id)?.prize_cap;
    expect([capOf(capped), capOf(free), capOf(byApi)]).toEqual(['100', '40000000', '40000000']);

    at('2026-11-21T10:12:00.200Z');
    expect(await drawNumero(server.db, gameId, numero, now)).toBe('drawn');
    await settleNumero(server.db, gameId, numero, now);
    const settled = await ordersOf(numero);
    const payoutOf = (id?: string) => Number(settled.find((o) => o.id === id)?.payout);
    // Every sum is covered: both orders win the same prize, one of them cut to 1.00.
    expect(payoutOf(free)).toBeGreaterThan(100);
    expect(payoutOf(capped)).toBe(100);
  });
});

describe('bad input', () => {
  it('answers every lottery order and proof call 4xx with a catalogue code, moving nothing', async () => {
    at('2026-11-21T10:09:40.000Z');
    const transactions = await ledgerCount(server.db);
    const before = await balance();
    const junk: unknown[] = [
      null,
      0,
      'x',
      [],
      {},
      { gameId: -1 },
      { gameId: 'x', numero: '20261121-0610', bets: [sumBet([3])] },
      { numero: '20261121-0610', bets: [] },
      { numero: 'nope', bets: [sumBet([3])] },
      { numero: '20261121-0610', bets: [sumBet([2])] },
      { numero: '20261121-0610', bets: [sumBet([3, 3])] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), unit: 4 }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), multiplier: 0 }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), multiplier: 1.5 }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), play: 'SSC.star5.direct' }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), play: 'K3.nope' }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), selection: [] }] },
      { numero: '20261121-0610', bets: [{ ...sumBet([3]), selection: [[3], [4]] }] },
      { numero: '20261121-0610', bets: [sumBet([3])], chase: { numeros: 1, stopOnWin: true } },
      { numero: '20261121-0610', bets: [sumBet([3])], chase: { numeros: 999, stopOnWin: true } },
      { numero: '20261121-0610', bets: [sumBet([3])], prizeMode: 'NOPE' },
      {
        numero: '20261121-0610',
        bets: [{ ...sumBet([3]), multiplier: 10_000, selection: [EVERY_SUM] }],
      },
      { numero: '20261121-0610', bets: [sumBet([3])], extra: true },
    ];
    for (const body of junk) {
      // Raw on purpose: bodies the contract refuses, which the typed client would not type.
      const response = await call(server.app, 'POST', calls.placeLotteryOrder.path, {
        token,
        body:
          typeof body === 'object' && body !== null && !Array.isArray(body)
            ? { gameId, ...body }
            : body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.json<{ code: string }>().code, JSON.stringify(body)).toMatch(
        /^(request_param_err|request_body_required|lottery\.bet\.invalid|lottery\.closed|wallet\.insufficient\.funds|not\.found)$/,
      );
    }
    // Raw on purpose: queries and path parameters the contract refuses.
    const gets: [string, Record<string, string>][] = [
      [calls.lotteryOrders.path, { pageNo: '0' }],
      [calls.lotteryOrders.path, { status: 'won' }],
      [calls.lotteryOrders.path, { gameId: 'x' }],
      ['/lgw/draw/x', {}],
      ['/lgw/draw/99999999', {}],
      [`/lgw/draw/${gameId}`, { size: '1000' }],
      [calls.recentDrawProofs.path, { gameCode: 'KENO5M' }],
      [calls.recentDrawProofs.path, { gameCode: 'K31M', count: '51' }],
      [calls.recentDrawProofs.path, {}],
      [calls.nextDrawCommitment.path, { gameCode: 'NOPE' }],
      [calls.nextDrawCommitment.path, { gameCode: '../x' }],
    ];
    for (const [path, query] of gets) {
      const response = await call(server.app, 'GET', path, { token, query });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(['request_param_err', 'not.found']).toContain(response.json<{ code: string }>().code);
    }
    for (const orderNo of ['x', '', '999999999', '1'.repeat(30)]) {
      // Raw on purpose: order numbers the contract refuses or the server does not hold.
      const response = await call(server.app, 'POST', calls.cancelLotteryOrder.path, {
        token,
        body: { orderNo },
      });
      expect(response.statusCode, orderNo).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, orderNo).toBeLessThan(500);
    }
    const valid = await place({ numero: '20261121-0610', bets: [sumBet([3])] });
    expect(valid.statusCode).toBe(200);
    const noToken = await callApi(server.app, 'placeLotteryOrder', {
      gameId,
      numero: '20261121-0610',
      bets: [sumBet([3])],
    });
    expect(noToken.response.statusCode).toBe(401);
    // Only the one valid order above moved money.
    expect(await ledgerCount(server.db)).toBe(transactions + 1);
    expect(await balance()).toBeCloseTo(before - 2, 2);
  });
});

describe('who may buy', () => {
  it('holds lottery stakes to the member’s loss limit, an undrawn order counting as lost', async () => {
    // A member with no bets today: the demo member's loss so far carries the earlier draws'
    // random payouts (it may even be a net win). Signing in takes the real clock.
    realClock = true;
    const agent = tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' }));
    at('2026-11-21T10:10:20.000Z');
    realClock = false;
    const lossDay = async () => {
      const settings = await callApi(server.app, 'rgSettings', {}, { token: agent });
      return settings.value.limits.find((l) => l.kind === 'lossDay');
    };
    const limit = await callApi(
      server.app,
      'setRgLimit',
      { kind: 'lossDay', amount: '10' },
      { token: agent },
    );
    expect(limit.response.statusCode, limit.response.body).toBe(200);
    expect((await lossDay())?.used).toBe('0.00');
    const numero = '20261121-0611';
    const bet = async (picks: number[]) =>
      (
        await callApi(
          server.app,
          'placeLotteryOrder',
          { gameId, numero, bets: [sumBet(picks)] },
          { token: agent },
        )
      ).response;
    const agentBalance = () => balanceOf(server.app, agent);
    // 4 sums of 2 each: 8 of the 10 allowed today.
    expect((await bet([4, 5, 6, 7])).statusCode).toBe(200);
    const before = await agentBalance();
    const transactions = await ledgerCount(server.db);
    const over = await bet([8, 9]);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'rg.loss.limit.reached' });
    expect(await agentBalance()).toBe(before);
    expect(await ledgerCount(server.db)).toBe(transactions);
    // Exactly up to the limit still sells.
    expect((await bet([8])).statusCode).toBe(200);
    expect((await lossDay())?.used).toBe('10.00');
  });

  it('refuses a trial account with trial.forbidden, moving nothing', async () => {
    const guest = await callApi(
      server.app,
      'freePlayLogin',
      { os: 'linux', platform: 'W' },
      { remoteAddress: '10.5.4.9' },
    );
    const guestToken = guest.value.token;
    const transactions = await ledgerCount(server.db);
    const refused = await callApi(
      server.app,
      'placeLotteryOrder',
      { gameId, numero: '20261121-0611', bets: [sumBet([3])] },
      { token: guestToken },
    );
    expect(refused.response.statusCode).toBe(403);
    expect(refused.code).toBe('trial.forbidden');
    expect(await ledgerCount(server.db)).toBe(transactions);
  });
});

describe('one member’s slips at once', () => {
  it('sells every slip a member sends at the same time, none failing on a lock', async () => {
    at('2026-11-21T10:30:10.000Z');
    const before = await balance();
    // Chases are sold alone, each in its own transaction over the member's same accounts.
    const slips = Array.from({ length: 12 }, () =>
      place({
        numero: '20261121-0631',
        bets: [sumBet([10])],
        chase: { numeros: 2, stopOnWin: false },
      }),
    );
    const answers = await Promise.all(slips);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Twelve slips of two orders of 2 (one bet, unit 1, multiplier 1, two numeros).
    expect(await balance()).toBeCloseTo(before - 12 * 2 * 2, 2);
  });
});
