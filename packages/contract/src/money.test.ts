import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountExample,
  amountValidator,
  formatMoney,
  majorNumberToMinor,
  minorDigits,
  parseMoney,
  toMajorNumber,
  toMinor,
  toWire,
} from './money.ts';
import { moneyIn, wireMoney } from './moneySchemas.ts';

const CURRENCIES = ['VND', 'KRW', 'JPY', 'CNY', 'PHP', 'THB', 'USD', 'KWD', 'BHD', 'OMR'];

describe('minorDigits', () => {
  it('follows ISO 4217: none for VND, KRW, JPY; two for CNY, PHP, THB, USD; three for KWD, BHD, OMR', () => {
    expect(['VND', 'KRW', 'JPY'].map(minorDigits)).toEqual([0, 0, 0]);
    expect(['CNY', 'PHP', 'THB', 'USD', 'EUR'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD', 'OMR'].map(minorDigits)).toEqual([3, 3, 3]);
  });
});

describe('parseMoney', () => {
  it('reads major units into minor units of the currency', () => {
    expect(parseMoney('500000', 'VND')).toEqual({ ok: true, minor: 500_000n });
    expect(parseMoney('12.5', 'CNY')).toEqual({ ok: true, minor: 1250n });
    expect(parseMoney('1234.56', 'PHP')).toEqual({ ok: true, minor: 123_456n });
    expect(parseMoney('1.25', 'KWD')).toEqual({ ok: true, minor: 1250n });
    expect(parseMoney('0.001', 'KWD')).toEqual({ ok: true, minor: 1n });
  });

  it('refuses more places than the currency has', () => {
    expect(parseMoney('10.50', 'VND')).toEqual({ ok: false, problem: 'places' });
    expect(parseMoney('10.5', 'JPY')).toEqual({ ok: false, problem: 'places' });
    expect(parseMoney('1.005', 'CNY')).toEqual({ ok: false, problem: 'places' });
    expect(parseMoney('1.0005', 'KWD')).toEqual({ ok: false, problem: 'places' });
  });

  it('refuses a negative unless signed amounts are allowed', () => {
    expect(parseMoney('-5', 'CNY')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney('-5', 'CNY', { signed: true })).toEqual({ ok: true, minor: -500n });
  });

  it('refuses what is not a plain decimal', () => {
    for (const text of ['', '.5', '5.', '1,000', '1e3', ' 5', '+5', '0x10', 'NaN', '١٢']) {
      expect(parseMoney(text, 'CNY'), text).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('refuses more than 15 digits before the point in any currency', () => {
    expect(parseMoney('999999999999999', 'VND')).toEqual({ ok: true, minor: 999_999_999_999_999n });
    expect(parseMoney('999999999999999.999', 'KWD')).toEqual({
      ok: true,
      minor: 999_999_999_999_999_999n,
    });
    expect(parseMoney('1000000000000000', 'VND')).toEqual({ ok: false, problem: 'range' });
    expect(parseMoney('9'.repeat(100_000), 'CNY')).toEqual({ ok: false, problem: 'range' });
  });
});

describe('toWire', () => {
  it('writes exactly the currency places', () => {
    expect(toWire(500_000n, 'VND')).toBe('500000');
    expect(toWire(123_450n, 'CNY')).toBe('1234.50');
    expect(toWire(5n, 'CNY')).toBe('0.05');
    expect(toWire(-5n, 'CNY')).toBe('-0.05');
    expect(toWire(1250n, 'KWD')).toBe('1.250');
    expect(toWire(0n, 'JPY')).toBe('0');
  });

  it('round-trips with parsing for every currency (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        (currency, minor) => {
          const wire = toWire(minor, currency);
          expect(toMinor(wire, currency)).toBe(minor);
          const places = minorDigits(currency);
          expect(wire.split('.')[1]?.length ?? 0).toBe(places);
        },
      ),
    );
  });
});

describe('majorNumberToMinor', () => {
  it('reads a brand config number by its decimal spelling, without float multiplication', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(majorNumberToMinor(0.29, 'CNY')).toEqual({ ok: true, minor: 29n });
    expect(majorNumberToMinor(50_000, 'VND')).toEqual({ ok: true, minor: 50_000n });
    expect(majorNumberToMinor(10.5, 'VND')).toEqual({ ok: false, problem: 'places' });
    expect(majorNumberToMinor(1e21, 'VND')).toEqual({ ok: false, problem: 'format' });
    expect(majorNumberToMinor(Number.NaN, 'CNY')).toEqual({ ok: false, problem: 'format' });
  });
});

