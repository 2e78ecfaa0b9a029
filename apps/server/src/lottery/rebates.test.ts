import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { alphaGame, fundedMembers, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { drawNumero, settleNumero } from './drawing.ts';
import { placeOrders } from './orders.ts';

// A chain top agent (1950) -> sub-agent (1900) -> member (1800), and a second member straight
// under the top agent (1850). One draw of a 1-minute game: its settlement pays each agent its
// rebate by prize-group difference, once.
const server = useTestServer({}, { db: 2 });

const NUMERO = '20261121-0620';
const BEFORE_LOCK = new Date('2026-11-21T10:19:30.000Z');
const AFTER_DRAW = new Date('2026-11-21T10:20:00.500Z');
const EVERY_SUM = Array.from({ length: 16 }, (_, i) => i + 3);

describe('lottery rebates by prize group', () => {
  it('pays every agent above a bettor stake x difference / 2000 with the settlement, once', async () => {
    const db = server.db;
    const { merchantId, gameId, game } = await alphaGame(db);
    const [top, sub, member, direct] = await fundedMembers(
      db,
      merchantId,
      'rebate',
      4,
      () => 1_000_00n,
    );
    if (!top || !sub || !member || !direct) throw new Error('members missing');
    const place = async (memberId: number, multiplier: number) =>
      placeOrders(db, {
        merchantId,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: NUMERO,
        mode: 'LOTT',
        // Every sum of three dice: 16 stakes of 2.00 at multiplier 1 (32.00).
        bets: [{ play: 'K3.sum', selection: [EVERY_SUM], unit: 1, multiplier }],
        now: BEFORE_LOCK,
      });
    await db.updateTable('members').set({ series: 1950 }).where('id', '=', top.id).execute();
    await db
      .updateTable('members')
      .set({ upline_id: top.id, series: 1900 })
      .where('id', '=', sub.id)
      .execute();
    await db
      .updateTable('members')
      .set({ upline_id: sub.id })
      .where('id', '=', member.id)
      .execute();
    await db
      .updateTable('members')
      .set({ upline_id: top.id, series: 1850 })
      .where('id', '=', direct.id)
      .execute();

    // member stakes 32.00 x 3 = 96.00 (9600) at 1800; direct 32.00 (3200) at 1850.
    await place(member.id, 3);
    await place(direct.id, 1);
    const recorded = await db
      .selectFrom('lottery_orders')
      .select(['member_id', 'series'])
      .where('member_id', 'in', [member.id, direct.id])
      .execute();
    expect(new Map(recorded.map((r) => [r.member_id, r.series]))).toEqual(
      new Map([
        [member.id, 1800],
        [direct.id, 1850],
      ]),
    );

    expect(await drawNumero(db, gameId, NUMERO, AFTER_DRAW)).toBe('drawn');
    expect(await settleNumero(db, gameId, NUMERO, AFTER_DRAW)).toMatchObject({ settled: 2 });
    expect(await settleNumero(db, gameId, NUMERO, AFTER_DRAW)).toBe('not drawn');

    // sub: 9600 x (1900 - 1800) / 2000 = 480. top: 9600 x (1950 - 1900) / 2000 = 240 from
    // member's chain, plus 3200 x (1950 - 1850) / 2000 = 160 from direct: 400.
    const lines = await sql<{ member_id: number; amount: string }>`
      SELECT a.member_id, e.amount::text AS amount
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.kind = 'rebate_lottery' AND t.idempotency_key = ${`lottery-draw:${gameId}:${NUMERO}:rebates:CNY`}
    `.execute(db);
    const paid = new Map(lines.rows.filter((l) => l.member_id).map((l) => [l.member_id, l.amount]));
    expect(paid).toEqual(
      new Map([
        [sub.id, '480'],
        [top.id, '400'],
      ]),
    );
    // From the house account agent_rebates, the whole of it: each agent's share from the
    // agent's bucket of it (accountCodes.ts, HOUSE_BUCKETS).
    const house = lines.rows.filter((l) => l.member_id === null).map((l) => l.amount);
    expect(house.sort()).toEqual(['-400', '-480']);
    // The agents' figures say so too (the team reports and dividends read them).
    const figures = await sql<{ member_id: number; rebates: string }>`
      SELECT member_id, sum(rebates)::text AS rebates FROM activity_daily
      WHERE member_id IN (${top.id}, ${sub.id}) GROUP BY member_id`.execute(db);
    expect(new Map(figures.rows.map((r) => [r.member_id, r.rebates]))).toEqual(
      new Map([
        [sub.id, '480'],
        [top.id, '400'],
      ]),
    );
    expect(await unbalancedTransactions(db)).toBe(0);
  });
});
