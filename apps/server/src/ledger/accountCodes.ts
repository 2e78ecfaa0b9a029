/**
 * Ledger account codes, built only here (a test fails on a code template anywhere else). An
 * account is unique per merchant, code and currency:
 * - `member:<member id>:main`: the member's main wallet;
 * - `member:<member id>:vendor:<vassalage>`: a vendor wallet (multi-wallet brands);
 * - `member:<member id>:points`: the member's points (currency `PTS`, see {@link POINTS_CURRENCY});
 * - `house:<name>`: a house account of the merchant (opening, promotions, the lottery's,
 *   its stake holding shards, each vendor's, the cashier's...);
 * - `house:<name>:<bucket>`: one of {@link HOUSE_BUCKETS} buckets of a house account that every
 *   bet or payout of a brand touches (see {@link BUCKETED_HOUSES}), chosen by member.
 * `ANY` in place of an id or name makes a LIKE pattern of the same shape.
 */
export const ANY = '%';
type Id = number | typeof ANY;

export const accountCode = {
  memberWallet: (memberId: Id): string => `member:${memberId}:main`,
  memberVendorWallet: (memberId: Id, vassalage: string): string =>
    `member:${memberId}:vendor:${vassalage}`,
  /** The member's points, an account of the `PTS` currency (promotions-rules "Points"). */
  memberPoints: (memberId: Id): string => `member:${memberId}:points`,
  /** Every account of a member, as a LIKE pattern. */
  memberAccounts: (memberId: number): string => `member:${memberId}:${ANY}`,
  house: (name: string): string => `house:${name}`,
  /**
   * Every bucket of a bucketed house account, as a LIKE pattern (the account before buckets,
   * `house:<name>` itself, is matched by {@link accountCode.house}: readers take both).
   */
  houseBuckets: (name: string): string => `house:${name}:${ANY}`,
};

/**
 * Buckets of a hot house account. Every movement locks the rows it changes until its
 * transaction commits, so one house row that every bet, win or payout of a brand moves queues
 * them all on that row (measured: the seamless wallet at ~180 plays a second on one vendor's
 * house, whatever the players). Chosen by member (member id mod buckets, as the lottery's
 * {@link houseName.lotteryStakes} shards are), so one member's bet and its win or rollback meet
 * the same bucket, and two members contend only one time in 32. House accounts may go
 * negative, so a bucket's own balance means nothing: the house's balance is the sum of its
 * buckets (and of the unbucketed account written before buckets), which every reader takes.
 */
export const HOUSE_BUCKETS = 32;

/** The bucket of a member among {@link HOUSE_BUCKETS} (non-negative for any id). */
export const houseBucketOf = (memberId: number): number =>
  ((memberId % HOUSE_BUCKETS) + HOUSE_BUCKETS) % HOUSE_BUCKETS;

/** House accounts several areas move money with, named once. */
export const HOUSE_ACCOUNTS = {
  /** Where promotion money comes from (bonuses, rebates, rewards, mission rewards). */
  promotions: 'promotions',
} as const;

/**
 * Points are a ledger currency of their own (ours: a code no ISO currency uses, whole points,
 * one point one unit of the ledger, so money.ts's minor digits never apply to it).
 */
export const POINTS_CURRENCY = 'PTS';

/** The agent side's house accounts (docs/ARCHITECTURE.md names them). */
export const AGENT_HOUSE = {
  /** Where salary runs pay agents from. */
  salaries: 'agent_salaries',
  /** Where dividend runs pay top-level agents from. */
  dividends: 'agent_dividends',
  /** Where a draw's lottery rebates are paid from (with the draw's settlement). */
  rebates: 'agent_rebates',
} as const;

/** House account names made of parts, and the points' house. */
export const houseName = {
  /** A game vendor's house (the other side of its rounds). */
  vendor: (vassalage: string): string => `vendor:${vassalage}`,
  /** One shard of the lottery's holding accounts for stakes not yet settled. */
  lotteryStakes: (shard: number): string => `lottery_stakes:${shard}`,
  /** Promotion money's house (missions name it too, as PROMOTIONS_HOUSE). */
  promotions: 'promotions',
  /** The points' other side (in `PTS`): earning debits it, spending and burning credit it. */
  pointsIssued: 'points_issued',
  /** A member's bucket of a bucketed house account (see {@link HOUSE_BUCKETS}). */
  bucket: (name: string, memberId: number): string => `${name}:${houseBucketOf(memberId)}`,
};

/**
 * The house accounts kept in buckets by member (docs/ARCHITECTURE.md, "Hot house accounts"):
 * each vendor's house (every seamless-wallet bet, win and rollback), promotions (every bonus,
 * rebate, reward, points-mall exchange), the points issued (every settled round's points), the agents' rebates, salaries and dividends, and
 * manual adjustments. Not bucketed: accounts a movement of one member never touches alone
 * (opening, the cashier's clearing and suspense, whose rows reconciliation reads one by one),
 * and the lottery's own house, which only a draw's set-wise settlement moves, once per draw.
 */
export const BUCKETED_HOUSES = {
  vendor: (vassalage: string): string => houseName.vendor(vassalage),
  promotions: HOUSE_ACCOUNTS.promotions,
  /** Every settled round earns points from it (in `PTS`). */
  pointsIssued: houseName.pointsIssued,
  agentRebates: AGENT_HOUSE.rebates,
  agentSalaries: AGENT_HOUSE.salaries,
  agentDividends: AGENT_HOUSE.dividends,
  adjustments: 'adjustments',
} as const;

/** The vassalage of a member's vendor wallet code; null for the main wallet. */
export const vendorOfWalletCode = (code: string): string | null => {
  const [, vassalage] = code.split(':vendor:');
  return vassalage ?? null;
};
