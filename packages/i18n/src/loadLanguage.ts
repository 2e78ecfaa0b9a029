import { type I18n, i18n, type Messages } from '@lingui/core';
import type { Language } from '@portal/contract';
import { localeOf } from './languages.ts';

type Catalog = { messages: Messages };

/**
 * One dynamic import per language, so the bundler emits one chunk per catalogue and a
 * visitor downloads only the language they read.
 */
export const catalogs: Record<Language, () => Promise<Catalog>> = {
  CN: () => import('./locales/zh-CN.ts'),
  EN: () => import('./locales/en.ts'),
  JA: () => import('./locales/ja.ts'),
  TH: () => import('./locales/th.ts'),
  VI: () => import('./locales/vi.ts'),
  MY: () => import('./locales/my.ts'),
  ES: () => import('./locales/es.ts'),
  HI: () => import('./locales/hi.ts'),
  ID: () => import('./locales/id.ts'),
  KM: () => import('./locales/km.ts'),
  KO: () => import('./locales/ko.ts'),
  MS: () => import('./locales/ms.ts'),
  PT: () => import('./locales/pt.ts'),
  TA: () => import('./locales/ta.ts'),
  TW: () => import('./locales/zh-TW.ts'),
  TY: () => import('./locales/tl.ts'),
  UR: () => import('./locales/ur.ts'),
  'PT-BR': () => import('./locales/pt-BR.ts'),
};

/** Loads one language's compiled catalogue and makes it the active one. */
export const loadLanguage = async (language: Language, target: I18n = i18n): Promise<void> => {
  const { messages } = await catalogs[language]();
  target.loadAndActivate({ locale: localeOf(language), messages });
};
