import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callApi, TEST_SECRETS_KEY } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

// A production start on an empty database, with what production requires (SECRETS_KEY) and
// without the development outbox: the demo members are a development and test fixture only.
const server = useTestServer(
  { production: true, development: false, secretsKey: TEST_SECRETS_KEY },
  { db: 1 },
);

describe('a production start', () => {
  it('seeds no member and moves no money to a member', async () => {
    const members = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(members.count)).toBe(0);
    const credited = await server.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('a.member_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(credited.count)).toBe(0);
    const movements = await server.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .distinct()
      .execute();
    expect(movements.map((m) => m.kind)).not.toContain('opening_balance');
  });

  it('still writes what a real brand needs: its merchant, games catalogue and lottery', async () => {
    const { rows } = await sql<{ code: string; games: string; lotteries: string }>`
      SELECT m.merchant_code AS code,
        (SELECT count(*) FROM games g WHERE g.merchant_id = m.id) AS games,
        (SELECT count(*) FROM lottery_games l WHERE l.merchant_id = m.id) AS lotteries
      FROM merchants m ORDER BY m.merchant_code`.execute(server.db);
    expect(rows.map((r) => r.code)).toEqual(['ALPHA', 'BETA']);
    for (const row of rows) {
      expect(Number(row.games)).toBeGreaterThan(0);
      expect(Number(row.lotteries)).toBeGreaterThan(0);
    }
  });

  it('shows no invented winner on the winner board (a site without wins shows none)', async () => {
    const board = await callApi(server.app, 'winnerBoard', { limitNum: 10 });
    expect(board.response.statusCode).toBe(200);
    expect(board.value.list).toEqual([]);
  });
});
