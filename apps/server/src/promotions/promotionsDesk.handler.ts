import type {
  Language,
  PromotionDeskStatus,
  PromotionTerms,
  StaffCallParsed,
  StaffPromotion,
  StaffPromotionGrant,
} from '@portal/contract';
import { toWire } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import { uploadedImageAt } from '../content/contentImages.ts';
import { uploadStaffImage } from '../content/imageUpload.handler.ts';
import { loadSanitiser } from '../content/sanitise.ts';
import type { Db } from '../db/database.ts';
import { minorOf } from '../ledger/money.ts';
import { merchantInScope } from '../staff/merchantScope.ts';
import { countOf, pageOf, queuePage } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { checkKindTerms } from './kinds/kindTerms.ts';
import { ensureRaffleSeed } from './kinds/raffle.ts';
import { type PromotionTexts, promotionsDb } from './promotionsDb.ts';
import { endGrant } from './wagering.ts';

/** The staff handle over the promotions tables (the request's transaction in a write). */
const pdbOf = (db: unknown) => promotionsDb(db as Db);

const promotionRows = (db: unknown) =>
  pdbOf(db)
    .selectFrom('promotions as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchant_id')
    .selectAll('p')
    .select((eb) => [
      'm.merchant_code',
      sql<string>`m.brand->>'currency'`.as('currency'),
      eb
        .selectFrom('promotion_grants as g')
        .select((g) => g.fn.countAll<string>().as('n'))
        .whereRef('g.promotion_id', '=', 'p.id')
        .as('grants'),
    ]);

type PromotionRow = Awaited<
  ReturnType<ReturnType<typeof promotionRows>['executeTakeFirstOrThrow']>
>;

/** Where a promotion stands at `now`: its own state first, then its schedule. */
const deskStatus = (row: PromotionRow, now: Date): PromotionDeskStatus => {
  if (row.state === 'ended' || (row.ends_at !== null && row.ends_at <= now)) return 'ended';
  if (row.state === 'paused') return 'paused';
  return row.starts_at > now ? 'scheduled' : 'running';
};

const staffPromotionOf = (row: PromotionRow, now: Date): StaffPromotion => ({
  promotionId: row.id,
  merchantCode: row.merchant_code,
  currency: row.currency,
  kind: row.kind as StaffPromotion['kind'],
  state: row.state,
  status: deskStatus(row, now),
  texts: row.texts as StaffPromotion['texts'],
  bannerUrl: row.banner_url,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  audience: row.audience,
  terms: row.terms,
  sort: row.sort,
  grants: Number(row.grants ?? 0),
  updatedAt: row.updated_at.toISOString(),
});

const grantRows = (db: unknown) =>
  pdbOf(db)
    .selectFrom('promotion_grants as g')
    .innerJoin('members as u', 'u.id', 'g.member_id')
    .selectAll('g')
    .select('u.username');

type GrantRow = Awaited<ReturnType<ReturnType<typeof grantRows>['executeTakeFirstOrThrow']>>;

const grantOf = (row: GrantRow): StaffPromotionGrant => ({
  grantId: Number(row.id),
  memberId: row.member_id,
  username: row.username,
  periodKey: row.period_key,
  currency: row.currency,
  amount: toWire(BigInt(row.amount), row.currency),
  requirement: toWire(BigInt(row.requirement), row.currency),
  progress: toWire(BigInt(row.progress), row.currency),
  takenBack: toWire(BigInt(row.taken_back), row.currency),
  status: row.status,
  reason: row.reason,
  flags: row.flags,
  grantedAt: row.granted_at.toISOString(),
  expiresAt: row.expires_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
});

const invalid = (message: string) => new CatalogueError('request_param_err', { message });

/**
 * Refuses terms the brand's currency cannot hold (a third decimal place in CNY, any in VND) or
 * that pay nothing, and terms a kind the server pays on cannot work without (ours: the deposit
 * bonus reads `deposit`, the daily rebate `rebate`, the VIP week `pointsMultiplier`; the raffle,
 * red envelope and referral their part of `extra`, by the contract's schemas).
 *
 * @throws CatalogueError `wallet.amount.invalid` or `request_param_err`
 */
const checkTerms = (kind: string, terms: PromotionTerms, currency: string): void => {
  const positive = (money: string) => {
    if (minorOf(money, currency) <= 0n) throw new CatalogueError('wallet.amount.invalid');
  };
  const nonNegative = (money: string) => {
    if (minorOf(money, currency) < 0n) throw new CatalogueError('wallet.amount.invalid');
  };
  if (terms.deposit) {
    positive(terms.deposit.maxBonus);
    if (terms.deposit.minDeposit !== undefined) nonNegative(terms.deposit.minDeposit);
  }
  if (terms.rebate?.dailyCap) positive(terms.rebate.dailyCap);
  if (terms.reward !== undefined) positive(terms.reward);
  if (terms.wagering?.maxBet) positive(terms.wagering.maxBet);
  if (kind === 'depositBonus' && !terms.deposit) {
    throw invalid('A deposit bonus needs its deposit terms.');
  }
  if (kind === 'dailyRebate' && !terms.rebate) {
    throw invalid('A daily rebate needs its rates.');
  }
  if (kind === 'vipWeek' && terms.pointsMultiplier === undefined) {
    throw invalid('A VIP week needs its points multiplier.');
  }
  checkKindTerms(kind, terms, currency);
};

