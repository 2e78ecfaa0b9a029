/**
 * The draw formats of the rules (lottery-rules.md, "Groups and draw formats"). A game listed
 * under the HOT menu group still has one of these formats; KENO is never drawn here.
 */
export const DRAW_GROUPS = [
  'SSC',
  'K3',
  '11X5',
  'PK10',
  'LHC',
  'HK6',
  'PCB',
  'LF',
  'VN',
  'SEA',
] as const;
export type DrawGroup = (typeof DRAW_GROUPS)[number];

/**
 * How a group's draw is made: `digits` (each `uniform(10)`), `dice` (each `1 + uniform(6)`), or
 * `distinct` (k distinct numbers from 1..m by the partial shuffle of the rules).
 */
export type DrawShape =
  | { readonly kind: 'digits'; readonly count: number }
  | { readonly kind: 'dice'; readonly count: number }
  | { readonly kind: 'distinct'; readonly pool: number; readonly count: number };

export const DRAW_SHAPES: Readonly<Record<DrawGroup, DrawShape>> = {
  SSC: { kind: 'digits', count: 5 },
  K3: { kind: 'dice', count: 3 },
  '11X5': { kind: 'distinct', pool: 11, count: 5 },
  PK10: { kind: 'distinct', pool: 10, count: 10 },
  LHC: { kind: 'distinct', pool: 49, count: 7 },
  HK6: { kind: 'distinct', pool: 49, count: 7 },
  PCB: { kind: 'digits', count: 3 },
  LF: { kind: 'digits', count: 3 },
  VN: { kind: 'digits', count: 107 },
  SEA: { kind: 'digits', count: 8 },
};

/**
 * VN north's prize grades in order (special, G1..G7): how many prizes each grade draws and how
 * many digits each of them has. 27 prizes, 107 digits in all.
 */
const VN_GRADES: readonly { readonly prizes: number; readonly digits: number }[] = [
  { prizes: 1, digits: 5 },
  { prizes: 1, digits: 5 },
  { prizes: 2, digits: 5 },
  { prizes: 6, digits: 5 },
  { prizes: 4, digits: 4 },
  { prizes: 6, digits: 4 },
  { prizes: 3, digits: 3 },
  { prizes: 4, digits: 2 },
];
/** VN north: the digit count of each of the 27 prizes, in prize order. */
export const VN_PRIZE_DIGITS: readonly number[] = VN_GRADES.flatMap(({ prizes, digits }) =>
  Array<number>(prizes).fill(digits),
);
/** The prize grade (0 = special, 1..7 = G1..G7) of each of the 27 VN prizes, for screens. */
export const VN_PRIZE_GRADES: readonly number[] = VN_GRADES.flatMap(({ prizes }, grade) =>
  Array<number>(prizes).fill(grade),
);
/** SEA: the first prize's six digits, then the bottom prize's two. */
export const SEA_PRIZE_DIGITS: readonly number[] = [6, 2];

/** Whether a string names a draw format. */
export function isDrawGroup(value: string): value is DrawGroup {
  return (DRAW_GROUPS as readonly string[]).includes(value);
}
