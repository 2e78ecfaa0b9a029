import type { DrawGroup } from './groups.ts';

/**
 * When a game draws (ours, per the rules' cadence): every 1, 3 or 5 minutes for self-drawn
 * games, daily (LF, VN, SEA), or on some weekdays (HK6). Times are local to the game.
 */
export type Cadence =
  | { readonly kind: 'interval'; readonly minutes: 1 | 3 | 5 }
  | { readonly kind: 'daily'; readonly at: string }
  | { readonly kind: 'weekly'; readonly weekdays: readonly number[]; readonly at: string };

/** A game the server seeds: code, name, draw format, cadence and its local time. */
export interface GameDefinition {
  readonly code: string;
  readonly name: string;
  readonly group: DrawGroup;
  readonly cadence: Cadence;
  /** The game's local time as an offset from UTC in minutes (none of these zones has DST). */
  readonly utcOffsetMinutes: number;
  /** Menu tags: HOT puts the game in the HOT menu group as well as its own. */
  readonly tags: readonly string[];
}

/** Seconds before each draw when sales close: 5 s (1-minute), 30 s (3, 5), 10 minutes (daily). */
export function lockSecondsOf(cadence: Cadence): number {
  if (cadence.kind !== 'interval') return 600;
  return cadence.minutes === 1 ? 5 : 30;
}

const CHINA = 8 * 60;
const INDOCHINA = 7 * 60;

/** Realistic seed games, at least one per draw format. */
export const SEED_GAMES: readonly GameDefinition[] = [
  {
    code: 'GDSSC1',
    name: 'Golden Dragon SSC',
    group: 'SSC',
    cadence: { kind: 'interval', minutes: 1 },
    utcOffsetMinutes: CHINA,
    tags: ['HOT'],
  },
  {
    code: 'JRSSC5',
    name: 'Jade River SSC',
    group: 'SSC',
    cadence: { kind: 'interval', minutes: 5 },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'LTK3',
    name: 'Lotus Fast Three',
    group: 'K3',
    cadence: { kind: 'interval', minutes: 1 },
    utcOffsetMinutes: CHINA,
    tags: ['HOT'],
  },
  {
    code: 'HBK3',
    name: 'Harbour Dice K3',
    group: 'K3',
    cadence: { kind: 'interval', minutes: 3 },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'PR11X5',
    name: 'Pearl River 11 Pick 5',
    group: '11X5',
    cadence: { kind: 'interval', minutes: 3 },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'ES11X5',
    name: 'Eastern Sea 11 Pick 5',
    group: '11X5',
    cadence: { kind: 'interval', minutes: 5 },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'TRPK10',
    name: 'Thunder Racing PK10',
    group: 'PK10',
    cadence: { kind: 'interval', minutes: 1 },
    utcOffsetMinutes: CHINA,
    tags: ['HOT'],
  },
  {
    code: 'SRPK10',
    name: 'Silk Road Rally PK10',
    group: 'PK10',
    cadence: { kind: 'interval', minutes: 5 },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'MLLHC',
    name: 'Macau Lucky Six',
    group: 'LHC',
    cadence: { kind: 'interval', minutes: 5 },
    utcOffsetMinutes: CHINA,
    tags: ['HOT'],
  },
  {
    code: 'HKMS',
    name: 'Hong Kong Mark Six',
    group: 'HK6',
    // Tuesday, Thursday and Saturday evenings.
    cadence: { kind: 'weekly', weekdays: [2, 4, 6], at: '21:30' },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'FT28',
    name: 'Fortune 28',
    group: 'PCB',
    cadence: { kind: 'interval', minutes: 3 },
    utcOffsetMinutes: CHINA,
    tags: ['HOT'],
  },
  {
    code: 'WF3D',
    name: 'Welfare 3D',
    group: 'LF',
    cadence: { kind: 'daily', at: '21:15' },
    utcOffsetMinutes: CHINA,
    tags: [],
  },
  {
    code: 'XSMB',
    name: 'Mien Bac (Northern Vietnam)',
    group: 'VN',
    cadence: { kind: 'daily', at: '18:15' },
    utcOffsetMinutes: INDOCHINA,
    tags: [],
  },
  {
    code: 'THGL',
    name: 'Thai Golden Lotto',
    group: 'SEA',
    cadence: { kind: 'daily', at: '15:30' },
    utcOffsetMinutes: INDOCHINA,
    tags: [],
  },
];

/** One scheduled draw: its numero, when sales close and when it is drawn. */
export interface ScheduledDraw {
  readonly numero: string;
  readonly lockAt: Date;
  readonly drawAt: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The draws of a game on one local calendar day (`YYYY-MM-DD`), in order. Interval games
 * draw at the end of each interval from local midnight, numero `YYYYMMDD-NNNN` (1-based);
 * daily and weekly games once, numero `YYYYMMDD`.
 */
export function drawsOfDay(game: GameDefinition, day: string): ScheduledDraw[] {
  const match = DAY.exec(day);
  if (!match) throw new TypeError(`a day is YYYY-MM-DD, got ${day}`);
  const [, y, m, d] = match.map(Number);
  const midnight = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) - game.utcOffsetMinutes * 60_000;
  const stamp = day.replaceAll('-', '');
  const lockMs = lockSecondsOf(game.cadence) * 1000;
  const at = (ms: number, numero: string): ScheduledDraw => ({
    numero,
    drawAt: new Date(ms),
    lockAt: new Date(ms - lockMs),
  });
  const { cadence } = game;
  if (cadence.kind === 'interval') {
    const count = (24 * 60) / cadence.minutes;
    return Array.from({ length: count }, (_, i) =>
      at(
        midnight + (i + 1) * cadence.minutes * 60_000,
        `${stamp}-${String(i + 1).padStart(4, '0')}`,
      ),
    );
  }
  const time = TIME.exec(cadence.at);
  const minutes = Number(time?.[1] ?? 0) * 60 + Number(time?.[2] ?? 0);
  const weekday = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  if (cadence.kind === 'weekly' && !cadence.weekdays.includes(weekday)) return [];
  return [at(midnight + minutes * 60_000, stamp)];
}
