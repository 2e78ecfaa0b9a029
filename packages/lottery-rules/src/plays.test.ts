/**
 * Property tests of issue 12 over every play of the catalogue:
 * - the probability each prize formula uses equals the share of outcomes it wins, found by
 *   enumerating the outcomes (VN: by sampling);
 * - Lott returns `series / 2000` of the stakes in expectation (ZY 96.5% of that, Elott 97%),
 *   short of it only by the per-stake rounding down;
 * - a tie refunds exactly the tied stakes' cost, a void the whole amount;
 * - costing matches a brute-force count of the stakes of random selections.
 */

import type { PrizeMode } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Bet,
  checkBet,
  type DrawnValues,
  PLAYS,
  type PlayDefinition,
  refundOf,
  type Selection,
  settleBet,
  UNITS,
  type UnitCode,
} from './index.ts';

const YEAR = { yearAnimal: 6 }; // the horse, 2026
const NO_CAP = Number.MAX_SAFE_INTEGER;

/** A small seeded generator, so sampled and filled outcomes repeat run to run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const randomInt = (rng: () => number, n: number): number => Math.floor(rng() * n);
function shuffle(values: number[], rng: () => number): number[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  return values;
}

function* digitTuples(count: number): Generator<number[]> {
  for (let n = 0; n < 10 ** count; n++) yield [...String(n).padStart(count, '0')].map(Number);
}
function* diceTuples(): Generator<number[]> {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield [a, b, c];
}
function* orderedDistinct(pool: number, k: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === k) {
    yield [...prefix];
    return;
  }
  for (let n = 1; n <= pool; n++) {
    if (prefix.includes(n)) continue;
    prefix.push(n);
    yield* orderedDistinct(pool, k, prefix);
    prefix.pop();
  }
}

/**
 * The places of a PK10 selection's stake: each PK10 play reads at most two places (its row's
 * place, place 11-k for dragon/tiger, places 1 and 2 for the top-two sum).
 */
function pk10Places(play: PlayDefinition, selection: Selection): [number, number] {
  if (play.code === 'PK10.top2.sum') return [0, 1];
  const row = selection.findIndex((picks) => picks.length > 0);
  if (play.code === 'PK10.dragon.tiger') return [row, 9 - row];
  return [row, (row + 1) % 10];
}

/**
 * Outcomes of a draw, each equally likely, for a selection: every draw where that is cheap
 * (digits, dice, 11X5). Where the draw space is too large, every value of what the selection
 * reads, the rest filled at random (a uniform permutation's marginal on two places is uniform
 * over ordered pairs; the Mark Six family puts each ball in the special slot once and among
 * the six regular ones six times; SEA's digits are independent). The random fill also shows
 * that no play reads what it should not.
 */
function outcomes(
  play: PlayDefinition,
  selection: Selection,
  rng: () => number,
): Iterable<number[]> {
  switch (play.group) {
    case 'SSC':
    case 'LF':
    case 'PCB':
    case 'K3':
    case '11X5':
    case 'SEA':
      return everyDraw(play.group);
    case 'PK10':
      return pk10Outcomes(pk10Places(play, selection), rng);
    case 'LHC':
    case 'HK6':
      return markSixOutcomes(rng);
    case 'VN':
      throw new Error('VN is sampled');
  }
}

const everyDrawCache = new Map<string, number[][]>();
/** Every draw of the cheap formats, built once per file (SEA: its leading digits at random). */
function everyDraw(group: 'SSC' | 'LF' | 'PCB' | 'K3' | '11X5' | 'SEA'): number[][] {
  const cached = everyDrawCache.get(group);
  if (cached) return cached;
  const rng = mulberry32(2026);
  const all =
    group === 'SSC'
      ? [...digitTuples(5)]
      : group === 'K3'
        ? [...diceTuples()]
        : group === '11X5'
          ? [...orderedDistinct(11, 5)]
          : group === 'SEA'
            ? [...digitTuples(5)].map((tail) => [
                randomInt(rng, 10),
                randomInt(rng, 10),
                randomInt(rng, 10),
                ...tail,
              ])
            : [...digitTuples(3)];
  everyDrawCache.set(group, all);
  return all;
}

function* pk10Outcomes([first, second]: [number, number], rng: () => number): Generator<number[]> {
  for (const [a, b] of orderedDistinct(10, 2)) {
    const rest = shuffle(
      Array.from({ length: 10 }, (_, i) => i + 1).filter((car) => car !== a && car !== b),
      rng,
    );
    const values: number[] = [];
    for (let place = 0; place < 10; place++) {
      values.push(
        place === first
          ? (a as number)
          : place === second
            ? (b as number)
            : (rest.shift() as number),
      );
    }
    yield values;
  }
}

