import { WAVE_COLOURS, waveColour, zodiacOfBall } from '../balls.ts';
import { at, choose, distinctTuples, ratio } from '../math.ts';
import {
  DRAGON_TIGER,
  LOTT_MODES,
  type PlayDefinition,
  perPick,
  picksOf,
  row,
  type Selection,
  single,
} from '../play.ts';
import type { DrawnValues } from '../result.ts';
import { bsoeOf } from './digits.ts';

const countIn = (picks: readonly number[], values: readonly number[]): number =>
  picks.filter((p) => values.includes(p)).length;

function anyN(n: number): PlayDefinition {
  const drawnCount = 5;
  return single(
    {
      code: `11X5.any.${n}`,
      group: '11X5',
      rows: [row('pick', 'ball', 1, 11, n)],
      minTotalPicks: n,
      modes: LOTT_MODES,
      stakes: (selection) => choose(picksOf(selection, 0).length, n),
    },
    // N <= 5: the N picks are all among the five drawn; N >= 6: the five drawn are all picked.
    n <= drawnCount
      ? ratio(choose(11 - n, drawnCount - n), choose(11, drawnCount))
      : ratio(choose(n, drawnCount), choose(11, drawnCount)),
    (selection, values) => {
      const picks = picksOf(selection, 0);
      if (n <= drawnCount) return choose(countIn(picks, values), n);
      return countIn(picks, values) === drawnCount
        ? choose(picks.length - drawnCount, n - drawnCount)
        : 0;
    },
  );
}

function front(n: 2 | 3, kind: 'direct' | 'group'): PlayDefinition {
  const places = n === 2 ? 110 : 990;
  const orders = n === 2 ? 2 : 6;
  const base = { code: `11X5.front${n}.${kind}`, group: '11X5', modes: LOTT_MODES } as const;
  if (kind === 'direct') {
    return single(
      {
        ...base,
        rows: Array.from({ length: n }, (_, i) => row(`position.${i + 1}`, 'ball', 1, 11)),
        minTotalPicks: n,
        stakes: (selection) => distinctTuples(selection),
      },
      ratio(1, places),
      (selection, values) =>
        values.slice(0, n).every((v, i) => picksOf(selection, i).includes(v)) ? 1 : 0,
    );
  }
  return single(
    {
      ...base,
      rows: [row('pick', 'ball', 1, 11, n)],
      minTotalPicks: n,
      stakes: (selection) => choose(picksOf(selection, 0).length, n),
    },
    ratio(orders, places),
    (selection, values) => (countIn(picksOf(selection, 0), values.slice(0, n)) === n ? 1 : 0),
  );
}

