import { DEFAULT_SERIES, MAX_SERIES } from '@portal/lottery-rules';
import type { Db } from '../db/database.ts';

/*
 * The team tree (agent-rules "The team"), read from the closure table `agent_tree` that the
 * triggers of 0028_agent_tree keep in step with `members.upline_id`. Every read here is one
 * indexed query; none walks the tree level by level.
 */

/** A member on the path above another, nearest first. */
export interface Above {
  memberId: number;
  /** Levels above the member asked about (1: its direct upline). */
  depth: number;
  type: number;
  series: number;
}

/** A direct downline as the team screens list it. */
export interface Downline {
  memberId: number;
  username: string;
  type: number;
  series: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** The downline and everyone under it. */
  teamSize: number;
}

/** Everyone in the agent's team (the agent included), as member ids. */
export const teamOf = async (db: Db, agentId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('agent_tree')
      .select('descendant_id')
      .where('ancestor_id', '=', agentId)
      .orderBy('depth')
      .orderBy('descendant_id')
      .execute()
  ).map((row) => row.descendant_id);

/**
 * Whether `memberId` is in `agentId`'s team at any depth (the agent itself counts: an agent's
 * own records are its team's). The agent-centre calls answer "not found" when it is not.
 */
export const isInTeam = async (db: Db, agentId: number, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('agent_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst()) !== undefined;

/** The uplines of a member, nearest first, with their type and series (the rebate chain). */
export const pathAbove = (db: Db, memberId: number): Promise<Above[]> =>
  db
    .selectFrom('agent_tree')
    .innerJoin('members', 'members.id', 'agent_tree.ancestor_id')
    .select([
      'agent_tree.ancestor_id as memberId',
      'agent_tree.depth',
      'members.type',
      'members.series',
    ])
    .where('agent_tree.descendant_id', '=', memberId)
    .where('agent_tree.depth', '>', 0)
    .orderBy('agent_tree.depth')
    .execute();

/** One page of an agent's direct downlines, newest first; `search` matches the username's start. */
export const directDownlines = (
  db: Db,
  agentId: number,
  page: { offset: number; limit: number; search?: string | undefined },
): Promise<Downline[]> => {
  // The direct downlines are read first (agent_tree_level), then sorted: left to the planner,
  // a skewed tree (an agent with 22 direct downlines among 100,000 members) read every member
  // in created_at order looking for them, 416 ms where this takes a few.
  let query = db
    .with(
      (cte) => cte('t').materialized(),
      (qb) =>
        qb
          .selectFrom('agent_tree')
          .select('descendant_id')
          .where('ancestor_id', '=', agentId)
          .where('depth', '=', 1),
    )
    .selectFrom('t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .select((eb) => [
      'm.id as memberId',
      'm.username',
      'm.type',
      'm.series',
      'm.created_at as createdAt',
      'm.last_login_at as lastLoginAt',
      eb
        .selectFrom('agent_tree as sub')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('sub.ancestor_id', '=', 'm.id')
        .as('teamSize'),
    ]);
  if (page.search) query = query.where('m.username', 'ilike', `${escapeLike(page.search)}%`);
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, teamSize: Number(row.teamSize ?? 1) })));
};

/** How many direct downlines match (for the page count). */
export const countDirectDownlines = async (
  db: Db,
  agentId: number,
  search?: string,
): Promise<number> => {
  // Every tree row is a member's (its foreign key): the members are joined only to search
  // them, as the join made the planner hash every member of the brand (34 ms at 100,000).
  let query = db
    .selectFrom('agent_tree as t')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '=', 1);
  if (search) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('members as m')
          .select('m.id')
          .whereRef('m.id', '=', 't.descendant_id')
          .where('m.username', 'ilike', `${escapeLike(search)}%`),
      ),
    );
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The highest series a downline of this member may have: its own (agent-rules: a downline's
 * series is at most its upline's). A member without an upline may go to the brand's maximum.
 */
export const seriesCeiling = async (db: Db, uplineId: number | null): Promise<number> => {
  if (uplineId === null) return MAX_SERIES;
  const row = await db
    .selectFrom('members')
    .select('series')
    .where('id', '=', uplineId)
    .executeTakeFirst();
  return row?.series ?? DEFAULT_SERIES;
};
