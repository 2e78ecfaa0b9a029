import { BET_STATUS, type PrizeMode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  type Bet,
  checkBet,
  checkPlayBet,
  DEFAULT_SERIES,
  playByCode,
  playsOfGroup,
  settleBet,
  ZODIAC_ANIMALS,
} from './index.ts';

const HORSE = ZODIAC_ANIMALS.indexOf('horse');
const bet = (play: string, selection: number[][], unit: 1 | 2 | 3 = 1, multiplier = 1): Bet => ({
  play,
  selection,
  unit,
  multiplier,
});
const settle = (b: Bet, values: number[], mode: PrizeMode = 'LOTT', series = DEFAULT_SERIES) =>
  settleBet(b, values, { mode, series, yearAnimal: HORSE });

describe('checking a bet', () => {
  it.each([
    [bet('K3.nothing', [[1]]), 'LOTT', 'play.unknown', undefined],
    [bet('VN.de', [[7]]), 'LOTT', 'play.mode', undefined],
    [bet('SSC.star5.direct', [[1], [2], [3], [4], [5]]), 'ZY', 'play.mode', undefined],
    [bet('SSC.fixed', [[1], [], [], [], []]), 'ZY', 'selection.position', 0],
    [bet('K3.sum', [[10]], 4 as 1), 'LOTT', 'unit.invalid', undefined],
    [bet('K3.sum', [[10]], 1, 0), 'LOTT', 'multiplier.invalid', undefined],
    [bet('K3.sum', [[10]], 1, 1.5), 'LOTT', 'multiplier.invalid', undefined],
    [bet('K3.sum', [[10]], 1, 10_001), 'LOTT', 'multiplier.invalid', undefined],
    [bet('K3.sum', [[10], [11]]), 'LOTT', 'selection.rows', undefined],
    [bet('K3.sum', [[2]]), 'LOTT', 'selection.pick', 0],
    [bet('K3.sum', [[10, 10]]), 'LOTT', 'selection.repeat', 0],
    [bet('SSC.back3.group6', [[1, 2]]), 'LOTT', 'selection.too.few', 0],
    [bet('SSC.fixed', [[], [], [], [], []]), 'LOTT', 'selection.too.few', undefined],
    [bet('VN.xien2', [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]), 'SEA', 'selection.too.many', 0],
    [bet('11X5.front2.direct', [[3], [3]]), 'LOTT', 'selection.no.stake', undefined],
    [bet('K3.pair.single', [[4], [4]]), 'LOTT', 'selection.no.stake', undefined],
  ] as const)('%j in %s is refused: %s', (b, mode, reason, row) => {
    expect(checkBet(b, mode)).toEqual(
      row === undefined ? { ok: false, reason } : { ok: false, reason, row },
    );
  });

  it('counts stakes and costs them: stakes x 2 x unit x multiplier, in minor units', () => {
    const check = checkBet(
      bet('SSC.star5.direct', [[1, 2], [3], [4, 5, 6], [7], [8]], 2, 3),
      'LOTT',
    );
    expect(check).toMatchObject({ ok: true, stakes: 6, amount: 6 * 2 * 10 * 3 });
    expect(checkBet(bet('VN.lo2', [[7, 8]]), 'SEA')).toMatchObject({
      stakes: 2,
      amount: 2 * 27 * 200,
    });
    expect(checkBet(bet('11X5.any.5', [[1, 2, 3, 4, 5, 6, 7]]), 'LOTT')).toMatchObject({
      stakes: 21,
    });
  });

  it('offers ZY only on SSC plays of the last four digits', () => {
    expect(playsOfGroup('SSC', 'ZY').map((p) => p.code)).toEqual([
      'SSC.back3.direct',
      'SSC.back2.direct',
      'SSC.back3.group3',
      'SSC.back3.group6',
      'SSC.fixed',
      'SSC.position.bsoe',
    ]);
    expect(playsOfGroup('K3', 'ZY')).toEqual([]);
    expect(playsOfGroup('VN', 'LOTT')).toEqual([]);
  });
});

describe('checking a bet with its play in hand', () => {
  it("agrees with checkBet when handed the bet's own play", () => {
    for (const b of [
      bet('SSC.star5.direct', [[1, 2], [3], [4, 5, 6], [7], [8]], 2, 3),
      bet('K3.sum', [[2]]),
      bet('VN.lo2', [[7, 8]]),
    ]) {
      expect(checkPlayBet(playByCode(b.play), b, 'LOTT')).toEqual(checkBet(b, 'LOTT'));
      expect(checkPlayBet(playByCode(b.play), b, 'SEA')).toEqual(checkBet(b, 'SEA'));
    }
  });

  it('refuses a bet whose play is missing or another play', () => {
    const sum = bet('K3.sum', [[10]]);
    expect(checkPlayBet(undefined, sum, 'LOTT')).toEqual({ ok: false, reason: 'play.unknown' });
    expect(checkPlayBet(playByCode('K3.bsoe'), sum, 'LOTT')).toEqual({
      ok: false,
      reason: 'play.unknown',
    });
  });
});

