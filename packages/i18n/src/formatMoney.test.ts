import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators for yuan', () => {
    expect(formatMoney(10000, 'CNY', 'EN')).toBe('10,000.00');
    expect(formatMoney(1234567.5, 'CNY', 'EN')).toBe('1,234,567.50');
    expect(formatMoney(0.1, 'CNY', 'EN')).toBe('0.10');
  });

  it('shows whole dong, won and yen, and three places for dinar', () => {
    expect(formatMoney(500000, 'VND', 'VI')).toBe('500.000');
    expect(formatMoney('500000', 'VND', 'EN')).toBe('500,000');
    expect(formatMoney(500_000n, 'KRW', 'EN')).toBe('500,000');
    expect(formatMoney(1250n, 'KWD', 'EN')).toBe('1.250');
  });

  it('rounds a computed number to the currency places', () => {
    expect(formatMoney(9.999, 'CNY', 'EN')).toBe('10.00');
    expect(formatMoney(10.5, 'VND', 'EN')).toBe('11');
    expect(formatMoney('1234.56', 'JPY', 'EN')).toBe('1,235');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-1500.25, 'CNY', 'EN')).toBe('-1,500.25');
    expect(formatMoney('-1500.25', 'PHP', 'EN')).toBe('-1,500.25');
  });

  it('uses the separators of the language', () => {
    expect(formatMoney(1234.5, 'CNY', 'PT-BR')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'CNY', 'VI')).toBe('1.234,50');
  });

  it('groups four-digit amounts even where the locale would not (Spanish)', () => {
    expect(formatMoney(1234.5, 'CNY', 'ES')).toBe('1.234,50');
    expect(formatMoney(1234, 'VND', 'ES')).toBe('1.234');
  });
});
