import { describe, expect, it } from 'vitest';
import {
  type BrandTheme,
  contrastRatio,
  deriveTheme,
  PRIMARY_STEPS,
  readableOn,
  relativeLuminance,
  TEXT_CONTRAST,
  themeCssVariables,
} from './index.ts';
import { loadBrands } from './node.ts';

describe('contrastRatio', () => {
  it('matches known WCAG pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
  });

  it('reads luminance from black 0 to white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });
});

describe('readableOn', () => {
  it('reaches AA on any background, mid greys and saturated hues included', () => {
    const samples: string[] = [];
    for (let level = 0; level < 256; level += 5) {
      const grey = level.toString(16).padStart(2, '0');
      samples.push(`#${grey}${grey}${grey}`, `#${grey}0000`, `#00${grey}00`, `#0000${grey}`);
    }
    for (const background of samples) {
      expect(contrastRatio(readableOn(background), background)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
  });

  it('prefers a soft neutral over pure black or white when the neutral is readable', () => {
    expect(readableOn('#ffffff')).not.toBe('#000000');
    expect(readableOn('#000000')).not.toBe('#ffffff');
    expect(relativeLuminance(readableOn('#ffffff'))).toBeLessThan(0.05);
  });
});

describe('deriveTheme', () => {
  const brands = loadBrands();

  it.each(brands.map((brand) => [brand.code, brand.theme] as const))(
    '%s: every text colour reaches AA contrast on its ground',
    (_code, brandTheme: BrandTheme) => {
      const { colors } = deriveTheme(brandTheme);
      const pairs: [string, string][] = [
        [colors.onPrimary, colors.primary],
        [colors.onSecondary, colors.secondary],
        [colors.onAccent, colors.accent],
        [colors.onBackground, colors.background],
        [colors.onSurface, colors.surface],
        [colors.onDanger, colors.danger],
        [colors.onSuccess, colors.success],
        [colors.mutedOnBackground, colors.background],
        [colors.mutedOnSurface, colors.surface],
      ];
      for (const [text, ground] of pairs) {
        expect(contrastRatio(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
      expect(colors.mutedOnSurface).not.toBe(colors.onSurface);
    },
  );

  it('keeps the brand colours and builds a primary scale from light to dark around them', () => {
    for (const brand of brands) {
      const theme = deriveTheme(brand.theme);
      expect(theme.colors.primary).toBe(brand.theme.colors.primary);
      expect(theme.primaryScale[500]).toBe(brand.theme.colors.primary);
      const luminances = PRIMARY_STEPS.map((step) => relativeLuminance(theme.primaryScale[step]));
      for (let i = 1; i < luminances.length; i++) {
        expect(luminances[i]).toBeLessThan(luminances[i - 1] ?? 0);
      }
      expect(theme.radii.small).toBe(brand.theme.radii.small);
      expect(theme.fonts.heading).toBe(brand.theme.fonts.heading);
    }
  });

  it('tells a dark brand from a light one', () => {
    const scheme = Object.fromEntries(
      brands.map((brand) => [brand.code, deriveTheme(brand.theme).scheme]),
    );
    expect(scheme).toEqual({ lucky88: 'dark', saigon: 'light', sunrise: 'light' });
  });
});

describe('themeCssVariables', () => {
  it('gives a :root block carrying the brand colours, scale, fonts and lengths', () => {
    for (const brand of loadBrands()) {
      const theme = deriveTheme(brand.theme);
      const css = themeCssVariables(theme);
      expect(css).toMatch(/^:root\{[^{}]+\}$/);
      expect(css).toContain(`--color-primary:${brand.theme.colors.primary};`);
      expect(css).toContain(`--color-on-primary:${theme.colors.onPrimary};`);
      expect(css).toContain(`--color-primary-50:${theme.primaryScale[50]};`);
      expect(css).toContain(`--font-body:${brand.theme.fonts.body};`);
      expect(css).toContain(`--radius-medium:${brand.theme.radii.medium}px;`);
      expect(css).toContain(`color-scheme:${theme.scheme};`);
      expect(css).toContain('--z-modal:');
    }
  });
});
