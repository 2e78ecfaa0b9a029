import type { PrizeMode } from '@portal/contract';
import type { DrawGroup } from './groups.ts';
import { choose, type Rational, ratio } from './math.ts';
import type { DrawnValues } from './result.ts';

/**
 * A selection: one list of picks per row of the play (a position, a place, or the single
 * row of "pick numbers"). Options that are not numbers (big/small/odd/even, colours, the
 * zodiac, dragon/tiger) are picked by their index in the option set's list.
 */
export type Selection = readonly (readonly number[])[];

/** What a row's values mean, so a screen can draw and name them. */
export type OptionSet =
  | 'digit'
  | 'die'
  | 'ball'
  | 'car'
  | 'sum'
  | 'twoDigits'
  | 'threeDigits'
  | 'bsoe'
  | 'combo'
  | 'dragonTiger'
  | 'colour'
  | 'zodiac'
  | 'extreme'
  | 'all';

/** Big, small, odd, even: the order of the `bsoe` option set. */
export const BSOE = ['big', 'small', 'odd', 'even'] as const;
/** The PC28 combinations: the order of the `combo` option set. */
export const COMBOS = ['bigOdd', 'bigEven', 'smallOdd', 'smallEven'] as const;
/** Dragon, tiger: the order of the `dragonTiger` option set. */
export const DRAGON_TIGER = ['dragon', 'tiger'] as const;
/** PC28 extremes: small 0-5, big 22-27 (the order of the `extreme` option set). */
export const EXTREMES = ['extremeSmall', 'extremeBig'] as const;

/** A row's name: the single row, a digit position (1 = first), a PK10 place, a K3 pair or die. */
export type RowLabel = 'pick' | 'pair' | 'single' | `position.${number}` | `place.${number}`;

export interface RowSpec {
  readonly label: RowLabel;
  readonly options: OptionSet;
  /** The lowest and highest value a pick may take. */
  readonly low: number;
  readonly high: number;
  readonly minPicks: number;
  readonly maxPicks: number;
}

/** Whatever a judgement needs beyond the result: the zodiac of the draw's lunar year. */
export interface JudgeContext {
  /** Index into ZODIAC_ANIMALS of the lunar year the draw falls in. */
  readonly yearAnimal: number;
}

/**
 * How a selection fared: per prize key, how many stake-hits won (a VN `lo2` stake wins once per
 * matching prize), and how many stakes tied (refunded).
 */
export interface Judgement {
  readonly wins: readonly { readonly key: string; readonly hits: number }[];
  readonly ties: number;
}

export interface PlayDefinition {
  /** `GROUP.play`, as the rules name it. */
  readonly code: string;
  readonly group: DrawGroup;
  readonly rows: readonly RowSpec[];
  /** At least this many picks over all rows (for plays whose rows may be left empty). */
  readonly minTotalPicks: number;
  readonly modes: readonly PrizeMode[];
  /** Stake prices a stake costs: 1, except VN `lo2` (27) and `de.head.tail` (5). */
  readonly costPoints: number;
  /** SEA mode: the fixed multiplier per hit, in hundredths (3.2x is 320), stake included. */
  readonly odds100?: number;
  /** ZY mode: the rows offered (a play on the last four digits); others must stay empty. */
  readonly zyRows?: readonly number[];
  /** The probability that one stake ties (refunded), where the play can tie. */
  readonly tie?: Rational;
  /**
   * Each pick is its own prize, keyed `row:pick` (a K3 sum, a digit on a position); absent,
   * the play's every win is one prize (`win`, or VN's `line`).
   */
  readonly keyedByPick?: boolean;
  /** How many stakes (combinations) a valid selection covers. */
  stakes(selection: Selection): number;
  /** The selection's wins and ties against a result. */
  judge(selection: Selection, values: DrawnValues, ctx: JudgeContext): Judgement;
  /** The probability that one stake wins under a prize key (per prize line for VN). */
  probability(key: string, ctx: JudgeContext): Rational;
}

export const LOTT_MODES: readonly PrizeMode[] = ['LOTT', 'ELOTT'];
export const ZY_MODES: readonly PrizeMode[] = ['LOTT', 'ZY', 'ELOTT'];
export const SEA_MODES: readonly PrizeMode[] = ['SEA'];

/** A row of picks from a range; by default one pick at least and any number up to all. */
export function row(
  label: RowLabel,
  options: OptionSet,
  low: number,
  high: number,
  minPicks = 1,
  maxPicks = high - low + 1,
): RowSpec {
  return { label, options, low, high, minPicks, maxPicks };
}

export type Verdict = 'win' | 'lose' | 'tie';

/** The picks of a row (empty when the row is absent). */
export const picksOf = (selection: Selection, index: number): readonly number[] =>
  selection[index] ?? [];

/**
 * A play whose every pick is one stake judged alone (sums, big/small, a number on a
 * position): stakes = picks, and each pick's key is its row and value.
 */
