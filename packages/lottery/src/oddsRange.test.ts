import type { PlayOdds } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { oddsRange } from './oddsRange.ts';

const ODDS: PlayOdds[] = [
  { play: 'K3.bsoe', prizes: [{ key: null, odds: 1.99 }] },
  {
    play: 'K3.sum',
    prizes: [
      { key: '0:3', odds: 209.52 },
      { key: '0:10', odds: 7.76 },
      { key: '0:11', odds: 8.5 },
    ],
  },
];

describe('the odds a slip shows', () => {
  it('is the play’s one figure where every prize pays alike', () => {
    expect(oddsRange(ODDS, 'K3.bsoe', [[0, 1]])).toEqual({ low: 1.99, high: 1.99 });
  });

  it('spans the chosen picks where each pick is its own prize, every pick while none is', () => {
    expect(oddsRange(ODDS, 'K3.sum', [[10]])).toEqual({ low: 7.76, high: 7.76 });
    expect(oddsRange(ODDS, 'K3.sum', [[10, 11]])).toEqual({ low: 7.76, high: 8.5 });
    expect(oddsRange(ODDS, 'K3.sum', [[]])).toEqual({ low: 7.76, high: 209.52 });
  });

  it('is unknown while the odds are not loaded, or for a play they do not list', () => {
    expect(oddsRange(undefined, 'K3.sum', [[10]])).toBeUndefined();
    expect(oddsRange(ODDS, 'K3.triple.any', [[]])).toBeUndefined();
  });
});
