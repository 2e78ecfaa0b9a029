import { describe, expect, it } from 'vitest';
import { type BetRow, betRecordOf } from './records.ts';

// The member's own record page and a team's walk show a bet through one rule (betRecordOf);
// these pin that rule so the two cannot drift apart again.
const row = (over: Partial<BetRow>): BetRow => ({
  bet_id: 'T-1',
  game_type: 'SLOT',
  vassalage: 'DEMO',
  game_name: 'Lucky 7',
  bet_amount: '1000',
  win_amount: null,
  staked: '1000',
  won: '0',
  state: 'pending',
  created_at: new Date('2026-11-28T10:00:00Z'),
  closed_at: null,
  ...over,
});

describe('a bet as the records show it', () => {
  it('has no win and no profit while it is pending', () => {
    expect(betRecordOf(row({ win_amount: '500' }), 'CNY')).toMatchObject({
      betAmount: '10.00',
      winAmount: null,
      profit: null,
      status: 'pending',
      settledAt: null,
    });
  });

  it('shows the profit of what counted, won less staked, in the brand currency', () => {
    const won = betRecordOf(
      row({
        state: 'won',
        win_amount: '2500',
        won: '2500',
        closed_at: '2026-11-28T10:05:00Z',
      }),
      'CNY',
    );
    expect(won).toMatchObject({
      winAmount: '25.00',
      profit: '15.00',
      betAt: '2026-11-28T10:00:00.000Z',
      settledAt: '2026-11-28T10:05:00.000Z',
    });
    // A refunded bet counted neither stake nor win: no profit, whatever it staked.
    expect(
      betRecordOf(row({ state: 'refunded', staked: '0', win_amount: '0' }), 'VND'),
    ).toMatchObject({ betAmount: '1000', winAmount: '0', profit: '0' });
  });

  it('names an unknown game type as RNG', () => {
    expect(betRecordOf(row({ game_type: 'NEW_KIND' }), 'CNY').category).toBe('RNG');
  });
});
