import { describe, expect, it } from 'vitest';
import { transactionType } from './records.ts';

describe('the account record names each ledger kind', () => {
  it('as a transfer, bet, payout or bonus where it is one, never as an adjustment', () => {
    expect(
      [
        'wallet_transfer',
        'game_bet',
        'game_win',
        'lottery_bet',
        'lottery_settlement',
        'lottery_refund',
        'mission_reward',
        'deposit',
        'withdrawal_rejected',
      ].map(transactionType),
    ).toEqual([
      'transfer',
      'bet',
      'payout',
      'bet',
      'payout',
      'bet',
      'bonus',
      'deposit',
      'withdrawal',
    ]);
    expect(transactionType('opening_balance')).toBe('adjustment');
  });
});
