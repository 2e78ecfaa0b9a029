/**
 * Ledger account codes, built only here (a test fails on a code template anywhere else). An
 * account is unique per merchant, code and currency:
 * - `member:<member id>:main`: the member's main wallet;
 * - `member:<member id>:vendor:<vassalage>`: a vendor wallet (multi-wallet brands);
 * - `house:<name>`: a house account of the merchant (opening, promotions, the lottery's,
 *   its stake holding shards, each vendor's, the cashier's...).
 * `ANY` in place of an id or name makes a LIKE pattern of the same shape.
 */
export const ANY = '%';
type Id = number | typeof ANY;

export const accountCode = {
  memberWallet: (memberId: Id): string => `member:${memberId}:main`,
  memberVendorWallet: (memberId: Id, vassalage: string): string =>
    `member:${memberId}:vendor:${vassalage}`,
  /** Every account of a member, as a LIKE pattern. */
  memberAccounts: (memberId: number): string => `member:${memberId}:${ANY}`,
  house: (name: string): string => `house:${name}`,
};

/** The agent side's house accounts (docs/ARCHITECTURE.md names them). */
export const AGENT_HOUSE = {
  /** Where salary runs pay agents from. */
  salaries: 'agent_salaries',
  /** Where dividend runs pay top-level agents from. */
  dividends: 'agent_dividends',
  /** Where a draw's lottery rebates are paid from (with the draw's settlement). */
  rebates: 'agent_rebates',
} as const;

/** House accounts several areas move money with, named once. */
export const HOUSE_ACCOUNTS = {
  /** Where promotion money comes from (bonuses, rebates, rewards, mission rewards). */
  promotions: 'promotions',
} as const;

/** House account names made of parts. */
export const houseName = {
  /** A game vendor's house (the other side of its rounds). */
  vendor: (vassalage: string): string => `vendor:${vassalage}`,
  /** One shard of the lottery's holding accounts for stakes not yet settled. */
  lotteryStakes: (shard: number): string => `lottery_stakes:${shard}`,
};

/** The vassalage of a member's vendor wallet code; null for the main wallet. */
export const vendorOfWalletCode = (code: string): string | null => {
  const [, vassalage] = code.split(':vendor:');
  return vassalage ?? null;
};
