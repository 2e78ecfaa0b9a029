/** Ball colours and the zodiac (lottery-rules.md, LHC / HK6; platform-spec section 3). */

export const WAVE_COLOURS = ['red', 'blue', 'green'] as const;
export type WaveColour = (typeof WAVE_COLOURS)[number];

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

/** The wave colour of an LHC / HK6 ball 1-49 (the rules' table). */
export function waveColour(ball: number): WaveColour {
  if (!Number.isInteger(ball) || ball < 1 || ball > 49) throw new RangeError(`ball ${ball}`);
  if (RED.includes(ball)) return 'red';
  if (BLUE.includes(ball)) return 'blue';
  return 'green';
}

/** The twelve animals in cycle order, rat first. */
export const ZODIAC_ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type ZodiacAnimal = (typeof ZODIAC_ANIMALS)[number];

/** The animal (index into {@link ZODIAC_ANIMALS}) of a lunar year: 2020 was a rat year. */
export function zodiacOfLunarYear(lunarYear: number): number {
  return (((lunarYear - 2020) % 12) + 12) % 12;
}

/**
 * Chinese New Year (the first day of the lunar year) for the years the platform runs, as
 * UTC+8 calendar dates. A date before its year's entry belongs to the previous lunar year.
 */
const LUNAR_NEW_YEAR: Readonly<Record<number, string>> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

/**
 * The zodiac animal of the lunar year a moment falls in (dates read in UTC+8, as the Mark Six
 * is drawn), for the years 2024-2035; outside them a RangeError.
 */
export function zodiacYearAt(moment: Date): number {
  const local = new Date(moment.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const year = Number(local.slice(0, 4));
  const newYear = LUNAR_NEW_YEAR[year];
  if (newYear === undefined || (local < newYear && LUNAR_NEW_YEAR[year - 1] === undefined)) {
    throw new RangeError(`no lunar new year known for ${local}`);
  }
  return zodiacOfLunarYear(local < newYear ? year - 1 : year);
}

/**
 * The zodiac animal owning a ball 1-49 in a year whose animal is `yearAnimal`: the year's animal
 * owns 01, 13, 25, 37, 49; each earlier animal in the cycle owns the next numbers.
 */
export function zodiacOfBall(ball: number, yearAnimal: number): number {
  if (!Number.isInteger(ball) || ball < 1 || ball > 49) throw new RangeError(`ball ${ball}`);
  return (((yearAnimal - ((ball - 1) % 12)) % 12) + 12) % 12;
}

/** The balls 1-49 an animal owns in a year whose animal is `yearAnimal` (four or five). */
export function ballsOfZodiac(animal: number, yearAnimal: number): number[] {
  const balls: number[] = [];
  for (let ball = 1; ball <= 49; ball++)
    if (zodiacOfBall(ball, yearAnimal) === animal) balls.push(ball);
  return balls;
}

/** PC28 sums 0-27 are shown in four colours (the family's convention). */
export const PCB_COLOURS = ['gray', 'green', 'blue', 'red'] as const;
export type PcbColour = (typeof PCB_COLOURS)[number];

/** The colour of a PC28 sum: gray 0, 13, 14, 27; then green, blue, red in turn from 1 (sum mod 3). */
export function pcbColour(sum: number): PcbColour {
  if (!Number.isInteger(sum) || sum < 0 || sum > 27) throw new RangeError(`sum ${sum}`);
  if (sum === 0 || sum === 13 || sum === 14 || sum === 27) return 'gray';
  return (['red', 'green', 'blue'] as const)[sum % 3] ?? 'gray';
}

/** The ten PK10 car colours, car 1 first (each car has its own colour code). */
export const PK10_CAR_COLOURS = [
  'yellow',
  'blue',
  'gray',
  'orange',
  'cyan',
  'purple',
  'silver',
  'red',
  'maroon',
  'green',
] as const;
export type Pk10CarColour = (typeof PK10_CAR_COLOURS)[number];
