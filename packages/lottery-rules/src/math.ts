/** A probability as an exact fraction: the prize formulas never see a float. */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** A reduced fraction `num / den`. */
export function ratio(num: number, den: number): Rational {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/** Whether two fractions are equal. */
export function sameRatio(a: Rational, b: Rational): boolean {
  return a.num * b.den === b.num * a.den;
}

/** n choose k (0 when k is out of range). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The value at an index of a table the code built itself (0 when absent). */
export function at(values: readonly number[], index: number): number {
  return values[index] ?? 0;
}

/** How many tuples take one value from each row with no value used twice. */
export function distinctTuples(rows: readonly (readonly number[])[], used: number[] = []): number {
  const [first, ...rest] = rows;
  if (first === undefined) return 1;
  let total = 0;
  for (const value of first) {
    if (used.includes(value)) continue;
    used.push(value);
    total += distinctTuples(rest, used);
    used.pop();
  }
  return total;
}
