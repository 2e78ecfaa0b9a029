import type { Language } from '@portal/contract';
import { localeOf } from './languages.ts';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * An amount with two decimals and thousands separators in the language's own style
 * (portal-spec section 9). Grouping is forced: some locales (Spanish) leave four-digit
 * numbers ungrouped by default.
 */
export const formatMoney = (amount: number, language: Language): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formats.set(language, format);
  }
  return format.format(amount);
};
