import { describe, expect, it } from 'vitest';
import { periodDays } from './periodDays.ts';

// 2026-10-25 23:30 UTC: already the 26th in Ho Chi Minh City, still the 25th in London
// (whose clocks went back that day) and in New York.
const NOW = Date.parse('2026-10-25T23:30:00Z');

describe("the account record's picked periods", () => {
  it("count back whole brand days from the brand's today", () => {
    expect(periodDays('today', NOW, 'Asia/Ho_Chi_Minh')).toEqual({
      startDate: '2026-10-26',
      endDate: '2026-10-26',
    });
    expect(periodDays('yesterday', NOW, 'Europe/London')).toEqual({
      startDate: '2026-10-24',
      endDate: '2026-10-24',
    });
    expect(periodDays('last7Days', NOW, 'America/New_York')).toEqual({
      startDate: '2026-10-19',
      endDate: '2026-10-25',
    });
    expect(periodDays('last30Days', NOW)).toEqual({
      startDate: '2026-09-26',
      endDate: '2026-10-25',
    });
  });
});