describe('toMajorNumber', () => {
  it('gives the double JSON.parse would read from the wire text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (currency, minor) => {
          expect(toMajorNumber(minor, currency)).toBe(JSON.parse(toWire(minor, currency)));
        },
      ),
    );
    expect(toMajorNumber(1999n, 'CNY')).toBe(19.99);
  });
});

describe('formatMoney', () => {
  it('shows whole dong with grouping and no decimals', () => {
    expect(formatMoney(500_000n, 'VND', 'vi-VN')).toBe('500.000');
    expect(formatMoney('500000', 'VND', 'en-US')).toBe('500,000');
  });

  it('shows the currency places in the language style', () => {
    expect(formatMoney(123_450n, 'CNY', 'en-US')).toBe('1,234.50');
    expect(formatMoney('1234.5', 'CNY', 'de-DE')).toBe('1.234,50');
    expect(formatMoney(1250n, 'KWD', 'en-US')).toBe('1.250');
    expect(formatMoney(-5n, 'CNY', 'en-US')).toBe('-0.05');
    // Spanish groups four-digit numbers only when told to.
    expect(formatMoney(1000n, 'JPY', 'es-ES')).toBe('1.000');
  });

  it('keeps every digit of amounts a double cannot hold', () => {
    expect(formatMoney(999_999_999_999_999_99n, 'CNY', 'en-US')).toBe('999,999,999,999,999.99');
  });

  it('prints the same digits as the wire string (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
        (currency, minor) => {
          const shown = formatMoney(minor, currency, 'en-US').replaceAll(',', '');
          expect(shown).toBe(toWire(minor, currency));
        },
      ),
    );
  });
});

describe('amountValidator', () => {
  it('says what is wrong with a typed amount, limits in minor units', () => {
    const vnd = amountValidator('VND', { min: 50_000n, max: 500_000_000n });
    expect(vnd('500000')).toBeUndefined();
    expect(vnd('')).toBe('required');
    expect(vnd('10.50')).toBe('places');
    expect(vnd('10000')).toBe('min');
    expect(vnd('500000001')).toBe('max');
    expect(vnd('-1')).toBe('negative');
    expect(vnd('abc')).toBe('format');
    expect(amountValidator('CNY')('10.50')).toBeUndefined();
  });
});

describe('schemas', () => {
  it('moneyIn takes only amounts of its currency', () => {
    expect(v.is(moneyIn('VND'), '500000')).toBe(true);
    expect(v.is(moneyIn('VND'), '500000.5')).toBe(false);
    expect(v.is(moneyIn('CNY'), '-1')).toBe(false);
    expect(v.is(moneyIn('CNY', { signed: true }), '-1')).toBe(true);
    expect(v.is(moneyIn('CNY'), 12)).toBe(false);
  });

  it('wireMoney takes any currency places up to three, and a sign', () => {
    expect(v.is(wireMoney, '1.250')).toBe(true);
    expect(v.is(wireMoney, '-12.5')).toBe(true);
    expect(v.is(wireMoney, '1.2500')).toBe(false);
    expect(v.is(wireMoney, '1e5')).toBe(false);
  });
});

describe('amountExample', () => {
  it('writes an example the currency accepts, in its places', () => {
    expect(amountExample('VND')).toBe('100000');
    expect(amountExample('CNY')).toBe('100.50');
    expect(amountExample('KWD')).toBe('100.500');
    for (const currency of CURRENCIES) {
      expect(parseMoney(amountExample(currency), currency).ok).toBe(true);
    }
  });
});
