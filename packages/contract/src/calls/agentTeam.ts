import * as v from 'valibot';
import { defineCall, empty, money, qInt, str } from '../call.ts';
import { CONTRACT_TYPES, GAME_CATEGORIES } from '../enums.ts';
import { day, instant, page, pageQuery } from '../fields.ts';
import { BET_RECORD_STATUS, betRecordSchema, RECORD_PERIODS } from './account.ts';

/**
 * The sub-types of an upline-downline transfer (agent-rules "Transfers"): normal, promotion
 * subsidy (an agent's own promotion money for its team), dividend payment (pays a bill).
 */
export const AGENT_TRANSFER_KINDS = ['normal', 'promotionSubsidy', 'dividendPayment'] as const;
export type AgentTransferKind = (typeof AGENT_TRANSFER_KINDS)[number];

/** A member, link or application id: an int4 in the database, so a larger one is refused here. */
const id = qInt(1, 2_147_483_647);

/*
 * The agent centre's team calls (issue 24; agent-rules "The team", "Transfers" and "The agent
 * centre's screens"). The specs name the screens, not their calls: every path and shape here
 * is designed. Money travels as the contract's decimal strings (`money`), series as whole
 * numbers (lottery-rules: 1800 by default, at most 1960, never above the upline's).
 *
 * Every call is for agents (the brand's `agentTypes`); a trial account gets `trial.forbidden`,
 * any other non-agent `agent.required` (403), and a member id outside the caller's team answers
 * `not.found`, as a member that does not exist would. The member-to-upline transfer is the one
 * call a plain member makes.
 */

/** A prize group (series) as a request sends it. */
const series = qInt(0, 1960);
/** A member type as a request sends it: the brand's member or agent types (checked by the server). */
const memberType = qInt(0, 999);
/** A brand-day period, both ends included (the brand's days, periods.ts). */
const days = { from: day, to: day };

/** An affiliate link: registrations with its code land under the agent with its type and series. */
export const agentLinkSchema = v.object({
  linkId: v.number(),
  code: v.string(),
  type: v.number(),
  series: v.number(),
  /** How many members registered with it. */
  registrations: v.number(),
  createdAt: instant,
});
export type AgentLink = v.InferOutput<typeof agentLinkSchema>;

/** One brand day of the team's figures (and the period's totals, without `day`). */
const teamFigures = {
  newMembers: v.number(),
  deposits: money,
  depositors: v.number(),
  withdrawals: money,
  validBet: money,
  prizes: money,
  rebates: money,
  promotions: money,
  /** The team's profit and loss as the member side sees it: prizes + rebates + promotions - valid bets. */
  profitLoss: money,
};
export const teamDaySchema = v.object({ day: v.string(), ...teamFigures });
export const teamOverviewSchema = v.object({
  ...teamFigures,
  /** The team's main-wallet balances now (the agent's own included). */
  teamBalance: money,
  /** The agent and everyone under it. */
  teamSize: v.number(),
  /** Team members seen by the server in the last 15 minutes (a live session). */
  onlineMembers: v.number(),
  days: v.array(teamDaySchema),
});
export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>;

/** A direct downline as team management lists it. */
/** A team member's contract as team management shows it (designed). */
export const TEAM_CONTRACT_STATES = ['offered', 'active', 'ending'] as const;
export type TeamContractState = (typeof TEAM_CONTRACT_STATES)[number];

export const teamMemberSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  type: v.number(),
  series: v.number(),
  balance: money,
  lastLoginAt: v.nullable(instant),
  registeredAt: instant,
  /** The downline and everyone under it. */
  teamSize: v.number(),
  /**
   * The downline's contracts in force or waiting, one per type at most (agent-rules: one
   * active or pending contract per downline and type): an offer waiting for its answer, an
   * active one, or an active one whose end was asked and not yet answered.
   */
  contracts: v.array(
    v.object({
      type: v.picklist(CONTRACT_TYPES),
      state: v.picklist(TEAM_CONTRACT_STATES),
    }),
  ),
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

