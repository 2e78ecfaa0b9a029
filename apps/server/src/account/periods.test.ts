import { periodOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { recordRange } from './periods.ts';

// 2026-11-20 20:00 UTC is already Saturday the 21st in Shanghai.
const NOW = new Date('2026-11-20T20:00:00.000Z');

describe('record periods and limit periods follow the brand day', () => {
  it('in UTC without a zone', () => {
    expect(recordRange(NOW, { period: 'today' })).toEqual({
      from: new Date('2026-11-20T00:00:00.000Z'),
      to: new Date('2026-11-21T00:00:00.000Z'),
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    expect(periodOf('week', NOW, 'UTC').start).toEqual(new Date('2026-11-16T00:00:00.000Z'));
  });

  it("in the brand's zone when it has one", () => {
    expect(recordRange(NOW, { period: 'yesterday' }, 'Asia/Shanghai')).toEqual({
      from: new Date('2026-11-19T16:00:00.000Z'),
      to: new Date('2026-11-20T16:00:00.000Z'),
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    expect(periodOf('day', NOW, 'Asia/Shanghai').start).toEqual(
      new Date('2026-11-20T16:00:00.000Z'),
    );
    expect(periodOf('month', NOW, 'Asia/Shanghai').start).toEqual(
      new Date('2026-10-31T16:00:00.000Z'),
    );
  });

  it('refuses a custom range over 90 days or running backwards, and takes 90', () => {
    const custom = (startDate: string, endDate: string) =>
      recordRange(NOW, { period: 'custom', startDate, endDate }, 'Europe/London');
    expect(custom('2026-08-23', '2026-11-20')).toMatchObject({
      from: new Date('2026-08-22T23:00:00.000Z'),
      to: new Date('2026-11-21T00:00:00.000Z'),
    });
    expect(() => custom('2026-08-22', '2026-11-20')).toThrow(
      expect.objectContaining({ code: 'records.range.invalid' }),
    );
    expect(() => custom('2026-11-20', '2026-11-19')).toThrow(
      expect.objectContaining({ code: 'records.range.invalid' }),
    );
    expect(() => custom('2026-02-30', '2026-03-01')).toThrow(
      expect.objectContaining({ code: 'records.range.invalid' }),
    );
    expect(recordRange(NOW, { period: 'last30Days' }, 'Europe/London').startDate).toBe(
      '2026-10-22',
    );
  });

  it('refuses a custom range ending after the brand day', () => {
    expect(() =>
      recordRange(NOW, { period: 'custom', startDate: '2026-11-20', endDate: '2026-11-22' }),
    ).toThrow();
    expect(
      recordRange(
        NOW,
        { period: 'custom', startDate: '2026-11-21', endDate: '2026-11-21' },
        'Asia/Shanghai',
      ).startDate,
    ).toBe('2026-11-21');
  });
});
