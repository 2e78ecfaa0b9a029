import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../catalogueError.ts';
import { brandMinor, minorOf, moneyOf, positiveMinor, vendorNumber } from './money.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CatalogueError ? error.code : 'not a catalogue error';
  }
  return 'accepted';
};

describe("the server's money in the brand's currency", () => {
  it('reads request amounts in the currency places, refusing more with the catalogue code', () => {
    expect(minorOf('500000', 'VND')).toBe(500_000n);
    expect(minorOf('12.5', 'CNY')).toBe(1250n);
    expect(minorOf('-12.5', 'CNY')).toBe(-1250n);
    expect(minorOf('1.125', 'KWD')).toBe(1125n);
    expect(refusal(() => minorOf('10.5', 'VND'))).toBe('wallet.amount.invalid');
    expect(refusal(() => minorOf('1.005', 'CNY'))).toBe('wallet.amount.invalid');
    expect(refusal(() => positiveMinor('0', 'VND'))).toBe('wallet.amount.invalid');
    expect(refusal(() => positiveMinor('-1', 'CNY'))).toBe('wallet.amount.invalid');
  });

  it('writes minor units as the wire string with exactly the currency places', () => {
    expect(moneyOf(500_000n, 'VND')).toBe('500000');
    expect(moneyOf('123450', 'CNY')).toBe('1234.50');
    expect(moneyOf(-5n, 'PHP')).toBe('-0.05');
    expect(moneyOf(1250n, 'KWD')).toBe('1.250');
  });

  it('reads brand config amounts (major units) without float multiplication', () => {
    expect(brandMinor(0.29, 'CNY')).toBe(29n);
    expect(brandMinor(50_000, 'VND')).toBe(50_000n);
    expect(brandMinor(400_000, 'PHP')).toBe(40_000_000n);
    expect(() => brandMinor(10.5, 'VND')).toThrow(RangeError);
  });

  it('gives the demo game vendor its own protocol numbers in major units', () => {
    expect(vendorNumber(500_000n, 'VND')).toBe(500_000);
    expect(vendorNumber(1999n, 'CNY')).toBe(19.99);
    expect(vendorNumber(-500n, 'KWD')).toBe(-0.5);
  });
});
