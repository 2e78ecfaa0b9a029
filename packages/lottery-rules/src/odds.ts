import { lottPrize, type PrizeTerms, prizePerHit, stakePrice } from './money.ts';
import type { JudgeContext, PlayDefinition } from './play.ts';

/** One prize of a play at its odds; `key` null: every prize of the play pays these odds. */
export interface PrizeOdds {
  readonly key: string | null;
  /** Decimal odds in hundredths, stake included, per point of stake (1.94x is 194). */
  readonly odds100: number;
}

/**
 * The prize keys a play can win under: `row:pick` for each pick, or its one prize (`win`;
 * such a play's probability and odds do not read the key).
 */
export function prizeKeysOf(play: PlayDefinition): string[] {
  if (!play.keyedByPick) return ['win'];
  return play.rows.flatMap((spec, rowIndex) =>
    Array.from({ length: spec.high - spec.low + 1 }, (_, i) => `${rowIndex}:${spec.low + i}`),
  );
}

/**
 * What a play pays under the member's terms, as a screen shows it: the decimal odds of one
 * hit of one stake (multiplier 1, the prize divided by the stake's price), rounded down to
 * hundredths. Elott reads the brand's overrides; Lott the series (ZY before its first-digit
 * cut); SEA the rules' fixed multipliers. Prizes that pay alike are one line (`key` null).
 */
export function oddsOf(play: PlayDefinition, terms: PrizeTerms, ctx: JudgeContext): PrizeOdds[] {
  const price = stakePrice(1, 1);
  const odds = prizeKeysOf(play).map((key) => ({
    key,
    odds100:
      terms.mode === 'LOTT' || terms.mode === 'ZY'
        ? Math.floor((lottPrize(play.probability(key, ctx), 1, terms.series) * 100) / price)
        : Math.floor((prizePerHit(play, key, 1, 1, terms, [], ctx) * 100) / price),
  }));
  const first = odds[0];
  if (first && odds.every((o) => o.odds100 === first.odds100)) {
    return [{ key: null, odds100: first.odds100 }];
  }
  return odds;
}