/** The staff member's promotion, locked for the change, or `promotion.unknown`. */
const lockedPromotion = async (ctx: StaffContext, promotionId: number) => {
  let query = pdbOf(ctx.db)
    .selectFrom('promotions')
    .select(['id', 'merchant_id', 'state', 'kind'])
    .where('id', '=', promotionId);
  if (ctx.staff.merchantId !== null) query = query.where('merchant_id', '=', ctx.staff.merchantId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new CatalogueError('promotion.unknown');
  return row;
};

const readPromotion = async (ctx: StaffContext, promotionId: number) =>
  staffPromotionOf(
    await promotionRows(ctx.db).where('p.id', '=', promotionId).executeTakeFirstOrThrow(),
    ctx.now,
  );

type StateChange = 'pause' | 'resume' | 'end';
const NEXT_STATE = { pause: 'paused', resume: 'active', end: 'ended' } as const;
const FROM_STATES: Record<StateChange, readonly string[]> = {
  pause: ['active'],
  resume: ['paused'],
  end: ['active', 'paused'],
};

/**
 * Tells every instance that the merchant's promotions changed, when the desk's transaction
 * commits (the VIP weeks the seamless wallet keeps are dropped: the change counts at once).
 */
const toldEveryInstance = (ctx: StaffContext, merchantId: number): Promise<void> =>
  ctx.staffServices.platform.cacheBus.publish(ctx.db, { kind: 'promotions', merchantId });

/**
 * Moves a promotion's own state. Ending keeps its schedule as written (the end time is what
 * staff planned; the state says it stopped early), so the schedule's check never fails here.
 * The hall shows only active promotions, so a pause or an end hides it at once; grants already
 * made keep their wagering and expiry (their terms were copied).
 */
const changeState = async (
  change: StateChange,
  input: StaffCallParsed<'promotionPause'>,
  ctx: StaffContext,
): Promise<StaffPromotion> => {
  const row = await lockedPromotion(ctx, input.promotionId);
  if (row.state === 'ended') throw new CatalogueError('promotion.ended');
  if (!FROM_STATES[change].includes(row.state)) throw new CatalogueError('staff.promotion.state');
  await pdbOf(ctx.db)
    .updateTable('promotions')
    .set({ state: NEXT_STATE[change], updated_at: ctx.now })
    .where('id', '=', row.id)
    .execute();
  const after = await readPromotion(ctx, row.id);
  await toldEveryInstance(ctx, row.merchant_id);
  await ctx.audit({
    action: `promotion.${change}`,
    targetType: 'promotion',
    targetId: row.id,
    merchantId: row.merchant_id,
    before: { state: row.state },
    after: { state: after.state },
  });
  return after;
};

/** The promotions desk: write, pause, resume and end promotions; see and forfeit grants. */
export const promotionsDeskHandlers: Pick<
  StaffHandlerMap,
  | 'promotionsDesk'
  | 'promotionSave'
  | 'promotionBannerUpload'
  | 'promotionPause'
  | 'promotionResume'
  | 'promotionEnd'
  | 'promotionGrantsDesk'
  | 'promotionGrantForfeit'
> = {
  promotionsDesk: (input, ctx) =>
    queuePage(ctx, input, {
      rows: promotionRows(ctx.db),
      counted: countOf(pdbOf(ctx.db), 'promotions'),
      alias: 'p',
      // Brand by brand, each in the hall's order (sort, then id): what members see, top down.
      ordered: (rows) => rows.orderBy('m.merchant_code').orderBy('p.sort').orderBy('p.id'),
      map: (row) => staffPromotionOf(row, ctx.now),
    }),

  promotionSave: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const { currency } = await pdbOf(ctx.db)
      .selectFrom('merchants')
      .select(sql<string>`brand->>'currency'`.as('currency'))
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    checkTerms(input.kind, input.terms, currency);
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (Number.isNaN(startsAt.getTime()) || (endsAt && Number.isNaN(endsAt.getTime()))) {
      throw invalid('A time is not a real time.');
    }
    if (endsAt && endsAt <= startsAt) throw invalid('The promotion ends before it starts.');
    // A raffle's seed is revealed when it ends (so members can recompute their draws): one
    // without an end would keep it secret for good. Ours: the rules give the reveal, not a rule.
    if (input.kind === 'raffle' && !endsAt) throw invalid('A raffle needs an end time.');
    if (input.bannerUrl) {
      const image = await uploadedImageAt(ctx.db, input.bannerUrl);
      // An upload of another brand's staff is not this brand's to show.
      if (!image || (image.merchantId !== null && image.merchantId !== merchant.id)) {
        throw invalid('The banner is not an uploaded image.');
      }
    }
    // Titles are shown as text, bodies as HTML: both cleaned before they are kept, so the
    // portal can render what it reads.
    const sanitiser = await loadSanitiser();
    const texts: PromotionTexts = {};
    for (const [language, text] of Object.entries(input.texts) as [
      Language,
      { title: string; body: string },
    ][]) {
      const title = sanitiser.plainText(text.title);
      if (!title) throw invalid(`The ${language} title is empty once cleaned.`);
      texts[language] = { title, body: sanitiser.richText(text.body) };
    }
    const values = {
      texts: JSON.stringify(texts),
      banner_url: input.bannerUrl,
      starts_at: startsAt,
      ends_at: endsAt,
      audience: JSON.stringify(input.audience),
      terms: JSON.stringify(input.terms),
      sort: input.sort,
      updated_at: ctx.now,
    };
    const pdb = pdbOf(ctx.db);
    if (input.promotionId === undefined) {
      const { id } = await pdb
        .insertInto('promotions')
        .values({ merchant_id: merchant.id, kind: input.kind, created_at: ctx.now, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A raffle commits to its seed when it is written, before it can start: the commitment
      // is public from then on, so no draw can be foreseen or steered (promotions-rules.md).
      if (input.kind === 'raffle') await ensureRaffleSeed(ctx.db as Db, merchant.id, id);
      const after = await readPromotion(ctx, id);
      await toldEveryInstance(ctx, merchant.id);
      await ctx.audit({
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: id,
        merchantId: merchant.id,
        after,
      });
      return after;
    }
    const found = await lockedPromotion(ctx, input.promotionId);
    if (found.merchant_id !== merchant.id) throw new CatalogueError('promotion.unknown');
    if (found.state === 'ended') throw new CatalogueError('promotion.ended');
    // Grants of one promotion share its kind (the hall and the jobs read the kind).
    if (found.kind !== input.kind) throw invalid('A promotion keeps the kind it was made with.');
    const before = await readPromotion(ctx, found.id);
    await pdb.updateTable('promotions').set(values).where('id', '=', found.id).execute();
    // A raffle written before its seed was made at saving gets it now, still before it is seen.
    if (found.kind === 'raffle') await ensureRaffleSeed(ctx.db as Db, merchant.id, found.id);
    const after = await readPromotion(ctx, found.id);
    await toldEveryInstance(ctx, merchant.id);
    await ctx.audit({
      action: 'promotion.update',
      targetType: 'promotion',
      targetId: found.id,
      merchantId: merchant.id,
      before,
      after,
    });
    return after;
  },

  promotionBannerUpload: (input, ctx) => uploadStaffImage(input, ctx, 'promotionBanner'),

  promotionPause: (input, ctx) => changeState('pause', input, ctx),
  promotionResume: (input, ctx) => changeState('resume', input, ctx),
  promotionEnd: (input, ctx) => changeState('end', input, ctx),

  promotionGrantsDesk: async (input, ctx) => {
    let owner = pdbOf(ctx.db)
      .selectFrom('promotions')
      .select('id')
      .where('id', '=', input.promotionId);
    if (ctx.staff.merchantId !== null)
      owner = owner.where('merchant_id', '=', ctx.staff.merchantId);
    if (!(await owner.executeTakeFirst())) throw new CatalogueError('promotion.unknown');
    let rows = grantRows(ctx.db).where('g.promotion_id', '=', input.promotionId);
    let counted = pdbOf(ctx.db)
      .selectFrom('promotion_grants')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('promotion_id', '=', input.promotionId);
    if (input.status) {
      rows = rows.where('g.status', '=', input.status);
      counted = counted.where('status', '=', input.status);
    }
    return pageOf(counted, rows.orderBy('g.id', 'desc'), input, grantOf);
  },

  promotionGrantForfeit: async (input, ctx) => {
    let query = grantRows(ctx.db).where('g.id', '=', String(input.grantId));
    if (ctx.staff.merchantId !== null) {
      query = query.where('g.merchant_id', '=', ctx.staff.merchantId);
    }
    const before = await query.executeTakeFirst();
    if (!before) throw new CatalogueError('not.found');
    // The one forfeit path (wagering.ts): the grant claimed by a conditional update, the bonus
    // taken back as far as the balance covers in one movement keyed by the grant, all in the
    // request's transaction with the audit entry. A second forfeit finds it no longer active.
    const taken = await endGrant(ctx.db as unknown as Db, {
      merchantId: before.merchant_id,
      grantId: input.grantId,
      status: 'forfeited',
      reason: input.reason,
      now: ctx.now,
    });
    const after = grantOf(
      await grantRows(ctx.db).where('g.id', '=', String(input.grantId)).executeTakeFirstOrThrow(),
    );
    await ctx.audit({
      action: 'promotionGrant.forfeit',
      targetType: 'promotionGrant',
      targetId: input.grantId,
      merchantId: before.merchant_id,
      before: { status: before.status, memberId: before.member_id },
      after: {
        status: after.status,
        reason: input.reason,
        takenBack: toWire(taken, before.currency),
      },
    });
    return after;
  },
};
