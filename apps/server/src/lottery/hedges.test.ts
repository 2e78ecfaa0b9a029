import { describe, expect, it } from 'vitest';
import { hedgedStakes } from './hedges.ts';

const order = (memberId: number, play: string, selection: number[][], amount: bigint) => ({
  member_id: memberId,
  currency: 'CNY',
  prize_mode: 'LOTT',
  play,
  selection,
  amount,
});

describe('hedgedStakes', () => {
  it('offsets the smaller side of opposite picks twice, across a member’s orders', () => {
    expect(
      hedgedStakes([
        // Big 2.00 and small 2.00 in one order; big 4.00 more; odd 2.00 alone.
        order(1, 'K3.bsoe', [[0, 1]], 4_00n),
        order(1, 'K3.bsoe', [[0]], 4_00n),
        order(1, 'K3.bsoe', [[2]], 2_00n),
        // Another member's small does not hedge member 1's big.
        order(2, 'K3.bsoe', [[1]], 10_00n),
      ]),
    ).toEqual([{ memberId: 1, category: 'LOTT', currency: 'CNY', hedged: 4_00n }]);
  });

  it('pairs dragon with tiger and a position’s big with its small, not other positions', () => {
    const hedged = hedgedStakes([
      order(3, 'SSC.dragon.tiger', [[0]], 5_00n),
      order(3, 'SSC.dragon.tiger', [[1]], 3_00n),
      // Big on the first position, small on the second: not opposite.
      order(3, 'SSC.position.bsoe', [[0], [1]], 4_00n),
    ]);
    expect(hedged).toEqual([{ memberId: 3, category: 'LOTT', currency: 'CNY', hedged: 6_00n }]);
  });

  it('leaves plays without two sides alone', () => {
    expect(hedgedStakes([order(4, 'K3.sum', [[3, 4, 5, 6, 7, 8, 9, 10, 11]], 18_00n)])).toEqual([]);
  });
});
