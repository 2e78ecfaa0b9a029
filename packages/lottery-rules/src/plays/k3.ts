import { at, choose, ratio } from '../math.ts';
import {
  LOTT_MODES,
  type PlayDefinition,
  perPick,
  picksOf,
  row,
  type Selection,
  single,
} from '../play.ts';
import type { DrawnValues } from '../result.ts';

/** How many of the 216 throws make each sum 3..18. */
export const K3_SUM_WAYS: readonly number[] = [
  1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1,
];

const total = (values: DrawnValues): number => values.reduce((a, b) => a + b, 0);
const isTriple = (values: DrawnValues): boolean => new Set(values).size === 1;
const base = { group: 'K3', minTotalPicks: 1, modes: LOTT_MODES } as const;
const onePick = (selection: Selection): number => picksOf(selection, 0).length;

export const K3_PLAYS: readonly PlayDefinition[] = [
  perPick(
    { ...base, code: 'K3.sum', rows: [row('pick', 'sum', 3, 18)] },
    (_, pick, values) => (total(values) === pick ? 'win' : 'lose'),
    (_, pick) => ratio(at(K3_SUM_WAYS, pick - 3), 216),
  ),
  perPick(
    { ...base, code: 'K3.bsoe', rows: [row('pick', 'bsoe', 0, 3)] },
    (_, pick, values) => {
      // Ours: a triple loses all four.
      if (isTriple(values)) return 'lose';
      const sum = total(values);
      const hit = [sum >= 11, sum <= 10, sum % 2 === 1, sum % 2 === 0][pick];
      return hit ? 'win' : 'lose';
    },
    () => ratio(105, 216),
  ),
  single(
    { ...base, code: 'K3.triple.any', rows: [row('pick', 'all', 0, 0)], stakes: onePick },
    ratio(6, 216),
    (selection, values) => (isTriple(values) ? onePick(selection) : 0),
  ),
  perPick(
    { ...base, code: 'K3.triple.one', rows: [row('pick', 'die', 1, 6)] },
    (_, pick, values) => (values.every((d) => d === pick) ? 'win' : 'lose'),
    () => ratio(1, 216),
  ),
  single(
    { ...base, code: 'K3.pair.any', rows: [row('pick', 'all', 0, 0)], stakes: onePick },
    ratio(96, 216),
    (selection, values) => (new Set(values).size < 3 ? onePick(selection) : 0),
  ),
  single(
    {
      ...base,
      code: 'K3.pair.single',
      rows: [row('pair', 'die', 1, 6), row('single', 'die', 1, 6)],
      minTotalPicks: 2,
      // A stake is a pair die and a different single die.
      stakes: (selection) => {
        const pairs = picksOf(selection, 0);
        const singles = picksOf(selection, 1);
        return pairs.length * singles.length - pairs.filter((d) => singles.includes(d)).length;
      },
    },
    ratio(3, 216),
    (selection, values) => {
      if (new Set(values).size !== 2) return 0;
      const [a = 0, b = 0, c = 0] = [...values].sort((x, y) => x - y);
      const pair = a === b ? a : c;
      const lone = a === b ? c : a;
      return picksOf(selection, 0).includes(pair) && picksOf(selection, 1).includes(lone) ? 1 : 0;
    },
  ),
  single(
    {
      ...base,
      code: 'K3.three.different',
      rows: [row('pick', 'die', 1, 6, 3)],
      minTotalPicks: 3,
      stakes: (selection) => choose(onePick(selection), 3),
    },
    ratio(6, 216),
    (selection, values) =>
      new Set(values).size === 3 && values.every((d) => picksOf(selection, 0).includes(d)) ? 1 : 0,
  ),
  single(
    {
      ...base,
      code: 'K3.two.different',
      rows: [row('pick', 'die', 1, 6, 2)],
      minTotalPicks: 2,
      stakes: (selection) => choose(onePick(selection), 2),
    },
    ratio(30, 216),
    (selection, values) =>
      choose(picksOf(selection, 0).filter((d) => values.includes(d)).length, 2),
  ),
  single(
    { ...base, code: 'K3.straight', rows: [row('pick', 'all', 0, 0)], stakes: onePick },
    ratio(24, 216),
    (selection, values) => {
      const [a = 0, b = 0, c = 0] = [...values].sort((x, y) => x - y);
      return b === a + 1 && c === b + 1 ? onePick(selection) : 0;
    },
  ),
];
