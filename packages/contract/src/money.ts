/**
 * Money in every currency: the one home for minor units, parsing, the wire format and
 * formatting for people (issue 23). Amounts are bigint counts of the currency's minor unit
 * (1 dong, 1 fen, 1 fils); nothing here multiplies or divides a float.
 *
 * The wire format (ours; the specs show only two-place strings): a decimal string in major
 * units with exactly the currency's places, "-" for a negative, no grouping, no exponent:
 * "500000" for VND, "1234.50" for CNY, "1.250" for KWD. Parsing also accepts fewer places
 * ("12.5" in CNY) because the deployed clients send them, never more.
 */

/**
 * Minor-unit exponents from ISO 4217 (list one, 2024). Codes not listed here have two places,
 * which is what the standard gives every other circulating currency except the few funds
 * codes we will never see; a brand naming a code outside the standard is refused by its
 * schema's three-capitals check, not here.
 */
const EXPONENTS: Readonly<Record<string, 0 | 2 | 3 | 4>> = {
  // no minor unit
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // thousandths
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // ten-thousandths (units of account)
  CLF: 4,
  UYW: 4,
};

/** The currency's number of decimal places (ISO 4217 minor unit): 0 for VND, 2 for CNY, 3 for KWD. */
export const minorDigits = (currency: string): number => EXPONENTS[currency.toUpperCase()] ?? 2;

/**
 * At most 15 digits before the point, in every currency (the deployed two-place format's
 * limit): 18 digits of minor units at most, inside PostgreSQL's bigint.
 */
export const MAX_WHOLE_DIGITS = 15;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** One major unit (1 dong, 1 yuan, 1 dinar) in the currency's minor units. */
export const minorPerMajor = (currency: string): bigint => pow10(minorDigits(currency));

/** Why a string is not an amount in a currency; `parseMoney` names it. */
export type MoneyProblem = 'format' | 'places' | 'negative' | 'range';

/** A parse outcome: the minor units, or the first problem found. */
export type MoneyParse = { ok: true; minor: bigint } | { ok: false; problem: MoneyProblem };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string in major units ("12.5", "500000") as minor units of the currency.
 * Refuses grouping, exponents, spaces, more places than the currency has, a sign unless
 * `signed`, and more than `MAX_WHOLE_DIGITS` digits before the point.
 */
export const parseMoney = (
  text: string,
  currency: string,
  options: { signed?: boolean } = {},
): MoneyParse => {
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const places = minorDigits(currency);
  if (fraction.length > places) return { ok: false, problem: 'places' };
  // Checked before BigInt, so a megabyte of digits costs nothing.
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'range' };
  const magnitude = BigInt(whole) * pow10(places) + BigInt(fraction.padEnd(places, '0') || '0');
  if (sign === '-' && magnitude !== 0n && !options.signed)
    return { ok: false, problem: 'negative' };
  return { ok: true, minor: sign === '-' ? -magnitude : magnitude };
};

/** `parseMoney` for values already checked (the wire schema, the database): throws on bad input. */
export const toMinor = (text: string, currency: string): bigint => {
  const parsed = parseMoney(text, currency, { signed: true });
  if (!parsed.ok) throw new RangeError(`not an amount in ${currency}: ${text} (${parsed.problem})`);
  return parsed.minor;
};

/**
 * A brand config amount (a JSON number in major units, brand.json) as minor units. The
 * number's shortest round-trip spelling is its decimal text, so `10.5` reads as "10.5" and no
 * float multiplication can turn 0.29 into 28.999; exponent spellings (1e21, 1e-7) are refused.
 */
export const majorNumberToMinor = (amount: number, currency: string): MoneyParse =>
  Number.isFinite(amount)
    ? parseMoney(String(amount), currency, { signed: true })
    : { ok: false, problem: 'format' };

/** Minor units as the wire string: exactly the currency's places ("500000", "1234.50", "1.250"). */
export const toWire = (minor: bigint, currency: string): string => {
  const places = minorDigits(currency);
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  if (places === 0) return `${sign}${abs}`;
  const unit = pow10(places);
  return `${sign}${abs / unit}.${String(abs % unit).padStart(places, '0')}`;
};

/**
 * An amount to show in a form's hint or error, written as the currency is written: "100000"
 * for VND (no minor unit; a hundred dong is nothing), "100.50" for CNY, "100.500" for KWD.
 */
export const amountExample = (currency: string): string => {
  const places = minorDigits(currency);
  return places === 0 ? '100000' : `100.5${'0'.repeat(places - 1)}`;
};

/**
 * Minor units as a JS number of major units, for a game vendor's protocol that speaks JSON
 * numbers (the demo vendor's; our own contract never does). Built from the wire text, so it
 * is the nearest double to the exact decimal (the same double `JSON.parse` gives for it).
 */
export const toMajorNumber = (minor: bigint, currency: string): number =>
  Number(toWire(minor, currency));

const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, places: number): Intl.NumberFormat => {
  const key = `${locale}|${places}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      // Some locales (Spanish) leave four-digit numbers ungrouped by default; the portal's
      // spec wants thousands separators in every language.
      useGrouping: 'always',
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * An amount for people: the currency's places, grouped in the locale's style ("500.000" for
 * VND in Vietnamese, "1,234.50" for CNY in English). Takes minor units or a wire string.
 * Intl formats the decimal string itself (ECMA-402 accepts a string as an exact decimal), so no
 * double ever holds the amount; the currency's symbol is the brand's to add (`currencySymbol`).
 */
export const formatMoney = (amount: bigint | string, currency: string, locale: string): string => {
  const minor = typeof amount === 'bigint' ? amount : toMinor(amount, currency);
  const wire = toWire(minor, currency);
  // `format` is typed for numbers and bigints, but ECMA-402 (since 2023) reads a string as an
  // exact decimal; the cast only tells TypeScript so.
  return numberFormat(locale, minorDigits(currency)).format(wire as unknown as number);
};

/** Why a form's amount is refused, for the screen to word in its language. */
export type AmountError = MoneyProblem | 'required' | 'min' | 'max';

/**
 * A form validator for an amount in a currency (major units as typed), between `min` and
 * `max` in minor units when given: returns the problem or `undefined`. The screens build theirs
 * from it instead of writing a money regex again.
 */
export const amountValidator =
  (currency: string, limits: { min?: bigint; max?: bigint } = {}) =>
  (value: string | undefined): AmountError | undefined => {
    const text = value?.trim() ?? '';
    if (text === '') return 'required';
    const parsed = parseMoney(text, currency);
    if (!parsed.ok) return parsed.problem;
    if (limits.min !== undefined && parsed.minor < limits.min) return 'min';
    if (limits.max !== undefined && parsed.minor > limits.max) return 'max';
    return undefined;
  };
