import { brandDay, toWire } from '@portal/contract';
import { sql } from 'kysely';
import { memberDepositCounts } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { memberTypes } from '../member/members.ts';
import type { Merchant } from '../system/merchants.ts';
import { type PromotionsDb, promotionsDb } from './promotionsDb.ts';
import { RENEW_WEEKLY } from './vipWeek.ts';

/** A promotion row as the area reads it. */
export type PromotionRow = Awaited<ReturnType<typeof promotionRows>>[number];

const promotionRows = (db: PromotionsDb, merchantId: number) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The brand's promotions the hall may show: active (not paused), not ended. */
export const hallPromotions = async (db: Db, merchantId: number, now: Date) =>
  (await promotionRows(promotionsDb(db), merchantId)).filter(
    (p) => p.state === 'active' && (p.ends_at === null || p.ends_at > now),
  );

/** One promotion of the merchant, or `promotion.unknown`. */
export const promotionOf = async (
  db: Db,
  merchantId: number,
  promotionId: number,
): Promise<PromotionRow> => {
  const row = await promotionsDb(db)
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', promotionId)
    .executeTakeFirst();
  if (!row) throw new CatalogueError('promotion.unknown');
  return row;
};

/** Refuses a promotion that has not started, is paused or has ended. */
export const refuseClosed = (promotion: PromotionRow, now: Date): void => {
  if (promotion.state !== 'active' || (promotion.ends_at !== null && promotion.ends_at <= now)) {
    throw new CatalogueError('promotion.ended');
  }
  if (promotion.starts_at > now) throw new CatalogueError('promotion.not.started');
};

/** The title and body in the member's language, else the brand's default, else any. */
export const textsIn = (
  promotion: PromotionRow,
  language: string,
  fallback: string,
): { title: string; body: string } =>
  promotion.texts[language] ??
  promotion.texts[fallback] ??
  Object.values(promotion.texts)[0] ?? { title: '', body: '' };

/** What decides who may take part (promotions-rules.md "A promotion": the audience). */
export interface MemberFacts {
  memberId: number;
  agent: boolean;
  vipLevel: number;
  /** Never had a deposit paid (ours: a "new member" is one who has not deposited yet). */
  newMember: boolean;
}

/** What the member's facts need of the merchant. */
type FactsMerchant = Pick<Merchant, 'id'> & { brand: Pick<Merchant['brand'], 'agentTypes'> };

/** The merchant's agent types, read from its brand (for a caller that has only the id). */
const factsMerchant = async (db: Db, merchantId: number): Promise<FactsMerchant> => {
  const row = await promotionsDb(db)
    .selectFrom('merchants')
    .select(sql<number[] | null>`brand->'agentTypes'`.as('agent_types'))
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return { id: merchantId, brand: { agentTypes: row?.agent_types ?? [] } };
};

export const memberFacts = async (
  db: Db,
  merchant: FactsMerchant,
  memberId: number,
): Promise<MemberFacts> =>
  (await membersFacts(db, merchant, [memberId])).get(memberId) as MemberFacts;

/**
 * {@link memberFacts} of many members at once, by three reads whatever their number (a group
 * of settled rounds' members during a VIP week). Member id to facts.
 */
export const membersFacts = async (
  db: Db,
  merchant: FactsMerchant,
  memberIds: readonly number[],
): Promise<Map<number, MemberFacts>> => {
  if (memberIds.length === 0) return new Map();
  const [types, deposits, vips] = await Promise.all([
    memberTypes(db, memberIds),
    memberDepositCounts(db, merchant.id, memberIds),
    promotionsDb(db)
      .selectFrom('member_vip')
      .select(['member_id', 'level'])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', 'in', [...memberIds])
      .execute(),
  ]);
  const levels = new Map(vips.map((row) => [row.member_id, row.level]));
  return new Map(
    memberIds.map((memberId) => {
      const type = types.get(memberId);
      if (type === undefined) throw new Error(`no member ${memberId}`);
      return [
        memberId,
        {
          memberId,
          agent: merchant.brand.agentTypes.includes(type),
          vipLevel: levels.get(memberId) ?? 0,
          newMember: (deposits.get(memberId) ?? 0) === 0,
        },
      ];
    }),
  );
};

