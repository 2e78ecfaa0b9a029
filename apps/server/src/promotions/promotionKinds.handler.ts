import { brandTimeZone } from '@portal/contract';
import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { moneyOf } from '../ledger/money.ts';
import { policySubject } from '../member/policy.ts';
import { portalOrigin } from '../member/resetLinks.ts';
import { codeDeps } from '../session/signIn.ts';
import { memberFacts, promotionOf } from './hall.ts';
import { applyToPromotion } from './kinds/application.ts';
import { chatLinksOf, linkChatNumber, sendChatLinkCode } from './kinds/chatLinks.ts';
import { claimRaffle, raffleVerification } from './kinds/raffle.ts';
import { popRedEnvelope } from './kinds/redEnvelope.ts';
import { referralInvites, referralOf } from './kinds/referral.ts';
import { kindContext } from './promotions.handler.ts';

/** The special kinds' member calls (promotions-rules.md kinds 4 to 7). */
export const promotionKindsHandlers = {
  applyPromotion: async (input, ctx) => {
    const promotion = await promotionOf(ctx.services.db, ctx.merchant.id, input.promotionId);
    return applyToPromotion(await kindContext(ctx, promotion), input);
  },

  claimRaffle: async (input, ctx) => {
    const promotion = await promotionOf(ctx.services.db, ctx.merchant.id, input.promotionId);
    if (promotion.kind !== 'raffle') throw new CatalogueError('promotion.nothing.to.claim');
    const win = await claimRaffle(await kindContext(ctx, promotion));
    return {
      promotionId: promotion.id,
      prizeName: win.prizeName,
      prizeAmount: moneyOf(win.amount, ctx.merchant.brand.currency),
    };
  },

  raffleVerification: async (input, ctx) => {
    const { db } = ctx.services;
    const promotion = await promotionOf(db, ctx.merchant.id, input.promotionId);
    return raffleVerification({
      db,
      merchant: ctx.merchant,
      memberId: ctx.session.memberId,
      promotion,
      now: ctx.services.clock(),
      timeZone: brandTimeZone(ctx.merchant.brand),
    });
  },

  popRedEnvelope: async (input, ctx) => {
    const promotion = await promotionOf(ctx.services.db, ctx.merchant.id, input.promotionId);
    if (promotion.kind !== 'redEnvelope') throw new CatalogueError('promotion.nothing.to.claim');
    const popped = await popRedEnvelope(await kindContext(ctx, promotion));
    return {
      promotionId: promotion.id,
      amount: moneyOf(popped.amount, ctx.merchant.brand.currency),
      envelopesLeft: popped.envelopesLeft,
    };
  },

  referral: async (_input, ctx) =>
    referralOf(
      ctx.services.db,
      ctx.merchant,
      ctx.session.memberId,
      portalOrigin(ctx.merchant.brand.domains, ctx.host, ctx.services.production),
    ),

  referralInvites: async (input, ctx) =>
    referralInvites(ctx.services.db, ctx.merchant, ctx.session.memberId, input),

  chatLinks: async (_input, ctx) =>
    chatLinksOf(ctx.services.db, ctx.merchant, ctx.session.memberId),

  sendChatLinkCode: async (input, ctx) =>
    sendChatLinkCode(
      codeDeps(ctx.services),
      ctx.merchant,
      ctx.session.memberId,
      input,
      ctx.ip,
      ctx.services.clock(),
    ),

  linkChatNumber: async (input, ctx) => {
    const { db } = ctx.services;
    const now = ctx.services.clock();
    // A member the policy keeps from claiming (timed out, excluded) cannot earn the bonus.
    await memberPolicy.refuse(db, policySubject(ctx.merchant, ctx.session.memberId), 'claim', {
      at: now,
    });
    const facts = await memberFacts(db, ctx.merchant, ctx.session.memberId);
    return linkChatNumber(codeDeps(ctx.services), ctx.merchant, facts, input, now);
  },
} satisfies HandlerMap;
