import * as v from 'valibot';
import { qInt, str } from '../call.ts';
import { code, countedPage, deskQueueQuery, instant, pageQuery } from '../fields.ts';
import { deskCallOf } from './deskCall.ts';

/** A member, link or application id: an int4 in the database, so a larger one is refused here. */
const id = qInt(1, 2_147_483_647);

/**
 * The console's agent desk, its team part (issue 24): browse a brand's tree, move a member
 * under another upline from the next brand day, and the affiliate applications queue. Designed
 * here, as the rest of the staff area. staff.ts joins these calls into `staffCalls` and these
 * permissions into `STAFF_PERMISSIONS`.
 */

export const AGENT_DESK_PERMISSIONS = [
  'agents.read',
  'agents.move',
  'agents.applications',
] as const;
export type AgentDeskPermission = (typeof AGENT_DESK_PERMISSIONS)[number];

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const agentDeskCall = deskCallOf<AgentDeskPermission>();

/** A member as the tree shows it. */
export const treeMemberSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  type: v.number(),
  series: v.number(),
  /** The member and everyone under it. */
  teamSize: v.number(),
});
export type TreeMember = v.InferOutput<typeof treeMemberSchema>;

/** A move waiting for the next brand day. */
export const pendingMoveSchema = v.object({
  toUplineId: v.nullable(v.number()),
  toUpline: v.nullable(v.string()),
  effectiveAt: instant,
  reason: v.string(),
});

export const agentTreeSchema = v.object({
  /** The member looked at; null: the brand's top (members without an upline). */
  member: v.nullable(
    v.object({ ...treeMemberSchema.entries, pendingMove: v.nullable(pendingMoveSchema) }),
  ),
  /** Its uplines, nearest first. */
  above: v.array(treeMemberSchema),
  /** Its direct downlines (or the brand's top-level members), a page. */
  downlines: countedPage(treeMemberSchema),
});
export type AgentTree = v.InferOutput<typeof agentTreeSchema>;

export const agentApplicationSchema = v.object({
  applicationId: v.number(),
  merchantCode: v.string(),
  /** The applicant's account; null for a visitor. */
  memberId: v.nullable(v.number()),
  username: v.nullable(v.string()),
  name: v.string(),
  contact: v.string(),
  note: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: instant,
  decidedAt: v.nullable(instant),
  reason: v.nullable(v.string()),
});
export type AgentApplication = v.InferOutput<typeof agentApplicationSchema>;

export const staffAgentCalls = {
  agentTree: agentDeskCall({
    method: 'GET',
    path: '/staff/agents/tree',
    permission: 'agents.read',
    request: v.strictObject({
      merchantCode: code(32),
      /** The member to look at (by id or username); neither: the brand's top level. */
      memberId: v.optional(id),
      username: v.optional(str(64, 1)),
      ...pageQuery,
    }),
    response: agentTreeSchema,
    summary: "A member's uplines and direct downlines (or the brand's top level), paged",
  }),
  agentMove: agentDeskCall({
    method: 'POST',
    path: '/staff/agents/move',
    permission: 'agents.move',
    request: v.strictObject({
      merchantCode: code(32),
      memberId: id,
      /** null: to the top level (no upline). */
      toUplineId: v.nullable(id),
      reason: str(500, 3),
    }),
    response: v.object({ memberId: v.number(), ...pendingMoveSchema.entries }),
    summary: 'Moves a member (and its team) under another upline from the next brand day',
  }),
  agentApplications: agentDeskCall({
    method: 'GET',
    path: '/staff/agents/applications',
    permission: 'agents.applications',
    request: deskQueueQuery(APPLICATION_STATUSES),
    response: countedPage(agentApplicationSchema),
    summary: 'Applications to become an agent, oldest waiting first',
  }),
  agentApplicationDecide: agentDeskCall({
    method: 'POST',
    path: '/staff/agents/applications/decide',
    permission: 'agents.applications',
    request: v.strictObject({
      applicationId: id,
      decision: v.picklist(['approve', 'reject']),
      /** Approving a member: the agent type and prize group it gets. */
      type: v.optional(qInt(0, 999)),
      series: v.optional(qInt(0, 1960)),
      /** Rejecting: the reason the applicant is told. */
      reason: v.optional(str(500, 3)),
    }),
    response: agentApplicationSchema,
    summary: 'Approves an application (type and prize group) or rejects it with a reason',
  }),
};
