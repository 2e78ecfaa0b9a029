import type { PrizeMode } from '@portal/contract';
import type { Rational } from './math.ts';
import type { JudgeContext, PlayDefinition } from './play.ts';
import type { DrawnValues } from './result.ts';

/**
 * Betting units by code, in hundredths of the betting unit "1" (a yuan): yuan 1, jiao 0.1,
 * fen 0.01. Every amount the engine returns is an integer count of these hundredths. In CNY at
 * its default stake base a hundredth is a fen, a minor unit; in another currency the brand's
 * stake base says what "1" is worth, and the server and portal turn the engine's amounts into
 * money with {@link toMoney} and its scale (`stakeScale` of @portal/contract; ours, issue 23).
 */
export const UNITS = { 1: 100, 2: 10, 3: 1 } as const;
export type UnitCode = keyof typeof UNITS;
export const UNIT_CODES: readonly UnitCode[] = [1, 2, 3];

/** The member's prize group: brand default 1800, at most 1960 (2000 would return 100%). */
export const DEFAULT_SERIES = 1800;
export const MAX_SERIES = 1960;
/** Ours: the largest multiplier an order may carry. */
export const MAX_MULTIPLIER = 10_000;
/** The prize cap per order by default: 400,000.00 in fen (brand config may change it). */
export const DEFAULT_PRIZE_CAP = 40_000_000;
/** Elott's default odds are `0.97 / p`, rounded down to two decimals. */
export const ELOTT_RETURN_PERCENT = 97;

/** What one stake costs at a unit and multiplier, before a play's cost points. */
export function stakePrice(unit: UnitCode, multiplier: number): number {
  return 2 * UNITS[unit] * multiplier;
}

/**
 * An engine amount (hundredths of the stake base) as money in the brand's minor units: the
 * amount times the brand's stake scale, in bigint (an order of 10,000 stakes at multiplier
 * 10,000 in a large scale passes a double's exact integers).
 */
export function toMoney(amount: number, scale: bigint): bigint {
  return BigInt(amount) * scale;
}

/**
 * The prize cap the engine settles an order under, from the order's cap in minor units:
 * `floor(cap / scale)`, so the prize it pays, times the scale, never passes the cap (a cap
 * that is not a multiple of the scale pays at most the multiple below it). Ours (issue 23).
 */
export function engineCap(cap: bigint, scale: bigint): number {
  return Number(cap / scale);
}

/** The prize terms of a member: prize mode, series (Lott, ZY) and Elott odds overrides. */
export interface PrizeTerms {
  readonly mode: PrizeMode;
  readonly series: number;
  /**
   * Elott odds in hundredths (1.94x is 194), keyed by `code:key` for one prize of a play
   * (`K3.sum:0:10`) or by the play's code for all of it.
   */
  readonly elottOdds?: Readonly<Record<string, number>>;
}

const floorDiv = (a: bigint, b: bigint): number => Number(a / b);

/** Elott's odds in hundredths for a prize key: the brand's override, else `floor(97 / p)`. */
export function elottOdds100(
  play: PlayDefinition,
  key: string,
  ctx: JudgeContext,
  overrides?: Readonly<Record<string, number>>,
): number {
  const override = overrides?.[`${play.code}:${key}`] ?? overrides?.[play.code];
  if (override !== undefined) return override;
  const p = play.probability(key, ctx);
  return floorDiv(BigInt(ELOTT_RETURN_PERCENT) * BigInt(p.den), BigInt(p.num));
}

/** ZY pays 100% of the Lott prize, 90% when the drawn first digit is 9, 75% when it is 6. */
export function zyPercent(values: DrawnValues): number {
  return values[0] === 9 ? 90 : values[0] === 6 ? 75 : 100;
}

/**
 * Lott's prize of one winning stake at multiplier 1: `2 x unit x series / (2000 x p)`,
 * scaled by `percent` / 100 (ZY), rounded down to the minor unit once.
 */
export function lottPrize(p: Rational, unit: UnitCode, series: number, percent = 100): number {
  return floorDiv(
    2n * BigInt(UNITS[unit]) * BigInt(series) * BigInt(p.den) * BigInt(percent),
    2000n * BigInt(p.num) * 100n,
  );
}

/**
 * The prize of one hit of a winning stake under the member's terms, in minor units.
 * Rounded down per stake at multiplier 1, then multiplied: a multiplier of M is M equal bets.
 * Every mode's prize includes the stake (a return, not a profit).
 */
export function prizePerHit(
  play: PlayDefinition,
  key: string,
  unit: UnitCode,
  multiplier: number,
  terms: PrizeTerms,
  values: DrawnValues,
  ctx: JudgeContext,
): number {
  const unitPrice = 2n * BigInt(UNITS[unit]);
  switch (terms.mode) {
    case 'LOTT':
      return lottPrize(play.probability(key, ctx), unit, terms.series) * multiplier;
    case 'ZY':
      return (
        lottPrize(play.probability(key, ctx), unit, terms.series, zyPercent(values)) * multiplier
      );
    case 'ELOTT':
      return (
        floorDiv(unitPrice * BigInt(elottOdds100(play, key, ctx, terms.elottOdds)), 100n) *
        multiplier
      );
    case 'SEA':
      return floorDiv(unitPrice * BigInt(play.odds100 ?? 0), 100n) * multiplier;
  }
}
