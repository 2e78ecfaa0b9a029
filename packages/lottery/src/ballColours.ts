import {
  type PcbColour,
  PK10_CAR_COLOURS,
  type Pk10CarColour,
  pcbColour,
  WAVE_COLOURS,
  type WaveColour,
  waveColour,
} from '@portal/lottery-rules';

/** A ball's fill and the text colour that reads on it (contrast 4.5:1 or more). */
export interface BallPaint {
  readonly fill: string;
  readonly text: string;
}

const WHITE = '#ffffff';
const BLACK = '#111111';

/** The Mark Six wave colours, as printed on the balls. */
const WAVE: Readonly<Record<WaveColour, BallPaint>> = {
  red: { fill: '#c62828', text: WHITE },
  blue: { fill: '#1565c0', text: WHITE },
  green: { fill: '#2e7d32', text: WHITE },
};

/** The PK10 cars' own colours. */
const CARS: Readonly<Record<Pk10CarColour, BallPaint>> = {
  yellow: { fill: '#f2c500', text: BLACK },
  blue: { fill: '#1e63d6', text: WHITE },
  gray: { fill: '#5f6368', text: WHITE },
  orange: { fill: '#e66a00', text: BLACK },
  cyan: { fill: '#00a7c4', text: BLACK },
  purple: { fill: '#6a1b9a', text: WHITE },
  silver: { fill: '#b0b7bf', text: BLACK },
  red: { fill: '#c62828', text: WHITE },
  maroon: { fill: '#7b1f1f', text: WHITE },
  green: { fill: '#2e7d32', text: WHITE },
};

const PCB: Readonly<Record<PcbColour, BallPaint>> = {
  gray: { fill: '#5f6368', text: WHITE },
  green: { fill: '#2e7d32', text: WHITE },
  blue: { fill: '#1565c0', text: WHITE },
  red: { fill: '#c62828', text: WHITE },
};

/** The paint of a Mark Six ball 1-49. */
export const waveBall = (ball: number): BallPaint => WAVE[waveColour(ball)];

/** The paint of a Mark Six wave colour by its option index (red, blue, green). */
export const waveOption = (index: number): BallPaint => WAVE[WAVE_COLOURS[index] ?? 'red'];

/** The paint of a PK10 car 1-10. */
export const carBall = (car: number): BallPaint => CARS[PK10_CAR_COLOURS[car - 1] ?? 'gray'];

/** The paint of a PC28 sum 0-27. */
export const pcbBall = (sum: number): BallPaint => PCB[pcbColour(sum)];
