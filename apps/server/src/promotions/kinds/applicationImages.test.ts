import { describe, expect, it } from 'vitest';
import { brokenBody, dataUrl, imageBytes } from '../../../test/images.ts';
import { checkApplication } from './applicationImages.ts';

const refused = { code: 'promotion.application.invalid' };

describe("the activity application's remark and images", () => {
  it('takes a remark and up to three png or jpg images, typed by their bytes', async () => {
    const png = await imageBytes('png', 32, 32);
    const jpeg = await imageBytes('jpeg', 32, 32);
    const checked = await checkApplication('  my proof  ', [
      dataUrl('png', png),
      dataUrl('jpeg', jpeg),
    ]);
    expect(checked.remark).toBe('my proof');
    expect(checked.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(checked.images[0]?.bytes.equals(png)).toBe(true);
    expect(await checkApplication(undefined, undefined)).toEqual({ remark: '', images: [] });
  });

  it('refuses a remark over 140 characters and a fourth image', async () => {
    await expect(checkApplication('x'.repeat(141), [])).rejects.toMatchObject(refused);
    expect((await checkApplication('é'.repeat(140), [])).remark).toHaveLength(140);
    const png = dataUrl('png', await imageBytes('png', 8, 8));
    await expect(checkApplication('', [png, png, png, png])).rejects.toMatchObject(refused);
  });

  it('refuses an image whose bytes are not what its data URL claims, or do not decode', async () => {
    const png = await imageBytes('png', 32, 32);
    const webp = await imageBytes('webp', 8, 8);
    for (const url of [
      `data:image/jpeg;base64,${png.toString('base64')}`,
      `data:image/png;base64,${webp.toString('base64')}`,
      dataUrl('png', brokenBody(png)),
      dataUrl('png', png.subarray(0, 40)),
      'data:image/png;base64,',
      'not a data url',
    ]) {
      await expect(checkApplication('', [url])).rejects.toMatchObject(refused);
    }
  });

  it('refuses an image of 5 MB or more', async () => {
    const big = Buffer.concat([await imageBytes('png', 8, 8), Buffer.alloc(5 * 1024 * 1024)]);
    await expect(checkApplication('', [dataUrl('png', big)])).rejects.toMatchObject(refused);
  });
});