/** The member's VIP level (0: none reached). */
export const vipLevelOf = async (db: Db, merchantId: number, memberId: number) => {
  const row = await promotionsDb(db)
    .selectFrom('member_vip')
    .select('level')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.level ?? 0;
};

/** Whether the promotion's audience includes the member. */
export const audienceAllows = (promotion: PromotionRow, facts: MemberFacts): boolean => {
  const a = promotion.audience;
  if (facts.agent ? !a.agents : !a.members) return false;
  if (a.vipLevels.length > 0 && !a.vipLevels.includes(facts.vipLevel)) return false;
  if (a.newMembersOnly && !facts.newMember) return false;
  return true;
};

/** The brand day (yyyy-mm-dd) at `now` in the brand's zone: a daily kind's period key. */
export const dayKey = (now: Date, timeZone: string): string => brandDay(now, timeZone);

/** The period key of a one-time promotion (joined once, paid once). */
export const ONCE = 'once';

/**
 * The member's take-up of some promotions: their grant rows (newest first) and their sign-ups.
 * The hall and the login counters read both, for the same promotions.
 */
export const memberTakeUp = async (
  db: Db,
  merchantId: number,
  memberId: number,
  promotionIds: readonly number[],
) => {
  if (promotionIds.length === 0) return { grants: [], signups: [] };
  const pdb = promotionsDb(db);
  const [grants, signups] = await Promise.all([
    pdb
      .selectFrom('promotion_grants')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .orderBy('granted_at', 'desc')
      .execute(),
    pdb
      .selectFrom('promotion_signups')
      .select(['promotion_id', 'period_key'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .execute(),
  ]);
  return { grants, signups };
};
export type GrantRow = Awaited<ReturnType<typeof memberTakeUp>>['grants'][number];

/** A grant as the wire shows it. */
export const wireGrant = (g: GrantRow) => ({
  grantId: Number(g.id),
  amount: toWire(BigInt(g.amount), g.currency),
  wageringRequired: toWire(BigInt(g.requirement), g.currency),
  wageringProgress: toWire(BigInt(g.progress), g.currency),
  status: g.status,
  grantedAt: g.granted_at.toISOString(),
  expiresAt: g.expires_at?.toISOString() ?? null,
});

/**
 * A merchant's active VIP-week promotions, all of them or (`within`) those that may run at
 * some instant between `earliest` and `latest`: a superset, which pointsMultipliersOf narrows
 * per ask by the same rule.
 */
const vipWeeksOf = (db: Db, merchantId: number, within?: { earliest: Date; latest: Date }) => {
  let query = promotionsDb(db)
    .selectFrom('promotions')
    .selectAll()
    .select(RENEW_WEEKLY.as('renews'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'vipWeek')
    .where('state', '=', 'active');
  if (within) {
    query = query
      .where('starts_at', '<=', within.latest)
      // A renewing week counts between its end and the job's move to the next week too:
      // the brand week it renews into has already begun (vipWeek.ts).
      .where((eb) =>
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', within.earliest), RENEW_WEEKLY]),
      );
  }
  return query.execute();
};
type VipWeekRow = Awaited<ReturnType<typeof vipWeeksOf>>[number];

/**
 * How long a pool keeps a merchant's VIP weeks: staff writing a promotion tells every instance
 * at once over the cache bus (`promotions`, which drops every pool's copy), so this bounds only
 * a change the bus did not carry (a write by hand in psql).
 */
export const VIP_WEEKS_KEPT_MS = 30_000;
const keptWeeks = new WeakMap<
  Db,
  Map<number, { until: number; generation: number; weeks: Promise<VipWeekRow[]> }>
>();
/** Counts the times promotions changed as the bus told: a copy read before a change is stale. */
let generation = 0;

/**
 * The merchant's active VIP weeks as this pool last read them (at most VIP_WEEKS_KEPT_MS ago,
 * and no promotion changed since), or read now: a settled vendor round asks for them every
 * time, and they change a few times a week. A read that failed is not kept.
 */
export const keptVipWeeks = (
  root: Db,
  merchantId: number,
  /**
   * What reads them when they are not kept: the caller's transaction (a read through the pool
   * while it holds a connection could wait for one forever when every other is held alike).
   */
  readWith: Db = root,
): Promise<VipWeekRow[]> => {
  let byMerchant = keptWeeks.get(root);
  if (!byMerchant) {
    byMerchant = new Map();
    keptWeeks.set(root, byMerchant);
  }
  const held = byMerchant.get(merchantId);
  const now = performance.now();
  if (held && held.until > now && held.generation === generation) return held.weeks;
  const weeks = vipWeeksOf(readWith, merchantId);
  const entry = { until: now + VIP_WEEKS_KEPT_MS, generation, weeks };
  const kept = byMerchant;
  kept.set(merchantId, entry);
  weeks.catch(() => {
    if (kept.get(merchantId) === entry) kept.delete(merchantId);
  });
  return weeks;
};

/**
 * Drops every pool's copy of the VIP weeks (the cache bus's `promotions` and `everything`
 * events): promotions change rarely, so one change re-reads them all.
 */
export const forgetVipWeeks = (): void => {
  generation += 1;
};

/**
 * The points multiplier of the VIP-week promotions running for the member at `at` in a game
 * category (1 when none): what the points area multiplies earned points by. A VIP week's terms
 * may name the categories it covers (`extra.categories`); absent, every category.
 */
export const pointsMultiplierOf = async (
  db: Db,
  /** The merchant, or its id (its agent types are then read only when a week runs). */
  merchant: FactsMerchant | number,
  memberId: number,
  category: string,
  at: Date,
): Promise<number> =>
  (await pointsMultipliersOf(db, merchant, [{ memberId, category, at }]))[0] ?? 1;

/**
 * {@link pointsMultiplierOf} for many earnings of one merchant at once (a group of settled
 * rounds, a settled draw's members): one read of the VIP weeks running at any of their
 * instants, and each member's facts once, only when a week covers one of its earnings. One
 * multiplier per ask, in order.
 */
export const pointsMultipliersOf = async (
  db: Db,
  merchant: FactsMerchant | number,
  asks: readonly { memberId: number; category: string; at: Date }[],
  /**
   * The pool whose kept copy of the merchant's VIP weeks may answer (see {@link keptVipWeeks}):
   * the seamless wallet's, which asks this on every settled round. Absent, they are read.
   */
  keptIn?: Db,
): Promise<number[]> => {
  if (asks.length === 0) return [];
  const merchantId = typeof merchant === 'number' ? merchant : merchant.id;
  const times = asks.map((a) => a.at.getTime());
  const [earliest, latest] = [new Date(Math.min(...times)), new Date(Math.max(...times))];
  // The weeks running at some ask's instant, as a superset (one small read, or the kept copy
  // of every active week); each ask then keeps those running at its own instant, by one rule.
  const running =
    keptIn === undefined
      ? await vipWeeksOf(db, merchantId, { earliest, latest })
      : await keptVipWeeks(keptIn, merchantId, db);
  const weeksOf = asks.map(({ category, at }) =>
    running.filter((week) => {
      const categories = week.terms.extra?.categories;
      const covered = !Array.isArray(categories) || categories.includes(category);
      const runs =
        week.starts_at <= at && (week.ends_at === null || week.ends_at > at || week.renews);
      return runs && covered && (week.terms.pointsMultiplier ?? 1) > 1;
    }),
  );
  // The member's facts only when such a week exists (a settled round asks this every time).
  const members = [...new Set(asks.filter((_, k) => weeksOf[k]?.length).map((a) => a.memberId))];
  if (members.length === 0) return asks.map(() => 1);
  const factsOf = typeof merchant === 'number' ? await factsMerchant(db, merchant) : merchant;
  const facts = await membersFacts(db, factsOf, members);
  return asks.map((ask, k) => {
    let multiplier = 1;
    const memberFactsOf = facts.get(ask.memberId);
    for (const week of weeksOf[k] ?? []) {
      if (memberFactsOf && audienceAllows(week, memberFactsOf)) {
        multiplier = Math.max(multiplier, week.terms.pointsMultiplier ?? 1);
      }
    }
    return multiplier;
  });
};
