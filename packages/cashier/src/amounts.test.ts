import { describe, expect, it } from 'vitest';
import { amountProblem } from './amounts.ts';

describe('amountProblem', () => {
  it('asks for an amount', () => {
    expect(amountProblem(undefined)).toBe('empty');
    expect(amountProblem('')).toBe('empty');
  });

  it('takes at most two decimals, above zero, digits only', () => {
    expect(amountProblem('10.5')).toBeUndefined();
    expect(amountProblem('10.55')).toBeUndefined();
    expect(amountProblem('10.555')).toBe('format');
    expect(amountProblem('0')).toBe('format');
    expect(amountProblem('-5')).toBe('format');
    expect(amountProblem('1e3')).toBe('format');
    expect(amountProblem('12,00')).toBe('format');
  });

  it('keeps within the limits, both ends included', () => {
    const limits = { min: '10.00', max: '50000.00' };
    expect(amountProblem('10', limits)).toBeUndefined();
    expect(amountProblem('50000', limits)).toBeUndefined();
    expect(amountProblem('9.99', limits)).toBe('range');
    expect(amountProblem('50000.01', limits)).toBe('range');
  });

  it('refuses more than may leave now, after the limits', () => {
    const limits = { min: '100.00', max: '50000.00', available: '250.00' };
    expect(amountProblem('250', limits)).toBeUndefined();
    expect(amountProblem('250.01', limits)).toBe('over');
    expect(amountProblem('50', limits)).toBe('range');
  });
});
