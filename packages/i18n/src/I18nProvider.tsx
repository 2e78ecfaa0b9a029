import { i18n as globalI18n, type I18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import type { ReactNode } from 'react';

export interface I18nProviderProps {
  children: ReactNode;
  /** The Lingui instance; the global one by default, which the `t` macro also reads. */
  i18n?: I18n;
}

/**
 * Provides translations to everything below it. Load a language with `loadLanguage` before
 * rendering: until a locale is active, Lingui renders nothing.
 */
export const I18nProvider = ({ children, i18n = globalI18n }: I18nProviderProps) => (
  <LinguiProvider i18n={i18n}>{children}</LinguiProvider>
);
