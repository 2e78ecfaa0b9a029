import {
  type PROMOTION_STATUS,
  type PromotionKind,
  periodOf,
  previousPeriod,
} from '@portal/contract';
import { ONCE, type PromotionRow } from './hall.ts';
import type { KindContext } from './kindContext.ts';
import { applicationStatus, applyToPromotion } from './kinds/application.ts';
import { claimRaffle, raffleStatus } from './kinds/raffle.ts';
import { popRedEnvelope, redEnvelopeStatus } from './kinds/redEnvelope.ts';

export type { KindContext } from './kindContext.ts';

type PromotionStatus = (typeof PROMOTION_STATUS)[number];

/**
 * How one kind of promotion behaves in the hall, on join and on claim. The core (this area's
 * handlers) does what every kind shares: the audience, the schedule, the one sign-up per
 * period, the statuses from grants; a kind says only what differs. The other kinds
 * (application, raffle, red envelope, referral, messenger) add their entry here. Designed
 * here: the rules give the kinds, not this seam.
 */
export interface KindBehaviour {
  /** The member must sign up before it pays (a deposit bonus); false: it runs for everyone. */
  needsJoin: boolean;
  /** Joining is an application with remark and images that staff review. */
  needsApplication: boolean;
  /** The period a sign-up is for at `now` ('once' for most). */
  joinPeriod(now: Date, timeZone: string): string;
  /**
   * The period whose grant means the member has had it ("claimed"): a one-time kind's 'once',
   * the daily rebate's yesterday; null when every grant is its own (a deposit bonus per
   * deposit), so only an active one shows (as "in progress").
   */
  claimedPeriod(now: Date, timeZone: string, promotion: PromotionRow): string | null;
  /** A status of the kind's own (an application under review), or null for the core's. */
  status?(ctx: KindContext): Promise<PromotionStatus | null>;
  /** A join of the kind's own (an application); absent: the core's sign-up row. */
  join?(
    ctx: KindContext,
    input: { remark?: string | undefined; images?: readonly string[] | undefined },
  ): Promise<PromotionStatus>;
  /**
   * Claims what is ready now (the reward centre's "claim"); absent: nothing to claim. Returns
   * the amount paid (minor units) or throws a catalogue code.
   */
  claim?(ctx: KindContext): Promise<bigint>;
}

const once = () => ONCE;

/** The brand day before `now`'s (the daily rebate pays the previous day). */
export const yesterdayKey = (now: Date, timeZone: string): string =>
  previousPeriod(periodOf('day', now, timeZone), timeZone).key;

/** Each kind's behaviour; a kind absent here is shown but can be neither joined nor claimed. */
export const KIND_BEHAVIOURS: Partial<Record<PromotionKind, KindBehaviour>> = {
  depositBonus: {
    needsJoin: true,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: (_now, _zone, p) => (p.terms.deposit?.which === 'each' ? null : ONCE),
  },
  dailyRebate: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: yesterdayKey,
  },
  // Joining is applying (remark and images); approval pays the one grant, shown as issued.
  application: {
    needsJoin: false,
    needsApplication: true,
    joinPeriod: once,
    claimedPeriod: once,
    status: applicationStatus,
    join: async (ctx, input) => {
      await applyToPromotion(ctx, input);
      return 'applying';
    },
  },
  // A ticket left is a draw to claim (the reward centre's claim draws it, as claimRaffle).
  raffle: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: () => null,
    status: raffleStatus,
    claim: async (ctx) => (await claimRaffle(ctx)).amount,
  },
  // An envelope left is one to pop; the popped one is the member's grant of the period 'once'.
  redEnvelope: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: once,
    status: redEnvelopeStatus,
    claim: async (ctx) => (await popRedEnvelope(ctx)).amount,
  },
  // Runs for everyone: the referral page and the linked numbers are where the member acts.
  referral: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: () => null,
  },
  messengerBonus: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: once,
  },
  vipWeek: {
    needsJoin: false,
    needsApplication: false,
    joinPeriod: once,
    claimedPeriod: () => null,
  },
};

/** A kind's behaviour, or the plain one: shown, not joinable. */
export const behaviourOf = (kind: string): KindBehaviour | undefined =>
  KIND_BEHAVIOURS[kind as PromotionKind];
