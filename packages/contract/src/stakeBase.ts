import { minorDigits, minorPerMajor, parseMoney, toWire } from './money.ts';

/**
 * A brand's lottery stake base (issue 23; ours: the lottery rules price in yuan only).
 *
 * The engine (`@portal/lottery-rules`) costs and pays in hundredths of the betting unit "1"
 * (yuan 1 = 100, jiao 0.1 = 10, fen 0.01 = 1). In CNY a hundredth is a fen, so the engine's
 * numbers are the money. In another currency they are not: in VND (no minor unit) "2 yuan"
 * read as minor units is 200 dong, an amount no Vietnamese lottery sells, and jiao and fen
 * would be a tenth and a hundredth of a dong. A brand therefore says what "1" is worth in its
 * currency (brand.json `lottery.stakeBase`, a decimal string in major units); the engine keeps
 * computing in hundredths of that base, and the server and the portal multiply its amounts by
 * the base's scale at their edge: `scale = base in minor units / 100`. The base's minor amount
 * must be a multiple of 100 so that a fen (a hundredth of it) is a whole minor unit.
 */

/** The hundredths the engine divides "1" into: a base is a whole number of these minor units. */
export const STAKE_BASE_STEP = 100n;

/**
 * The largest scale a base may give (ours): the engine's largest order (its stakes, cost
 * points and multiplier) times this stays far inside PostgreSQL's bigint.
 */
export const MAX_STAKE_SCALE = 1_000_000n;

/**
 * The base of a brand that names none, in major units. One major unit where the currency has
 * minor units (CNY 1.00: scale 1, the rules' own yuan; KWD 1.000: scale 10). Without minor
 * units, 1,000 (VND, KRW: a stake of 2 costs 2,000, as the region's lotteries sell in the
 * thousands), except JPY at 100: Japan's own number lotteries (Numbers 3 and 4) sell a ticket
 * for 200 yen, which a stake of 2 at 100 then is.
 */
const ZERO_DIGIT_BASES: Readonly<Record<string, bigint>> = { JPY: 100n };
const ZERO_DIGIT_BASE = 1000n;

const defaultBaseMinor = (currency: string): bigint =>
  minorDigits(currency) === 0
    ? (ZERO_DIGIT_BASES[currency.toUpperCase()] ?? ZERO_DIGIT_BASE)
    : minorPerMajor(currency);

/** The stake base a brand in this currency has when its config names none, as brand.json writes it. */
export const defaultStakeBase = (currency: string): string =>
  toWire(defaultBaseMinor(currency), currency);

/**
 * Why a stake base cannot be used: not an amount in the currency (`format`, `places`,
 * `negative`), zero, not a whole multiple of 100 minor units (`step`), or above
 * {@link MAX_STAKE_SCALE} (`range`).
 */
export type StakeBaseProblem = 'format' | 'places' | 'negative' | 'range' | 'zero' | 'step';

/** A stake base read in a currency: its minor units and scale, or the first problem. */
export type StakeBaseParse =
  | { ok: true; minor: bigint; scale: bigint }
  | { ok: false; problem: StakeBaseProblem };

/** Reads a stake base (major units, "1000" in VND, "1.00" in CNY); absent, the currency's default. */
export const parseStakeBase = (stakeBase: string | undefined, currency: string): StakeBaseParse => {
  let minor = defaultBaseMinor(currency);
  if (stakeBase !== undefined) {
    const parsed = parseMoney(stakeBase, currency);
    if (!parsed.ok) return parsed;
    minor = parsed.minor;
  }
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (minor % STAKE_BASE_STEP !== 0n) return { ok: false, problem: 'step' };
  const scale = minor / STAKE_BASE_STEP;
  if (scale > MAX_STAKE_SCALE) return { ok: false, problem: 'range' };
  return { ok: true, minor, scale };
};

/**
 * What the engine's amounts are multiplied by to be money of the brand's currency, in minor
 * units: 1 for CNY at its default, 10 for VND at 1,000, 10 for KWD at 1.000. The one helper the
 * server (costing, settlement, caps) and the portal (the bet slip) both use. Throws on a base
 * the brand schema would refuse (a loaded brand has none).
 */
export const stakeScale = (currency: string, stakeBase?: string): bigint => {
  const parsed = parseStakeBase(stakeBase, currency);
  if (!parsed.ok) {
    throw new RangeError(`not a stake base in ${currency}: ${stakeBase} (${parsed.problem})`);
  }
  return parsed.scale;
};

/** What a brand's config may write as its stake base, for the operator's error line. */
export const stakeBaseRule = (currency: string): string => {
  const step = toWire(STAKE_BASE_STEP, currency);
  const most = toWire(STAKE_BASE_STEP * MAX_STAKE_SCALE, currency);
  return (
    `a decimal string of an amount in ${currency} above 0 and at most ${most}, a whole ` +
    `multiple of ${step} (like "${defaultStakeBase(currency)}"), so that jiao and fen, a tenth ` +
    `and a hundredth of it, are whole amounts of ${currency}`
  );
};
