import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calls } from '../catalogue.ts';
import { lotteryBetSchema, MAX_PICKS_PER_BET, MAX_PICKS_PER_ROW } from './lottery.ts';

const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);
const bet = (selection: number[][]) => ({
  play: 'SEA.top3.straight',
  selection,
  unit: 1,
  multiplier: 1,
});

describe('a lottery bet’s selection', () => {
  it('takes a 3-digit play’s row of 300 numbers, and every number 000-999', () => {
    expect(v.safeParse(lotteryBetSchema, bet([numbers(300)])).success).toBe(true);
    expect(v.safeParse(lotteryBetSchema, bet([numbers(MAX_PICKS_PER_ROW)])).success).toBe(true);
    // A slip of such bets is a placing request the server reads.
    const slip = { gameId: 7, numero: '20261121', bets: [bet([numbers(300)])] };
    expect(v.safeParse(calls.placeLotteryOrder.request, slip).success).toBe(true);
  });

  it('refuses a row past the largest any play takes, and rows that together pass it', () => {
    expect(v.safeParse(lotteryBetSchema, bet([numbers(MAX_PICKS_PER_ROW + 1)])).success).toBe(
      false,
    );
    const split = [numbers(600), numbers(MAX_PICKS_PER_BET - 600 + 1)];
    expect(v.safeParse(lotteryBetSchema, bet(split)).success).toBe(false);
    expect(v.safeParse(lotteryBetSchema, bet([numbers(600), numbers(400)])).success).toBe(true);
  });
});

describe('a numero', () => {
  const slip = (numero: string) => ({ gameId: 7, numero, bets: [bet([[1], [2], [3]])] });
  const takes = (numero: string) =>
    v.safeParse(calls.placeLotteryOrder.request, slip(numero)).success;

  it('is a day, or a day and its draw: four digits, five past the day’s 9999th draw', () => {
    expect(takes('20261121')).toBe(true);
    expect(takes('20261121-0042')).toBe(true);
    // A game drawn every 4 seconds has 21,600 draws a day.
    expect(takes('20261124-11535')).toBe(true);
  });

  it('is nothing else', () => {
    for (const numero of ['2026112', '20261121-042', '20261121-123456', '20261121-', 'x']) {
      expect(takes(numero), numero).toBe(false);
    }
  });
});
