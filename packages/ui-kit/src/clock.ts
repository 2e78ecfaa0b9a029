import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one owner of timers in the portal's packages (CONVENTIONS.md: timers only in one clock
 * module): countdowns tick, lists refresh and menus wait through these, never through their
 * own setTimeout or setInterval.
 */

/** The current time in milliseconds, re-rendering every `everyMs` while `running`. */
export const useNow = (everyMs = 1000, running = true): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
};

/**
 * Calls `callback` once after `delayMs`; a new delay, a new `round` (the same delay asked for
 * again) or null replaces the pending call.
 */
export const useTimeout = (callback: () => void, delayMs: number | null, round = 0): void => {
  const latest = useRef(callback);
  latest.current = callback;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the wait on purpose.
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, round]);
};

/** Runs `callback` once after `delayMs` outside React (hover menus wait 500 ms); returns a cancel. */
export const after = (delayMs: number, callback: () => void): (() => void) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Runs `callback` once when the browser is idle (after the page has painted and settled), or
 * after `fallbackMs` where there is no idle callback; returns a cancel. Code a screen may need
 * soon, but not for its first paint, loads through this.
 */
export const whenIdle = (callback: () => void, fallbackMs = 2000): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: fallbackMs * 5 });
    return () => cancelIdleCallback(handle);
  }
  return after(fallbackMs, callback);
};

/** Resolves after `delayMs` (a long loop yields to the page with `wait(0)`). */
export const wait = (delayMs: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, delayMs);
  });

/** `start(seconds)` counts down to 0 once a second; `remaining` is 0 when idle. */
export const useCountdown = () => {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => {
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);
  return { remaining, counting: remaining > 0, start };
};

/** A function that runs at most once per `ms`; calls in between are dropped. */
export const throttle = <A extends unknown[]>(ms: number, run: (...args: A) => void) => {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    run(...args);
  };
};
