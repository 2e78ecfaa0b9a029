import type { PROMOTION_STATUS } from '@portal/contract';
import { audienceAllows, type GrantRow, type MemberFacts, type PromotionRow } from './hall.ts';
import type { KindContext } from './kindContext.ts';
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
 * started is coming soon; a visitor may join; an active grant is in progress; the grant of the
 * claimed period is claimed (an application's: issued); outside the audience is "rejected"
 * (not allowed); a sign-up without a grant is signed up; else join, or in progress
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
  if (standing.kindStatus) return standing.kindStatus;
  // What the member was given shows before the audience: a welcome bonus for new members
  // stays "in progress" after the deposit that paid it made the member no longer new.
  const behaviour = behaviourOf(promotion.kind);
  if (standing.grants.some((g) => g.status === 'active')) return 'inProgress';
  const claimed = behaviour?.claimedPeriod(now, timeZone, promotion) ?? null;
  if (claimed !== null && standing.grants.some((g) => g.period_key === claimed)) {
    return behaviour?.needsApplication ? 'issued' : 'claimed';
  }
  if (!audienceAllows(promotion, standing.facts)) return 'rejected';
  if (behaviour && standing.signups.has(behaviour.joinPeriod(now, timeZone))) return 'signedUp';
  if (!behaviour || behaviour.needsJoin || behaviour.needsApplication) return 'join';
  return 'inProgress';
};

/** Statuses a member can act on now (the header's `availablePromoCount`). */
export const ACTIONABLE: ReadonlySet<PromotionStatus> = new Set(['join', 'claim']);

/**
 * One promotion's status for a signed-in member as the hall shows it, a special kind's own (a
 * raffle ticket left, an unpopped envelope) included: the hall and the header's counter of
 * promotions to act on both read it, so they never disagree. `grants` and `signups` are the
 * member's for any of the hall's promotions; this one's are picked out here.
 */
export const memberPromotionStatus = async (
  context: Omit<KindContext, 'member'> & { member: MemberFacts },
  grants: readonly GrantRow[],
  signups: readonly { promotion_id: number; period_key: string }[],
): Promise<PromotionStatus> => {
  const { promotion, member: facts, now, timeZone } = context;
  const behaviour = behaviourOf(promotion.kind);
  const kindStatus = behaviour?.status ? await behaviour.status(context) : null;
  return promotionStatus(
    promotion,
    {
      facts,
      grants: grants.filter((g) => g.promotion_id === promotion.id),
      signups: new Set(
        signups.filter((s) => s.promotion_id === promotion.id).map((s) => s.period_key),
      ),
      kindStatus,
    },
    now,
    timeZone,
  );
};
