import { stakeScale } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBet,
  DEFAULT_SERIES,
  engineCap,
  lottPrize,
  playByCode,
  settleBet,
  stakePrice,
  toMoney,
  type UnitCode,
} from './index.ts';

const K3_SUM = playByCode('K3.sum');

describe('the engine’s amounts as money of a currency', () => {
  it('costs a VND stake at base 1,000 as stakes x 2 x unit x multiplier x 1,000 dong', () => {
    const scale = stakeScale('VND', '1000');
    const check = checkBet(
      { play: 'K3.sum', selection: [[9, 10]], unit: 1, multiplier: 3 },
      'LOTT',
    );
    if (!check.ok) throw new Error(check.reason);
    // 2 stakes x 2 yuan x 3 = 12 yuan of 1,000 dong.
    expect(toMoney(check.amount, scale)).toBe(2n * 2n * 1n * 3n * 1000n);
    // A fen (0.01) of 1,000 dong is 10 dong, a jiao 100: whole dong.
    expect(toMoney(stakePrice(3, 1), scale)).toBe(20n);
    expect(toMoney(stakePrice(2, 1), scale)).toBe(200n);
  });

  it('leaves CNY at its default base as the rules write it (scale 1)', () => {
    const scale = stakeScale('CNY');
    for (const unit of [1, 2, 3] as UnitCode[]) {
      expect(toMoney(stakePrice(unit, 7), scale)).toBe(BigInt(stakePrice(unit, 7)));
    }
  });

  it('pays a winning VND stake the Lott formula times the base', () => {
    if (!K3_SUM) throw new Error('no K3.sum');
    const scale = stakeScale('VND', '1000');
    // Three dice summing 10: 27 ways in 216.
    const settled = settleBet(
      { play: 'K3.sum', selection: [[10]], unit: 1, multiplier: 1 },
      [3, 3, 4],
      { mode: 'LOTT', series: DEFAULT_SERIES, yearAnimal: 0 },
    );
    // 2 x 1 x 1800 / (2000 x 27/216) = 14.40 yuan = 14,400 dong.
    expect(lottPrize({ num: 27, den: 216 }, 1, DEFAULT_SERIES)).toBe(1440);
    expect(toMoney(settled.payout, scale)).toBe(14_400n);
  });

  it('never pays past the cap in minor units, whatever the cap and scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 1n, max: 1000n }),
        fc.integer({ min: 1, max: 10_000 }),
        (cap, scale, multiplier) => {
          const bet = { play: 'K3.sum', selection: [[10]], unit: 1 as const, multiplier };
          const terms = { mode: 'LOTT' as const, series: DEFAULT_SERIES, yearAnimal: 0 };
          const capped = settleBet(bet, [3, 3, 4], { ...terms, prizeCap: engineCap(cap, scale) });
          const uncapped = settleBet(bet, [3, 3, 4], { ...terms, prizeCap: 2 ** 52 });
          const paid = toMoney(capped.payout, scale);
          expect(paid <= cap).toBe(true);
          // Cut to the largest multiple of the scale within the cap, or not cut at all.
          const full = toMoney(uncapped.payout, scale);
          expect(paid).toBe(full <= cap ? full : (cap / scale) * scale);
        },
      ),
    );
  });
});
