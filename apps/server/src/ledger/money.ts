/**
 * The contract's money strings and the ledger's minor units (cents). They live with the ledger,
 * the lowest area that counts money, so every area above converts through the same two functions.
 */
/** Minor units as the contract's money string ("-12.50"). */
export const moneyOf = (minor: bigint | string): string => {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The contract's money string ("12.5") in minor units. */
export const minorOf = (money: string): bigint => {
  const [whole = '0', fraction = ''] = money.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return money.startsWith('-') ? -minor : minor;
};