describe('settling a bet', () => {
  it('Lott pays 2 x unit x series / (2000 x p), rounded down, times the multiplier', () => {
    // K3 sum 10: p = 27/216 = 1/8, so 2.00 x 1800 / 2000 x 8 = 14.40.
    expect(settle(bet('K3.sum', [[10]]), [3, 3, 4])).toMatchObject({
      status: 4,
      payout: 1440,
      hits: 1,
    });
    expect(settle(bet('K3.sum', [[10]], 2, 3), [3, 3, 4]).payout).toBe(144 * 3);
    expect(settle(bet('K3.sum', [[10, 11]]), [3, 3, 5])).toMatchObject({ status: 4, payout: 1440 });
    expect(settle(bet('K3.sum', [[10]]), [3, 3, 3])).toMatchObject({ status: 5, payout: 0 });
    // PC28 big: p = 425/1000, 423.52... rounds down to 4.23.
    expect(settle(bet('PCB.bsoe', [[0]]), [9, 9, 9]).payout).toBe(423);
    // The year's animal owns five balls: p = 5/49.
    expect(settle(bet('LHC.special.zodiac', [[HORSE]]), [1, 2, 3, 4, 5, 6, 13]).payout).toBe(1764);
  });

  it('ZY pays the Lott prize, 90% when the first digit is 9 and 75% when it is 6', () => {
    const b = bet('SSC.back2.direct', [[1], [2]]);
    expect(settle(b, [0, 0, 0, 1, 2], 'ZY').payout).toBe(18000);
    expect(settle(b, [9, 0, 0, 1, 2], 'ZY').payout).toBe(16200);
    expect(settle(b, [6, 0, 0, 1, 2], 'ZY').payout).toBe(13500);
  });

  it('Elott pays floor(0.97 / p) decimal odds, or the brand override', () => {
    expect(settle(bet('K3.sum', [[10]]), [3, 3, 4], 'ELOTT').payout).toBe(1552);
    const overridden = settleBet(bet('K3.sum', [[10]]), [3, 3, 4], {
      mode: 'ELOTT',
      series: 0,
      yearAnimal: HORSE,
      elottOdds: { 'K3.sum': 700 },
    });
    expect(overridden.payout).toBe(1400);
  });

  it('a tie refunds exactly, with status 16; a win beside a tie keeps both', () => {
    const both = bet('SSC.dragon.tiger', [[0, 1]]);
    expect(settle(both, [5, 0, 0, 0, 5])).toMatchObject({ status: 16, payout: 400, refund: 400 });
    expect(settle(both, [7, 0, 0, 0, 2])).toMatchObject({ status: 4, payout: 400, tiedStakes: 0 });
    expect(settle(bet('PCB.bsoe', [[0, 2]]), [4, 0, 9])).toMatchObject({ status: 16, payout: 400 });
    expect(settle(bet('LHC.special.bsoe', [[1]]), [1, 2, 3, 4, 5, 6, 49])).toMatchObject({
      status: BET_STATUS.tie,
      payout: 200,
    });
  });

  it('VN and SEA pay their fixed multipliers per hit', () => {
    const values = Array<number>(107).fill(1);
    // The special ends 07, and so do the first two G7 prizes.
    [values[3], values[4], values[99], values[100], values[101], values[102]] = [0, 7, 0, 7, 0, 7];
    const vn = (play: string, picks: number[]) => settle(bet(play, [picks]), values, 'SEA');
    expect(vn('VN.lo2', [7])).toMatchObject({ hits: 3, payout: 3 * 19800 });
    expect(vn('VN.de', [7])).toMatchObject({ hits: 1, payout: 19800 });
    expect(vn('VN.de.head.tail', [7])).toMatchObject({ hits: 3, payout: 3 * 19800 });
    expect(vn('VN.three.cang', [107])).toMatchObject({ hits: 1, payout: 180000 });
    expect(vn('VN.xien2', [7, 11])).toMatchObject({ hits: 1, payout: 3400 });
    expect(vn('VN.xien2', [7, 12]).status).toBe(5);
    expect(vn('VN.head', [0]).payout).toBe(1800);
    expect(vn('VN.tail', [7]).payout).toBe(1800);

    const sea = [0, 4, 8, 2, 1, 3, 5, 7]; // 048213,57
    const s = (play: string, picks: number[]) => settle(bet(play, [picks]), sea, 'SEA').payout;
    expect(s('SEA.top3.straight', [213])).toBe(180000);
    expect(s('SEA.top3.any', [321])).toBe(30000);
    expect(s('SEA.top2', [13])).toBe(18000);
    expect(s('SEA.bottom2', [57])).toBe(18000);
    expect(s('SEA.run.top', [1])).toBe(640);
    expect(s('SEA.run.bottom', [5])).toBe(840);
    expect(s('SEA.run.top', [9])).toBe(0);
  });

  it('cuts the prize to the cap per order (400,000.00 by default), never the refund', () => {
    const jackpot = bet('SSC.star5.direct', [[1], [2], [3], [4], [5]], 1, 10);
    expect(settle(jackpot, [1, 2, 3, 4, 5], 'LOTT', 1960)).toMatchObject({
      payout: 40_000_000,
      capped: true,
    });
  });

  it('refuses to settle a bet that should never have been placed', () => {
    expect(() => settle(bet('K3.sum', [[2]]), [1, 1, 1])).toThrow(/selection.pick/);
  });
});
