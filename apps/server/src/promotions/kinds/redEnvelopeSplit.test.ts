import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cryptoRandomBelow,
  smallestEnvelope,
  splitProblem,
  splitRedEnvelopes,
} from './redEnvelopeSplit.ts';

/** Checks a split against the rules: the pool exactly, each >= least, each <= 2 x remaining average. */
const expectWithinRules = (pool: bigint, shares: bigint[], least: bigint) => {
  expect(shares.reduce((a, b) => a + b, 0n)).toBe(pool);
  let remaining = pool;
  shares.forEach((share, i) => {
    const left = BigInt(shares.length - i);
    expect(share >= least).toBe(true);
    // at most twice the remaining average: share x left <= 2 x remaining (exact, no division)
    expect(share * left <= 2n * remaining).toBe(true);
    remaining -= share;
  });
};

describe('the red envelope split', () => {
  it('has 0.01 as its least envelope, one unit where the currency has no cents', () => {
    expect(smallestEnvelope('CNY')).toBe(1n);
    expect(smallestEnvelope('VND')).toBe(1n);
    expect(smallestEnvelope('KWD')).toBe(10n);
  });

  it('pays exactly the pool with every envelope within the bounds, for any pool and count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CNY', 'VND', 'KWD'),
        fc.integer({ min: 1, max: 300 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (currency, count, extra) => {
          const least = smallestEnvelope(currency);
          const pool = least * BigInt(count) + extra;
          expectWithinRules(pool, splitRedEnvelopes(pool, count, currency), least);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds the bounds when the randomness always picks an extreme', () => {
    for (const pick of [(_n: bigint) => 0n, (n: bigint) => n - 1n]) {
      const shares = splitRedEnvelopes(1_000n, 7, 'CNY', pick);
      expectWithinRules(1_000n, shares, 1n);
    }
  });

  it('gives every envelope the least when the pool is just enough', () => {
    expect(splitRedEnvelopes(50n, 5, 'KWD')).toEqual([10n, 10n, 10n, 10n, 10n]);
  });

  it('refuses a pool smaller than the least per envelope, and a bad count', () => {
    expect(splitProblem(4n, 5, 'CNY')).toBe('pool-too-small');
    expect(splitProblem(49n, 5, 'KWD')).toBe('pool-too-small');
    expect(splitProblem(100n, 0, 'CNY')).toBe('count');
    expect(() => splitRedEnvelopes(4n, 5, 'CNY')).toThrow(RangeError);
  });

  it("keeps a promotion's own least and most share, with the rules' bounds, for any pool between", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.bigInt({ min: 1n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<((n: bigint) => bigint) | undefined>(
          undefined,
          () => 0n,
          (n) => n - 1n,
        ),
        (count, least, spread, at, pick) => {
          const most = least + spread;
          const n = BigInt(count);
          // Any pool from every envelope at the least to every one at the most.
          const pool = least * n + ((most - least) * n * BigInt(Math.round(at * 1000))) / 1000n;
          const shares = splitRedEnvelopes(pool, count, 'CNY', pick, { least, most });
          expectWithinRules(pool, shares, least);
          for (const share of shares) expect(share <= most).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses bounds no split can keep', () => {
    expect(splitProblem(499n, 5, 'CNY', { least: 100n })).toBe('pool-too-small');
    expect(splitProblem(501n, 5, 'CNY', { most: 100n })).toBe('pool-too-large');
    expect(splitProblem(500n, 5, 'CNY', { least: 101n, most: 100n })).toBe('bounds');
    expect(splitRedEnvelopes(500n, 5, 'CNY', undefined, { most: 100n })).toEqual([
      100n,
      100n,
      100n,
      100n,
      100n,
    ]);
  });

  it('draws uniformly below any bound, beyond 2^53', () => {
    const n = 2n ** 70n + 3n;
    for (let i = 0; i < 200; i++) {
      const value = cryptoRandomBelow(n);
      expect(value >= 0n && value < n).toBe(true);
    }
    const counts = new Map<bigint, number>();
    for (let i = 0; i < 3000; i++) {
      const value = cryptoRandomBelow(3n);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0n, 1n, 2n]);
    for (const c of counts.values()) expect(c).toBeGreaterThan(850);
  });
});
