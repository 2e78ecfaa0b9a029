import { BET_STATUS } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphaGame } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { openHouseAccount } from '../ledger/ledger.ts';
import { drawRebates } from './rebates.ts';

// The rebates a draw pays, computed by the settlement's SQL over the closure table, equal the
// rules' formula written here from agent-rules alone: for each settled (won or lost) order,
// every member above the bettor earns stake x (own series - series of the next member below it
// on the path) / 2000, the bettor's own series being the one on its order; summed per agent
// over the draw and rounded down. Random trees (each member under an earlier one or none,
// series never above the upline's) and random orders (stakes, statuses, bettors).
const server = useTestServer({}, { db: 2 });

interface Case {
  /** Per member: the index of its upline among the earlier members, or null (top level). */
  uplines: (number | null)[];
  /** Per member: how far below its upline's series its own is (0..160). */
  drops: number[];
  orders: { bettor: number; amount: number; status: 'won' | 'lost' | 'tie'; seriesDrop: number }[];
}

const caseArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    uplines: fc.tuple(
      fc.constant(null),
      ...Array.from({ length: n - 1 }, (_, i) =>
        fc.option(fc.integer({ min: 0, max: i }), { nil: null, freq: 4 }),
      ),
    ),
    drops: fc.array(fc.integer({ min: 0, max: 160 }), { minLength: n, maxLength: n }),
    orders: fc.array(
      fc.record({
        bettor: fc.integer({ min: 0, max: n - 1 }),
        amount: fc.integer({ min: 1, max: 500_000 }),
        status: fc.constantFrom('won' as const, 'lost' as const, 'tie' as const),
        seriesDrop: fc.integer({ min: 0, max: 40 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  }),
) as fc.Arbitrary<Case>;

/** The formula, from the rules' text. */
const expected = (c: Case, series: number[]): Map<number, bigint> => {
  const exact = new Map<number, bigint>();
  for (const order of c.orders) {
    if (order.status === 'tie') continue;
    let below = order.bettor;
    let belowSeries = at(series, order.bettor) - order.seriesDrop;
    let above = c.uplines[below] ?? null;
    while (above !== null) {
      const diff = BigInt(Math.max(at(series, above) - belowSeries, 0));
      exact.set(above, (exact.get(above) ?? 0n) + BigInt(order.amount) * diff);
      below = above;
      belowSeries = at(series, above);
      above = c.uplines[below] ?? null;
    }
  }
  const rebates = new Map<number, bigint>();
  for (const [agent, sum] of exact) if (sum / 2000n > 0n) rebates.set(agent, sum / 2000n);
  return rebates;
};

let run = 0;

/** An element that must be there (the case's indexes point inside its lists). */
const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index];
  if (value === undefined) throw new Error(`no element ${index}`);
  return value;
};

describe('lottery rebates (property)', () => {
  it('equal stake x series difference / 2000 summed per agent, for random trees and bets', async () => {
    const db = server.db;
    const { merchantId, gameId } = await alphaGame(db);
    const stakes = await openHouseAccount(db, merchantId, 'lottery_stakes:0', 'CNY');
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        run += 1;
        const numero = `29991231-${String(run).padStart(4, '0')}`;
        await db
          .insertInto('lottery_draws')
          .values({ merchant_id: merchantId, game_id: gameId, numero, draw_at: new Date() })
          .execute();
        // Series: a top-level member at 1960 minus its drop; each other its upline's minus its own.
        const series: number[] = [];
        const ids: number[] = [];
        for (const [i, upline] of c.uplines.entries()) {
          series[i] = (upline === null ? 1960 : at(series, upline)) - at(c.drops, i);
          const [row] = await db
            .insertInto('members')
            .values({
              merchant_id: merchantId,
              username: `rp${run}m${i}`,
              password_hash: 'scrypt$unused',
              type: 1,
              series: at(series, i),
              upline_id: upline === null ? null : at(ids, upline),
            })
            .returning('id')
            .execute();
          ids[i] = row?.id as number;
        }
        const statusOf = { won: BET_STATUS.won, lost: BET_STATUS.lost, tie: BET_STATUS.tie };
        await db
          .insertInto('lottery_orders')
          .values(
            c.orders.map((o) => ({
              merchant_id: merchantId,
              member_id: at(ids, o.bettor),
              game_id: gameId,
              numero,
              play: 'K3.sum',
              selection: JSON.stringify([[10]]),
              unit: 1,
              multiplier: 1,
              stakes: 1,
              amount: BigInt(o.amount),
              currency: 'CNY',
              prize_mode: 'LOTT',
              series: at(series, o.bettor) - o.seriesDrop,
              status: statusOf[o.status],
              stake_account_id: stakes,
              prize_cap: 40_000_000n,
            })),
          )
          .execute();
        const got = new Map(
          (await drawRebates(db, gameId, numero)).map((r) => [ids.indexOf(r.agentId), r.rebate]),
        );
        expect(got).toEqual(expected(c, series));
      }),
      { numRuns: 25 },
    );
  });
});
