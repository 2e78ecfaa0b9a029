import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsCountdownSeconds, throttle } from './clock.ts';

describe('smsCountdownSeconds', () => {
  it('counts expiry minutes times 60, 60 seconds by default', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('drops calls within the window and lets the next one through', () => {
    const run = vi.fn();
    const send = throttle(1000, run);
    send('a');
    send('b');
    vi.advanceTimersByTime(999);
    send('c');
    vi.advanceTimersByTime(1);
    send('d');
    expect(run.mock.calls).toEqual([['a'], ['d']]);
  });
});
