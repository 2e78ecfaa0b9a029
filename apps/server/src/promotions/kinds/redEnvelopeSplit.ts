import { randomInt } from 'node:crypto';
import { minorDigits } from '@portal/contract';

/**
 * The red envelope's split (promotions-rules.md kind 5): a pool cut into N envelopes when the
 * promotion opens, each at least 0.01 of the currency's major unit (one unit where the currency
 * has fewer than two places: VND, KRW have no minor unit) and at most twice the average of what
 * remains when it is cut, the last taking the rest; a promotion may raise the least and cap the
 * most (its terms' `minShare`, `maxShare`). Cutting everything up front (ours: the rules
 * say "when it opens") makes popping a single row claim, so N pops pay exactly the pool.
 */

/** The smallest envelope in minor units: 0.01, or one unit where 0.01 is below the smallest. */
export const smallestEnvelope = (currency: string): bigint => {
  const digits = minorDigits(currency);
  return digits <= 2 ? 1n : 10n ** BigInt(digits - 2);
};

/** A uniform integer in [0, n) for n >= 1; tests pass a seeded one. */
export type RandomBelow = (n: bigint) => bigint;

/** The platform's CSPRNG over any bigint range, by 32-bit limbs (randomInt spans less than 2^48) and rejection (no bias). */
export const cryptoRandomBelow: RandomBelow = (n) => {
  if (n <= 0n) throw new RangeError('n must be positive');
  const limb = 2n ** 32n;
  let bound = 1n;
  let limbs = 0;
  while (bound < n) {
    bound *= limb;
    limbs += 1;
  }
  if (limbs === 0) return 0n;
  const limit = (bound / n) * n;
  for (;;) {
    let value = 0n;
    for (let i = 0; i < limbs; i++) value = value * limb + BigInt(randomInt(0, 2 ** 32));
    if (value < limit) return value % n;
  }
};

/**
 * A promotion's own bounds on a share, in minor units (terms `minShare`, `maxShare`): the
 * least is never below the currency's smallest envelope.
 */
export interface ShareBounds {
  least?: bigint;
  most?: bigint;
}

/** Why a pool cannot be split into `count` envelopes within the bounds, or undefined when it can. */
export const splitProblem = (
  pool: bigint,
  count: number,
  currency: string,
  bounds: ShareBounds = {},
): 'count' | 'pool-too-small' | 'pool-too-large' | 'bounds' | undefined => {
  if (!Number.isSafeInteger(count) || count < 1 || count > 100_000) return 'count';
  const least = leastOf(currency, bounds);
  if (bounds.most !== undefined && bounds.most < least) return 'bounds';
  if (pool < least * BigInt(count)) return 'pool-too-small';
  if (bounds.most !== undefined && pool > bounds.most * BigInt(count)) return 'pool-too-large';
  return undefined;
};

const leastOf = (currency: string, bounds: ShareBounds): bigint => {
  const smallest = smallestEnvelope(currency);
  return bounds.least !== undefined && bounds.least > smallest ? bounds.least : smallest;
};

/**
 * Cuts `pool` (minor units) into `count` envelopes: envelope i is uniform in
 * [max(least, remaining - most x (left - 1)), min(most, 2 x remaining / left,
 * remaining - least x (left - 1))], so every envelope keeps the bounds and the ones after it
 * can still keep theirs (while least x left <= remaining <= most x left, that range is never
 * empty: both ends straddle the remaining average). Their sum is the pool exactly.
 */
export const splitRedEnvelopes = (
  pool: bigint,
  count: number,
  currency: string,
  randomBelow: RandomBelow = cryptoRandomBelow,
  bounds: ShareBounds = {},
): bigint[] => {
  const problem = splitProblem(pool, count, currency, bounds);
  if (problem) throw new RangeError(problem);
  const least = leastOf(currency, bounds);
  const shares: bigint[] = [];
  let remaining = pool;
  for (let left = BigInt(count); left > 1n; left--) {
    let most = (2n * remaining) / left;
    const leaveForOthers = remaining - least * (left - 1n);
    if (leaveForOthers < most) most = leaveForOthers;
    if (bounds.most !== undefined && bounds.most < most) most = bounds.most;
    let low = least;
    if (bounds.most !== undefined) {
      const othersAtMost = remaining - bounds.most * (left - 1n);
      if (othersAtMost > low) low = othersAtMost;
    }
    const share = most <= low ? low : low + randomBelow(most - low + 1n);
    shares.push(share);
    remaining -= share;
  }
  shares.push(remaining);
  return shares;
};
