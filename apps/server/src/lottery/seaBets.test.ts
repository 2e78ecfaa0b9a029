import { lotteryOrderSchema, money } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, callApi, signedInToken } from '../../test/harness.ts';
import { alphaGame } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

/**
 * SEA bets as large as the rules allow: a 3-digit play's one row may name every number
 * 000-999, and the contract lets such a slip through to the engine, which costs it.
 */
let realClock = true;
// Two and a half hours before Thai Golden Lotto's daily draw (08:30 UTC, lock 08:20).
const now = new Date('2026-11-21T06:00:00.000Z');
const server = useTestServer({ clock: () => (realClock ? new Date() : now) }, { db: 2 });

let token = '';
let gameId = 0;

beforeAll(async () => {
  token = await signedInToken(server.app, 'demo', 'Demo@2026');
  realClock = false;
  ({ gameId } = await alphaGame(server.db, 'THGL'));
});

const balance = () => balanceOf(server.app, token);

describe('a 3-digit SEA bet of many numbers', () => {
  it('takes 300 numbers as 300 stakes, costed 2 x unit x multiplier each', async () => {
    const numbers = Array.from({ length: 300 }, (_, i) => i * 3);
    const before = await balance();
    const response = await callApi(
      server.app,
      'placeLotteryOrder',
      {
        gameId,
        numero: '20261121',
        bets: [{ play: 'SEA.top3.straight', selection: [numbers], unit: 2, multiplier: 5 }],
      },
      { token },
    );
    expect(response.response.statusCode, response.response.body).toBe(200);
    const { orders, total } = v.parse(
      v.object({ orders: v.array(lotteryOrderSchema), total: money }),
      response.response.json(),
    );
    // 300 stakes x 2 x 0.10 x 5 = 300.00, played at SEA's fixed multipliers.
    expect(orders.map((o) => [o.stakes, o.amount, o.prizeMode, o.status])).toEqual([
      [300, '300.00', 'SEA', 2],
    ]);
    expect(total).toBe('300.00');
    expect(await balance()).toBeCloseTo(before - 300, 2);
    // Each number's sales (the per-number cap) counted once, at its stake of 1.00.
    const sales = await server.db
      .selectFrom('lottery_number_sales')
      .select(['number', 'amount'])
      .where('game_id', '=', gameId)
      .where('numero', '=', '20261121')
      .where('play', '=', 'SEA.top3.straight')
      .execute();
    expect(sales).toHaveLength(300);
    expect(new Set(sales.map((s) => String(s.amount)))).toEqual(new Set(['100']));
  });

  it('refuses a row past every number 000-999 with a catalogue code, moving nothing', async () => {
    const before = await balance();
    const response = await callApi(
      server.app,
      'placeLotteryOrder',
      {
        gameId,
        numero: '20261121',
        bets: [
          {
            play: 'SEA.top3.straight',
            selection: [Array.from({ length: 1001 }, (_, i) => i)],
            unit: 1,
            multiplier: 1,
          },
        ],
      },
      { token },
    );
    expect(response.response.statusCode).toBe(400);
    expect(response.response.json()).toMatchObject({ code: 'request_param_err' });
    expect(await balance()).toBe(before);
  });
});