export function perPick(
  base: Omit<PlayDefinition, 'stakes' | 'judge' | 'probability' | 'costPoints'> & {
    readonly costPoints?: number;
  },
  verdict: (rowIndex: number, pick: number, values: DrawnValues, ctx: JudgeContext) => Verdict,
  probability: (rowIndex: number, pick: number, ctx: JudgeContext) => Rational,
): PlayDefinition {
  return {
    costPoints: 1,
    ...base,
    keyedByPick: true,
    stakes: (selection) => selection.reduce((sum, picks) => sum + picks.length, 0),
    judge(selection, values, ctx) {
      const wins: { key: string; hits: number }[] = [];
      let ties = 0;
      selection.forEach((picks, rowIndex) => {
        for (const pick of picks) {
          const v = verdict(rowIndex, pick, values, ctx);
          if (v === 'win') wins.push({ key: `${rowIndex}:${pick}`, hits: 1 });
          else if (v === 'tie') ties += 1;
        }
      });
      return { wins, ties };
    },
    probability(key, ctx) {
      const [rowIndex, pick] = key.split(':').map(Number);
      return probability(rowIndex ?? 0, pick ?? 0, ctx);
    },
  };
}

/** A play with one prize key (`win`) and one probability. */
export function single(
  base: Omit<PlayDefinition, 'judge' | 'probability' | 'costPoints'> & {
    readonly costPoints?: number;
  },
  p: Rational,
  hitsOf: (selection: Selection, values: DrawnValues) => number,
): PlayDefinition {
  return {
    costPoints: 1,
    ...base,
    judge(selection, values) {
      const hits = hitsOf(selection, values);
      return { wins: hits > 0 ? [{ key: 'win', hits }] : [], ties: 0 };
    },
    probability: () => p,
  };
}

/** Digits per position (several per position allowed, stakes multiply). */
export function direct(
  code: string,
  group: DrawGroup,
  positions: readonly number[],
  modes: readonly PrizeMode[],
): PlayDefinition {
  return single(
    {
      code,
      group,
      rows: positions.map((p) => row(`position.${p + 1}`, 'digit', 0, 9)),
      minTotalPicks: positions.length,
      modes,
      stakes: (selection) => selection.reduce((product, picks) => product * picks.length, 1),
    },
    ratio(1, 10 ** positions.length),
    (selection, values) =>
      positions.every((p, i) => picksOf(selection, i).includes(values[p] ?? -1)) ? 1 : 0,
  );
}

/**
 * Three digits at `positions` in any order, made of `distinct` different digits, all picked:
 * group 3 is a pair plus one (2 distinct, stakes are ordered pairs of picks), group 6 three
 * different digits (stakes are the picks' 3-subsets).
 */
function groupOfThree(
  distinct: 2 | 3,
  code: string,
  group: DrawGroup,
  positions: readonly number[],
  modes: readonly PrizeMode[],
): PlayDefinition {
  const pairs = (n: number) => n * (n - 1);
  return single(
    {
      code,
      group,
      rows: [row('pick', 'digit', 0, 9, distinct)],
      minTotalPicks: distinct,
      modes,
      stakes: (selection) => {
        const n = picksOf(selection, 0).length;
        return distinct === 2 ? pairs(n) : choose(n, 3);
      },
    },
    ratio(distinct === 2 ? 3 : 6, 1000),
    (selection, values) => {
      const digits = positions.map((p) => values[p] ?? -1);
      if (new Set(digits).size !== distinct) return 0;
      return digits.every((d) => picksOf(selection, 0).includes(d)) ? 1 : 0;
    },
  );
}

/** Three digits at `positions` as a pair plus one, any order (group 3). */
export const group3 = (
  code: string,
  group: DrawGroup,
  positions: readonly number[],
  modes: readonly PrizeMode[],
): PlayDefinition => groupOfThree(2, code, group, positions, modes);

/** Three different digits at `positions`, any order (group 6). */
export const group6 = (
  code: string,
  group: DrawGroup,
  positions: readonly number[],
  modes: readonly PrizeMode[],
): PlayDefinition => groupOfThree(3, code, group, positions, modes);

/** A digit on a position, each position counted alone (rows may be empty). */
export function fixedDigit(
  code: string,
  group: DrawGroup,
  positions: number,
  modes: readonly PrizeMode[],
  zyRows?: readonly number[],
): PlayDefinition {
  return perPick(
    {
      code,
      group,
      rows: Array.from({ length: positions }, (_, p) => row(`position.${p + 1}`, 'digit', 0, 9, 0)),
      minTotalPicks: 1,
      modes,
      ...(zyRows ? { zyRows } : {}),
    },
    (rowIndex, pick, values) => (values[rowIndex] === pick ? 'win' : 'lose'),
    () => ratio(1, 10),
  );
}
