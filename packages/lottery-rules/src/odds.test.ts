import { describe, expect, it } from 'vitest';
import { oddsOf, type PlayDefinition, playByCode, prizeKeysOf, settleBet } from './index.ts';

const YEAR = { yearAnimal: 6 };
const play = (code: string): PlayDefinition => {
  const found = playByCode(code);
  if (!found) throw new Error(`no play ${code}`);
  return found;
};
const ELOTT = { mode: 'ELOTT', series: 1800 } as const;

describe('the odds a play pays', () => {
  it('Elott by default: 0.97 / p rounded down to hundredths, one line per prize that differs', () => {
    const odds = oddsOf(play('K3.sum'), ELOTT, YEAR);
    expect(odds).toHaveLength(16);
    // A sum of 10 comes 27 times in 216 (p = 1/8); a sum of 3 once.
    expect(odds.find((o) => o.key === '0:10')?.odds100).toBe(776);
    expect(odds.find((o) => o.key === '0:3')?.odds100).toBe(20952);
    // Big, small, odd and even each win 105 times in 216: one line for all four.
    expect(oddsOf(play('K3.bsoe'), ELOTT, YEAR)).toEqual([{ key: null, odds100: 199 }]);
  });

  it('Elott with the brand’s overrides: a prize of a play, or the whole play', () => {
    const one = oddsOf(play('K3.sum'), { ...ELOTT, elottOdds: { 'K3.sum:0:10': 700 } }, YEAR);
    expect(one.find((o) => o.key === '0:10')?.odds100).toBe(700);
    expect(one.find((o) => o.key === '0:11')?.odds100).toBe(776);
    expect(oddsOf(play('K3.sum'), { ...ELOTT, elottOdds: { 'K3.sum': 150 } }, YEAR)).toEqual([
      { key: null, odds100: 150 },
    ]);
  });

  it('Lott by the series, SEA by the rules’ fixed multipliers', () => {
    // 2 x 1 yuan x 1800 / (2000 x 1/8) = 14.40 for a stake of 2.00: 7.20.
    expect(
      oddsOf(play('K3.sum'), { mode: 'LOTT', series: 1800 }, YEAR).find((o) => o.key === '0:10'),
    ).toEqual({ key: '0:10', odds100: 720 });
    expect(oddsOf(play('SEA.top3.straight'), { mode: 'SEA', series: 1800 }, YEAR)).toEqual([
      { key: null, odds100: 90_000 },
    ]);
  });

  it('names every pick of a per-pick play, and one prize otherwise', () => {
    expect(prizeKeysOf(play('K3.sum'))).toEqual(Array.from({ length: 16 }, (_, i) => `0:${i + 3}`));
    expect(prizeKeysOf(play('K3.triple.any'))).toEqual(['win']);
  });

  it('pays what it shows: a won sum of 10 at 1 yuan returns 2 x the odds', () => {
    const bet = { play: 'K3.sum', selection: [[10]], unit: 1 as const, multiplier: 3 };
    const dice = [4, 3, 3];
    expect(settleBet(bet, dice, { ...ELOTT, ...YEAR }).payout).toBe(3 * 1552);
    const override = { ...ELOTT, ...YEAR, elottOdds: { 'K3.sum:0:10': 800 } };
    expect(settleBet(bet, dice, override).payout).toBe(3 * 1600);
  });
});
