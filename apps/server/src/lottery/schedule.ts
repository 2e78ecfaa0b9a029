import { randomInt } from 'node:crypto';

/**
 * When each lottery game draws, computed from the clock alone: the same instant gives the
 * same numero and countdown on every server. Days are UTC days.
 *
 * An interval game draws every `seconds` from midnight: draw k of a day (k = 1..N, N = a
 * day over the interval) closes at midnight + k x seconds, so the last draw of a day closes
 * at the next midnight. Its numero is the day and k: `20261121-0042`. A daily game draws
 * once a day at a minute of the day, numero `20261121`.
 */
export type Cadence = { kind: 'interval'; seconds: number } | { kind: 'daily'; minute: number };

export interface Draw {
  numero: string;
  drawAt: Date;
}

const DAY_MS = 86_400_000;

const dayLabel = (dayStart: number): string =>
  new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');

const intervalDraw = (seconds: number, dayStart: number, k: number): Draw => {
  const perDay = DAY_MS / (seconds * 1000);
  // Draw 0 of a day is the last draw of the day before.
  if (k === 0) return intervalDraw(seconds, dayStart - DAY_MS, perDay);
  return {
    numero: `${dayLabel(dayStart)}-${String(k).padStart(4, '0')}`,
    drawAt: new Date(dayStart + k * seconds * 1000),
  };
};

/** The open draw: the first one that closes strictly after `now`. */
export const nextDraw = (cadence: Cadence, now: Date): Draw => {
  const t = now.getTime();
  const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
  if (cadence.kind === 'interval') {
    const k = Math.floor((t - dayStart) / (cadence.seconds * 1000)) + 1;
    return intervalDraw(cadence.seconds, dayStart, k);
  }
  const today = dayStart + cadence.minute * 60_000;
  const drawAt = today > t ? today : today + DAY_MS;
  return { numero: dayLabel(drawAt - cadence.minute * 60_000), drawAt: new Date(drawAt) };
};

/** The last draw that closed at or before `now`. */
export const previousDraw = (cadence: Cadence, now: Date): Draw => {
  const t = now.getTime();
  const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
  if (cadence.kind === 'interval') {
    const k = Math.floor((t - dayStart) / (cadence.seconds * 1000));
    return intervalDraw(cadence.seconds, dayStart, k);
  }
  const next = nextDraw(cadence, now).drawAt.getTime() - DAY_MS;
  return { numero: dayLabel(next - cadence.minute * 60_000), drawAt: new Date(next) };
};

const digits = (count: number, min: number, max: number): number[] =>
  Array.from({ length: count }, () => randomInt(min, max + 1));

/** `count` different numbers of min..max, two digits each, in draw order. */
const distinct = (count: number, min: number, max: number): string[] => {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => i + min);
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    const [n] = pool.splice(randomInt(pool.length), 1);
    drawn.push(String(n).padStart(2, '0'));
  }
  return drawn;
};

/**
 * A winning number in the group's format (platform-spec section 3): K3, SSC, LF and the
 * per-character groups are digit strings; PCB, LHC, PK10, 11X5 and HK6 are comma lists.
 * Drawn with the CSPRNG.
 */
export const drawWinningNumber = (groupCode: string): string => {
  switch (groupCode) {
    case 'K3':
      return digits(3, 1, 6).join('');
    case 'LF':
      return digits(3, 0, 9).join('');
    case 'PCB':
      return digits(3, 0, 9).join(',');
    case '11X5':
      return distinct(5, 1, 11).join(',');
    case 'PK10':
      return distinct(10, 1, 10).join(',');
    case 'LHC':
    case 'HK6':
      return distinct(7, 1, 49).join(',');
    case 'KENO':
      return distinct(20, 1, 80).join(',');
    default:
      return digits(5, 0, 9).join('');
  }
};
