import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CallInput, calls, type PlayOdds } from '@portal/contract';
import { elottOdds100, playByCode } from '@portal/lottery-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, callApi, signedInToken } from '../../test/harness.ts';
import { alphaGame, useLotteryBrandsServer } from '../../test/lotteryHarness.ts';
import { drawNumero, settleNumero } from './drawing.ts';

/**
 * The lottery's brand choices (lottery-rules.md): cancelling before the lock ("unless the
 * brand switches cancellation off") and Elott's odds ("overridable per play in the brand
 * config"). The fixture brands are copied so a test can change
 * alpha's brand.json and reload it, as an operator saving the file does.
 */
let realClock = true;
let now = new Date('2026-11-21T10:00:30.000Z');
const { server, lotteryOf } = useLotteryBrandsServer('lottery-brand-choices-', () =>
  realClock ? new Date() : now,
);
/** Rewrites alpha's `lottery` block and reloads the brands. */
const alphaLottery = (lottery: Record<string, unknown>) => lotteryOf('alpha', lottery);

let token = '';
let gameId = 0;

beforeAll(async () => {
  token = await signedInToken(server.app, 'demo', 'Demo@2026');
  // The member signed in on the real clock (the sealed login carries a real timestamp); the
  // bets then run 30 s before draw 0601 of the 1-minute dice game, whose lock is 10:00:55.
  realClock = false;
  ({ gameId } = await alphaGame(server.db));
});

const balance = () => balanceOf(server.app, token);

const placeOne = async (
  bet: Bet,
  prizeMode: CallInput<'placeLotteryOrder'>['prizeMode'] = 'LOTT',
  numero = '20261121-0601',
  game = gameId,
) => {
  const response = await callApi(
    server.app,
    'placeLotteryOrder',
    { gameId: game, numero, prizeMode, bets: [bet] },
    { token },
  );
  expect(response.response.statusCode, response.response.body).toBe(200);
  const [order] = response.response.json<{ orders: { orderNo: string; amount: number }[] }>()
    .orders;
  if (!order) throw new Error('no order');
  return order;
};

const cancel = (orderNo: string) =>
  callApi(server.app, 'cancelLotteryOrder', { orderNo }, { token });

