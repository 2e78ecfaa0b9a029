import { randomInt } from 'node:crypto';
import { DIGIT_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './digitFont.ts';
import { encodePng, type Raster } from './png.ts';

const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

/** A fresh captcha answer: CAPTCHA_LENGTH digits from the system's secure random source. */
export const randomCaptchaText = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');

type Rgb = readonly [number, number, number];

const paint = (r: Raster, x: number, y: number, [red, green, blue]: Rgb) => {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const i = (y * r.width + x) * 3;
  r.pixels[i] = red;
  r.pixels[i + 1] = green;
  r.pixels[i + 2] = blue;
};

const line = (r: Raster, x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s++) {
    paint(
      r,
      Math.round(x0 + ((x1 - x0) * s) / steps),
      Math.round(y0 + ((y1 - y0) * s) / steps),
      colour,
    );
  }
};

const darkColour = (): Rgb => [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
const midColour = (): Rgb => [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200)];

/**
 * Renders digits as a PNG: each digit in its own dark colour, shifted and sheared a little,
 * over a light background crossed by lines and speckles, so a plain template match fails.
 */
export const renderCaptcha = (text: string): Buffer => {
  const raster: Raster = {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pixels: new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3),
  };
  const background: Rgb = [randomInt(225, 256), randomInt(225, 256), randomInt(225, 256)];
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) paint(raster, x, y, background);
  }
  for (let n = 0; n < 120; n++) {
    paint(raster, randomInt(raster.width), randomInt(raster.height), midColour());
  }
  const cell = Math.floor((raster.width - 8) / Math.max(text.length, 1));
  [...text].forEach((digit, index) => {
    const glyph = DIGIT_GLYPHS[digit];
    if (!glyph) throw new RangeError(`no glyph for ${digit}`);
    const colour = darkColour();
    const left = 6 + index * cell + randomInt(0, Math.max(cell - GLYPH_WIDTH * SCALE, 1));
    const top = randomInt(2, raster.height - GLYPH_HEIGHT * SCALE - 1);
    const shear = (randomInt(-3, 4) / 10) * SCALE;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < SCALE; dy++) {
          const y = top + gy * SCALE + dy;
          const slant = Math.round((GLYPH_HEIGHT * SCALE - (y - top)) * (shear / SCALE));
          for (let dx = 0; dx < SCALE; dx++)
            paint(raster, left + gx * SCALE + dx + slant, y, colour);
        }
      }
    });
  });
  for (let n = 0; n < 4; n++) {
    line(
      raster,
      randomInt(raster.width),
      randomInt(raster.height),
      randomInt(raster.width),
      randomInt(raster.height),
      midColour(),
    );
  }
  return encodePng(raster);
};
