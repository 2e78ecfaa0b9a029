import { describe, expect, it } from 'vitest';
import { brandTimeZone, dayBounds, dayOf, dayStart, nextDay, previousDay } from './brandDays.ts';

describe("a brand's days", () => {
  it('run in UTC when the brand names no zone', () => {
    expect(brandTimeZone({})).toBe('UTC');
    expect(brandTimeZone({ timeZone: 'Asia/Shanghai' })).toBe('Asia/Shanghai');
    expect(dayBounds('2026-11-23', 'UTC')).toEqual({
      from: new Date('2026-11-23T00:00:00.000Z'),
      to: new Date('2026-11-24T00:00:00.000Z'),
    });
  });

  it("start at the zone's midnight", () => {
    expect(dayStart('2026-11-23', 'Asia/Shanghai')).toEqual(new Date('2026-11-22T16:00:00.000Z'));
    expect(dayOf(new Date('2026-11-22T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-22T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-11-22');
  });

  it('are 23 hours long when the clocks go forward', () => {
    const { from, to } = dayBounds('2026-03-08', 'America/New_York');
    expect(from).toEqual(new Date('2026-03-08T05:00:00.000Z'));
    expect(to).toEqual(new Date('2026-03-09T04:00:00.000Z'));
  });

  it('step over months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });
});