/** A direct downline's (whole team's) figures over a period: the user-loss screen. */
export const userLossSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  validBet: money,
  prizes: money,
  rebates: money,
  promotions: money,
  profitLoss: money,
});
export type UserLoss = v.InferOutput<typeof userLossSchema>;

/**
 * Designed: what the agent centre knows of the member itself: its own prize group (the most a
 * downline or link may get), whether it is an agent, and its direct upline (whom a member may
 * send money to). The specs show none of it; the member info carries no series.
 */
export const agentSelfSchema = v.object({
  series: v.number(),
  isAgent: v.boolean(),
  upline: v.nullable(v.object({ memberId: v.number(), username: v.string() })),
});
export type AgentSelf = v.InferOutput<typeof agentSelfSchema>;

/** What the agent received over some brand days, by kind (my income). */
const incomeFigures = {
  /** Lottery rebates by prize-group difference, posted with each draw. */
  rebates: money,
  /** Daily, hourly and real-time salary runs. */
  salaries: money,
  /** Dividend runs from the platform and dividend bills paid by the upline. */
  dividends: money,
};
export const incomeDaySchema = v.object({ day: v.string(), ...incomeFigures });
export const agentIncomeSchema = v.object({
  ...incomeFigures,
  total: money,
  /** Only the brand days with income, newest first. */
  days: v.array(incomeDaySchema),
});
export type AgentIncome = v.InferOutput<typeof agentIncomeSchema>;

/** Which of the team's bets team betting lists: every level under the agent, or one down. */
export const TEAM_BET_LEVELS = ['all', 'direct'] as const;

/** A bet of a team member: the betting record's row and whose it is. */
export const teamBetSchema = v.object({
  ...betRecordSchema.entries,
  memberId: v.number(),
  username: v.string(),
});
export type TeamBet = v.InferOutput<typeof teamBetSchema>;

export const teamBetPageSchema = v.object({
  content: v.array(teamBetSchema),
  /** Null on the last page. */
  nextCursor: v.nullable(v.string()),
});
export type TeamBetPage = v.InferOutput<typeof teamBetPageSchema>;

