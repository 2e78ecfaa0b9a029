import { i18n as globalI18n, type I18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';

export interface I18nProviderProps {
  children: ReactNode;
  /** The Lingui instance; the global one by default, which the `t` macro also reads. */
  i18n?: I18n;
}

/**
 * Provides translations to everything below it. Load a language with `loadLanguage` before
 * rendering: until a locale is active, Lingui renders nothing. (No JSX here: this package
 * does not depend on the emotion JSX runtime the UI packages compile with.)
 */
export const I18nProvider = ({ children, i18n = globalI18n }: I18nProviderProps) =>
  createElement(LinguiProvider, { i18n }, children);
