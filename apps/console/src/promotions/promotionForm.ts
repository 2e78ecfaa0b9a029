import {
  GAME_CATEGORIES,
  type GameCategory,
  type Language,
  type PromotionKind,
  type PromotionTerms,
  type RaffleTicketSource,
  raffleTermsSchema,
  redEnvelopeTermsSchema,
  referralTermsSchema,
  type StaffCallInput,
  type StaffPromotion,
  wireMoney,
} from '@portal/contract';
import * as v from 'valibot';
import type { Rule } from '../ui/formRules.ts';
import { amountIn } from '../ui/formRules.ts';

/**
 * The promotion editor's values (text inputs hold strings) and their way to and from the
 * `promotionSave` call. Rates and multiples are typed as decimals and sent as integers
 * (basis points, thousandths) by string arithmetic, so no float touches a term.
 */
export interface PromotionValues {
  merchantCode: string;
  kind: PromotionKind;
  /** The languages written, in tab order. */
  languages: Language[];
  texts: Partial<Record<Language, { title?: string; body?: string }>>;
  bannerUrl: string;
  startsAt: string;
  endsAt: string;
  sort: string;
  members: boolean;
  agents: boolean;
  newMembersOnly: boolean;
  /** Refuse a member linked to another holder (terms.oneGrantPerHousehold). */
  oneGrantPerHousehold: boolean;
  /** VIP levels as a comma list; empty: every level. */
  vipLevels: string;
  depositWhich: 'first' | 'each';
  depositPercent: string;
  maxBonus: string;
  minDeposit: string;
  reward: string;
  rebateRates: Partial<Record<GameCategory, string>>;
  dailyCap: string;
  pointsMultiplier: string;
  /** Raffle: what earns a ticket, how much per ticket, the most tickets, the prize list. */
  ticketBy: RaffleTicketSource;
  ticketAmount: string;
  maxTickets: string;
  prizes: PrizeValues[];
  /** Red envelope: the pool, how many envelopes, the promotion's own least and most share. */
  pool: string;
  envelopes: string;
  minShare: string;
  maxShare: string;
  /** Referral: the invited member's first deposit and own reward (the referrer's is `reward`). */
  referralMinDeposit: string;
  inviteeReward: string;
  wagering: boolean;
  /** How much of a settled stake counts, by category, in percent (empty: 0). */
  weights: Partial<Record<GameCategory, string>>;
  multiple: string;
  maxBet: string;
  expiryDays: string;
  includeDeposit: boolean;
}

/** One prize of a raffle's weighted list, as typed. */
export interface PrizeValues {
  prizeId: number;
  name: string;
  amount: string;
  weight: string;
  stock: string;
}

/** The special kinds whose terms live in `terms.extra.<kind>` (contract staffPromotionsTerms). */
export const SPECIAL_KINDS = ['raffle', 'redEnvelope', 'referral'] as const;
type SpecialKind = (typeof SPECIAL_KINDS)[number];
const isSpecial = (kind: PromotionKind): kind is SpecialKind =>
  (SPECIAL_KINDS as readonly string[]).includes(kind);

/** A new raffle starts with one prize to fill in and a "thank you" that pays nothing. */
export const newPrize = (prizes: readonly PrizeValues[]): PrizeValues => ({
  prizeId: prizes.reduce((most, p) => Math.max(most, p.prizeId), 0) + 1,
  name: '',
  amount: '',
  weight: '1',
  stock: '',
});

/**
 * Ours: a new promotion's wagering counts every category's settled stake in full; staff who
 * want low-edge games to count less lower their weights in the editor.
 */
const FULL_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000])) as Record<
  GameCategory,
  number
>;

/** `datetime-local` wants local time without a zone; the server keeps UTC. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/** "12.5" in units of 1/`scale` ("12.5", 100 -> 1250), or null when it is not such a decimal. */
export const scaled = (text: string, places: number): number | null => {
  const match = new RegExp(`^(\\d{1,6})(?:\\.(\\d{1,${places}}))?$`).exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0'));
};
/** The reverse of `scaled`: 1250 at 2 places -> "12.5". */
export const unscaled = (value: number, places: number): string => {
  const whole = Math.floor(value / 10 ** places);
  const part = String(value % 10 ** places)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return part ? `${whole}.${part}` : String(whole);
};

/** The kinds whose grants the household rule can refuse (each is paid one member at a time). */
export const householdApplies = (kind: PromotionKind): boolean =>
  kind !== 'dailyRebate' && kind !== 'vipWeek';

