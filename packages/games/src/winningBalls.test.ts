import { describe, expect, it } from 'vitest';
import { winningBalls } from './PopularLotteryCard.tsx';

describe('winningBalls', () => {
  it('splits comma groups on commas, keeping two-digit balls whole', () => {
    expect(winningBalls({ gameGroupCode: 'PK10', previousWinningNumber: '10,02,07' })).toEqual([
      '10',
      '02',
      '07',
    ]);
  });

  it('splits digit groups per character', () => {
    expect(winningBalls({ gameGroupCode: 'SSC', previousWinningNumber: '40514' })).toEqual([
      '4',
      '0',
      '5',
      '1',
      '4',
    ]);
    expect(winningBalls({ gameGroupCode: 'K3', previousWinningNumber: '3,5,6' })).toEqual([
      '3',
      '5',
      '6',
    ]);
  });

  it('has no balls before the first draw', () => {
    expect(winningBalls({ gameGroupCode: 'LHC', previousWinningNumber: '' })).toEqual([]);
  });
});
