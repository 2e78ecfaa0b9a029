/** Popular lottery timing (portal-spec sections 4 and 9). Pure: the clock module owns timers. */

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The list is asked for again at most this often. */
export const MAX_REFRESH_MS = 30_000;
/** When a draw has already closed, the next numero usually opens within seconds. */
export const CLOSED_REFRESH_MS = 7_000;

/** What a card's countdown shows. */
export type DrawCountdown =
  | { kind: 'closed' }
  | { kind: 'clock'; text: string }
  | { kind: 'days'; days: number; hours: number };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * HH:MM:SS under a day, days and hours from a day on; closed (dashes) when the game is not
 * on sale or less than a second is left.
 */
export const drawCountdown = (remainingMs: number, isSale: boolean): DrawCountdown => {
  if (!isSale || !Number.isFinite(remainingMs) || remainingMs < SECOND_MS)
    return { kind: 'closed' };
  if (remainingMs >= DAY_MS) {
    return {
      kind: 'days',
      days: Math.floor(remainingMs / DAY_MS),
      hours: Math.floor((remainingMs % DAY_MS) / HOUR_MS),
    };
  }
  const seconds = Math.floor(remainingMs / SECOND_MS);
  const text = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map(twoDigits)
    .join(':');
  return { kind: 'clock', text };
};

/**
 * When betting on a draw closes, in the local clock: the server's remaining time counts from
 * when it answered, which is about half the round trip before the answer arrived.
 */
export const drawEndAt = ({
  receivedAt,
  roundTripMs,
  remainTime,
  lockTime,
}: {
  receivedAt: number;
  roundTripMs: number;
  remainTime: number;
  lockTime: number;
}): number => receivedAt + remainTime - roundTripMs / 2 - lockTime;

/**
 * How long until the list is asked for again: the smallest time left, at most 30 s; 7 s when a
 * draw has already closed (or none is known).
 */
export const nextRefreshMs = (remainingMs: readonly number[]): number => {
  const smallest = remainingMs.length > 0 ? Math.min(...remainingMs) : 0;
  if (smallest <= 0) return CLOSED_REFRESH_MS;
  return Math.min(MAX_REFRESH_MS, smallest);
};
