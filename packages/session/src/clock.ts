import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one owner of countdown timers (CONVENTIONS: timers only in one clock module).
 * `start(seconds)` counts down to 0 once a second; `remaining` is 0 when idle.
 */
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

/** The SMS countdown: expiry minutes times 60, one minute by default (portal-spec section 4). */
export const smsCountdownSeconds = (expiredMinutes: number | undefined): number =>
  expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60;

/** The send-code button ignores presses closer together than this (portal-spec section 9). */
export const SEND_CODE_THROTTLE_MS = 1000;

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
