/**
 * Brand periods (ours; the specs only say "the brand's day/week/month"): the one place that
 * cuts time into a brand's five minutes, hours, days, weeks (Monday to Sunday), half months
 * (1st-15th, 16th-end) and months, in the brand's IANA time zone. Pure (Intl only, no I/O).
 *
 * A period with key K runs from the first instant whose local wall-clock reading is >= K to
 * the first instant whose reading is >= the next key: [start, end) half-open. So:
 * - across a spring-forward gap a day is 23 hours, and a local time that does not exist
 *   (a skipped hour, or a midnight in zones that change at 00:00) starts its period at the
 *   change itself; a fully skipped hour (or five minutes) is an empty period, which
 *   `periodOf` never returns and `nextPeriod`/`previousPeriod` step over;
 * - across a fall-back repeat a day is 25 hours, and the repeated readings belong to the
 *   period they first fell in: `periodOf('hour')` in London's repeated 01:00-02:00 gives the
 *   one hour '…T01' lasting two real hours, and the last five minutes before the change
 *   ('…T01:55') last 65 real minutes. Keys stay unique and periods tile time.
 */

export type PeriodUnit = 'fiveMinutes' | 'hour' | 'day' | 'week' | 'halfMonth' | 'month';

/** A brand period: [start, end) half-open, in the brand's IANA time zone. */
export interface BrandPeriod {
  unit: PeriodUnit;
  key: string;
  start: Date;
  end: Date;
}

export const PERIOD_UNITS: readonly PeriodUnit[] = [
  'fiveMinutes',
  'hour',
  'day',
  'week',
  'halfMonth',
  'month',
];

export const DEFAULT_TIME_ZONE = 'UTC';

/** The zone a brand's periods run in: `timeZone` in brand.json, or UTC when it names none. */
export const brandTimeZone = (brand: { timeZone?: string | undefined }): string =>
  brand.timeZone ?? DEFAULT_TIME_ZONE;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms). */
const wallClock = (at: number, timeZone: string): number => {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
  const ms = ((at % 1000) + 1000) % 1000;
  return (
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) + ms
  );
};

/**
 * The first instant whose wall-clock reading is >= `local` (a reading as if UTC, ms). Assumes
 * at most one change of offset within a day either side, as in every tz database zone.
 */
const startOf = (local: number, timeZone: string): number => {
  const before = wallClock(local - DAY_MS, timeZone) - (local - DAY_MS);
  const after = wallClock(local + DAY_MS, timeZone) - (local + DAY_MS);
  const candidates = [local - before, local - after].sort((a, b) => a - b);
  for (const at of candidates) if (wallClock(at, timeZone) === local) return at;
  // The reading falls in a gap: the period starts at the change, found by bisection (the wall
  // clock only moves forward between the two candidates).
  let [low, high] = candidates as [number, number];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallClock(middle, timeZone) >= local) high = middle;
    else low = middle;
  }
  return high;
};

const iso = (local: number): string => new Date(local).toISOString();

const keyOf = (unit: PeriodUnit, local: number): string => {
  if (unit === 'fiveMinutes') return iso(local).slice(0, 16);
  if (unit === 'hour') return iso(local).slice(0, 13);
  return iso(local).slice(0, 10);
};

/** The local start (as if UTC) of the period of `unit` holding a wall-clock reading. */
const truncate = (unit: PeriodUnit, local: number): number => {
  const d = new Date(local);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (unit) {
    case 'fiveMinutes':
      return local - (((local % (5 * MINUTE_MS)) + 5 * MINUTE_MS) % (5 * MINUTE_MS));
    case 'hour':
      return local - (((local % HOUR_MS) + HOUR_MS) % HOUR_MS);
    case 'day':
      return Date.UTC(y, m, day);
    case 'week':
      // getUTCDay: Sunday 0; weeks start on Monday.
      return Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7));
    case 'halfMonth':
      return Date.UTC(y, m, day < 16 ? 1 : 16);
    case 'month':
      return Date.UTC(y, m, 1);
  }
};