function* markSixOutcomes(rng: () => number): Generator<number[]> {
  for (let s = 0; s < 49; s++) {
    const regular = shuffle(
      Array.from({ length: 6 }, (_, i) => ((s + 1 + i) % 49) + 1),
      rng,
    );
    yield [...regular, s + 1];
  }
}

const unitArb = fc.constantFrom<UnitCode>(1, 2, 3);

/** A valid selection with the fewest picks its play allows (usually one stake). */
function smallSelection(play: PlayDefinition): fc.Arbitrary<Selection> {
  return fc
    .tuple(
      fc.integer({ min: 0, max: play.rows.length - 1 }),
      fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 64, maxLength: 64 }),
    )
    .map(([chosen, noise]) =>
      play.rows.map((row, index) => {
        const want = row.minPicks > 0 ? row.minPicks : index === chosen ? 1 : 0;
        const values = Array.from({ length: row.high - row.low + 1 }, (_, i) => row.low + i);
        const picks: number[] = [];
        for (let i = 0; picks.length < want; i++) {
          const value = values[(noise[(i + index * 7) % 64] ?? 0) % values.length] as number;
          const bump = picks.includes(value)
            ? values[(values.indexOf(value) + i + 1) % values.length]
            : value;
          if (bump !== undefined && !picks.includes(bump)) picks.push(bump);
        }
        return picks;
      }),
    )
    .filter((selection) => checkBet(betOf(play, selection), play.modes[0] ?? 'LOTT').ok);
}

/** Any valid selection, up to a few picks a row. */
function anySelection(play: PlayDefinition, most = 6): fc.Arbitrary<Selection> {
  return fc
    .tuple(
      ...play.rows.map((row) =>
        fc.uniqueArray(fc.integer({ min: row.low, max: row.high }), {
          minLength: row.minPicks,
          maxLength: Math.max(row.minPicks, Math.min(row.maxPicks, most)),
        }),
      ),
    )
    .map((rows): Selection => rows)
    .filter((selection) => checkBet(betOf(play, selection), play.modes[0] ?? 'LOTT').ok);
}

function betOf(
  play: PlayDefinition,
  selection: Selection,
  unit: UnitCode = 1,
  multiplier = 1,
): Bet {
  return { play: play.code, selection, unit, multiplier };
}

function stakesOf(play: PlayDefinition, selection: Selection, mode: PrizeMode): number {
  const check = checkBet(betOf(play, selection), mode);
  if (!check.ok) throw new Error(check.reason);
  return check.stakes;
}

/** How often each prize key and a tie come up over the outcomes. */
function tally(play: PlayDefinition, selection: Selection, all: Iterable<DrawnValues>) {
  const hits = new Map<string, number>();
  let ties = 0;
  let count = 0;
  for (const values of all) {
    count += 1;
    const judgement = play.judge(selection, values, YEAR);
    ties += judgement.ties;
    for (const win of judgement.wins) hits.set(win.key, (hits.get(win.key) ?? 0) + win.hits);
  }
  return { hits, ties, count };
}

let vnSampleCache: number[][] | undefined;
/** 10,000 VN draws of 107 uniform digits, the same for every VN play. */
function vnSamples(): number[][] {
  if (!vnSampleCache) {
    const rng = mulberry32(1107);
    vnSampleCache = Array.from({ length: 10_000 }, () =>
      Array.from({ length: 107 }, () => randomInt(rng, 10)),
    );
  }
  return vnSampleCache;
}

const EXACT = PLAYS.filter((play) => play.group !== 'VN');
const VN = PLAYS.filter((play) => play.group === 'VN');
/** Prize lines a VN stake is judged on: all 27 prizes for lo2, the special and G7's four. */
const VN_LINES: Record<string, number> = { 'VN.lo2': 27, 'VN.de.head.tail': 5 };
/** Fewer runs where one run walks 10^5 draws: the machine is shared. */
const BIG = ['SSC', 'SEA', '11X5'];
const runsFor = (play: PlayDefinition, small = 8): number => (BIG.includes(play.group) ? 1 : small);