export const agentTeamCalls = {
  agentLinks: defineCall({
    method: 'GET',
    path: '/wps/agent/links',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.object({ links: v.array(agentLinkSchema) }),
    summary: "The agent's affiliate links (deleted ones are left out)",
  }),
  agentLinkCreate: defineCall({
    method: 'POST',
    path: '/wps/agent/links',
    token: true,
    module: 'COMM3',
    request: v.object({ type: memberType, series }),
    response: agentLinkSchema,
    summary: 'Creates an affiliate link giving its registrations a type and prize group',
  }),
  agentLinkDelete: defineCall({
    method: 'POST',
    path: '/wps/agent/links/delete',
    token: true,
    module: 'COMM3',
    request: v.object({ linkId: id }),
    response: v.object({ deleted: v.boolean() }),
    summary: 'Deletes an affiliate link: it takes no new registrations',
  }),
  agentRegisterDownline: defineCall({
    method: 'POST',
    path: '/wps/agent/team/register',
    token: true,
    encrypted: true,
    module: 'COMM3',
    request: v.object({
      username: str(64, 1),
      password: str(64, 1),
      type: memberType,
      series,
    }),
    response: v.object({ memberId: v.number(), username: v.string() }),
    summary: 'Registers a direct downline (member or agent) with a prize group',
  }),
  agentTeamOverview: defineCall({
    method: 'GET',
    path: '/wps/agent/team/overview',
    token: true,
    module: 'COMM3',
    request: v.object(days),
    response: teamOverviewSchema,
    summary: "The team's figures over a period of brand days, with a series per day",
  }),
  agentTeamMembers: defineCall({
    method: 'GET',
    path: '/wps/agent/team/members',
    token: true,
    module: 'COMM3',
    request: v.object({
      /** Whose direct downlines: the caller's when absent, else a member of its team (drill down). */
      parentId: v.optional(id),
      /** The start of a username. */
      search: v.optional(str(64)),
      ...pageQuery,
    }),
    response: v.object({ ...page(teamMemberSchema).entries, parentId: v.number() }),
    summary: 'Direct downlines of the agent or of a team member, paged, with their team size',
  }),
  agentUserLoss: defineCall({
    method: 'GET',
    path: '/wps/agent/team/loss',
    token: true,
    module: 'COMM3',
    request: v.object({ ...days, parentId: v.optional(id), ...pageQuery }),
    response: page(userLossSchema),
    summary: "Each direct downline's team profit and loss over a period",
  }),
  agentTransfer: defineCall({
    method: 'POST',
    path: '/wps/agent/transfer',
    token: true,
    encrypted: true,
    module: 'COMM3',
    request: v.object({
      /** An agent: any member of its team; a member: its direct upline. */
      toMemberId: id,
      amount: money,
      paymentPassword: v.pipe(v.string(), v.regex(/^\d{6}$/)),
      /** The client's key: the same transfer sent twice moves money once. */
      clientId: v.pipe(str(64, 8), v.regex(/^[A-Za-z0-9_-]+$/)),
      /**
       * Designed (agent-rules "Transfers" names the sub-types, not shown on the wire): normal
       * and promotion subsidy give the receiver a turnover requirement of the amount; a
       * dividend payment pays `billId`, a bill the sender owes the receiver, with none.
       */
      kind: v.optional(v.picklist(AGENT_TRANSFER_KINDS), 'normal'),
      billId: v.optional(id),
    }),
    response: v.object({ transferId: v.string(), amount: money, balance: money }),
    summary: 'Sends money to a team member, or to the direct upline, with the payment password',
  }),
  agentTeamBets: defineCall({
    // Team betting (designed: the spec names the screen and its filters, not the call): the
    // bets of the whole team, or its direct downlines, or one member of it, newest first,
    // keyset paged (a count over a large team's bets would cost more than the page).
    method: 'GET',
    path: '/wps/agent/team/bets',
    token: true,
    module: 'COMM3',
    request: v.object({
      /** One member of the caller's team (any depth); absent: the team by `levels`. */
      memberId: v.optional(id),
      levels: v.optional(v.picklist(TEAM_BET_LEVELS), 'all'),
      period: v.optional(v.picklist(RECORD_PERIODS), 'today'),
      startDate: v.optional(day),
      endDate: v.optional(day),
      category: v.optional(v.picklist(GAME_CATEGORIES)),
      status: v.optional(v.picklist(BET_RECORD_STATUS)),
      /** The page after this one: the `nextCursor` of the page before. */
      cursor: v.optional(str(200, 1)),
      pageSize: pageQuery.pageSize,
    }),
    response: teamBetPageSchema,
    summary: "The team's bets (all levels, direct downlines, or one member), newest first",
  }),
  agentApply: defineCall({
    // A visitor applies too (platform spec: affiliate application); a member's token, when
    // sent, ties the application to the account staff then make an agent.
    method: 'POST',
    path: '/wps/agent/apply',
    token: false,
    tokenOptional: true,
    module: 'COMM3',
    request: v.object({
      name: str(64, 1),
      /** How staff reach the applicant: a phone number, an e-mail, a messenger id. */
      contact: str(128, 3),
      note: v.optional(str(500), ''),
    }),
    response: v.object({ applicationId: v.number() }),
    summary: 'Applies to become an agent (member or visitor); staff approve or reject',
  }),
  agentSelf: defineCall({
    // Designed (see agentSelfSchema): any signed-in member may ask; a trial account is refused.
    method: 'GET',
    path: '/wps/agent/self',
    token: true,
    module: 'COMM3',
    request: empty,
    response: agentSelfSchema,
    summary: "The member's own prize group, whether it is an agent, and its direct upline",
  }),
  agentIncome: defineCall({
    // Designed: my income (agent-rules "The agent centre's screens": rebates, salaries,
    // dividends received). The specs name the screen, not its call.
    method: 'GET',
    path: '/wps/agent/income',
    token: true,
    module: 'COMM3',
    request: v.object(days),
    response: agentIncomeSchema,
    summary: 'What the agent received over brand days: rebates, salaries and dividends',
  }),
};
