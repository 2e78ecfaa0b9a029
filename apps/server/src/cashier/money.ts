import { CatalogueError } from '../catalogueError.ts';
import { minorOf } from '../ledger/money.ts';

/** The contract's money string in minor units, refused unless above zero. */
export const positiveMinor = (money: string): bigint => {
  const minor = minorOf(money);
  if (minor <= 0n) throw new CatalogueError('wallet.amount.invalid');
  return minor;
};

/** A brand amount (major units, a number) in minor units. */
export const brandMinor = (amount: number): bigint => BigInt(Math.round(amount * 100));
