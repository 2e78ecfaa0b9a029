import { describe, expect, it } from 'vitest';
import { defaultStakeBase, parseStakeBase, stakeBaseRule, stakeScale } from './stakeBase.ts';

describe('stakeScale', () => {
  it('defaults to one major unit where the currency has minor units: CNY 1, KWD 10', () => {
    expect([stakeScale('CNY'), stakeScale('USD'), stakeScale('KWD')]).toEqual([1n, 1n, 10n]);
    expect([defaultStakeBase('CNY'), defaultStakeBase('KWD')]).toEqual(['1.00', '1.000']);
  });

  it('defaults to 1,000 without minor units (VND, KRW: scale 10), JPY to 100 (scale 1)', () => {
    expect([stakeScale('VND'), stakeScale('KRW'), stakeScale('JPY')]).toEqual([10n, 10n, 1n]);
    expect(['VND', 'KRW', 'JPY'].map(defaultStakeBase)).toEqual(['1000', '1000', '100']);
  });

  it('is the base in minor units over 100 when the brand names one', () => {
    expect(stakeScale('VND', '1000')).toBe(10n);
    expect(stakeScale('VND', '5000')).toBe(50n);
    expect(stakeScale('VND', '100')).toBe(1n);
    expect(stakeScale('CNY', '10')).toBe(10n);
    expect(stakeScale('CNY', '2.00')).toBe(2n);
    expect(stakeScale('KWD', '0.100')).toBe(1n);
  });

  it('throws on a base the brand schema refuses', () => {
    expect(() => stakeScale('VND', '150')).toThrow(RangeError);
  });
});

describe('parseStakeBase', () => {
  it('refuses a base whose minor amount is not a multiple of 100: fen would not be whole', () => {
    expect(parseStakeBase('150', 'VND')).toEqual({ ok: false, problem: 'step' });
    expect(parseStakeBase('50', 'VND')).toEqual({ ok: false, problem: 'step' });
    expect(parseStakeBase('0.50', 'CNY')).toEqual({ ok: false, problem: 'step' });
    expect(parseStakeBase('1.050', 'KWD')).toEqual({ ok: false, problem: 'step' });
  });

  it('refuses zero, a sign, places the currency lacks and a base past the largest scale', () => {
    expect(parseStakeBase('0', 'VND')).toEqual({ ok: false, problem: 'zero' });
    expect(parseStakeBase('-1000', 'VND')).toEqual({ ok: false, problem: 'negative' });
    expect(parseStakeBase('1000.5', 'VND')).toEqual({ ok: false, problem: 'places' });
    expect(parseStakeBase('1,000', 'VND')).toEqual({ ok: false, problem: 'format' });
    expect(parseStakeBase('100000000', 'VND')).toMatchObject({ ok: true, scale: 1_000_000n });
    expect(parseStakeBase('100000100', 'VND')).toEqual({ ok: false, problem: 'range' });
  });

  it('gives minor units and scale together', () => {
    expect(parseStakeBase('1000', 'VND')).toEqual({ ok: true, minor: 1000n, scale: 10n });
    expect(parseStakeBase(undefined, 'KWD')).toEqual({ ok: true, minor: 1000n, scale: 10n });
  });
});

describe('stakeBaseRule', () => {
  it('names the currency, the step in its places and an example that passes', () => {
    expect(stakeBaseRule('VND')).toContain('a whole multiple of 100 (like "1000")');
    expect(stakeBaseRule('CNY')).toContain('a whole multiple of 1.00 (like "1.00")');
    expect(stakeBaseRule('KWD')).toContain('a whole multiple of 0.100 (like "1.000")');
  });
});
