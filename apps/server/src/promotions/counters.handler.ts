import { brandTimeZone } from '@portal/contract';
import { unreadCount } from '../account/inbox.ts';
import type { HandlerMap } from '../http/context.ts';
import { previousLogin } from '../member/members.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { hallPromotions, memberFacts, memberTakeUp } from './hall.ts';
import { ACTIONABLE, memberPromotionStatus } from './status.ts';

/**
 * The login info with the header's counters (platform spec 7): unread messages, the number of
 * promotions the member can act on now (join or claim), the VIP level and its name. Answered
 * here, above the member and account areas whose parts it reads, since the promotions and
 * VIP parts are this area's.
 */
export const countersHandlers = {
  loginInfo: async (_input, ctx) => {
    const { db } = ctx.services;
    const memberId = ctx.session.memberId;
    const now = ctx.services.clock();
    const timeZone = brandTimeZone(ctx.merchant.brand);
    const [member, unread, promotions, facts] = await Promise.all([
      previousLogin(db, memberId),
      unreadCount(db, ctx.merchant.id, memberId),
      hallPromotions(db, ctx.merchant.id, now),
      memberFacts(db, ctx.merchant, memberId),
    ]);
    const ids = promotions.map((p) => p.id);
    const { grants, signups } = await memberTakeUp(db, ctx.merchant.id, memberId, ids);
    // Each promotion's status as the hall shows it, a special kind's own (a raffle ticket
    // left, an unpopped envelope) included, so the count and the hall never disagree.
    const statuses = await Promise.all(
      promotions.map((p) =>
        memberPromotionStatus(
          { db, merchant: ctx.merchant, member: facts, promotion: p, now, timeZone },
          grants,
          signups,
        ),
      ),
    );
    const available = statuses.filter((status) => ACTIONABLE.has(status)).length;
    const vip = facts.vipLevel > 0 ? ctx.merchant.brand.vipLevels[facts.vipLevel - 1] : undefined;
    return {
      lastLoginAt: member.previous_login_at?.toISOString() ?? null,
      lastLoginIp: member.previous_login_ip,
      loginIp: normaliseIp(ctx.ip),
      unreadMessage: unread,
      availablePromoCount: available,
      hasVip: vip !== undefined,
      vipLabelName: vip?.name ?? null,
      vipRankLevel: vip ? facts.vipLevel : null,
    };
  },
} satisfies HandlerMap;
