import type { TreeMember } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { merchantIdsInScope, merchantInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import {
  applicationById,
  applicationOf,
  applicationsQuery,
  countApplications,
  decideApplication,
} from './applications.ts';
import { pendingMoveOf, requestMove } from './moves.ts';

type Desk = Pick<
  StaffHandlerMap,
  'agentTree' | 'agentMove' | 'agentApplications' | 'agentApplicationDecide'
>;

/** Members with their team size, as the tree lists them. */
const treeMembers = (db: Db) =>
  db.selectFrom('members as m').select((eb) => [
    'm.id',
    'm.username',
    'm.type',
    'm.series',
    eb
      .selectFrom('agent_tree as s')
      .select((c) => c.fn.countAll<string>().as('n'))
      .whereRef('s.ancestor_id', '=', 'm.id')
      .as('team'),
  ]);

const treeMemberOf = (row: {
  id: number;
  username: string;
  type: number;
  series: number;
  team: string | null;
}): TreeMember => ({
  memberId: row.id,
  username: row.username,
  type: row.type,
  series: row.series,
  teamSize: Number(row.team ?? 1),
});

// ctx.db is the request's transaction in a write (StaffTrx), the pool in a read: both are
// the platform database the agent area's functions take.
const dbOf = (ctx: { db: unknown }) => ctx.db as Db;

/** The agent desk's team part: the tree, moves, and the applications queue; writes audited. */
export const agentDeskHandlers: Desk = {
  agentTree: async (input, ctx) => {
    const db = dbOf(ctx);
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let member: Awaited<ReturnType<ReturnType<typeof treeMembers>['executeTakeFirst']>>;
    if (input.memberId !== undefined || input.username !== undefined) {
      member = await treeMembers(db)
        .where('m.merchant_id', '=', merchant.id)
        .$if(input.memberId !== undefined, (q) => q.where('m.id', '=', input.memberId ?? 0))
        .$if(input.username !== undefined, (q) => q.where('m.username', '=', input.username ?? ''))
        .executeTakeFirst();
      if (!member) throw new CatalogueError('not.found');
    }
    const above = member
      ? await treeMembers(db)
          .innerJoin('agent_tree as t', 't.ancestor_id', 'm.id')
          .where('t.descendant_id', '=', member.id)
          .where('t.depth', '>', 0)
          .orderBy('t.depth')
          .execute()
      : [];
    const below = (q: ReturnType<typeof treeMembers>) =>
      member
        ? q
            .innerJoin('agent_tree as t', 't.descendant_id', 'm.id')
            .where('t.ancestor_id', '=', member.id)
            .where('t.depth', '=', 1)
        : q.where('m.merchant_id', '=', merchant.id).where('m.upline_id', 'is', null);
    const counted = member
      ? db
          .selectFrom('agent_tree as t')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('t.ancestor_id', '=', member.id)
          .where('t.depth', '=', 1)
      : db
          .selectFrom('members as m')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('m.merchant_id', '=', merchant.id)
          .where('m.upline_id', 'is', null);
    const downlines = await pageOf(
      counted,
      below(treeMembers(db)).orderBy('m.username').orderBy('m.id'),
      input,
      treeMemberOf,
    );
    const pending = member ? await pendingMoveOf(db, member.id) : undefined;
    return {
      member: member
        ? {
            ...treeMemberOf(member),
            pendingMove: pending
              ? {
                  toUplineId: pending.to_upline_id,
                  toUpline: pending.username,
                  effectiveAt: pending.effective_at.toISOString(),
                  reason: pending.reason,
                }
              : null,
          }
        : null,
      above: above.map(treeMemberOf),
      downlines,
    };
  },

  agentMove: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const brandMerchant = await ctx.staffServices.platform.merchants.byMerchantCode(
      input.merchantCode,
    );
    if (!brandMerchant) throw new CatalogueError('not.found');
    const db = dbOf(ctx);
    const moved = await requestMove(db, {
      merchant: brandMerchant,
      memberId: input.memberId,
      toUplineId: input.toUplineId,
      reason: input.reason,
      staffId: ctx.staff.id,
      now: ctx.now,
    });
    await ctx.audit({
      action: 'agents.move',
      targetType: 'member',
      targetId: String(input.memberId),
      merchantId: merchant.id,
      before: { uplineId: moved.fromUplineId },
      after: {
        uplineId: input.toUplineId,
        effectiveAt: moved.effectiveAt.toISOString(),
        reason: input.reason,
      },
    });
    const pending = await pendingMoveOf(db, input.memberId);
    return {
      memberId: input.memberId,
      toUplineId: input.toUplineId,
      toUpline: pending?.username ?? null,
      effectiveAt: moved.effectiveAt.toISOString(),
      reason: input.reason,
    };
  },

  agentApplications: async (input, ctx) => {
    const db = dbOf(ctx);
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    return pageOf(
      countApplications(db, merchants, input.status),
      applicationsQuery(db, merchants, input.status)
        .orderBy((eb) => eb.case().when('a.status', '=', 'pending').then(0).else(1).end())
        .orderBy('a.id'),
      input,
      applicationOf,
    );
  },

  agentApplicationDecide: async (input, ctx) => {
    const db = dbOf(ctx);
    const found = await applicationById(db, input.applicationId);
    if (!found) throw new CatalogueError('not.found');
    const merchant = await merchantInScope(ctx.db, found.merchant_code, ctx.staff.merchantId);
    const brandMerchant = await ctx.staffServices.platform.merchants.byMerchantCode(
      found.merchant_code,
    );
    if (!brandMerchant) throw new CatalogueError('not.found');
    const decided = await decideApplication(db, {
      merchant: brandMerchant,
      applicationId: input.applicationId,
      decision: input.decision,
      type: input.type,
      series: input.series,
      reason: input.reason,
      staffId: ctx.staff.id,
      now: ctx.now,
    });
    await ctx.audit({
      action:
        input.decision === 'approve' ? 'agents.applicationApprove' : 'agents.applicationReject',
      targetType: 'agentApplication',
      targetId: String(input.applicationId),
      merchantId: merchant.id,
      before: { status: 'pending' },
      after: {
        status: decided.status,
        type: input.type ?? null,
        series: input.series ?? null,
        reason: input.reason ?? null,
      },
    });
    return decided;
  },
};
