import { useEffect, useRef, useState } from 'react';

/**
 * The one place of the games feature that owns timers (CONVENTIONS.md): countdowns tick and
 * lists refresh through these hooks, never through their own setTimeout or setInterval.
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
