import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestDatabase,
  login,
  TEST_SECRETS_KEY,
  tokenOf,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { buildServer } from '../app.ts';
import { nextDraw } from '../lottery/schedule.ts';
import { openDatabase } from './database.ts';

/**
 * Reports on a replica (issue 26). The "replica" here lags on purpose, for ever: a database
 * migrated and seeded like the primary when the file starts, that then receives none of the
 * primary's writes. The member's money (the balance, the lottery page's orders) reads the
 * primary and shows the member's own bet at once; the records read the replica and do not
 * show it yet. Every other server test reads its reports through the same read-only pool
 * pointed at its primary (test/harness.ts).
 */
const FIVE_MINUTES = 300_000;
const now = new Date(Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES + 60_000);
let stale: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

const server = useTestServer(
  async () => {
    stale = await createTestDatabase();
    // Migrated and seeded like the primary, then left behind.
    const seeding = await buildServer({
      databaseUrl: stale.url,
      brandsDir: join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'brands'),
      portalDist: join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'no-portal-build'),
      secretsKey: TEST_SECRETS_KEY,
      demoStaff: false,
    });
    await seeding.close();
    return { reportsDatabaseUrl: stale.url, clock: () => now };
  },
  { db: 1 },
);
afterAll(async () => {
  await stale?.drop();
});

const day = (offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('reports on a replica that lags', () => {
  it('do not change what the member sees of their own money; the records show what the replica has', async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const member = apiClient(server.app, { token });
    const menus = (await apiClient(server.app).call('lotteryGameMenus', {})).value;
    const gameId = menus.flatMap((g) => g.games).find((g) => g.gameCode === 'K35M')?.gameId ?? 0;
    const balance = async () => Number((await member.call('balance', {})).value.sumBalance);
    const record = async () =>
      (
        await member.call('memberTransactions', {
          startDate: day(-1),
          endDate: day(0),
          pageSize: 100,
        })
      ).value.content.map((m) => m.amount);

    const before = await balance();
    const recordBefore = await record();
    // The replica has the seeded member and their opening money: the records read it.
    expect(recordBefore.length).toBeGreaterThan(0);
    const placed = await member.call('placeLotteryOrder', {
      gameId,
      numero: nextDraw({ kind: 'interval', seconds: 300 }, now).numero,
      bets: [{ play: 'K3.sum', selection: [[9, 10]], unit: 1, multiplier: 3 }],
    });
    expect(placed.code, placed.response.body).toBeUndefined();

    // The member's own money and orders: from the primary, at once.
    expect(await balance()).toBeCloseTo(before - 12, 2);
    const orders = (await member.call('lotteryOrders', { gameId })).value.content;
    expect(orders.map((o) => o.amount)).toContain('12.00');
    const moved = await server.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select('ledger_entries.amount')
      .where('ledger_transactions.kind', '=', 'lottery_bet')
      .execute();
    expect(moved.map((e) => String(e.amount))).toContain('-1200');

    // The records: from the replica, which has not seen the bet (yet).
    expect(await record()).toEqual(recordBefore);
    expect(await record()).not.toContain('-12.00');
  });

  it('are read through a pool that refuses writes', async () => {
    if (!stale) throw new Error('the replica database is made before the tests');
    const reports = openDatabase(stale.url, 1, undefined, { readOnly: true });
    try {
      await expect(reports.deleteFrom('outbox').execute()).rejects.toThrow(/read-only transaction/);
    } finally {
      await reports.destroy();
    }
  });
});
