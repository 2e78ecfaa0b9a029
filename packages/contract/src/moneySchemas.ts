import * as v from 'valibot';
import { parseMoney } from './money.ts';

// The wire amount's schemas, apart from money.ts: the portal's first load formats and parses
// money but builds no schema, so money.ts stays free of valibot (issue 27's first-load budget).

/**
 * The wire amount (valibot) in a currency: the decimal string with at most its places. The
 * request schemas take the loose form (any currency's places, up to three) because the schema
 * is fixed before the brand is known; the handler then parses with the brand's currency
 * through `toMinor`/`parseMoney`, which refuses the extra places.
 */
export const moneyIn = (currency: string, options: { signed?: boolean } = {}) =>
  v.pipe(
    v.string(),
    v.check((text) => parseMoney(text, currency, options).ok, `an amount in ${currency}`),
  );

/**
 * A wire amount whose currency is not known to the schema: a decimal string with up to three
 * places (the most any brand currency has), optionally signed, within range.
 */
export const wireMoney = v.pipe(
  v.string(),
  // The shape, bounded (a request's every string is), then the exact rule.
  v.regex(/^-?\d{1,15}(\.\d{1,3})?$/, 'a decimal amount'),
  v.check((text) => parseMoney(text, 'KWD', { signed: true }).ok, 'a decimal amount'),
);
