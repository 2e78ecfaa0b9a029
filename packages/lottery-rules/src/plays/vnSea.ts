import { choose, type Rational, ratio } from '../math.ts';
import { type Judgement, type PlayDefinition, perPick, picksOf, row, SEA_MODES } from '../play.ts';
import { type DrawnValues, vnPrizes } from '../result.ts';

/** VN: the last two digits of each of the 27 prizes, in prize order. */
export function vnEndings(values: DrawnValues): number[] {
  return vnPrizes(values).map((prize) => Number(prize.slice(-2)));
}
const specialPrize = (values: DrawnValues): string => vnPrizes(values)[0] ?? '';

/** A VN play that wins once per matching prize line (lo2, de.head.tail). */
function perLine(
  code: string,
  costPoints: number,
  lines: (values: DrawnValues) => readonly number[],
): PlayDefinition {
  return {
    code,
    group: 'VN',
    rows: [row('pick', 'twoDigits', 0, 99)],
    minTotalPicks: 1,
    modes: SEA_MODES,
    costPoints,
    odds100: 9900,
    stakes: (selection) => picksOf(selection, 0).length,
    judge(selection, values): Judgement {
      const ends = lines(values);
      const hits = picksOf(selection, 0).reduce(
        (sum, pick) => sum + ends.filter((end) => end === pick).length,
        0,
      );
      return { wins: hits > 0 ? [{ key: 'line', hits }] : [], ties: 0 };
    },
    // Each prize's last two digits are uniform over 00-99, independently of the others.
    probability: () => ratio(1, 100),
  };
}

/**
 * The chance that k chosen different two-digit numbers all appear among 27 independent
 * uniform endings: inclusion-exclusion, sum over j of (-1)^j C(k,j) ((100 - j) / 100)^27,
 * computed exactly and written over 10^12 (VN prizes use fixed odds, never this figure).
 */
export function xienProbability(k: number): Rational {
  const lines = 27n;
  let numerator = 0n;
  for (let j = 0; j <= k; j++) {
    const term = BigInt(choose(k, j)) * (100n - BigInt(j)) ** lines;
    numerator += j % 2 === 0 ? term : -term;
  }
  const scale = 10n ** 12n;
  return { num: Number((numerator * scale) / 100n ** lines), den: Number(scale) };
}

function xien(k: 2 | 3 | 4, odds100: number): PlayDefinition {
  return {
    code: `VN.xien${k}`,
    group: 'VN',
    rows: [row('pick', 'twoDigits', 0, 99, k, 10)],
    minTotalPicks: k,
    modes: SEA_MODES,
    costPoints: 1,
    odds100,
    stakes: (selection) => choose(picksOf(selection, 0).length, k),
    judge(selection, values) {
      const ends = vnEndings(values);
      const hits = choose(picksOf(selection, 0).filter((p) => ends.includes(p)).length, k);
      return { wins: hits > 0 ? [{ key: 'win', hits }] : [], ties: 0 };
    },
    probability: () => xienProbability(k),
  };
}

/** The highest number a one-number pick of each width may name. */
const HIGHEST = { digit: 9, twoDigits: 99, threeDigits: 999 } as const;

/**
 * A play on one number of one, two or three digits per pick, each pick a bet of its own: it
 * wins when `hit` finds it in the draw, with probability `p`. VN's special-prize plays and
 * the SEA plays are all of this kind.
 */
function onePick(
  group: 'VN' | 'SEA',
  code: string,
  options: keyof typeof HIGHEST,
  odds100: number,
  hit: (pick: number, values: DrawnValues) => boolean,
  p: (pick: number) => Rational,
): PlayDefinition {
  return perPick(
    {
      code,
      group,
      rows: [row('pick', options, 0, HIGHEST[options])],
      minTotalPicks: 1,
      modes: SEA_MODES,
      odds100,
    },
    (_, pick, values) => (hit(pick, values) ? 'win' : 'lose'),
    (_, pick) => p(pick),
  );
}

