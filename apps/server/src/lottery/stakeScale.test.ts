import {
  BET_STATUS,
  type CallInput,
  lotteryOrderSchema,
  money,
  type PlayOdds,
} from '@portal/contract';
import { lottPrize, playByCode } from '@portal/lottery-rules';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { BETA, callApi, signedInToken } from '../../test/harness.ts';
import { unbalancedTransactions, useLotteryBrandsServer } from '../../test/lotteryHarness.ts';
import { accountCode } from '../ledger/accountCodes.ts';
import { drawNumero, settleNumero } from './drawing.ts';

/**
 * A brand's stake base (issue 23): the fixture brand beta is in VND, a currency without minor
 * units, whose "1" of the lottery is worth 1,000 dong (brand.json `lottery.stakeBase`). Orders
 * cost and pay the engine's amounts times the scale (10), the caps are dong, and each order
 * keeps the scale it was bought at. The fixture brands are copied so a test can change beta's
 * lottery block and reload it, as an operator saving the file does.
 */
let now = new Date('2026-11-21T10:00:30.000Z');
let realClock = true;
const { server, lotteryOf } = useLotteryBrandsServer('lottery-stake-scale-', () =>
  realClock ? new Date() : now,
);
/** Rewrites beta's `lottery` block and reloads the brands. */
const betaLottery = (lottery: Record<string, unknown>) => lotteryOf('beta', lottery);

let token = '';
const gameIds = new Map<string, number>();

beforeAll(async () => {
  token = await signedInToken(server.app, 'demo', 'Demo@2026', BETA);
  realClock = false;
  const games = await server.db
    .selectFrom('lottery_games as g')
    .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
    .select(['g.id', 'g.game_code'])
    .where('m.merchant_code', '=', BETA)
    .where('g.game_code', 'in', ['K31M', 'THGL'])
    .execute();
  for (const game of games) gameIds.set(game.game_code, game.id);
});

const gameId = (code: string) => gameIds.get(code) ?? 0;

/** The member's wallet in whole dong, from the ledger (beta has the balance module off). */
const balance = async () => {
  const member = await server.db
    .selectFrom('members as m')
    .innerJoin('merchants as x', 'x.id', 'm.merchant_id')
    .select(['m.id', 'm.merchant_id'])
    .where('x.merchant_code', '=', BETA)
    .where('m.username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const wallet = await server.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', member.merchant_id)
    .where('currency', '=', 'VND')
    .where('code', '=', accountCode.memberWallet(member.id))
    .executeTakeFirstOrThrow();
  return Number(wallet.balance);
};

type Bet = CallInput<'placeLotteryOrder'>['bets'][number];

const place = (
  game: string,
  numero: string,
  bet: Bet,
  prizeMode: CallInput<'placeLotteryOrder'>['prizeMode'] = 'LOTT',
) =>
  callApi(
    server.app,
    'placeLotteryOrder',
    { gameId: gameId(game), numero, prizeMode, bets: [bet] },
    { token, merchant: BETA },
  );

const placeOne = async (game: string, numero: string, bet: Bet) => {
  const response = await place(game, numero, bet);
  expect(response.response.statusCode, response.response.body).toBe(200);
  const sold = v.parse(
    v.object({ orders: v.array(lotteryOrderSchema), total: money }),
    response.response.json(),
  );
  const [order] = sold.orders;
  if (!order) throw new Error('no order');
  return { ...order, total: sold.total };
};

const rowOf = (orderNo: string) =>
  server.db
    .selectFrom('lottery_orders')
    .select(['status', 'amount', 'payout', 'stake_scale', 'series'])
    .where('id', '=', orderNo)
    .executeTakeFirstOrThrow();

/** Every sum of three dice: exactly one stake of it wins each draw. */
const EVERY_SUM: Bet = {
  play: 'K3.sum',
  selection: [Array.from({ length: 16 }, (_, i) => i + 3)],
  unit: 1,
  multiplier: 1,
};

/** The K3 sum's chance: the ways three dice make `sum`, in 216. */
const sumChance = (sum: number) => {
  let ways = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === sum) ways++;
  return { num: ways, den: 216 };
};

const K3_NUMERO = '20261121-0601';

