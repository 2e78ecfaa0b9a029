/**
 * A contract's scale (agent-rules "Contracts"): pure rules, no I/O. Rates are integers in
 * millionths of the base ("1.25" % is 12500), amounts minor units, so nothing here is a float.
 */

/** One tier: the rate that applies once the team reaches all three thresholds. */
export interface Tier {
  rateMillionths: number;
  activeMembers: number;
  validBet: bigint;
  /** Dividend contracts only; 0 for salaries. */
  teamLoss: bigint;
}

/** What a team reached in a window: the tier thresholds are compared with these. */
export interface TeamFigures {
  activeMembers: number;
  validBet: bigint;
  teamLoss: bigint;
}

/** A wire rate ("1.25", percent, at most 4 decimals) in millionths of the base. */
export const rateToMillionths = (rate: string): number => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};

/** Millionths back to the wire's percent string, without trailing zeros. */
export const millionthsToRate = (millionths: number): string => {
  const whole = Math.floor(millionths / 10_000);
  const fraction = String(millionths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

/** The highest tier whose thresholds are all met, or null (the contract pays nothing). */
export const applicableTier = (tiers: readonly Tier[], team: TeamFigures): Tier | null => {
  let found: Tier | null = null;
  for (const tier of tiers) {
    if (
      team.activeMembers >= tier.activeMembers &&
      team.validBet >= tier.validBet &&
      team.teamLoss >= tier.teamLoss &&
      (found === null || tier.rateMillionths > found.rateMillionths)
    ) {
      found = tier;
    }
  }
  return found;
};

/** base x rate, rounded down to the minor unit (the house never pays a fraction up). */
export const amountAt = (base: bigint, rateMillionths: number): bigint =>
  base <= 0n ? 0n : (base * BigInt(rateMillionths)) / 1_000_000n;

/**
 * Why a scale is refused, or null: more than 100 %, or not strictly rising (each tier a higher
 * rate than the one before, on thresholds no lower and at least one of them higher).
 */
export const scaleProblem = (tiers: readonly Tier[]): string | null => {
  if (tiers.length === 0) return 'a contract needs a tier';
  for (const [index, tier] of tiers.entries()) {
    if (tier.rateMillionths <= 0 || tier.rateMillionths > 1_000_000) return 'a rate is 0-100 %';
    const before = tiers[index - 1];
    if (!before) continue;
    if (tier.rateMillionths <= before.rateMillionths) return 'rates must rise strictly';
    if (
      tier.activeMembers < before.activeMembers ||
      tier.validBet < before.validBet ||
      tier.teamLoss < before.teamLoss
    ) {
      return 'thresholds must not fall';
    }
    if (
      tier.activeMembers === before.activeMembers &&
      tier.validBet === before.validBet &&
      tier.teamLoss === before.teamLoss
    ) {
      return 'two tiers have the same thresholds';
    }
  }
  return null;
};

/**
 * Whether every tier of `lower` pays at most what `upper` pays a team at that tier's own
 * thresholds: "each tier's rate is at most the upline's rate for the same thresholds". A
 * tier where `upper` pays nothing is above it. The same test finds, on accepting, the
 * downline contracts the new rate no longer covers (auto-cancel).
 */
export const withinScale = (lower: readonly Tier[], upper: readonly Tier[]): boolean =>
  lower.every((tier) => {
    const covering = applicableTier(upper, tier);
    return covering !== null && covering.rateMillionths >= tier.rateMillionths;
  });
