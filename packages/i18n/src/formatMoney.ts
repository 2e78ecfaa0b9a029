import {
  formatMoney as formatMinor,
  type Language,
  majorNumberToMinor,
  minorDigits,
  parseMoney,
} from '@portal/contract';
import { localeOf } from './languages.ts';

const rounded = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the brand's currency for people: the currency's own places (none for VND, two
 * for CNY, three for KWD) and thousands separators in the language's style (portal-spec
 * section 9, which shows two places because its brands were all in yuan). Takes minor units
 * (bigint), the wire string, or the JSON number some answers still carry; those are read by
 * their decimal spelling through the contract's money module, never multiplied.
 */
export const formatMoney = (
  amount: bigint | string | number,
  currency: string,
  language: Language,
): string => {
  const locale = localeOf(language);
  if (typeof amount === 'bigint') return formatMinor(amount, currency, locale);
  const parsed =
    typeof amount === 'string'
      ? parseMoney(amount, currency, { signed: true })
      : majorNumberToMinor(amount, currency);
  if (parsed.ok) return formatMinor(parsed.minor, currency, locale);
  // A figure with more places than the currency (computed, or stored before the brand's
  // currency was honoured) is rounded by Intl to the currency's places instead of failing
  // the screen; Intl reads a decimal string exactly.
  const places = minorDigits(currency);
  const key = `${locale}|${places}`;
  let format = rounded.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: 'always',
    });
    rounded.set(key, format);
  }
  return format.format(amount as number);
};
