import { MAX_PICKS_PER_BET, MAX_PICKS_PER_ROW } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { PLAYS } from './index.ts';

/**
 * The contract bounds a bet's selection before the engine checks it: its bounds must be the
 * largest selection the rules allow (a 3-digit SEA or VN row of 1000 numbers), neither a
 * smaller one (which would refuse a valid bet) nor a looser one (requests kept small).
 */
describe('the contract’s selection bounds', () => {
  it('are the largest row and the largest bet of any play', () => {
    const rows = PLAYS.flatMap((play) => play.rows.map((row) => row.maxPicks));
    const bets = PLAYS.map((play) => play.rows.reduce((sum, row) => sum + row.maxPicks, 0));
    expect(Math.max(...rows)).toBe(MAX_PICKS_PER_ROW);
    expect(Math.max(...bets)).toBe(MAX_PICKS_PER_BET);
    const widest = PLAYS.filter((play) => play.rows.some((row) => row.maxPicks === 1000));
    expect(widest.map((play) => play.code).sort()).toEqual([
      'SEA.top3.any',
      'SEA.top3.straight',
      'VN.three.cang',
    ]);
  });
});
