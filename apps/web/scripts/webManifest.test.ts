import { loadBrands } from '@portal/brand/node';
import { describe, expect, it } from 'vitest';
import { toPublicBrand } from '../src/brand/publicBrand.ts';
import { brandWebManifest } from './webManifest.ts';

const brands = loadBrands().map(toPublicBrand);

describe('brandWebManifest', () => {
  it.each(brands.map((brand) => [brand.code, brand] as const))(
    '%s: names the brand, opens standalone at home, in its colours and with its icon',
    (_code, brand) => {
      const manifest = brandWebManifest(brand);
      expect(manifest.name).toBe(brand.name);
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons).toEqual([
        {
          src: `/static/${brand.theme.favicon}?brand=${brand.code}`,
          sizes: 'any',
          type: 'image/svg+xml',
          purpose: 'any',
        },
      ]);
    },
  );

  it('shortens a long name to its first word for the launcher', () => {
    const [brand] = brands;
    if (!brand) throw new Error('no brand');
    const manifest = brandWebManifest({ ...brand, name: 'Golden Dragon Palace' });
    expect(manifest.name).toBe('Golden Dragon Palace');
    expect(manifest.short_name).toBe('Golden');
  });

  it('writes right to left for an Urdu brand', () => {
    const [brand] = brands;
    if (!brand) throw new Error('no brand');
    expect(brandWebManifest({ ...brand, defaultLanguage: 'UR' })).toMatchObject({
      lang: 'ur',
      dir: 'rtl',
    });
  });
});