const statusOf = async (orderNo: string) =>
  (
    await server.db
      .selectFrom('lottery_orders')
      .select('status')
      .where('id', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).status;

type Bet = CallInput<'placeLotteryOrder'>['bets'][number];

const SUM_BET: Bet = { play: 'K3.sum', selection: [[9, 10, 11]], unit: 1, multiplier: 1 };

describe('the brand’s cancellation switch', () => {
  it('off: a cancel before the lock is refused with lottery.cancel.off, changing nothing', async () => {
    await alphaLottery({ memberCancel: false });
    const order = await placeOne(SUM_BET);
    const before = await balance();
    const response = await cancel(order.orderNo);
    expect(response.response.statusCode).toBe(403);
    expect(response.response.json()).toMatchObject({ code: 'lottery.cancel.off' });
    expect(await balance()).toBe(before);
    expect(await statusOf(order.orderNo)).toBe(2);
  });

  it('on (the rules’ default, the key left out): the same cancel refunds the order in full', async () => {
    await alphaLottery({});
    const order = await placeOne(SUM_BET);
    const before = await balance();
    const response = await cancel(order.orderNo);
    expect(response.response.statusCode, response.response.body).toBe(200);
    expect(response.response.json()).toMatchObject({ status: 8, payout: '6.00' });
    expect(await balance()).toBeCloseTo(before + 6, 2);
    expect(await statusOf(order.orderNo)).toBe(8);
  });
});

const oddsShown = async (): Promise<PlayOdds[]> => {
  const response = await callApi(server.app, 'lotteryOdds', {
    gameId: String(gameId),
    prizeMode: 'ELOTT',
  });
  expect(response.response.statusCode, response.response.body).toBe(200);
  return response.response.json<PlayOdds[]>();
};
const sumOdds = (odds: PlayOdds[], key: string | null) =>
  odds.find((o) => o.play === 'K3.sum')?.prizes.find((p) => p.key === key)?.odds;

/** Every sum of three dice: exactly one stake of it wins each draw. */
const EVERY_SUM: Bet = {
  play: 'K3.sum',
  selection: [Array.from({ length: 16 }, (_, i) => i + 3)],
  unit: 1,
  multiplier: 1,
};

describe('Elott odds overrides', () => {
  it('change the odds shown, for the prize or the play they name', async () => {
    await alphaLottery({});
    const rules = await oddsShown();
    // A sum of 10 or 11 comes 27 times in 216: 0.97 x 8 = 7.76.
    expect([sumOdds(rules, '0:10'), sumOdds(rules, '0:11')]).toEqual([7.76, 7.76]);
    await alphaLottery({ elottOdds: { 'K3.sum:0:10': 8.5 } });
    const one = await oddsShown();
    expect([sumOdds(one, '0:10'), sumOdds(one, '0:11')]).toEqual([8.5, 7.76]);
    await alphaLottery({ elottOdds: { 'K3.sum': 3 } });
    expect(sumOdds(await oddsShown(), null)).toBe(3);
    // Another play keeps the rules' odds.
    expect((await oddsShown()).find((o) => o.play === 'K3.bsoe')?.prizes).toEqual([
      { key: null, odds: 1.99 },
    ]);
  });

  it('refuses a brand.json whose override names no Elott play or prize, keeping the last one', async () => {
    await alphaLottery({ elottOdds: { 'K3.sum': 3 } });
    const file = join(server.brandsDir, 'alpha', 'brand.json');
    for (const key of ['K3.summ', 'K3.sum:0:19', 'SEA.top2']) {
      const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      brand.lottery = { elottOdds: { [key]: 2 } };
      await writeFile(file, JSON.stringify(brand, null, 2));
      const result = await server.app.reloadBrands();
      expect(result.ok ? [] : result.problems).toEqual([
        expect.stringContaining(
          `alpha/brand.json: lottery.elottOdds["${key}"]: found "${key}", which names no play or prize offered in Elott`,
        ),
      ]);
    }
    // The brand as last loaded still serves.
    expect(sumOdds(await oddsShown(), null)).toBe(3);
  });

  it('answers bad input with a catalogue code', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ gameId: '99999999' }, 404, 'not.found'],
      [{ gameId: 'x' }, 400, 'request_param_err'],
      [{}, 400, 'request_param_err'],
      [{ gameId: String(gameId), prizeMode: 'XX' }, 400, 'request_param_err'],
    ];
    for (const [query, status, code] of cases) {
      // Raw on purpose: queries the contract refuses, which the typed client would not type.
      const response = await call(server.app, 'GET', calls.lotteryOdds.path, { query });
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([status, code]);
    }
  });

  it('change the prize paid: an order pays the odds it was bought under', async () => {
    await alphaLottery({});
    const ruled = await placeOne(EVERY_SUM, 'ELOTT');
    await alphaLottery({ elottOdds: { 'K3.sum': 3 } });
    const overridden = await placeOne(EVERY_SUM, 'ELOTT');
    // Changed again before the draw: the orders keep what they were bought under.
    await alphaLottery({ elottOdds: { 'K3.sum': 5 } });
    now = new Date('2026-11-21T10:01:00.200Z');
    expect(await drawNumero(server.db, gameId, '20261121-0601', now)).toBe('drawn');
    expect(await settleNumero(server.db, gameId, '20261121-0601', now)).toMatchObject({
      settled: expect.any(Number),
    });
    const draw = await server.db
      .selectFrom('lottery_draws')
      .select('win_no')
      .where('game_id', '=', gameId)
      .where('numero', '=', '20261121-0601')
      .executeTakeFirstOrThrow();
    const sum = [...(draw.win_no ?? '')].reduce((total, die) => total + Number(die), 0);
    const play = playByCode('K3.sum');
    if (!play) throw new Error('no K3.sum');
    const payouts = await server.db
      .selectFrom('lottery_orders')
      .select(['id', 'status', 'payout'])
      .where('id', 'in', [ruled.orderNo, overridden.orderNo])
      .orderBy('id')
      .execute();
    // One winning stake of 2.00 each: the rules' odds for the drawn sum, and 3.00.
    expect(payouts.map((o) => [o.status, Number(o.payout)])).toEqual([
      [4, 2 * elottOdds100(play, `0:${sum}`, { yearAnimal: 0 })],
      [4, 600],
    ]);
  });
});

describe('the orders show their modes and odds', () => {
  it('each order names its mode and the odds it was bought under (Elott on K3, ZY on SSC), kept when the brand’s odds change', async () => {
    // The draw after the one the tests above settled.
    now = new Date('2026-11-21T10:01:30.000Z');
    const { gameId: sscId } = await alphaGame(server.db, 'SSC1M');
    await alphaLottery({ elottOdds: { 'K3.sum': 3 } });
    const elott = await placeOne(SUM_BET, 'ELOTT', '20261121-0602');
    const lastTwo: Bet = {
      play: 'SSC.back2.direct',
      selection: [[1, 2], [3]],
      unit: 1,
      multiplier: 1,
    };
    const zy = await placeOne(lastTwo, 'ZY', '20261121-0602', sscId);
    // Changed before the orders are read: the Elott order keeps the 3.00 it was bought at.
    await alphaLottery({ elottOdds: { 'K3.sum': 5 } });
    const zyShown = await callApi(server.app, 'lotteryOdds', {
      gameId: String(sscId),
      prizeMode: 'ZY',
    });
    const zyPrizes = zyShown.response
      .json<PlayOdds[]>()
      .find((o) => o.play === 'SSC.back2.direct')?.prizes;
    expect(zyPrizes).toEqual([{ key: null, odds: expect.any(Number) }]);
    const ordersOf = async (game: number) => {
      const response = await callApi(
        server.app,
        'lotteryOrders',
        { gameId: String(game) },
        { token },
      );
      expect(response.response.statusCode, response.response.body).toBe(200);
      return response.response.json<{
        content: { orderNo: string; prizeMode: string; odds: PlayOdds['prizes'] }[];
      }>().content;
    };
    expect((await ordersOf(gameId)).find((o) => o.orderNo === elott.orderNo)).toMatchObject({
      prizeMode: 'ELOTT',
      odds: [{ key: null, odds: 3 }],
    });
    // ZY pays by the play's probability: the same figure the game's odds show in ZY.
    expect((await ordersOf(sscId)).find((o) => o.orderNo === zy.orderNo)).toMatchObject({
      prizeMode: 'ZY',
      odds: zyPrizes,
    });
  });
});
