import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { after as runAfter, throttle, wait } from './clock.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
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

describe('after', () => {
  it('runs once after the delay, and never once cancelled', () => {
    const run = vi.fn();
    runAfter(500, run);
    const cancel = runAfter(500, run);
    cancel();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('wait', () => {
  it('resolves after the delay', async () => {
    let done = false;
    const waiting = wait(200).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
