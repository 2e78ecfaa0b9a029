import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BrandPeriod,
  brandDay,
  brandTimeZone,
  nextPeriod,
  PERIOD_UNITS,
  type PeriodUnit,
  periodByKey,
  periodOf,
  previousPeriod,
  shiftPeriod,
} from './periods.ts';

const ZONES = ['Europe/London', 'America/New_York', 'Asia/Ho_Chi_Minh', 'UTC'] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Clock changes of the zones under test (UTC instants), so generated instants crowd them.
const CHANGES = [
  '2026-03-29T01:00:00Z', // London forward
  '2026-10-25T01:00:00Z', // London back
  '2026-03-08T07:00:00Z', // New York forward
  '2026-11-01T06:00:00Z', // New York back
  '2025-03-30T01:00:00Z',
  '2025-11-02T06:00:00Z',
].map((at) => Date.parse(at));

const instant = fc.oneof(
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -40 * DAY, max: 40 * DAY }))
    .map(([change, offset]) => new Date(change + offset)),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
    .map(([change, offset]) => new Date(change + offset)),
);
const zone = fc.constantFrom(...ZONES);
const unit = fc.constantFrom(...PERIOD_UNITS);

const KEY_FORMAT: Record<PeriodUnit, RegExp> = {
  fiveMinutes: /^\d{4}-\d{2}-\d{2}T\d{2}:[0-5][05]$/,
  hour: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-\d{2}-\d{2}$/,
  halfMonth: /^\d{4}-\d{2}-(01|16)$/,
  month: /^\d{4}-\d{2}-01$/,
};

const hours = (p: BrandPeriod): number => (p.end.getTime() - p.start.getTime()) / HOUR;
const days = (from: BrandPeriod, until: Date, timeZone: string): BrandPeriod[] => {
  const list: BrandPeriod[] = [];
  for (let day = from; day.start < until; day = nextPeriod(day, timeZone)) list.push(day);
  return list;
};
const weekday = (key: string): number => new Date(`${key.slice(0, 10)}T00:00:00Z`).getUTCDay();