/** The local start of the period after (step 1) or before (step -1) the one starting at `local`. */
const stepKey = (unit: PeriodUnit, local: number, step: 1 | -1): number => {
  const d = new Date(local);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (unit) {
    case 'fiveMinutes':
      return local + step * 5 * MINUTE_MS;
    case 'hour':
      return local + step * HOUR_MS;
    case 'day':
      return Date.UTC(y, m, d.getUTCDate() + step);
    case 'week':
      return Date.UTC(y, m, d.getUTCDate() + step * 7);
    case 'halfMonth':
      if (d.getUTCDate() === 1) return step === 1 ? Date.UTC(y, m, 16) : Date.UTC(y, m - 1, 16);
      return step === 1 ? Date.UTC(y, m + 1, 1) : Date.UTC(y, m, 1);
    case 'month':
      return Date.UTC(y, m + step, 1);
  }
};

const KEY_PATTERNS: Record<PeriodUnit, RegExp> = {
  fiveMinutes: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  hour: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-\d{2}-\d{2}$/,
  halfMonth: /^\d{4}-\d{2}-\d{2}$/,
  month: /^\d{4}-\d{2}-\d{2}$/,
};

/** A key's local start (as if UTC); throws a RangeError on a key that is not a period start. */
const parseKey = (unit: PeriodUnit, key: string): number => {
  const suffix = unit === 'fiveMinutes' ? ':00Z' : unit === 'hour' ? ':00:00Z' : 'T00:00:00Z';
  const local = KEY_PATTERNS[unit].test(key) ? Date.parse(`${key}${suffix}`) : Number.NaN;
  if (Number.isNaN(local) || keyOf(unit, local) !== key || truncate(unit, local) !== local) {
    throw new RangeError(`not a ${unit} period key: ${key}`);
  }
  return local;
};

const period = (unit: PeriodUnit, local: number, start: number, end: number): BrandPeriod => ({
  unit,
  key: keyOf(unit, local),
  start: new Date(start),
  end: new Date(end),
});

/** The period of `unit` an instant lies in. */
export const periodOf = (unit: PeriodUnit, at: Date, timeZone: string): BrandPeriod => {
  const instant = at.getTime();
  let local = truncate(unit, wallClock(instant, timeZone));
  let start = startOf(local, timeZone);
  // After a fall-back the reading repeats; the instant may already be past later keys' starts.
  for (;;) {
    const next = stepKey(unit, local, 1);
    const end = startOf(next, timeZone);
    if (end > instant) return period(unit, local, start, end);
    local = next;
    start = end;
  }
};

/** The period a key names (empty, start = end, for a key wholly skipped by a clock change). */
export const periodByKey = (unit: PeriodUnit, key: string, timeZone: string): BrandPeriod => {
  const local = parseKey(unit, key);
  return period(unit, local, startOf(local, timeZone), startOf(stepKey(unit, local, 1), timeZone));
};

/** The (non-empty) period right after. */
export const nextPeriod = (p: BrandPeriod, timeZone: string): BrandPeriod => {
  let local = stepKey(p.unit, parseKey(p.unit, p.key), 1);
  const start = p.end.getTime();
  for (;;) {
    const end = startOf(stepKey(p.unit, local, 1), timeZone);
    if (end > start) return period(p.unit, local, start, end);
    local = stepKey(p.unit, local, 1);
  }
};

/** The (non-empty) period right before. */
export const previousPeriod = (p: BrandPeriod, timeZone: string): BrandPeriod => {
  const end = p.start.getTime();
  let local = parseKey(p.unit, p.key);
  for (;;) {
    local = stepKey(p.unit, local, -1);
    const start = startOf(local, timeZone);
    if (start < end) return period(p.unit, local, start, end);
  }
};

/** The brand day (yyyy-MM-dd) an instant falls on. */
export const brandDay = (at: Date, timeZone: string): string => periodOf('day', at, timeZone).key;

/** The period `count` periods after (or, negative, before) `p`: empty periods do not count. */
export const shiftPeriod = (p: BrandPeriod, count: number, timeZone: string): BrandPeriod => {
  let shifted = p;
  for (let i = 0; i < Math.abs(count); i++) {
    shifted = count > 0 ? nextPeriod(shifted, timeZone) : previousPeriod(shifted, timeZone);
  }
  return shifted;
};
