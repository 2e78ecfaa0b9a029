import type { PROMOTION_STATUS } from '@portal/contract';
import { audienceAllows, type GrantRow, type MemberFacts, type PromotionRow } from './hall.ts';
import { behaviourOf } from './kinds.ts';

type PromotionStatus = (typeof PROMOTION_STATUS)[number];

/** What the hall knows of one member for one promotion. */
export interface MemberStanding {
  facts: MemberFacts;
  /** The member's grants of this promotion, newest first. */
  grants: readonly GrantRow[];
  /** The periods the member signed up for. */
  signups: ReadonlySet<string>;
  /** A status the kind decides itself (an application under review), or null. */
  kindStatus: PromotionStatus | null;
}

/**
 * Where a member (or a visitor, `standing` null) stands on a promotion (platform spec 4): not
 * started is coming soon; a visitor may join; outside the audience is "rejected" (not
 * allowed); an active grant is in progress; the grant of the claimed period is claimed (an
 * application's: issued); a sign-up without a grant is signed up; else join, or in progress
 * for a kind that runs for everyone (the daily rebate).
 */
export const promotionStatus = (
  promotion: PromotionRow,
  standing: MemberStanding | null,
  now: Date,
  timeZone: string,
): PromotionStatus => {
  if (promotion.starts_at > now) return 'comingSoon';
  if (!standing) return 'join';
  if (!audienceAllows(promotion, standing.facts)) return 'rejected';
  if (standing.kindStatus) return standing.kindStatus;
  const behaviour = behaviourOf(promotion.kind);
  if (standing.grants.some((g) => g.status === 'active')) return 'inProgress';
  const claimed = behaviour?.claimedPeriod(now, timeZone, promotion) ?? null;
  if (claimed !== null && standing.grants.some((g) => g.period_key === claimed)) {
    return behaviour?.needsApplication ? 'issued' : 'claimed';
  }
  if (behaviour && standing.signups.has(behaviour.joinPeriod(now, timeZone))) return 'signedUp';
  if (!behaviour || behaviour.needsJoin || behaviour.needsApplication) return 'join';
  return 'inProgress';
};

/** Statuses a member can act on now (the header's `availablePromoCount`). */
export const ACTIONABLE: ReadonlySet<PromotionStatus> = new Set(['join', 'claim']);
