import { describe, expect, it } from 'vitest';
import { digitTrend } from './digitTrend.ts';

describe('digitTrend', () => {
  it('counts each digit per place and the draws since it last came (newest first)', () => {
    const trend = digitTrend('SSC', ['12345', '10000', '92345']);
    expect(trend).toMatchObject({ low: 0, high: 9, draws: 3 });
    expect(trend?.places).toHaveLength(5);
    // First place: 1, 1, 9.
    expect(trend?.places[0]?.hits).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(trend?.places[0]?.missed).toEqual([3, 0, 3, 3, 3, 3, 3, 3, 3, 2]);
    // Second place: 2, 0, 2.
    expect(trend?.places[1]?.hits[0]).toBe(1);
    expect(trend?.places[1]?.missed[0]).toBe(1);
    expect(trend?.places[1]?.hits[2]).toBe(2);
  });

  it('reads dice from 1 to 6 and 11X5 numbers from 1 to 11', () => {
    expect(digitTrend('K3', ['116'])).toMatchObject({ low: 1, high: 6, draws: 1 });
    expect(digitTrend('K3', ['116'])?.places[2]?.hits).toEqual([0, 0, 0, 0, 0, 1]);
    const x5 = digitTrend('11X5', ['11,01,02,03,04']);
    expect(x5).toMatchObject({ low: 1, high: 11 });
    expect(x5?.places[0]?.hits[10]).toBe(1);
  });

  it('leaves out results it cannot read and has no trend for groups whose values do not fit a row', () => {
    expect(digitTrend('SSC', ['12345', 'garbage'])?.draws).toBe(1);
    expect(digitTrend('LHC', ['01,02,03,04,05,06,07'])).toBeUndefined();
    expect(digitTrend('VN', [])).toBeUndefined();
    expect(digitTrend('SEA', [])).toBeUndefined();
    expect(digitTrend('nope', ['1'])).toBeUndefined();
  });
});