describe('the probability each prize uses is the share of outcomes it wins', () => {
  it.each(EXACT.map((play) => [play.code, play] as const))('%s (enumerated)', (_, play) => {
    fc.assert(
      fc.property(smallSelection(play), fc.integer(), (selection, seed) => {
        const stakes = stakesOf(play, selection, play.modes[0] ?? 'LOTT');
        const { hits, ties, count } = tally(
          play,
          selection,
          outcomes(play, selection, mulberry32(seed)),
        );
        expect(hits.size + ties).toBeGreaterThan(0);
        for (const [key, n] of hits) {
          const p = play.probability(key, YEAR);
          // n / (count x stakes) = p, exactly.
          expect(n * p.den, `${play.code} ${key}`).toBe(count * stakes * p.num);
        }
        const tie = play.tie ?? { num: 0, den: 1 };
        expect(ties * tie.den).toBe(count * stakes * tie.num);
      }),
      { numRuns: runsFor(play) + (BIG.includes(play.group) ? 1 : 0) },
    );
  });

  it.each(VN.map((play) => [play.code, play] as const))('%s (sampled)', (_, play) => {
    fc.assert(
      fc.property(smallSelection(play), (selection) => {
        const draws = vnSamples();
        const samples = draws.length;
        const stakes = stakesOf(play, selection, 'SEA');
        const { hits } = tally(play, selection, draws);
        const lines = VN_LINES[play.code] ?? 1;
        for (const [key, n] of hits) {
          const p = play.probability(key, YEAR);
          const expected = p.num / p.den;
          const seen = n / (samples * stakes * lines);
          const sigma = Math.sqrt((expected * (1 - expected)) / (samples * lines));
          expect(Math.abs(seen - expected), `${play.code} ${key}`).toBeLessThan(5 * sigma);
        }
      }),
      { numRuns: 2 },
    );
  });
});

interface Totals {
  prize: number;
  refund: number;
  hits: number;
  count: number;
  amount: number;
}

function settleAll(
  play: PlayDefinition,
  bet: Bet,
  mode: PrizeMode,
  series: number,
  all: Iterable<DrawnValues>,
): Totals {
  const check = checkBet(bet, mode);
  if (!check.ok) throw new Error(check.reason);
  const totals: Totals = { prize: 0, refund: 0, hits: 0, count: 0, amount: check.amount };
  const stakeCost = 2 * UNITS[bet.unit] * bet.multiplier * play.costPoints;
  const wrong: string[] = [];
  for (const values of all) {
    totals.count += 1;
    // Settling is the slow part: every winning or tied draw is settled, one losing draw in 50.
    const judgement = play.judge(bet.selection, values, YEAR);
    if (judgement.wins.length === 0 && judgement.ties === 0 && totals.count % 50 !== 0) continue;
    const result = settleBet(bet, values, { mode, series, prizeCap: NO_CAP, ...YEAR });
    totals.prize += result.prize;
    totals.refund += result.refund;
    totals.hits += result.hits;
    // A tie refunds exactly the tied stakes' cost; the status says what happened.
    const status = result.hits > 0 ? 4 : result.tiedStakes > 0 ? 16 : 5;
    if (
      result.refund !== result.tiedStakes * stakeCost ||
      result.payout !== result.prize + result.refund ||
      result.status !== status
    ) {
      wrong.push(`${values.join('')}: ${JSON.stringify(result)}`);
    }
  }
  expect(wrong).toEqual([]);
  return totals;
}

/** Selections to price: several stakes where every draw is enumerated, else one stake. */
const priced = (play: PlayDefinition): fc.Arbitrary<Selection> =>
  ['SSC', 'LF', 'PCB', 'K3', '11X5'].includes(play.group)
    ? anySelection(play, 4)
    : smallSelection(play);