/** A pick read off the special prize (its last digits): one number in ten, hundred or thousand. */
const vnSpecial = (
  code: string,
  options: keyof typeof HIGHEST,
  odds100: number,
  read: (special: string) => number,
): PlayDefinition =>
  onePick(
    'VN',
    code,
    options,
    odds100,
    (pick, values) => read(specialPrize(values)) === pick,
    () => ratio(1, HIGHEST[options] + 1),
  );

/** VN north: 27 prizes; a "number" is the last two digits of a prize. */
export const VN_PLAYS: readonly PlayDefinition[] = [
  perLine('VN.lo2', 27, vnEndings),
  vnSpecial('VN.de', 'twoDigits', 9900, (s) => Number(s.slice(-2))),
  perLine('VN.de.head.tail', 5, (values) => {
    const ends = vnEndings(values);
    return [ends[0] ?? -1, ...ends.slice(-4)];
  }),
  vnSpecial('VN.three.cang', 'threeDigits', 90000, (s) => Number(s.slice(-3))),
  xien(2, 1700),
  xien(3, 6500),
  xien(4, 25000),
  vnSpecial('VN.head', 'digit', 900, (s) => Number(s.slice(-2, -1))),
  vnSpecial('VN.tail', 'digit', 900, (s) => Number(s.slice(-1))),
];

const digitsOf = (values: DrawnValues, from: number, to: number): number =>
  Number(values.slice(from, to).join(''));
const sortedDigits = (n: number): string => [...String(n).padStart(3, '0')].sort().join('');
/** How many orders three digits can be drawn in: 6, 3 or 1. */
const orders = (n: number): number => {
  const distinct = new Set(String(n).padStart(3, '0')).size;
  return distinct === 3 ? 6 : distinct === 2 ? 3 : 1;
};

const sea = (
  code: string,
  options: keyof typeof HIGHEST,
  odds100: number,
  hit: (pick: number, values: DrawnValues) => boolean,
  p: (pick: number) => Rational,
): PlayDefinition => onePick('SEA', code, options, odds100, hit, p);

/** A pick of the values `from` to `to` read in order as one number: one chance in 10^digits. */
const seaStraight = (
  code: string,
  options: keyof typeof HIGHEST,
  odds100: number,
  from: number,
  to: number,
): PlayDefinition =>
  sea(
    code,
    options,
    odds100,
    (pick, v) => digitsOf(v, from, to) === pick,
    () => ratio(1, 10 ** (to - from)),
  );

/**
 * A digit among the values `from` to `to`: a run pays once however often its digit shows, so
 * it wins unless every one of those n digits misses, with probability 1 - (9/10)^n.
 */
const seaRun = (code: string, odds100: number, from: number, to: number): PlayDefinition =>
  sea(
    code,
    'digit',
    odds100,
    (pick, v) => v.slice(from, to).includes(pick),
    () => ratio(10 ** (to - from) - 9 ** (to - from), 10 ** (to - from)),
  );

/** SEA (Thai style): values 0-5 are the first prize's six digits, 6-7 the bottom prize. */
export const SEA_PLAYS: readonly PlayDefinition[] = [
  seaStraight('SEA.top3.straight', 'threeDigits', 90000, 3, 6),
  sea(
    'SEA.top3.any',
    'threeDigits',
    15000,
    (pick, v) => sortedDigits(digitsOf(v, 3, 6)) === sortedDigits(pick),
    (pick) => ratio(orders(pick), 1000),
  ),
  seaStraight('SEA.top2', 'twoDigits', 9000, 4, 6),
  seaStraight('SEA.bottom2', 'twoDigits', 9000, 6, 8),
  seaRun('SEA.run.top', 320, 3, 6),
  seaRun('SEA.run.bottom', 420, 6, 8),
];
