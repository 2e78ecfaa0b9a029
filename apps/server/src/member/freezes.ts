import { FREEZE_SCOPES, type FreezeScope } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/*
 * Freezes by scope and source (migration 0038_member_freezes says what each scope stops). The member policy
 * reads them (withdrawals, transfers); the agent area reads `team` and writes the bill's
 * freeze; the console's agent desk writes staff's. A source lifts only its own rows.
 *
 * What `team` stops (ours, the specs name the scope only): the agent's team stops growing and
 * taking on new terms. It registers no downline in the agent centre, its affiliate links and
 * code register nobody (they answer as an unknown code, as a deleted link does), and it offers
 * no contract to its downlines. It does not withhold pay: salaries and dividends are earned by
 * contracts in force, and their runs pay each window exactly once, so a line skipped while
 * frozen would be lost for good rather than held; staff who want the money kept in use the
 * withdrawals and transfers scopes. An unpaid bill freezes every scope (agent-rules "Unpaid":
 * no withdrawal, no transfer out, no new contracts).
 */

export type FreezeSource = 'staff' | 'bill';

/** One scope of a member as staff see it: who froze it, why and since when. */
export interface ScopeFreeze {
  scope: FreezeScope;
  staff: { reason: string; since: Date } | null;
  bill: { since: Date } | null;
}

/** Freezes `scopes` for `source`; a scope already frozen by it keeps its first time and reason. */
export const freezeScopes = async (
  db: Db,
  f: {
    merchantId: number;
    memberId: number;
    scopes: readonly FreezeScope[];
    source: FreezeSource;
    reason?: string;
    staffId?: number | null;
    at: Date;
  },
): Promise<void> => {
  await sql`
    INSERT INTO member_freezes (merchant_id, member_id, scope, source, reason, staff_id, frozen_at)
    SELECT ${f.merchantId}, ${f.memberId}, s.scope, ${f.source}, ${f.reason ?? ''},
      ${f.staffId ?? null}::int, ${f.at}::timestamptz
    FROM unnest(${[...f.scopes]}::text[]) AS s(scope)
    ON CONFLICT (member_id, scope, source) DO NOTHING`.execute(db);
};

/** Lifts `source`'s freeze of `scopes` (every scope when left out); answers how many it lifted. */
export const liftScopes = async (
  db: Db,
  memberId: number,
  source: FreezeSource,
  scopes: readonly FreezeScope[] = FREEZE_SCOPES,
): Promise<number> => {
  const { rows } = await sql`
    DELETE FROM member_freezes
    WHERE member_id = ${memberId} AND source = ${source} AND scope = ANY(${[...scopes]}::text[])
    RETURNING scope`.execute(db);
  return rows.length;
};

/** The scopes the member is frozen in, by any source. */
export const frozenScopes = async (db: Db, memberId: number): Promise<Set<FreezeScope>> => {
  const { rows } = await sql<{ scope: FreezeScope }>`
    SELECT DISTINCT scope FROM member_freezes WHERE member_id = ${memberId}`.execute(db);
  return new Set(rows.map((r) => r.scope));
};

/** Whether the member is frozen in `scope`, by any source. */
export const isFrozen = async (db: Db, memberId: number, scope: FreezeScope): Promise<boolean> =>
  (await frozenScopes(db, memberId)).has(scope);

/** Every scope of the member, frozen or not, with each source's freeze. */
export const scopeFreezes = async (db: Db, memberId: number): Promise<ScopeFreeze[]> => {
  const { rows } = await sql<{
    scope: FreezeScope;
    source: FreezeSource;
    reason: string;
    frozen_at: Date;
  }>`
    SELECT scope, source, reason, frozen_at FROM member_freezes
    WHERE member_id = ${memberId}`.execute(db);
  return FREEZE_SCOPES.map((scope) => {
    const staff = rows.find((r) => r.scope === scope && r.source === 'staff');
    const bill = rows.find((r) => r.scope === scope && r.source === 'bill');
    return {
      scope,
      staff: staff ? { reason: staff.reason, since: staff.frozen_at } : null,
      bill: bill ? { since: bill.frozen_at } : null,
    };
  });
};
