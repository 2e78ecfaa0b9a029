export { categoryTitle } from './categoryTitles.ts';
export type { CodedFailure } from './errorMessage.ts';
export { errorMessage, thrownMessage } from './errorMessage.ts';
export { formatMoney } from './formatMoney.ts';
export type { I18nProviderProps } from './I18nProvider.ts';
export { I18nProvider } from './I18nProvider.ts';
export {
  directionOf,
  isRtl,
  LANGUAGE_NAMES,
  localeOf,
  resolveLanguage,
  toLanguage,
} from './languages.ts';
export { loadLanguage } from './loadLanguage.ts';
