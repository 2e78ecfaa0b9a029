import { brandTimeZone } from '@portal/contract';
import { recordRange } from '../account/periods.ts';
import { betRecordsAfter } from '../account/records.ts';
import type { HandlerMap } from '../http/context.ts';
import { positiveMinor } from '../ledger/money.ts';
import { checkDownlineTerms, requireAgent, requireInTeam } from './guard.ts';
import { createLink, deleteLink, linksOf } from './links.ts';
import { registerDownline } from './registerDownline.ts';
import {
  teamBetReaders,
  teamMembersPage,
  teamOverview,
  userLossPage,
  usernamesOf,
} from './teamReports.ts';
import { sendTransfer } from './transfers.ts';

/** The agent centre's team calls (contract calls/agentTeam.ts). */
export const teamHandlers = {
  agentLinks: async (_input, ctx) => {
    const agent = await requireAgent(ctx.services.db, ctx.merchant, ctx.session.memberId);
    return { links: await linksOf(ctx.services.db, agent.memberId) };
  },

  agentLinkCreate: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    checkDownlineTerms(ctx.merchant, agent, input);
    return createLink(db, {
      merchantId: ctx.merchant.id,
      agentId: agent.memberId,
      type: input.type,
      series: input.series,
      now: clock(),
    });
  },

  agentLinkDelete: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    await deleteLink(db, agent.memberId, input.linkId, clock());
    return { deleted: true };
  },

  agentRegisterDownline: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    return registerDownline(db, { merchant: ctx.merchant, ip: ctx.ip, now: clock() }, agent, input);
  },

  // The team reports read where reports read (a replica when one is set, issue 26); who may
  // see them is decided on the primary, so a new agent or downline is never refused by lag.
  agentTeamOverview: async (input, ctx) => {
    const { db, reports, clock } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    return teamOverview(reports, ctx.merchant, agent.memberId, { ...input, now: clock() });
  },

  agentTeamMembers: async (input, ctx) => {
    const { db, reports } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    const parentId = input.parentId ?? agent.memberId;
    await requireInTeam(db, agent.memberId, parentId);
    return teamMembersPage(reports, ctx.merchant, parentId, input);
  },

  agentUserLoss: async (input, ctx) => {
    const { db, reports } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    const parentId = input.parentId ?? agent.memberId;
    await requireInTeam(db, agent.memberId, parentId);
    return userLossPage(reports, ctx.merchant, parentId, input);
  },

  // Team betting: the team's bets (every level, direct downlines, or one member of it).
  agentTeamBets: async (input, ctx) => {
    const { db, reports, clock } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    // One member outside the team answers as not found (an agent sees only its team).
    if (input.memberId !== undefined) await requireInTeam(db, agent.memberId, input.memberId);
    const { who, wide } = await teamBetReaders(reports, agent.memberId, input);
    const page = await betRecordsAfter(
      reports,
      who,
      recordRange(clock(), input, brandTimeZone(ctx.merchant.brand)),
      input,
      ctx.merchant.brand.currency,
      wide ? ctx.merchant.id : undefined,
    );
    const names = await usernamesOf(reports, [...new Set(page.content.map((bet) => bet.memberId))]);
    return {
      content: page.content.map((bet) => ({ ...bet, username: names.get(bet.memberId) ?? '' })),
      nextCursor: page.nextCursor,
    };
  },

  // A plain member may send to its upline: no agent gate here, the transfer's own rules decide.
  agentTransfer: async (input, ctx) =>
    sendTransfer(ctx.services.db, {
      merchant: ctx.merchant,
      policy: ctx.services.memberPolicy,
      fromMemberId: ctx.session.memberId,
      toMemberId: input.toMemberId,
      amount: positiveMinor(input.amount, ctx.merchant.brand.currency),
      paymentPassword: input.paymentPassword,
      clientId: input.clientId,
      kind: input.kind,
      billId: input.billId,
      now: ctx.services.clock(),
    }),
} satisfies HandlerMap;
