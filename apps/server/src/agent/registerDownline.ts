import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { isFrozen } from '../member/freezes.ts';
import { fail, insertMember } from '../member/registration.ts';
import { hashPassword } from '../session/passwords.ts';
import { findMemberByUsername } from '../session/signIn.ts';
import type { Merchant } from '../system/merchants.ts';
import { fitsRule, registerRules } from '../system/registerRules.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { type AgentCaller, checkDownlineTerms } from './guard.ts';

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'members_username';

/**
 * Register account (agent-rules "The team"): the agent creates a direct downline with a
 * username, a password, a type and a prize group. The username and password follow the
 * brand's register rules as a portal registration's do; the other register fields (mobile,
 * captcha, verification) are the new member's own to give later (ours).
 */
export const registerDownline = async (
  db: Db,
  where: { merchant: Merchant; ip: string; now: Date },
  agent: AgentCaller,
  input: { username: string; password: string; type: number; series: number },
): Promise<{ memberId: number; username: string }> => {
  const { merchant, now } = where;
  const rules = registerRules(merchant);
  const username = input.username.trim();
  if (!fitsRule(rules.username, username) || !fitsRule(rules.password, input.password)) {
    throw fail('login.format.incorrect');
  }
  checkDownlineTerms(merchant, agent, input);
  // A frozen team takes no new members (member/freezes.ts).
  if (await isFrozen(db, agent.memberId, 'team')) throw new CatalogueError('member.frozen');
  if (await findMemberByUsername(db, merchant.id, username)) {
    throw fail('register.username.taken');
  }
  try {
    const member = await insertMember(db, {
      merchant_id: merchant.id,
      username,
      password_hash: await hashPassword(input.password),
      type: input.type,
      series: input.series,
      upline_id: agent.memberId,
      register_ip: normaliseIp(where.ip),
      created_at: now,
      password_changed_at: now,
    });
    return { memberId: member.id, username: member.username };
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('register.username.taken');
    throw error;
  }
};