describe('a VND brand at a stake base of 1,000 dong', () => {
  it('costs an order stakes x 2 x unit x multiplier x 1,000 dong and records scale 10', async () => {
    await betaLottery({ stakeBase: '1000' });
    const before = await balance();
    // 3 stakes x 2 x jiao (0.1) x multiplier 3 = 1.8 of "1": 1,800 dong.
    const order = await placeOne('K31M', K3_NUMERO, {
      play: 'K3.sum',
      selection: [[9, 10, 11]],
      unit: 2,
      multiplier: 3,
    });
    expect([order.stakes, order.amount, order.total]).toEqual([3, '1800', '1800']);
    expect(await balance()).toBe(before - 1800);
    expect(await rowOf(order.orderNo)).toMatchObject({ amount: '1800', stake_scale: '10' });
  });

  it('cancels an order for the amount it cost', async () => {
    const order = await placeOne('K31M', K3_NUMERO, {
      play: 'K3.sum',
      selection: [[4]],
      unit: 3,
      multiplier: 7,
    });
    // 1 stake x 2 x fen (0.01) x 7 = 0.14 of "1": 140 dong.
    expect(order.amount).toBe('140');
    const before = await balance();
    const response = await callApi(
      server.app,
      'cancelLotteryOrder',
      { orderNo: order.orderNo },
      { token, merchant: BETA },
    );
    expect(response.response.statusCode, response.response.body).toBe(200);
    expect(response.response.json()).toMatchObject({
      status: BET_STATUS.cancelledByMember,
      payout: '140',
    });
    expect(await balance()).toBe(before + 140);
  });

  it('pays a winning order the Lott prize times the base, each at the scale it was bought at, the cap in dong respected', async () => {
    await betaLottery({ stakeBase: '1000' });
    const atTen = await placeOne('K31M', K3_NUMERO, EVERY_SUM);
    // 16 stakes x 2 x 1 x 1,000 dong.
    expect(atTen.amount).toBe('32000');
    // The brand changes its base before the draw: the open order keeps its price and scale.
    await betaLottery({ stakeBase: '5000' });
    const atFifty = await placeOne('K31M', K3_NUMERO, EVERY_SUM);
    expect(atFifty.amount).toBe('160000');
    // A cap of 5,005 dong: the engine settles under floor(5,005 / 10) = 500, paying 5,000.
    await betaLottery({ stakeBase: '1000', prizeCapPerOrder: 5005 });
    const capped = await placeOne('K31M', K3_NUMERO, EVERY_SUM);
    // A chase over three draws, stopped by a win: paid up front at 32,000 a draw, the two
    // later orders refunded at what they cost once the first wins.
    const before = await balance();
    const chase = await callApi(
      server.app,
      'placeLotteryOrder',
      {
        gameId: gameId('K31M'),
        numero: K3_NUMERO,
        bets: [EVERY_SUM],
        chase: { numeros: 3, stopOnWin: true },
      },
      { token, merchant: BETA },
    );
    expect(chase.response.statusCode, chase.response.body).toBe(200);
    const chased = chase.response.json<{
      orders: { orderNo: string; amount: string }[];
      total: string;
    }>();
    expect([chased.orders.map((o) => o.amount), chased.total]).toEqual([
      ['32000', '32000', '32000'],
      '96000',
    ]);
    expect(await balance()).toBe(before - 96_000);

    now = new Date('2026-11-21T10:01:00.200Z');
    expect(await drawNumero(server.db, gameId('K31M'), K3_NUMERO, now)).toBe('drawn');
    expect(await settleNumero(server.db, gameId('K31M'), K3_NUMERO, now)).toMatchObject({
      settled: expect.any(Number),
    });
    const draw = await server.db
      .selectFrom('lottery_draws')
      .select('win_no')
      .where('game_id', '=', gameId('K31M'))
      .where('numero', '=', K3_NUMERO)
      .executeTakeFirstOrThrow();
    const sum = [...(draw.win_no ?? '')].reduce((total, die) => total + Number(die), 0);
    const { series } = await rowOf(atTen.orderNo);
    // Lott: 2 x unit x series / (2000 x p) in hundredths of "1", then times the scale.
    const prize = lottPrize(sumChance(sum), 1, series);
    expect(prize).toBeGreaterThan(500);
    const rows = await Promise.all([atTen, atFifty, capped].map((o) => rowOf(o.orderNo)));
    expect(rows.map((r) => [r.status, r.stake_scale, r.payout])).toEqual([
      [BET_STATUS.won, '10', String(prize * 10)],
      [BET_STATUS.won, '50', String(prize * 50)],
      [BET_STATUS.won, '10', '5000'],
    ]);
    const later = await Promise.all(chased.orders.slice(1).map((o) => rowOf(o.orderNo)));
    expect(later.map((r) => [r.status, r.payout])).toEqual([
      [BET_STATUS.chaseCancelledAfterWin, '32000'],
      [BET_STATUS.chaseCancelledAfterWin, '32000'],
    ]);
    expect(await unbalancedTransactions(server.db)).toBe(0);
  });

  it('shows the same decimal odds as the rules: a prize and its stake scale alike', async () => {
    const response = await callApi(
      server.app,
      'lotteryOdds',
      { gameId: String(gameId('K31M')), prizeMode: 'LOTT' },
      { merchant: BETA },
    );
    expect(response.response.statusCode, response.response.body).toBe(200);
    const play = playByCode('K3.sum');
    if (!play) throw new Error('no K3.sum');
    const sum10 = response.response
      .json<PlayOdds[]>()
      .find((o) => o.play === 'K3.sum')
      ?.prizes.find((p) => p.key === '0:10')?.odds;
    // 14.40 of "1" for a stake of 2: 7.20, the same in dong (14,400 for 2,000).
    expect(sum10).toBe(7.2);
  });

  it('counts SEA sales per number in dong against the cap in dong', async () => {
    // Thai Golden Lotto draws daily at 08:30 UTC; sales close at 08:20.
    now = new Date('2026-11-21T06:00:00.000Z');
    await betaLottery({ stakeBase: '1000', seaNumberSalesCap: 5000 });
    const bet: Bet = { play: 'SEA.top2', selection: [[7]], unit: 1, multiplier: 1 };
    // One stake of 2 costs 2,000 dong: two fit under 5,000, a third would make 6,000.
    expect((await placeOne('THGL', '20261121', bet)).amount).toBe('2000');
    expect((await placeOne('THGL', '20261121', bet)).amount).toBe('2000');
    const before = await balance();
    const refused = await place('THGL', '20261121', bet, 'SEA');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json()).toMatchObject({ code: 'lottery.sold.out' });
    expect(await balance()).toBe(before);
    const sales = await server.db
      .selectFrom('lottery_number_sales')
      .select('amount')
      .where('game_id', '=', gameId('THGL'))
      .where('numero', '=', '20261121')
      .where('number', '=', 7)
      .executeTakeFirstOrThrow();
    expect(sales.amount).toBe('4000');
  });
});
