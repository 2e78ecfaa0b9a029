import { DRAW_SHAPES, isDrawGroup, parseResult } from '@portal/lottery-rules';

/** One place of the draw: for each value, how often it came and how many draws ago it last did. */
export interface TrendPlace {
  /** The place in the draw, from 1. */
  readonly place: number;
  /** `hits[i]`: the draws in which value `low + i` came at this place. */
  readonly hits: readonly number[];
  /** `missed[i]`: draws since value `low + i` last came here (newest first); `draws` if never. */
  readonly missed: readonly number[];
}

export interface DigitTrend {
  readonly low: number;
  readonly high: number;
  /** How many results were read (unreadable ones are left out). */
  readonly draws: number;
  readonly places: readonly TrendPlace[];
}

/** The widest value range a trend table shows (11X5's 11 numbers; a Mark Six's 49 is not one). */
const MAX_VALUES = 11;

/**
 * The trend of a game's latest results, newest first: per place of the draw, each value's hits
 * and misses, as lottery sites draw their "走势" tables. Groups whose values do not fit a row
 * (Mark Six, VN and SEA prizes) have none: undefined.
 */
export const digitTrend = (
  drawGroup: string,
  winNos: readonly string[],
): DigitTrend | undefined => {
  if (!isDrawGroup(drawGroup)) return undefined;
  const shape = DRAW_SHAPES[drawGroup];
  const [low, high] =
    shape.kind === 'digits' ? [0, 9] : shape.kind === 'dice' ? [1, 6] : [1, shape.pool];
  if (high - low + 1 > MAX_VALUES || drawGroup === 'VN' || drawGroup === 'SEA') return undefined;
  const results = winNos
    .map((winNo) => parseResult(drawGroup, winNo))
    .flatMap((parsed) => (parsed.ok ? [parsed.values] : []));
  const width = high - low + 1;
  const places = Array.from({ length: shape.count }, (_, place) => {
    const hits = new Array<number>(width).fill(0);
    const missed = new Array<number>(width).fill(results.length);
    results.forEach((values, age) => {
      const value = values[place];
      if (value === undefined) return;
      const i = value - low;
      hits[i] = (hits[i] ?? 0) + 1;
      if (missed[i] === results.length) missed[i] = age;
    });
    return { place: place + 1, hits, missed };
  });
  return { low, high, draws: results.length, places };
};
