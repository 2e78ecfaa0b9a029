import { describe, expect, it } from 'vitest';
import { periodDays } from './periodDays.ts';

// 2026-11-28 02:30 UTC is still the 27th in New York and already the 28th in Ho Chi Minh City.
const now = Date.UTC(2026, 10, 28, 2, 30);

describe('periodDays', () => {
  it("counts the brand's days, not the browser's", () => {
    expect(periodDays('today', now, 'Asia/Ho_Chi_Minh')).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(periodDays('today', now, 'America/New_York')).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
  });
  it('covers yesterday alone, and 7 or 30 days up to today', () => {
    expect(periodDays('yesterday', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(periodDays('last7Days', now)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodDays('last30Days', now)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });
});
