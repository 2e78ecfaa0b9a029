import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { directDownlines, isInTeam, pathAbove, teamOf } from './tree.ts';

/*
 * The closure table against the tree it stands for: after any sequence of registrations and
 * moves, `agent_tree` holds exactly the (ancestor, descendant, depth) rows that walking
 * `members.upline_id` gives, and the reads of tree.ts answer from it.
 */
const server = useTestServer({}, { db: 2 });

const addMember = async (
  db: Db,
  merchantId: number,
  upline: number | null,
  options: { series?: number; type?: number } = {},
): Promise<number> =>
  (
    await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: `t${randomUUID().slice(0, 12).replaceAll('-', '')}`,
        password_hash: 'x',
        type: options.type ?? 1,
        upline_id: upline,
        ...(options.series === undefined ? {} : { series: options.series }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The closure the uplines imply, walked in TypeScript: `ancestor>descendant:depth`. */
const expectedClosure = async (db: Db, ids: readonly number[]): Promise<string[]> => {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'upline_id'])
    .where('id', 'in', ids)
    .execute();
  const upline = new Map(rows.map((row) => [row.id, row.upline_id]));
  const out: string[] = [];
  for (const id of ids) {
    let at: number | null | undefined = id;
    for (let depth = 0; at !== null && at !== undefined; depth += 1) {
      out.push(`${at}>${id}:${depth}`);
      at = upline.get(at);
    }
  }
  return out.sort();
};

const storedClosure = async (db: Db, ids: readonly number[]): Promise<string[]> =>
  (
    await db
      .selectFrom('agent_tree')
      .select(['ancestor_id', 'descendant_id', 'depth'])
      .where('descendant_id', 'in', ids)
      .execute()
  )
    .map((row) => `${row.ancestor_id}>${row.descendant_id}:${row.depth}`)
    .sort();

describe('the team tree', () => {
  it('answers team, path above and direct downlines from the closure table', async () => {
    const db = server.db;
    const merchantId = await merchantIdOf(db);
    const top = await addMember(db, merchantId, null, { series: 1950 });
    const sub = await addMember(db, merchantId, top, { series: 1900 });
    const player = await addMember(db, merchantId, sub, { series: 1850, type: 0 });
    const direct = await addMember(db, merchantId, top, { series: 1800, type: 0 });
    const outsider = await addMember(db, merchantId, null);

    expect(new Set(await teamOf(db, top))).toEqual(new Set([top, sub, player, direct]));
    expect(await teamOf(db, sub)).toEqual([sub, player]);
    expect(await isInTeam(db, top, player)).toBe(true);
    expect(await isInTeam(db, sub, direct)).toBe(false);
    expect(await isInTeam(db, top, outsider)).toBe(false);
    expect(await pathAbove(db, player)).toEqual([
      { memberId: sub, depth: 1, type: 1, series: 1900 },
      { memberId: top, depth: 2, type: 1, series: 1950 },
    ]);
    const downlines = await directDownlines(db, top, { offset: 0, limit: 10 });
    expect(downlines.map((d) => [d.memberId, d.teamSize])).toEqual([
      [direct, 1],
      [sub, 2],
    ]);
    const found = await directDownlines(db, top, { offset: 0, limit: 10, search: 'zz%' });
    expect(found).toEqual([]);
  });

  it('refuses a series above the upline and a move under the own team, changing nothing', async () => {
    const db = server.db;
    const merchantId = await merchantIdOf(db);
    const top = await addMember(db, merchantId, null, { series: 1900 });
    await expect(addMember(db, merchantId, top, { series: 1910 })).rejects.toMatchObject({
      constraint: 'agent_series_above_upline',
    });
    const sub = await addMember(db, merchantId, top, { series: 1900 });
    const leaf = await addMember(db, merchantId, sub, { series: 1800 });
    await expect(
      db.updateTable('members').set({ upline_id: leaf }).where('id', '=', top).execute(),
    ).rejects.toMatchObject({ constraint: 'agent_tree_cycle' });
    await expect(
      db.updateTable('members').set({ series: 1850 }).where('id', '=', top).execute(),
    ).rejects.toMatchObject({ constraint: 'agent_series_above_upline' });
    expect(await storedClosure(db, [top, sub, leaf])).toEqual(
      await expectedClosure(db, [top, sub, leaf]),
    );
  });

  it('stays the closure of the uplines after random registrations and moves', async () => {
    const db = server.db;
    const merchantId = await merchantIdOf(db);
    type Step = { kind: 'join'; upline: number } | { kind: 'move'; who: number; to: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('join' as const), upline: fc.nat(40) }),
      fc.record({ kind: fc.constant('move' as const), who: fc.nat(40), to: fc.nat(41) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // Every member at one series, so series never stands in the way of a move here.
        const ids = [await addMember(db, merchantId, null)];
        for (const s of steps) {
          if (s.kind === 'join') {
            ids.push(await addMember(db, merchantId, ids[s.upline % ids.length] ?? null));
            continue;
          }
          const who = ids[s.who % ids.length] as number;
          // `to` past the last member moves it to the top (no upline).
          const to = s.to >= ids.length ? null : (ids[s.to] as number);
          const cycle = to !== null && (await isInTeam(db, who, to));
          const move = db.updateTable('members').set({ upline_id: to }).where('id', '=', who);
          if (cycle) await expect(move.execute()).rejects.toThrow();
          else await move.execute();
        }
        expect(await storedClosure(db, ids)).toEqual(await expectedClosure(db, ids));
      }),
      { numRuns: 15 },
    );
  });
});
