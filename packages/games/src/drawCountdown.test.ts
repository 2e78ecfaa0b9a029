import { describe, expect, it } from 'vitest';
import {
  CLOSED_REFRESH_MS,
  drawCountdown,
  drawEndAt,
  MAX_REFRESH_MS,
  nextRefreshMs,
} from './drawCountdown.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('drawCountdown', () => {
  it('shows HH:MM:SS under a day, rounding seconds down', () => {
    expect(drawCountdown(1_000, true)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(drawCountdown(3 * HOUR + 4 * 60_000 + 5_999, true)).toEqual({
      kind: 'clock',
      text: '03:04:05',
    });
    expect(drawCountdown(DAY - 1, true)).toEqual({ kind: 'clock', text: '23:59:59' });
  });

  it('shows days and hours from one day on', () => {
    expect(drawCountdown(DAY, true)).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(drawCountdown(2 * DAY + 5 * HOUR + 59 * 60_000, true)).toEqual({
      kind: 'days',
      days: 2,
      hours: 5,
    });
  });

  it('closes (dashes) under one second or when the game is not on sale', () => {
    expect(drawCountdown(999, true)).toEqual({ kind: 'closed' });
    expect(drawCountdown(-5_000, true)).toEqual({ kind: 'closed' });
    expect(drawCountdown(HOUR, false)).toEqual({ kind: 'closed' });
    expect(drawCountdown(Number.NaN, true)).toEqual({ kind: 'closed' });
  });
});

describe('drawEndAt', () => {
  it('subtracts half the round trip and the lock time from the remaining time', () => {
    expect(
      drawEndAt({ receivedAt: 1_000_000, roundTripMs: 400, remainTime: 60_000, lockTime: 5_000 }),
    ).toBe(1_000_000 + 60_000 - 200 - 5_000);
  });

  it('counts from when the answer arrived', () => {
    const input = { roundTripMs: 0, remainTime: 10_000, lockTime: 0 };
    expect(
      drawEndAt({ ...input, receivedAt: 5_000 }) - drawEndAt({ ...input, receivedAt: 0 }),
    ).toBe(5_000);
  });
});

describe('nextRefreshMs', () => {
  it('waits for the smallest remaining time', () => {
    expect(nextRefreshMs([25_000, 12_000, 28_000])).toBe(12_000);
  });

  it('waits at most 30 seconds', () => {
    expect(nextRefreshMs([90_000, 3 * DAY])).toBe(MAX_REFRESH_MS);
  });

  it('asks again after 7 seconds when a draw has closed or none is known', () => {
    expect(nextRefreshMs([40_000, 0])).toBe(CLOSED_REFRESH_MS);
    expect(nextRefreshMs([-1_500, 20_000])).toBe(CLOSED_REFRESH_MS);
    expect(nextRefreshMs([])).toBe(CLOSED_REFRESH_MS);
  });
});