/** 11X5: five distinct numbers 01-11 in draw order. */
export const X115_PLAYS: readonly PlayDefinition[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyN),
  perPick(
    {
      code: '11X5.front1',
      group: '11X5',
      rows: [row('pick', 'ball', 1, 11)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (_, pick, values) => (values[0] === pick ? 'win' : 'lose'),
    () => ratio(1, 11),
  ),
  front(2, 'direct'),
  front(2, 'group'),
  front(3, 'direct'),
  front(3, 'group'),
];

/** How many of the 90 ordered pairs of cars make each sum 3..19 of places 1 and 2. */
export const PK10_TOP2_WAYS: readonly number[] = [
  2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2,
];
const PLACES = Array.from({ length: 10 }, (_, i) => i);

/** PK10: the ten cars in finishing order (values[k - 1] is the car in place k). */
export const PK10_PLAYS: readonly PlayDefinition[] = [
  perPick(
    {
      code: 'PK10.fixed',
      group: 'PK10',
      rows: PLACES.map((k) => row(`place.${k + 1}`, 'car', 1, 10, 0)),
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (rowIndex, pick, values) => (values[rowIndex] === pick ? 'win' : 'lose'),
    () => ratio(1, 10),
  ),
  perPick(
    {
      code: 'PK10.top2.sum',
      group: 'PK10',
      rows: [row('pick', 'sum', 3, 19)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (_, pick, values) => (at(values, 0) + at(values, 1) === pick ? 'win' : 'lose'),
    (_, pick) => ratio(at(PK10_TOP2_WAYS, pick - 3), 90),
  ),
  perPick(
    {
      code: 'PK10.position.bsoe',
      group: 'PK10',
      rows: PLACES.map((k) => row(`place.${k + 1}`, 'bsoe', 0, 3, 0)),
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (rowIndex, pick, values) => (bsoeOf(at(values, rowIndex), 6, pick) ? 'win' : 'lose'),
    () => ratio(1, 2),
  ),
  perPick(
    {
      code: 'PK10.dragon.tiger',
      group: 'PK10',
      // Row k-1 is place k against place 11-k, for k = 1..5.
      rows: PLACES.slice(0, 5).map((k) => row(`place.${k + 1}`, 'dragonTiger', 0, 1, 0)),
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (rowIndex, pick, values) => {
      const dragon = at(values, rowIndex);
      const tiger = at(values, 9 - rowIndex);
      return (pick === DRAGON_TIGER.indexOf('dragon') ? dragon > tiger : dragon < tiger)
        ? 'win'
        : 'lose';
    },
    () => ratio(1, 2),
  ),
];

const special = (values: DrawnValues): number => at(values, 6);

/** LHC and HK6 share their plays: seven distinct numbers 01-49, the 7th the special. */
function markSixPlays(group: 'LHC' | 'HK6'): PlayDefinition[] {
  const base = { group, minTotalPicks: 1, modes: LOTT_MODES } as const;
  return [
    perPick(
      { ...base, code: `${group}.special`, rows: [row('pick', 'ball', 1, 49)] },
      (_, pick, values) => (special(values) === pick ? 'win' : 'lose'),
      () => ratio(1, 49),
    ),
    perPick(
      {
        ...base,
        code: `${group}.special.bsoe`,
        rows: [row('pick', 'bsoe', 0, 3)],
        tie: ratio(1, 49),
      },
      (_, pick, values) => {
        const ball = special(values);
        if (ball === 49) return 'tie';
        return bsoeOf(ball, 25, pick) ? 'win' : 'lose';
      },
      () => ratio(24, 49),
    ),
    perPick(
      { ...base, code: `${group}.special.colour`, rows: [row('pick', 'colour', 0, 2)] },
      (_, pick, values) => (waveColour(special(values)) === WAVE_COLOURS[pick] ? 'win' : 'lose'),
      (_, pick) => ratio(pick === 0 ? 17 : 16, 49),
    ),
    perPick(
      { ...base, code: `${group}.special.zodiac`, rows: [row('pick', 'zodiac', 0, 11)] },
      (_, pick, values, ctx) =>
        zodiacOfBall(special(values), ctx.yearAnimal) === pick ? 'win' : 'lose',
      // The year's own animal owns five balls (01, 13, 25, 37, 49), the others four.
      (_, pick, ctx) => ratio(pick === ctx.yearAnimal ? 5 : 4, 49),
    ),
    perPick(
      { ...base, code: `${group}.regular.any`, rows: [row('pick', 'ball', 1, 49)] },
      (_, pick, values) => (values.slice(0, 6).includes(pick) ? 'win' : 'lose'),
      () => ratio(6, 49),
    ),
  ];
}

export const LHC_PLAYS: readonly PlayDefinition[] = markSixPlays('LHC');
export const HK6_PLAYS: readonly PlayDefinition[] = markSixPlays('HK6');

/** How many of the 1,000 digit triples make each PC28 sum 0..27. */
export const PCB_SUM_WAYS: readonly number[] = [
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10,
  6, 3, 1,
];
const waysWhere = (test: (sum: number) => boolean): number =>
  PCB_SUM_WAYS.reduce((total, ways, sum) => (test(sum) ? total + ways : total), 0);
const pcbTie = (sum: number): boolean => sum === 13 || sum === 14;
const pcbTotal = (values: DrawnValues): number => values.reduce((a, b) => a + b, 0);
// Ours: 13 and 14 refund the big/small/odd/even bets, so a win is on 15-27 or 0-12 only.
const PCB_BSOE_TESTS: readonly ((sum: number) => boolean)[] = [
  (s) => s >= 15,
  (s) => s <= 12,
  (s) => s % 2 === 1 && !pcbTie(s),
  (s) => s % 2 === 0 && !pcbTie(s),
];
const PCB_COMBO_TESTS: readonly ((sum: number) => boolean)[] = [
  (s) => s >= 15 && s % 2 === 1,
  (s) => s >= 15 && s % 2 === 0,
  (s) => s <= 12 && s % 2 === 1,
  (s) => s <= 12 && s % 2 === 0,
];
const PCB_EXTREME_TESTS: readonly ((sum: number) => boolean)[] = [(s) => s <= 5, (s) => s >= 22];

function pcbChoice(
  code: string,
  options: 'bsoe' | 'combo' | 'extreme',
  tests: readonly ((sum: number) => boolean)[],
  ties: boolean,
): PlayDefinition {
  return perPick(
    {
      code,
      group: 'PCB',
      rows: [row('pick', options, 0, tests.length - 1)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
      ...(ties ? { tie: ratio(waysWhere(pcbTie), 1000) } : {}),
    },
    (_, pick, values) => {
      const sum = pcbTotal(values);
      if (ties && pcbTie(sum)) return 'tie';
      return tests[pick]?.(sum) ? 'win' : 'lose';
    },
    (_, pick) => ratio(waysWhere(tests[pick] ?? (() => false)), 1000),
  );
}

const onePick = (selection: Selection): number => picksOf(selection, 0).length;

/** PCB (PC28): three digits, the result their sum 0-27. */
export const PCB_PLAYS: readonly PlayDefinition[] = [
  perPick(
    {
      code: 'PCB.sum',
      group: 'PCB',
      rows: [row('pick', 'sum', 0, 27)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (_, pick, values) => (pcbTotal(values) === pick ? 'win' : 'lose'),
    (_, pick) => ratio(at(PCB_SUM_WAYS, pick), 1000),
  ),
  pcbChoice('PCB.bsoe', 'bsoe', PCB_BSOE_TESTS, true),
  pcbChoice('PCB.bsoe.combo', 'combo', PCB_COMBO_TESTS, true),
  pcbChoice('PCB.extreme', 'extreme', PCB_EXTREME_TESTS, false),
  single(
    {
      code: 'PCB.triple',
      group: 'PCB',
      rows: [row('pick', 'all', 0, 0)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
      stakes: onePick,
    },
    ratio(10, 1000),
    (selection, values) => (new Set(values).size === 1 ? onePick(selection) : 0),
  ),
];
