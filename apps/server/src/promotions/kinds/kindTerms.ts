import {
  type PromotionTerms,
  parseMoney,
  type RaffleTerms,
  type RedEnvelopeTerms,
  raffleTermsSchema,
  redEnvelopeTermsSchema,
  referralTermsSchema,
} from '@portal/contract';
import * as v from 'valibot';
import { CatalogueError } from '../../catalogueError.ts';
import { minorOf, positiveMinor } from '../../ledger/money.ts';
import type { PromotionRow } from '../hall.ts';
import { splitProblem } from './redEnvelopeSplit.ts';

/**
 * What the special kinds read from a promotion's `terms.extra`, by the contract's schemas
 * (calls/staffPromotionsTerms.ts), which the console's editor and the desk's save check too. A
 * promotion whose terms do not parse (one written before the desk checked them) has nothing to
 * draw, pop or pay (`promotion.nothing.to.claim`).
 */
export type { RaffleTerms };
export { raffleTermsSchema, redEnvelopeTermsSchema, referralTermsSchema };

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

/** A red envelope's own share bounds in minor units (absent, or not of the currency: none). */
export const shareBounds = (
  terms: RedEnvelopeTerms,
  currency: string,
): { least?: bigint; most?: bigint } => {
  const least = terms.minShare ? termsMinor(terms.minShare, currency) : null;
  const most = terms.maxShare ? termsMinor(terms.maxShare, currency) : null;
  return { ...(least !== null ? { least } : {}), ...(most !== null ? { most } : {}) };
};

const KIND_TERMS = {
  raffle: raffleTermsSchema,
  redEnvelope: redEnvelopeTermsSchema,
  referral: referralTermsSchema,
} as const;

const termsInvalid = (message: string) => new CatalogueError('request_param_err', { message });

/**
 * The desk's check of a special kind's terms when staff save it: its part of `extra` parses by
 * the contract's schema and its money is the brand's currency's (a prize of 1.005 in CNY is
 * refused, not skipped later), so a saved raffle, red envelope or referral can always be
 * drawn, popped or paid. Other kinds have no part here.
 *
 * @throws CatalogueError `request_param_err` or `wallet.amount.invalid`
 */
export const checkKindTerms = (kind: string, terms: PromotionTerms, currency: string): void => {
  if (!(kind in KIND_TERMS)) return;
  const key = kind as keyof typeof KIND_TERMS;
  const parsed = v.safeParse(KIND_TERMS[key], terms.extra?.[key]);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const at = issue ? v.getDotPath(issue) : null;
    throw termsInvalid(`The ${key} terms are not complete${at ? ` (${at})` : ''}.`);
  }
  if (key === 'raffle') {
    const raffle = parsed.output as RaffleTerms;
    positiveMinor(raffle.ticketAmount, currency);
    for (const prize of raffle.prizes) minorOf(prize.amount, currency, { signed: false });
    if (raffle.prizes.every((p) => p.stock === 0)) {
      throw termsInvalid('A raffle needs a prize in stock.');
    }
  }
  if (key === 'redEnvelope') {
    const envelope = parsed.output as RedEnvelopeTerms;
    const pool = positiveMinor(envelope.pool, currency);
    const least = envelope.minShare ? positiveMinor(envelope.minShare, currency) : undefined;
    const most = envelope.maxShare ? positiveMinor(envelope.maxShare, currency) : undefined;
    const problem = splitProblem(pool, envelope.envelopes, currency, {
      ...(least !== undefined ? { least } : {}),
      ...(most !== undefined ? { most } : {}),
    });
    if (problem) {
      throw termsInvalid(
        `The pool cannot be split into ${envelope.envelopes} envelopes within the shares (${problem}).`,
      );
    }
  }
  if (key === 'referral') {
    const referral = parsed.output as v.InferOutput<typeof referralTermsSchema>;
    minorOf(referral.minDeposit, currency, { signed: false });
    if (referral.inviteeReward !== undefined) positiveMinor(referral.inviteeReward, currency);
    // The referrer's reward is the promotion's fixed reward: without one nothing is paid.
    if (terms.reward === undefined) throw termsInvalid("A referral needs the referrer's reward.");
  }
};
