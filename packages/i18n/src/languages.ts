import { LANGUAGE_TAGS, LANGUAGES, type Language, RTL_LANGUAGES } from '@portal/contract';

/** Each language named in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '简体中文',
  EN: 'English',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  TA: 'தமிழ்',
  TW: '繁體中文',
  TY: 'Tagalog',
  UR: 'اردو',
  'PT-BR': 'Português (Brasil)',
};

/** The Lingui locale (a BCP 47 tag) of a wire language code; also the `lang` attribute. */
export const localeOf = (language: Language): string => LANGUAGE_TAGS[language];

export const isRtl = (language: Language): boolean => RTL_LANGUAGES.includes(language);

/** The text direction for the `dir` attribute. */
export const directionOf = (language: Language): 'rtl' | 'ltr' => (isRtl(language) ? 'rtl' : 'ltr');

/** Narrows an untrusted string (storage, query, data attribute) to a wire language code. */
export const toLanguage = (value: unknown): Language | null =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : null;

/**
 * The language to show: the one the visitor chose before if the brand still offers it,
 * otherwise the brand's default.
 */
export const resolveLanguage = (
  chosen: unknown,
  offered: readonly Language[],
  brandDefault: Language,
): Language => {
  const language = toLanguage(chosen);
  return language && offered.includes(language) ? language : brandDefault;
};
