import { parseMoney, wireMoney } from '@portal/contract';
import * as v from 'valibot';
import { CatalogueError } from '../../catalogueError.ts';
import type { PromotionRow } from '../hall.ts';

/**
 * What the special kinds read from a promotion's `terms.extra` (the contract leaves `extra` to
 * the kind's code). Designed here: the rules name a raffle's weighted prize list with stock and
 * its tickets by deposits or valid bets, a red envelope's pool and count, a referral's minimum
 * first deposit and the invited member's optional reward; not their shape. A promotion whose
 * terms do not parse has nothing to draw, pop or pay (`promotion.nothing.to.claim`): staff see
 * the terms, a member only that it cannot be done.
 */
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

export const raffleTermsSchema = v.object({
  /** One ticket per this much deposited, or validly bet, since the raffle started. */
  ticketBy: v.picklist(['deposit', 'validBet']),
  ticketAmount: wireMoney,
  maxTickets: v.optional(count(10_000)),
  /** The weighted list; a prize of amount 0 is a "thank you" that pays nothing. */
  prizes: v.pipe(
    v.array(
      v.object({
        prizeId: count(1_000_000),
        name: v.pipe(v.string(), v.maxLength(80)),
        amount: wireMoney,
        weight: count(1_000_000),
        stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
});
export type RaffleTerms = v.InferOutput<typeof raffleTermsSchema>;

export const redEnvelopeTermsSchema = v.object({
  pool: wireMoney,
  envelopes: count(100_000),
});

export const referralTermsSchema = v.object({
  /** The invited member's first deposit must reach this for the reward. */
  minDeposit: wireMoney,
  /** Paid to the invited member too when set ("if the promotion says so"). */
  inviteeReward: v.optional(wireMoney),
});

/** The kind's part of a promotion's terms, or `promotion.nothing.to.claim`. */
export const kindTerms = <S extends v.GenericSchema>(
  promotion: PromotionRow,
  key: 'raffle' | 'redEnvelope' | 'referral',
  schema: S,
): v.InferOutput<S> => {
  const parsed = v.safeParse(schema, promotion.terms.extra?.[key]);
  if (!parsed.success) throw new CatalogueError('promotion.nothing.to.claim');
  return parsed.output;
};

/**
 * An amount of the terms in minor units, or null when it is not one of the currency (1.005
 * in CNY): a job or a member's call skips a misconfigured promotion instead of failing on it.
 */
export const termsMinor = (money: string, currency: string): bigint | null => {
  const parsed = parseMoney(money, currency, { signed: false });
  return parsed.ok ? parsed.minor : null;
};

/** A fixed reward of the terms (`terms.reward`) in minor units, 0 when absent or not positive. */
export const rewardOf = (promotion: PromotionRow, currency: string): bigint => {
  const reward = promotion.terms.reward;
  const minor = reward ? termsMinor(reward, currency) : null;
  return minor !== null && minor > 0n ? minor : 0n;
};
