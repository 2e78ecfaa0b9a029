import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaText, renderCaptcha } from './captchaImage.ts';
import { DIGIT_GLYPHS } from './digitFont.ts';

interface Chunk {
  type: string;
  data: Buffer;
}

/** A minimal PNG reader: checks the signature and every chunk's CRC. */
const readChunks = (png: Buffer): Chunk[] => {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
};

const decode = (png: Buffer) => {
  const chunks = readChunks(png);
  const header = chunks.find((c) => c.type === 'IHDR')?.data ?? Buffer.alloc(13);
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  return {
    width,
    height,
    bitDepth: header[8],
    colourType: header[9],
    raw,
    types: chunks.map((c) => c.type),
  };
};

describe('captcha image', () => {
  it('is a valid RGB PNG of the captcha size', () => {
    const image = decode(renderCaptcha('2026'));
    expect(image.types[0]).toBe('IHDR');
    expect(image.types.at(-1)).toBe('IEND');
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([image.bitDepth, image.colourType]).toEqual([8, 2]);
    expect(image.raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  });

  it('draws the digits in dark ink over a light, noisy background', () => {
    const { raw } = decode(renderCaptcha('8888'));
    let dark = 0;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const i = y * (CAPTCHA_WIDTH * 3 + 1) + 1 + x * 3;
        if ((raw[i] ?? 255) < 120 && (raw[i + 1] ?? 255) < 120 && (raw[i + 2] ?? 255) < 120) dark++;
      }
    }
    // Four 8s at scale 4: 4 glyphs * 20 inked cells * 16 pixels, give or take overlaps.
    expect(dark).toBeGreaterThan(900);
    expect(dark).toBeLessThan(1500);
  });

  it('differs from one drawing to the next even for the same answer', () => {
    expect(renderCaptcha('1234').equals(renderCaptcha('1234'))).toBe(false);
  });

  it('has a distinct glyph for every digit and draws random four-digit answers', () => {
    const shapes = Object.values(DIGIT_GLYPHS).map((rows) => rows.join(''));
    expect(new Set(shapes).size).toBe(10);
    for (let i = 0; i < 20; i++) expect(randomCaptchaText()).toMatch(/^\d{4}$/);
  });
});
