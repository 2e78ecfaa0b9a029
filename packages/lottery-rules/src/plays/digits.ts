import { ratio } from '../math.ts';
import {
  DRAGON_TIGER,
  direct,
  fixedDigit,
  group3,
  group6,
  LOTT_MODES,
  type PlayDefinition,
  perPick,
  row,
  ZY_MODES,
} from '../play.ts';

/** Whether a value is big (from `bigFrom`), small, odd or even, by the `bsoe` option index. */
export const bsoeOf = (value: number, bigFrom: number, pick: number): boolean =>
  [value >= bigFrom, value < bigFrom, value % 2 === 1, value % 2 === 0][pick] ?? false;

/** SSC: five digits, positions 1-5 (indexes 0-4). ZY offers the plays on the last four. */
export const SSC_PLAYS: readonly PlayDefinition[] = [
  direct('SSC.star5.direct', 'SSC', [0, 1, 2, 3, 4], LOTT_MODES),
  direct('SSC.back3.direct', 'SSC', [2, 3, 4], ZY_MODES),
  direct('SSC.front2.direct', 'SSC', [0, 1], LOTT_MODES),
  direct('SSC.back2.direct', 'SSC', [3, 4], ZY_MODES),
  group3('SSC.back3.group3', 'SSC', [2, 3, 4], ZY_MODES),
  group6('SSC.back3.group6', 'SSC', [2, 3, 4], ZY_MODES),
  fixedDigit('SSC.fixed', 'SSC', 5, ZY_MODES, [1, 2, 3, 4]),
  perPick(
    {
      code: 'SSC.position.bsoe',
      group: 'SSC',
      rows: [0, 1, 2, 3, 4].map((p) => row(`position.${p + 1}`, 'bsoe', 0, 3, 0)),
      minTotalPicks: 1,
      modes: ZY_MODES,
      zyRows: [1, 2, 3, 4],
    },
    (rowIndex, pick, values) => (bsoeOf(values[rowIndex] ?? 0, 5, pick) ? 'win' : 'lose'),
    () => ratio(1, 2),
  ),
  perPick(
    {
      code: 'SSC.sum.bsoe',
      group: 'SSC',
      rows: [row('pick', 'bsoe', 0, 3)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
    },
    (_, pick, values) =>
      bsoeOf(
        values.reduce((a, b) => a + b, 0),
        23,
        pick,
      )
        ? 'win'
        : 'lose',
    () => ratio(1, 2),
  ),
  perPick(
    {
      code: 'SSC.dragon.tiger',
      group: 'SSC',
      rows: [row('pick', 'dragonTiger', 0, 1)],
      minTotalPicks: 1,
      modes: LOTT_MODES,
      tie: ratio(1, 10),
    },
    (_, pick, values) => {
      const dragon = values[0] ?? 0;
      const tiger = values[4] ?? 0;
      if (dragon === tiger) return 'tie';
      return (pick === DRAGON_TIGER.indexOf('dragon') ? dragon > tiger : dragon < tiger)
        ? 'win'
        : 'lose';
    },
    () => ratio(45, 100),
  ),
];

/** LF (3D): three digits, drawn once a day. */
export const LF_PLAYS: readonly PlayDefinition[] = [
  direct('LF.direct', 'LF', [0, 1, 2], LOTT_MODES),
  group3('LF.group3', 'LF', [0, 1, 2], LOTT_MODES),
  group6('LF.group6', 'LF', [0, 1, 2], LOTT_MODES),
  fixedDigit('LF.fixed', 'LF', 3, LOTT_MODES),
];