describe('brand periods', () => {
  it('hold every instant in exactly one period of each unit, tiled end to start', () => {
    fc.assert(
      fc.property(unit, instant, zone, (u, at, timeZone) => {
        const p = periodOf(u, at, timeZone);
        expect(p.unit).toBe(u);
        expect(p.key).toMatch(KEY_FORMAT[u]);
        expect(p.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(p.end.getTime());
        expect(periodByKey(u, p.key, timeZone)).toEqual(p);
        const next = nextPeriod(p, timeZone);
        expect(next.start).toEqual(p.end);
        expect(next.key > p.key).toBe(true);
        expect(previousPeriod(next, timeZone)).toEqual(p);
        expect(previousPeriod(p, timeZone).end).toEqual(p.start);
        // Its first and last instants are in it; the instant after is in the next.
        expect(periodOf(u, p.start, timeZone)).toEqual(p);
        expect(periodOf(u, new Date(p.end.getTime() - 1), timeZone)).toEqual(p);
        expect(periodOf(u, p.end, timeZone)).toEqual(next);
      }),
      { numRuns: 600 },
    );
  });

  it('start each day-based period on its key date, local midnight', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day', 'week', 'halfMonth', 'month' as const),
        instant,
        zone,
        (u, at, timeZone) => {
          const p = periodOf(u, at, timeZone);
          expect(brandDay(p.start, timeZone)).toBe(p.key);
          expect(brandDay(new Date(p.start.getTime() - 1), timeZone) < p.key).toBe(true);
          if (u === 'week') expect(weekday(p.key)).toBe(1);
        },
      ),
    );
  });

  it('make a day 23, 24 or 25 hours, and 24 where the clock never changes', () => {
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const day = periodOf('day', at, timeZone);
        expect([23, 24, 25]).toContain(hours(day));
        if (timeZone === 'UTC' || timeZone === 'Asia/Ho_Chi_Minh') expect(hours(day)).toBe(24);
        if (timeZone === 'UTC') expect(day.start.toISOString()).toBe(`${day.key}T00:00:00.000Z`);
      }),
    );
  });

  it('make a week seven brand days from Monday to Sunday', () => {
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const week = periodOf('week', at, timeZone);
        const list = days(periodByKey('day', week.key, timeZone), week.end, timeZone);
        expect(list.map((d) => weekday(d.key))).toEqual([1, 2, 3, 4, 5, 6, 0]);
        expect(list.at(-1)?.end).toEqual(week.end);
      }),
    );
  });

  it('tile a month with two half months, 1st-15th and 16th-end', () => {
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const month = periodOf('month', at, timeZone);
        const first = periodByKey('halfMonth', month.key, timeZone);
        const second = nextPeriod(first, timeZone);
        expect(first.start).toEqual(month.start);
        expect(second.key).toBe(`${month.key.slice(0, 8)}16`);
        expect(second.end).toEqual(month.end);
        expect(days(periodByKey('day', first.key, timeZone), first.end, timeZone)).toHaveLength(15);
        const inMonth = days(periodByKey('day', month.key, timeZone), month.end, timeZone);
        expect([28, 29, 30, 31]).toContain(inMonth.length);
        expect(inMonth.at(-1)?.end).toEqual(month.end);
      }),
      { numRuns: 60 },
    );
  });

  it('cut London days at the clock changes: 23 hours in March, 25 in October', () => {
    const spring = periodByKey('day', '2026-03-29', 'Europe/London');
    expect(spring.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(hours(spring)).toBe(23);
    const autumn = periodByKey('day', '2026-10-25', 'Europe/London');
    expect(autumn.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(hours(autumn)).toBe(25);
    expect(brandDay(new Date('2026-10-24T23:30:00Z'), 'Europe/London')).toBe('2026-10-25');
    expect(brandDay(new Date('2026-10-24T23:30:00Z'), 'America/New_York')).toBe('2026-10-24');
    expect(brandDay(new Date('2026-10-24T17:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-10-25');
  });

  it('skip the hour a clock change skips, and keep a repeated hour as one of two hours', () => {
    const london = 'Europe/London';
    // 01:00-02:00 local does not exist on 29 March: an empty period, stepped over.
    const skipped = periodByKey('hour', '2026-03-29T01', london);
    expect(skipped.start).toEqual(skipped.end);
    const before = periodByKey('hour', '2026-03-29T00', london);
    expect(nextPeriod(before, london).key).toBe('2026-03-29T02');
    expect(previousPeriod(nextPeriod(before, london), london)).toEqual(before);
    expect(periodOf('hour', new Date('2026-03-29T01:00:00Z'), london).key).toBe('2026-03-29T02');
    // 01:00-02:00 local happens twice on 25 October: both in the one hour '…T01'.
    const repeated = periodOf('hour', new Date('2026-10-25T01:30:00Z'), london);
    expect(repeated.key).toBe('2026-10-25T01');
    expect(repeated.start.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(hours(repeated)).toBe(2);
    expect(periodOf('fiveMinutes', new Date('2026-10-25T01:30:00Z'), london).key).toBe(
      '2026-10-25T01:55',
    );
  });

  it('start a day whose midnight does not exist at the clock change', () => {
    // São Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018.
    const day = periodByKey('day', '2018-11-04', 'America/Sao_Paulo');
    expect(day.start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(hours(day)).toBe(23);
    expect(periodByKey('day', '2018-11-03', 'America/Sao_Paulo').end).toEqual(day.start);
  });

  it('refuse a key that is not the start of a period', () => {
    for (const [u, key] of [
      ['day', '2026-02-30'],
      ['day', '2026-2-3'],
      ['week', '2026-11-24'], // a Tuesday
      ['halfMonth', '2026-11-15'],
      ['month', '2026-11-02'],
      ['hour', '2026-11-24T24'],
      ['fiveMinutes', '2026-11-24T10:07'],
      ['day', 'yesterday'],
    ] as const) {
      expect(() => periodByKey(u, key, 'UTC'), `${u} ${key}`).toThrow(RangeError);
    }
  });

  it('shift by whole periods, either way', () => {
    fc.assert(
      fc.property(unit, instant, zone, fc.integer({ min: -40, max: 40 }), (u, at, timeZone, n) => {
        const p = periodOf(u, at, timeZone);
        const shifted = shiftPeriod(p, n, timeZone);
        expect(shiftPeriod(shifted, -n, timeZone)).toEqual(p);
        expect(Math.sign(shifted.start.getTime() - p.start.getTime())).toBe(Math.sign(n));
      }),
      { numRuns: 100 },
    );
    const day = periodByKey('day', '2026-03-01', 'Europe/London');
    expect(shiftPeriod(day, 30, 'Europe/London').key).toBe('2026-03-31');
    expect(shiftPeriod(day, -1, 'Europe/London').key).toBe('2026-02-28');
  });

  it('run a brand in UTC unless it names a zone', () => {
    expect(brandTimeZone({})).toBe('UTC');
    expect(brandTimeZone({ timeZone: 'Asia/Ho_Chi_Minh' })).toBe('Asia/Ho_Chi_Minh');
  });
});
