import { describe, expect, it } from 'vitest';
import { amountProblem } from './amounts.ts';

describe('amountProblem', () => {
  it('asks for an amount', () => {
    expect(amountProblem(undefined, 'CNY')).toBe('empty');
    expect(amountProblem('', 'CNY')).toBe('empty');
  });

  it('takes the currency places at most, above zero, digits only', () => {
    expect(amountProblem('10.5', 'CNY')).toBeUndefined();
    expect(amountProblem('10.55', 'CNY')).toBeUndefined();
    expect(amountProblem('10.555', 'CNY')).toBe('format');
    expect(amountProblem('0', 'CNY')).toBe('format');
    expect(amountProblem('-5', 'CNY')).toBe('format');
    expect(amountProblem('1e3', 'CNY')).toBe('format');
    expect(amountProblem('12,00', 'CNY')).toBe('format');
  });

  it('takes whole dong only, and three places of dinar', () => {
    expect(amountProblem('500000', 'VND')).toBeUndefined();
    expect(amountProblem('500000.5', 'VND')).toBe('format');
    expect(amountProblem('1.125', 'KWD')).toBeUndefined();
    // The partly-received amount of a payout goes through this rule too (it once had a regex of
    // its own that took two places in every currency).
    expect(amountProblem('1.5', 'VND')).toBe('format');
    expect(amountProblem('1.250', 'KWD')).toBeUndefined();
    expect(amountProblem('1.2505', 'KWD')).toBe('format');
  });

  it('keeps within the limits, both ends included', () => {
    const limits = { min: '10.00', max: '50000.00' };
    expect(amountProblem('10', 'CNY', limits)).toBeUndefined();
    expect(amountProblem('50000', 'CNY', limits)).toBeUndefined();
    expect(amountProblem('9.99', 'CNY', limits)).toBe('range');
    expect(amountProblem('50000.01', 'CNY', limits)).toBe('range');
    expect(amountProblem('49999', 'VND', { min: '50000', max: '500000000' })).toBe('range');
  });

  it('refuses more than may leave now, after the limits', () => {
    const limits = { min: '100.00', max: '50000.00', available: '250.00' };
    expect(amountProblem('250', 'CNY', limits)).toBeUndefined();
    expect(amountProblem('250.01', 'CNY', limits)).toBe('over');
    expect(amountProblem('50', 'CNY', limits)).toBe('range');
  });
});
