import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iconSvg } from './icons.ts';
import { createRasterCache, svgToWebp } from './rasterIcons.ts';

describe('raster icons', () => {
  it('draws an icon as a WebP at twice its size, its pixels from the SVG', async () => {
    const webp = await svgToWebp(iconSvg({ width: 64, height: 32, title: 'Dragon Tiger' }));
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 64]);
    // Not one flat colour: the gradient and the white initials are there.
    const pixels = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels) {
      pixels.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    }
    expect(pixels.size).toBeGreaterThan(50);
  });

  it('draws each key once, also for requests that come while it is drawing', async () => {
    const cached = createRasterCache(10);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return Buffer.from('drawn');
    };
    const [a, b] = await Promise.all([cached('a', draw), cached('a', draw)]);
    expect(a).toBe(b);
    await cached('a', draw);
    expect(draws).toBe(1);
  });

  it('keeps at most its limit, letting the least recently used go', async () => {
    const cached = createRasterCache(2);
    const drawn: string[] = [];
    const draw = (key: string) => async () => {
      drawn.push(key);
      return Buffer.from(key);
    };
    await cached('a', draw('a'));
    await cached('b', draw('b'));
    await cached('a', draw('a')); // a is now the most recent
    await cached('c', draw('c')); // b goes
    await cached('a', draw('a'));
    await cached('b', draw('b'));
    expect(drawn).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed drawing: the next request draws again', async () => {
    const cached = createRasterCache(10);
    await expect(cached('x', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(cached('x', async () => Buffer.from('ok'))).resolves.toEqual(Buffer.from('ok'));
  });
});
