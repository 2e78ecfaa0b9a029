import { describe, expect, it } from 'vitest';
import { brokenBody, imageBytes, pngBomb } from '../../test/images.ts';
import { decodedImageType, MAX_UPLOAD_PIXELS } from './uploadedImages.ts';

const ALL = ['image/png', 'image/jpeg', 'image/webp'] as const;

describe('decodedImageType', () => {
  it('lets in PNG, JPEG and WebP files that decode, by their bytes', async () => {
    expect(await decodedImageType(await imageBytes('png'), ALL)).toBe('image/png');
    expect(await decodedImageType(await imageBytes('jpeg'), ALL)).toBe('image/jpeg');
    expect(await decodedImageType(await imageBytes('webp'), ALL)).toBe('image/webp');
    // Only the types the caller takes.
    expect(await decodedImageType(await imageBytes('webp'), ['image/png'])).toBeNull();
  });

  it('refuses a PNG or JPEG signature over a broken or cut-off body', async () => {
    const png = await imageBytes('png', 64, 64);
    const jpeg = await imageBytes('jpeg', 64, 64);
    for (const [name, bytes] of [
      ['png, body overwritten', brokenBody(png)],
      ['png, cut after its header', png.subarray(0, 40)],
      ['png, signature alone', png.subarray(0, 8)],
      ['jpeg, body overwritten', brokenBody(jpeg, 200)],
      ['jpeg, cut in half', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ] as const) {
      expect(await decodedImageType(bytes, ALL), name).toBeNull();
    }
  });

  it('refuses what is no image at all, whatever it starts like', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a....'),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]),
      Buffer.alloc(0),
    ]) {
      expect(await decodedImageType(bytes, ALL)).toBeNull();
    }
  });

  it('refuses a decompression bomb before decoding it, quickly', async () => {
    // 20,000 x 20,000 = 400 megapixels in a few kilobytes.
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    expect(await decodedImageType(bomb, ALL)).toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
    // The same construction within the limit is a real image: the refusal is the size.
    const small = pngBomb(2000, 1000);
    expect(2000 * 1000).toBeLessThan(MAX_UPLOAD_PIXELS);
    expect(await decodedImageType(small, ALL)).toBe('image/png');
  });
});
