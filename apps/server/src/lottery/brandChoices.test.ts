import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FIXTURE_BRANDS, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

/**
 * The lottery's brand choices (lottery-rules.md): cancelling before the lock ("unless the
 * brand switches cancellation off"). The fixture brands are copied so a test can change
 * alpha's brand.json and reload it, as an operator saving the file does.
 */
let dir = '';
let realClock = true;
const now = new Date('2026-11-21T10:00:30.000Z');
const server = useTestServer(
  async () => {
    dir = await mkdtemp(join(tmpdir(), 'lottery-brand-choices-'));
    await cp(FIXTURE_BRANDS, dir, { recursive: true });
    return { brandsDir: dir, clock: () => (realClock ? new Date() : now) };
  },
  { db: 2 },
);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Rewrites alpha's `lottery` block and reloads the brands. */
const alphaLottery = async (lottery: Record<string, unknown>) => {
  const file = join(dir, 'alpha', 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  brand.lottery = lottery;
  await writeFile(file, JSON.stringify(brand, null, 2));
  expect(await server.app.reloadBrands()).toMatchObject({ ok: true });
};

let token = '';
let gameId = 0;

beforeAll(async () => {
  const signedIn = await login(server.app, { username: 'demo', password: 'Demo@2026' });
  if (signedIn.statusCode !== 200 || !signedIn.json().value) throw new Error(signedIn.body);
  token = tokenOf(signedIn);
  // The member signed in on the real clock (the sealed login carries a real timestamp); the
  // bets then run 30 s before draw 0601 of the 1-minute dice game, whose lock is 10:00:55.
  realClock = false;
  const row = await server.db
    .selectFrom('lottery_games as g')
    .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
    .select('g.id')
    .where('m.merchant_code', '=', 'ALPHA')
    .where('g.game_code', '=', 'K31M')
    .executeTakeFirstOrThrow();
  gameId = row.id;
});

const balance = async (): Promise<number> =>
  (await call(server.app, 'GET', calls.balance.path, { token })).json<{
    value: { sumBalance: number };
  }>().value.sumBalance;

const placeOne = async (bet: Record<string, unknown>, prizeMode = 'LOTT') => {
  const response = await call(server.app, 'POST', calls.placeLotteryOrder.path, {
    token,
    body: { gameId, numero: '20261121-0601', prizeMode, bets: [bet] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = response.json<{ orders: { orderNo: string; amount: number }[] }>().orders;
  if (!order) throw new Error('no order');
  return order;
};

const cancel = (orderNo: string) =>
  call(server.app, 'POST', calls.cancelLotteryOrder.path, { token, body: { orderNo } });

const statusOf = async (orderNo: string) =>
  (
    await server.db
      .selectFrom('lottery_orders')
      .select('status')
      .where('id', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).status;

const SUM_BET = { play: 'K3.sum', selection: [[9, 10, 11]], unit: 1, multiplier: 1 };

describe('the brand’s cancellation switch', () => {
  it('off: a cancel before the lock is refused with lottery.cancel.off, changing nothing', async () => {
    await alphaLottery({ memberCancel: false });
    const order = await placeOne(SUM_BET);
    const before = await balance();
    const response = await cancel(order.orderNo);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'lottery.cancel.off' });
    expect(await balance()).toBe(before);
    expect(await statusOf(order.orderNo)).toBe(2);
  });

  it('on (the rules’ default, the key left out): the same cancel refunds the order in full', async () => {
    await alphaLottery({});
    const order = await placeOne(SUM_BET);
    const before = await balance();
    const response = await cancel(order.orderNo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 8, payout: 6 });
    expect(await balance()).toBeCloseTo(before + 6, 2);
    expect(await statusOf(order.orderNo)).toBe(8);
  });
});
