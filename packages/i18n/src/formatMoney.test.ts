import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMoney(10000, 'EN')).toBe('10,000.00');
    expect(formatMoney(1234567.5, 'EN')).toBe('1,234,567.50');
    expect(formatMoney(0.1, 'EN')).toBe('0.10');
  });

  it('rounds to cents', () => {
    expect(formatMoney(9.999, 'EN')).toBe('10.00');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-1500.25, 'EN')).toBe('-1,500.25');
  });

  it('uses the separators of the language', () => {
    expect(formatMoney(1234.5, 'PT-BR')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'VI')).toBe('1.234,50');
  });

  it('groups four-digit amounts even where the locale would not (Spanish)', () => {
    expect(formatMoney(1234.5, 'ES')).toBe('1.234,50');
  });
});
