import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  isRtl,
  LANGUAGE_NAMES,
  localeOf,
  resolveLanguage,
  toLanguage,
} from './languages.ts';

describe('resolveLanguage', () => {
  const offered = ['EN', 'TY', 'UR'] as const;

  it('keeps the language the visitor chose when the brand offers it', () => {
    expect(resolveLanguage('UR', offered, 'EN')).toBe('UR');
  });

  it("falls back to the brand's default for a language the brand does not offer", () => {
    expect(resolveLanguage('CN', offered, 'EN')).toBe('EN');
  });

  it('falls back to the default for nothing stored or a value that is no language', () => {
    expect(resolveLanguage(null, offered, 'TY')).toBe('TY');
    expect(resolveLanguage('en', offered, 'TY')).toBe('TY');
    expect(resolveLanguage('<script>', offered, 'TY')).toBe('TY');
  });
});

describe('languages', () => {
  it('narrows only the wire codes', () => {
    expect(toLanguage('PT-BR')).toBe('PT-BR');
    expect(toLanguage('pt-BR')).toBeNull();
    expect(toLanguage(42)).toBeNull();
  });

  it('writes Urdu right to left and the others left to right', () => {
    expect(isRtl('UR')).toBe(true);
    expect(directionOf('UR')).toBe('rtl');
    expect(LANGUAGES.filter(isRtl)).toEqual(['UR']);
  });

  it('maps every language to a locale Intl understands and names it', () => {
    for (const language of LANGUAGES) {
      expect(Intl.getCanonicalLocales(localeOf(language))).toHaveLength(1);
      expect(LANGUAGE_NAMES[language].length).toBeGreaterThan(1);
    }
    expect(localeOf('CN')).toBe('zh-CN');
  });
});