export const initialValues = (
  promotion: StaffPromotion | null,
  merchantCode: string,
  now: Date,
): PromotionValues => {
  const terms: PromotionTerms = promotion?.terms ?? {};
  const languages = promotion ? (Object.keys(promotion.texts) as Language[]) : ['EN' as Language];
  return {
    merchantCode: promotion?.merchantCode ?? merchantCode,
    kind: promotion?.kind ?? 'depositBonus',
    languages,
    texts: promotion?.texts ?? { EN: { title: '', body: '' } },
    bannerUrl: promotion?.bannerUrl ?? '',
    startsAt: toLocalInput(promotion?.startsAt ?? now.toISOString()),
    endsAt: toLocalInput(promotion?.endsAt ?? null),
    sort: String(promotion?.sort ?? 0),
    members: promotion?.audience.members ?? true,
    agents: promotion?.audience.agents ?? false,
    newMembersOnly: promotion?.audience.newMembersOnly ?? false,
    oneGrantPerHousehold: terms.oneGrantPerHousehold ?? false,
    vipLevels: promotion?.audience.vipLevels.join(', ') ?? '',
    depositWhich: terms.deposit?.which ?? 'first',
    depositPercent: terms.deposit ? unscaled(terms.deposit.percentBp, 2) : '',
    maxBonus: terms.deposit?.maxBonus ?? '',
    minDeposit: terms.deposit?.minDeposit ?? '',
    reward: terms.reward ?? '',
    rebateRates: Object.fromEntries(
      GAME_CATEGORIES.map((c) => [
        c,
        terms.rebate?.ratesBp[c] === undefined ? '' : unscaled(terms.rebate.ratesBp[c], 2),
      ]),
    ),
    dailyCap: terms.rebate?.dailyCap ?? '',
    pointsMultiplier: String(terms.pointsMultiplier ?? ''),
    ...specialValues(terms),
    wagering: promotion ? terms.wagering !== undefined : true,
    weights: Object.fromEntries(
      GAME_CATEGORIES.map((c) => [
        c,
        unscaled((terms.wagering?.weightsBp ?? FULL_WEIGHTS)[c] ?? 0, 2),
      ]),
    ),
    multiple: terms.wagering ? unscaled(terms.wagering.multipleMille, 3) : '10',
    maxBet: terms.wagering?.maxBet ?? '',
    expiryDays: String(terms.wagering?.expiryDays ?? 7),
    includeDeposit: terms.wagering?.includeDeposit ?? false,
  };
};

/** The special kinds' fields from a promotion's `extra` (absent or unreadable: empty). */
const specialValues = (terms: PromotionTerms) => {
  const raffle = v.safeParse(raffleTermsSchema, terms.extra?.raffle);
  const envelope = v.safeParse(redEnvelopeTermsSchema, terms.extra?.redEnvelope);
  const referral = v.safeParse(referralTermsSchema, terms.extra?.referral);
  const r = raffle.success ? raffle.output : null;
  const e = envelope.success ? envelope.output : null;
  const f = referral.success ? referral.output : null;
  const prizes: PrizeValues[] = r
    ? r.prizes.map((p) => ({
        prizeId: p.prizeId,
        name: p.name,
        amount: p.amount,
        weight: String(p.weight),
        stock: String(p.stock),
      }))
    : [];
  return {
    ticketBy: r?.ticketBy ?? ('deposit' as const),
    ticketAmount: r?.ticketAmount ?? '',
    maxTickets: r?.maxTickets === undefined ? '' : String(r.maxTickets),
    prizes: prizes.length > 0 ? prizes : [newPrize([])],
    pool: e?.pool ?? '',
    envelopes: e ? String(e.envelopes) : '',
    minShare: e?.minShare ?? '',
    maxShare: e?.maxShare ?? '',
    referralMinDeposit: f?.minDeposit ?? '',
    inviteeReward: f?.inviteeReward ?? '',
  };
};

/** The special kind's part of `extra` as the form has it (not yet checked). */
const specialTerms = (values: PromotionValues, kind: SpecialKind): Record<string, unknown> => {
  const text = (value: string) => value.trim();
  const whole = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN);
  if (kind === 'raffle') {
    return {
      ticketBy: values.ticketBy,
      ticketAmount: text(values.ticketAmount),
      ...(values.maxTickets.trim() ? { maxTickets: whole(values.maxTickets) } : {}),
      prizes: values.prizes.map((p) => ({
        prizeId: p.prizeId,
        name: text(p.name),
        amount: text(p.amount),
        weight: whole(p.weight),
        stock: whole(p.stock),
      })),
    };
  }
  if (kind === 'redEnvelope') {
    return {
      pool: text(values.pool),
      envelopes: whole(values.envelopes),
      ...(values.minShare.trim() ? { minShare: text(values.minShare) } : {}),
      ...(values.maxShare.trim() ? { maxShare: text(values.maxShare) } : {}),
    };
  }
  return {
    minDeposit: text(values.referralMinDeposit),
    ...(values.inviteeReward.trim() ? { inviteeReward: text(values.inviteeReward) } : {}),
  };
};

const KIND_SCHEMAS = {
  raffle: raffleTermsSchema,
  redEnvelope: redEnvelopeTermsSchema,
  referral: referralTermsSchema,
} as const;

/**
 * Why the special kind's terms would not pass the contract's schema (the one the server checks
 * them by), as the path of the first bad field (`prizes.0.stock`), or null when they pass.
 */
export const kindTermsProblem = (values: PromotionValues): string | null => {
  if (!isSpecial(values.kind)) return null;
  const parsed = v.safeParse(KIND_SCHEMAS[values.kind], specialTerms(values, values.kind));
  if (parsed.success) return null;
  const issue = parsed.issues[0];
  return (issue && v.getDotPath(issue)) || values.kind;
};

