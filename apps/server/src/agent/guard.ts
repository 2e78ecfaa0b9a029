import { MEMBER_TYPES } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { refuseTrialAccount } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { isInTeam } from './tree.ts';

/** The caller of an agent-centre call as the team calls need it. */
export interface AgentCaller {
  memberId: number;
  type: number;
  series: number;
  uplineId: number | null;
}

/** The member's type, series and upline; a member that vanished answers as not signed in. */
export const callerOf = async (db: Db, memberId: number): Promise<AgentCaller> => {
  const row = await db
    .selectFrom('members')
    .select(['type', 'series', 'upline_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new CatalogueError('user.or.token.invalid');
  return { memberId, type: row.type, series: row.series, uplineId: row.upline_id };
};

/** Whether this type is one of the brand's agent types. */
export const isAgentType = (merchant: Merchant, type: number): boolean =>
  merchant.brand.agentTypes.includes(type);

/**
 * The agent-centre gate (portal-spec section 6): a trial account is told to register
 * (`trial.forbidden`), any other non-agent gets `agent.required` (403).
 */
export const requireAgent = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<AgentCaller> => {
  const caller = await callerOf(db, memberId);
  refuseTrialAccount(merchant.brand.trialTypes, caller.type);
  if (!isAgentType(merchant, caller.type)) throw new CatalogueError('agent.required');
  return caller;
};

/** A member of the agent's team, or `not.found` as if it did not exist (agent-rules). */
export const requireInTeam = async (db: Db, agentId: number, memberId: number): Promise<void> => {
  if (!(await isInTeam(db, agentId, memberId))) throw new CatalogueError('not.found');
};

/**
 * The type and series an agent may give a new downline (register account, affiliate links):
 * a plain member or one of the brand's agent types, never a trial type, and a series at most
 * its own (agent-rules "Prize groups").
 */
export const checkDownlineTerms = (
  merchant: Merchant,
  agent: AgentCaller,
  terms: { type: number; series: number },
): void => {
  if (terms.type !== MEMBER_TYPES.member && !isAgentType(merchant, terms.type)) {
    throw new CatalogueError('agent.type.invalid');
  }
  if (terms.series > agent.series) throw new CatalogueError('agent.series.too.high');
};
