import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour.ts';
import {
  coloursFor,
  draftBrand,
  drawFavicon,
  drawLogo,
  initialsOf,
  merchantCodeFor,
} from './draft.ts';
import { parseBrand } from './parse.ts';

describe('a new brand from a few answers', () => {
  it('is a valid brand.json with only a code and a name', () => {
    const brand = parseBrand(draftBrand({ code: 'moonlight', name: 'Moon Light' }), 'x');
    expect(brand).toMatchObject({
      code: 'moonlight',
      merchantCode: 'MOONLIGHT',
      name: 'Moon Light',
      defaultLanguage: 'EN',
      languages: ['EN'],
      domains: ['moonlight.localhost', 'moonlight.example.com'],
    });
    expect(brand.features.COMM3).toBe(true);
    expect(brand.features.MISSION3).toBe(false);
  });

  it('takes every answer given', () => {
    const brand = parseBrand(
      draftBrand({
        code: 'zen-play',
        name: 'Zen',
        merchantCode: 'ZEN01',
        languages: ['TH', 'EN'],
        defaultLanguage: 'EN',
        colors: { primary: '#123456' },
        domains: ['zen.example.org'],
        cockfightProviders: [],
        prizeModes: ['ZY', 'SEA'],
        switchesOn: ['COMM3', 'REG3'],
        wallet: 'multi',
      }),
      'x',
    );
    expect(brand).toMatchObject({
      merchantCode: 'ZEN01',
      languages: ['TH', 'EN'],
      defaultLanguage: 'EN',
      domains: ['zen.example.org'],
      cockfightProviders: [],
      prizeModes: ['ZY', 'SEA'],
      cashier: { wallet: 'multi', vendorWallets: [{ vassalage: 'DEMO' }] },
    });
    expect(brand.theme.colors.primary).toBe('#123456');
    expect(
      Object.entries(brand.features)
        .filter(([, on]) => on)
        .map(([id]) => id),
    ).toEqual(['COMM3', 'REG3']);
  });

  it('suggests merchant codes and colours from the names, the same every time', () => {
    expect(merchantCodeFor('lucky-star-casino-royale')).toBe('LUCKYSTARCASINOR');
    expect(merchantCodeFor('ab')).toBe('ABBRD');
    expect(coloursFor('Moon Light')).toEqual(coloursFor('Moon Light'));
    expect(coloursFor('Moon Light')).not.toEqual(coloursFor('Sun Dark'));
    expect(coloursFor('x').primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('draws a logo and a favicon from the name, with readable initials and escaped text', () => {
    expect(initialsOf('Moon Light')).toBe('ML');
    expect(initialsOf('zen')).toBe('ZE');
    const logo = drawLogo('A <b> & "c"', '#0b7a7a', '#ffb347');
    expect(logo).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(logo).not.toContain('<b>');
    const favicon = drawFavicon('Moon Light', '#0b7a7a');
    const ink = /fill="(#[0-9a-f]{6})">ML</i.exec(favicon)?.[1] ?? '';
    expect(contrastRatio(ink, '#0b7a7a')).toBeGreaterThanOrEqual(4.5);
  });
});
