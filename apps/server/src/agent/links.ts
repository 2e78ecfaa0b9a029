import { randomInt } from 'node:crypto';
import { type AgentLink, MEMBER_TYPES } from '@portal/contract';
import { DEFAULT_SERIES } from '@portal/lottery-rules';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { AffiliateDirectory, AffiliatePlacement } from '../member/affiliates.ts';
import { isFrozen } from '../member/freezes.ts';
import { agentByAffiliateCode } from '../member/registration.ts';

/*
 * Affiliate links (agent-rules "The team"): an agent creates codes, each giving the account
 * type and prize group its registrations land with. Deleting one stops new registrations;
 * the members it brought keep their place.
 */

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

const linkOf = (row: {
  id: number;
  code: string;
  type: number;
  series: number;
  created_at: Date;
  registrations: string | number | null;
}): AgentLink => ({
  linkId: row.id,
  code: row.code,
  type: row.type,
  series: row.series,
  registrations: Number(row.registrations ?? 0),
  createdAt: row.created_at.toISOString(),
});

/** The agent's live links, newest first, with how many registered through each. */
export const linksOf = async (db: Db, agentId: number): Promise<AgentLink[]> =>
  (
    await db
      .selectFrom('agent_links as l')
      .select((eb) => [
        'l.id',
        'l.code',
        'l.type',
        'l.series',
        'l.created_at',
        eb
          .selectFrom('members as m')
          .select((s) => s.fn.countAll<string>().as('n'))
          .whereRef('m.agent_link_id', '=', 'l.id')
          .as('registrations'),
      ])
      .where('l.agent_id', '=', agentId)
      .where('l.deleted_at', 'is', null)
      .orderBy('l.id', 'desc')
      .execute()
  ).map(linkOf);

/** A new link; the type and series were checked by the caller against the agent's own. */
export const createLink = async (
  db: Db,
  link: { merchantId: number; agentId: number; type: number; series: number; now: Date },
): Promise<AgentLink> => {
  // A clash with another code of the brand is unlikely (31^8); a few tries make it vanishing.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await db
      .insertInto('agent_links')
      .values({
        merchant_id: link.merchantId,
        agent_id: link.agentId,
        code: newCode(),
        type: link.type,
        series: link.series,
        created_at: link.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'code', 'type', 'series', 'created_at'])
      .executeTakeFirst();
    if (row) return linkOf({ ...row, registrations: 0 });
  }
  throw new CatalogueError('system.busy');
};

/** Deletes one of the agent's links; another agent's link answers as not found. */
export const deleteLink = async (
  db: Db,
  agentId: number,
  linkId: number,
  now: Date,
): Promise<void> => {
  const result = await db
    .updateTable('agent_links')
    .set({ deleted_at: now })
    .where('id', '=', linkId)
    .where('agent_id', '=', agentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new CatalogueError('not.found');
};

/**
 * The placement a code gives: a live link's type and series, else an agent's own code
 * (`members.affiliate_code`, which predates links) as a plain member at the brand's default
 * series, or the agent's own when that is lower (ours: the specs give the old code no series).
 */
const placementOf = async (
  db: Db,
  merchantId: number,
  code: string,
): Promise<AffiliatePlacement | undefined> => {
  const link = await db
    .selectFrom('agent_links as l')
    .innerJoin('members as m', 'm.id', 'l.agent_id')
    .select(['l.id', 'l.agent_id', 'l.type', 'l.series', 'm.series as agentSeries'])
    .where('l.merchant_id', '=', merchantId)
    .where(sql<string>`upper(l.code)`, '=', code.toUpperCase())
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
  // A frozen team registers nobody: its links and code answer as unknown (member/freezes.ts).
  if (link) {
    if (await isFrozen(db, link.agent_id, 'team')) return undefined;
    return {
      agentId: link.agent_id,
      type: link.type,
      // The agent's series may have been lowered since the link was made.
      series: Math.min(link.series, link.agentSeries),
      linkId: link.id,
    };
  }
  const agent = await agentByAffiliateCode(db, merchantId, code);
  if (!agent || (await isFrozen(db, agent.id, 'team'))) return undefined;
  const row = await db
    .selectFrom('members')
    .select('series')
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  return {
    agentId: agent.id,
    type: MEMBER_TYPES.member,
    series: Math.min(DEFAULT_SERIES, row.series),
    linkId: null,
  };
};

/** The affiliate directory registration reads through the server's services. */
export const affiliateDirectory: AffiliateDirectory = { placementOf };
