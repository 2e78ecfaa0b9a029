import { majorNumberToMinor, parseMoney, toMajorNumber, toWire } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';

/**
 * The server's side of the contract's money module: every conversion between the wire, the
 * brand config and the ledger's bigint minor units goes through here, in the brand's currency
 * (brand.json `currency`), so a VND brand moves whole dong and a KWD brand thousandths.
 */

/** Minor units as the wire's decimal string with exactly the currency's places. */
export const moneyOf = (minor: bigint | string, currency: string): string =>
  toWire(BigInt(minor), currency);

/**
 * A request's money string in minor units of the brand's currency. The contract's schema has
 * already checked its shape; what only the currency can tell (10.50 in VND, 1.005 in CNY) is
 * refused here with the catalogue's code, never a 500.
 */
export const minorOf = (
  money: string,
  currency: string,
  options: { signed?: boolean } = {},
): bigint => {
  const parsed = parseMoney(money, currency, { signed: options.signed ?? true });
  if (!parsed.ok) throw new CatalogueError('wallet.amount.invalid');
  return parsed.minor;
};

/** A request's money string in minor units, refused unless above zero. */
export const positiveMinor = (money: string, currency: string): bigint => {
  const minor = minorOf(money, currency);
  if (minor <= 0n) throw new CatalogueError('wallet.amount.invalid');
  return minor;
};

/**
 * A brand config amount (major units, a JSON number) in minor units. The brand schema has
 * checked it against the currency at load, so a failure here is a programming error.
 */
export const brandMinor = (amount: number, currency: string): bigint => {
  const parsed = majorNumberToMinor(amount, currency);
  if (!parsed.ok) throw new RangeError(`brand amount ${amount} is not an amount in ${currency}`);
  return parsed.minor;
};

/**
 * Minor units as a JSON number in major units: only for the demo game vendor's own protocol,
 * which speaks as game vendors do (their wire, not ours: every amount of our contract is a
 * decimal string, `moneyOf`). Exact within 15 whole digits (toMajorNumber).
 */
export const vendorNumber = (minor: bigint, currency: string): number =>
  toMajorNumber(minor, currency);
