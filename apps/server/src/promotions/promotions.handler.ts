import {
  brandTimeZone,
  type PromotionKind,
  type PromotionTerms,
  pageCount,
  toWire,
} from '@portal/contract';
import { memberPolicy } from '../account/memberPolicy.ts';
import { recordRange } from '../account/periods.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import { moneyOf } from '../ledger/money.ts';
import { callerLanguage } from '../member/callerLanguage.ts';
import { policySubject } from '../member/policy.ts';
import { bonusRecordPage } from './bonusRecords.ts';
import {
  audienceAllows,
  hallPromotions,
  memberFacts,
  memberTakeUp,
  type PromotionRow,
  promotionOf,
  refuseClosed,
  textsIn,
  wireGrant,
} from './hall.ts';
import { behaviourOf, type KindContext } from './kinds.ts';
import { promotionsDb } from './promotionsDb.ts';
import { memberPromotionStatus, promotionStatus } from './status.ts';
import { giveUpGrant } from './wagering.ts';

/** A promotion's terms as the hall shows them: `extra` (prizes, pools...) stays here. */
const publicTerms = ({ extra: _extra, ...terms }: PromotionTerms): Omit<PromotionTerms, 'extra'> =>
  terms;

/** The kind context of a signed-in member for one promotion, refusing what they may not do. */
export const kindContext = async (
  ctx: CallContext<{ memberId: number; merchantId: number; id: string }>,
  promotion: PromotionRow,
): Promise<KindContext> => {
  const { db } = ctx.services;
  const now = ctx.services.clock();
  refuseClosed(promotion, now);
  await memberPolicy.refuse(db, policySubject(ctx.merchant, ctx.session.memberId), 'claim', {
    at: now,
  });
  const member = await memberFacts(db, ctx.merchant, ctx.session.memberId);
  if (!audienceAllows(promotion, member)) throw new CatalogueError('promotion.not.eligible');
  return {
    db,
    merchant: ctx.merchant,
    member,
    promotion,
    now,
    timeZone: brandTimeZone(ctx.merchant.brand),
  };
};

/** The promotion hall, joining, claiming and giving up a bonus. */
export const promotionsHandlers = {
  promotions: async (input, ctx) => {
    const { db } = ctx.services;
    const now = ctx.services.clock();
    const { brand } = ctx.merchant;
    const timeZone = brandTimeZone(brand);
    const rows = await hallPromotions(db, ctx.merchant.id, now);
    const memberId = ctx.session?.memberId ?? null;
    const ids = rows.map((r) => r.id);
    const [facts, { grants, signups }] =
      memberId === null
        ? [null, { grants: [], signups: [] }]
        : await Promise.all([
            memberFacts(db, ctx.merchant, memberId),
            memberTakeUp(db, ctx.merchant.id, memberId, ids),
          ]);
    // The member's language, else the call's, else the brand default (member/callerLanguage.ts).
    const language = await callerLanguage(ctx, input.language);
    const start = (input.pageNo - 1) * input.pageSize;
    const pageRows = rows.slice(start, start + input.pageSize);
    const content = await Promise.all(
      pageRows.map(async (p) => {
        const mine = grants.filter((g) => g.promotion_id === p.id);
        const behaviour = behaviourOf(p.kind);
        const status = facts
          ? await memberPromotionStatus(
              { db, merchant: ctx.merchant, member: facts, promotion: p, now, timeZone },
              grants,
              signups,
            )
          : promotionStatus(p, null, now, timeZone);
        const texts = textsIn(p, language, brand.defaultLanguage);
        const current = mine[0];
        return {
          promotionId: p.id,
          title: texts.title,
          content: texts.body,
          imageUrl: p.banner_url,
          promotionType: p.kind,
          kind: p.kind as PromotionKind,
          status,
          needsApplication: behaviour?.needsApplication ?? false,
          startsAt: p.starts_at.toISOString(),
          endsAt: p.ends_at?.toISOString() ?? null,
          grant: current ? wireGrant(current) : null,
          // The page's terms summary: the terms without the special kinds' own settings.
          terms: publicTerms(p.terms),
          audience: p.audience,
        };
      }),
    );
    return {
      content,
      pageNum: input.pageNo,
      totalPages: pageCount(rows.length, input.pageSize),
    };
  },

  joinPromotion: async (input, ctx) => {
    const promotion = await promotionOf(ctx.services.db, ctx.merchant.id, input.promotionId);
    const kctx = await kindContext(ctx, promotion);
    const behaviour = behaviourOf(promotion.kind);
    if (behaviour?.join) {
      return { promotionId: promotion.id, status: await behaviour.join(kctx, input) };
    }
    if (!behaviour?.needsJoin) throw new CatalogueError('promotion.not.eligible');
    // One sign-up per (member, promotion, period): parallel joins insert once, the rest find it.
    const row = await promotionsDb(kctx.db)
      .insertInto('promotion_signups')
      .values({
        merchant_id: ctx.merchant.id,
        member_id: ctx.session.memberId,
        promotion_id: promotion.id,
        period_key: behaviour.joinPeriod(kctx.now, kctx.timeZone),
        joined_at: kctx.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('promotion_id')
      .executeTakeFirst();
    if (!row) throw new CatalogueError('promotion.already.joined');
    return { promotionId: promotion.id, status: 'signedUp' as const };
  },

  requestPromotionReward: async (input, ctx) => {
    const promotion = await promotionOf(ctx.services.db, ctx.merchant.id, input.promotionId);
    const kctx = await kindContext(ctx, promotion);
    const claim = behaviourOf(promotion.kind)?.claim;
    if (!claim) throw new CatalogueError('promotion.nothing.to.claim');
    const paid = await claim(kctx);
    const { currency } = ctx.merchant.brand;
    return {
      promotionId: promotion.id,
      status: 'claimed' as const,
      rewardAmount: moneyOf(paid, currency),
    };
  },

  // The member centre's bonus details: every grant with its wagering (answered here, where the
  // grants are, rather than by the account area below).
  bonusRecords: async (input, ctx) => {
    const range = recordRange(ctx.services.clock(), input, brandTimeZone(ctx.merchant.brand));
    const language = await callerLanguage(ctx);
    return bonusRecordPage(ctx.services.db, ctx.merchant, ctx.session.memberId, range, {
      ...input,
      language,
    });
  },

  giveUpBonus: async (input, ctx) => {
    const taken = await giveUpGrant(ctx.services.db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      grantId: input.grantId,
      now: ctx.services.clock(),
    });
    return {
      grantId: input.grantId,
      status: 'cancelled' as const,
      taken: toWire(taken, ctx.merchant.brand.currency),
    };
  },
} satisfies HandlerMap;