describe('each prize mode returns its share of the stakes in expectation', () => {
  const lott = EXACT.filter((play) => play.modes.includes('LOTT'));
  it.each(lott.map((play) => [play.code, play] as const))(
    '%s: Lott returns series / 2000',
    (_, play) => {
      fc.assert(
        fc.property(
          priced(play),
          unitArb,
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 1960 }),
          fc.integer(),
          (selection, unit, multiplier, series, seed) => {
            const bet = betOf(play, selection, unit, multiplier);
            const t = settleAll(
              play,
              bet,
              'LOTT',
              series,
              outcomes(play, selection, mulberry32(seed)),
            );
            // Exactly count x amount x series / 2000, less under one minor unit per hit and multiple.
            const exact = t.count * t.amount * series;
            expect(2000 * t.prize).toBeLessThanOrEqual(exact);
            expect(2000 * (t.prize + t.hits * multiplier)).toBeGreaterThan(exact);
          },
        ),
        { numRuns: runsFor(play, 5) },
      );
    },
  );

  const zy = EXACT.filter((play) => play.modes.includes('ZY'));
  it.each(zy.map((play) => [play.code, play] as const))(
    '%s: ZY returns 96.5% of Lott',
    (_, play) => {
      fc.assert(
        fc.property(
          anySelection(play, 3),
          fc.integer({ min: 1, max: 1960 }),
          (selection, series) => {
            const noFirst = selection.map((picks, row) =>
              play.zyRows && !play.zyRows.includes(row) ? [] : picks,
            );
            fc.pre(checkBet(betOf(play, noFirst), 'ZY').ok);
            const bet = betOf(play, noFirst);
            const t = settleAll(play, bet, 'ZY', series, outcomes(play, noFirst, mulberry32(1)));
            // First digit 9 pays 90%, 6 pays 75%, the other eight 100%: 96.5% on average.
            const exact = t.count * t.amount * series * 965;
            expect(2000 * 1000 * t.prize).toBeLessThanOrEqual(exact);
            expect(2000 * 1000 * (t.prize + t.hits)).toBeGreaterThan(exact);
          },
        ),
        { numRuns: 1 },
      );
    },
  );

  const cheap = lott.filter((play) => !BIG.includes(play.group));
  it.each(cheap.map((play) => [play.code, play] as const))(
    '%s: Elott returns 97% at most',
    (_, play) => {
      fc.assert(
        fc.property(smallSelection(play), fc.integer(), (selection, seed) => {
          const bet = betOf(play, selection);
          const t = settleAll(play, bet, 'ELOTT', 0, outcomes(play, selection, mulberry32(seed)));
          // Odds are floor(97 / p) hundredths: each hit loses under 1/100 of the stake price.
          expect(100 * t.prize).toBeLessThanOrEqual(97 * t.count * t.amount);
          expect(100 * t.prize + t.hits * 200).toBeGreaterThan(97 * t.count * t.amount);
        }),
        { numRuns: runsFor(play, 2) },
      );
    },
  );
});

/** The stakes of a selection counted by brute force from the rules' words. */
function bruteStakes(code: string, selection: Selection): number {
  const rows = selection.map((picks) => [...picks]);
  const [first = []] = rows;
  const product = (lists: number[][]): number[][] =>
    lists.reduce<number[][]>((acc, list) => acc.flatMap((t) => list.map((v) => [...t, v])), [[]]);
  const subsets = (values: number[], k: number): number[][] =>
    k === 0
      ? [[]]
      : values.flatMap((v, i) => subsets(values.slice(i + 1), k - 1).map((rest) => [v, ...rest]));
  const distinct = (t: number[]) => new Set(t).size === t.length;
  const sizes: Record<string, number> = {
    'K3.three.different': 3,
    'K3.two.different': 2,
    'SSC.back3.group6': 3,
    'LF.group6': 3,
    '11X5.front2.group': 2,
    '11X5.front3.group': 3,
    'VN.xien2': 2,
    'VN.xien3': 3,
    'VN.xien4': 4,
  };
  for (let n = 1; n <= 8; n++) sizes[`11X5.any.${n}`] = n;
  const size = sizes[code];
  if (size !== undefined) return subsets(first, size).length;
  if (code.endsWith('.group3')) return product([first, first]).filter(distinct).length;
  if (code === 'K3.pair.single' || code.startsWith('11X5.front')) {
    return product(rows).filter(distinct).length;
  }
  if (code.endsWith('.direct')) return product(rows).length;
  return rows.reduce((sum, picks) => sum + picks.length, 0);
}

describe('costing', () => {
  it.each(PLAYS.map((play) => [play.code, play] as const))(
    '%s: stakes and amount',
    (code, play) => {
      const costPoints = code === 'VN.lo2' ? 27 : code === 'VN.de.head.tail' ? 5 : 1;
      fc.assert(
        fc.property(
          anySelection(play),
          unitArb,
          fc.integer({ min: 1, max: 10_000 }),
          (selection, unit, multiplier) => {
            const check = checkBet(
              betOf(play, selection, unit, multiplier),
              play.modes[0] ?? 'LOTT',
            );
            if (!check.ok) throw new Error(check.reason);
            expect(check.stakes).toBe(bruteStakes(code, selection));
            expect(check.amount).toBe(check.stakes * costPoints * 2 * UNITS[unit] * multiplier);
            // A void draw gives back exactly what was paid.
            expect(
              refundOf(betOf(play, selection, unit, multiplier), play.modes[0] ?? 'LOTT'),
            ).toBe(check.amount);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
