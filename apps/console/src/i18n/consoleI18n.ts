import { type I18n, i18n, type Messages } from '@lingui/core';
import { ERRORS, errorMessageId, isErrorCode } from '@portal/contract';

export const CONSOLE_LOCALES = ['en', 'zh-CN'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const LOCALE_NAMES: Record<ConsoleLocale, string> = { en: 'English', 'zh-CN': '简体中文' };

const catalogs: Record<ConsoleLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.ts'),
  'zh-CN': () => import('../locales/zh-CN.ts'),
};

/** Loads one locale's compiled catalogue of the console and makes it the active one. */
export const loadConsoleLocale = async (locale: ConsoleLocale, target: I18n = i18n) => {
  const { messages } = await catalogs[locale]();
  target.loadAndActivate({ locale, messages });
};

/** The browser's first Chinese or English preference; English otherwise. */
export const preferredLocale = (languages: readonly string[]): ConsoleLocale => {
  for (const language of languages) {
    if (language.toLowerCase().startsWith('zh')) return 'zh-CN';
    if (language.toLowerCase().startsWith('en')) return 'en';
  }
  return 'en';
};

/**
 * A failure as staff read it: the catalogue message of its code in the console's language.
 * The ids are built at run time; the console's lingui config extracts them from the list of
 * codes the console shows.
 */
export const errorText = (lingui: I18n, error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  const known = isErrorCode(code) ? code : 'unknown';
  return lingui.t(errorMessageId(known), undefined, { message: ERRORS[known].message });
};