/**
 * The call's input. Parts of the terms the form does not show (the rebate's VIP rates, another
 * kind's `extra`) are kept from the promotion as they were.
 */
export const toInput = (
  values: PromotionValues,
  promotion: StaffPromotion | null,
): StaffCallInput<'promotionSave'> => {
  const before: PromotionTerms = promotion?.terms ?? {};
  const terms: PromotionTerms = { ...before };
  delete terms.deposit;
  delete terms.rebate;
  delete terms.reward;
  delete terms.wagering;
  delete terms.pointsMultiplier;
  delete terms.oneGrantPerHousehold;
  if (isSpecial(values.kind)) {
    terms.extra = { ...before.extra, [values.kind]: specialTerms(values, values.kind) };
  }
  if (values.kind === 'depositBonus') {
    terms.deposit = {
      which: values.depositWhich,
      percentBp: scaled(values.depositPercent, 2) ?? 0,
      maxBonus: values.maxBonus.trim(),
      ...(values.minDeposit.trim() ? { minDeposit: values.minDeposit.trim() } : {}),
      ...(before.deposit?.automatic !== undefined ? { automatic: before.deposit.automatic } : {}),
    };
  }
  if (values.kind === 'dailyRebate') {
    const ratesBp: Partial<Record<GameCategory, number>> = {};
    for (const c of GAME_CATEGORIES) {
      const rate = scaled(values.rebateRates[c] ?? '', 2);
      if (rate !== null) ratesBp[c] = rate;
    }
    terms.rebate = {
      ratesBp,
      ...(before.rebate?.vipRatesBp ? { vipRatesBp: before.rebate.vipRatesBp } : {}),
      dailyCap: values.dailyCap.trim() || null,
    };
  }
  if (values.kind === 'vipWeek') terms.pointsMultiplier = Number(values.pointsMultiplier);
  // The daily rebate pays every member set-wise and a VIP week pays nothing: not offered there.
  if (values.oneGrantPerHousehold && householdApplies(values.kind)) {
    terms.oneGrantPerHousehold = true;
  }
  if (values.reward.trim()) terms.reward = values.reward.trim();
  if (values.wagering) {
    terms.wagering = {
      multipleMille: scaled(values.multiple, 3) ?? 0,
      includeDeposit: values.includeDeposit,
      weightsBp: weightsOf(values),
      maxBet: values.maxBet.trim() || null,
      expiryDays: Number(values.expiryDays),
    };
  }
  return {
    ...(promotion ? { promotionId: promotion.promotionId } : {}),
    merchantCode: values.merchantCode,
    kind: values.kind,
    texts: Object.fromEntries(
      values.languages.map((language) => [
        language,
        {
          title: values.texts[language]?.title?.trim() ?? '',
          body: values.texts[language]?.body ?? '',
        },
      ]),
    ),
    bannerUrl: values.bannerUrl,
    startsAt: fromLocalInput(values.startsAt) ?? new Date().toISOString(),
    endsAt: fromLocalInput(values.endsAt),
    audience: {
      members: values.members,
      agents: values.agents,
      newMembersOnly: values.newMembersOnly,
      vipLevels: values.vipLevels
        .split(',')
        .map((level) => level.trim())
        .filter(Boolean)
        .map(Number),
    },
    terms,
    sort: Number.parseInt(values.sort, 10) || 0,
  };
};

/** The typed weights in basis points; a category left empty counts 0 (the rules). */
const weightsOf = (values: PromotionValues): Partial<Record<GameCategory, number>> => {
  const weights: Partial<Record<GameCategory, number>> = {};
  for (const c of GAME_CATEGORIES) {
    const weight = scaled(values.weights[c] ?? '', 2);
    if (weight !== null && weight > 0) weights[c] = weight;
  }
  return weights;
};

/** A decimal with at most `places` places (a rate, a multiple); empty passes. */
export const decimalRule =
  (places: number, message: string): Rule =>
  (value) =>
    !value?.trim() || scaled(value, places) !== null ? undefined : message;

/** A whole number from `min` to `max`; empty passes. */
export const wholeRule =
  (min: number, max: number, message: string): Rule =>
  (value) => {
    const text = value?.trim() ?? '';
    if (!text) return undefined;
    const n = Number(text);
    return /^\d{1,6}$/.test(text) && n >= min && n <= max ? undefined : message;
  };

/** A comma list of whole VIP levels; empty passes. */
export const levelsRule =
  (message: string): Rule =>
  (value) =>
    !value?.trim() || /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/.test(value) ? undefined : message;

/**
 * An amount the call takes; in the brand's currency's places when the currency is known (an
 * edit), else the wire's shape, and the server answers for the currency. Empty passes.
 */
export const moneyRule =
  (currency: string | null, message: string): Rule =>
  (value) => {
    const text = value?.trim() ?? '';
    if (!text) return undefined;
    if (!v.is(wireMoney, text)) return message;
    return currency ? amountIn(currency, message)(text) : undefined;
  };
