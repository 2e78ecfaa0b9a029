import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import { openDatabase } from './database.ts';

const server = useTestServer({}, { db: 1 });

/** Resolves once `check` holds, polling every 20 ms (at most `limitMs`). */
const until = async (check: () => boolean, limitMs = 10_000) => {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > limitMs) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a lost database connection', () => {
  it('is reported, not thrown, when it is lost while checked out between two queries', async () => {
    const reported: Error[] = [];
    const db = openDatabase(server.databaseUrl, 2, (error) => reported.push(error));
    try {
      const outcome = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        const pid = rows[0]?.pid;
        // An administrator (or a failover) ends this connection while the transaction holds
        // it between two queries: no query is running to receive the error.
        await sql`SELECT pg_terminate_backend(${pid})`.execute(server.db);
        await until(() => reported.length > 0);
        await sql`SELECT 1`.execute(trx);
      });
      // The transaction fails (its connection is gone); the process goes on.
      await expect(outcome).rejects.toThrow();
      expect(reported[0]?.message).toMatch(/terminat/i);
      // The pool replaces the connection: the next work runs.
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
