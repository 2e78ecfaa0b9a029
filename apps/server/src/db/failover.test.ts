import { createServer } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import { isDatabaseUnavailable, openDatabase, splitHosts } from './database.ts';

const server = useTestServer({}, { db: 1 });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The test database's URL with a dead host (nothing listens there) put first. */
const withDeadHostFirst = async (url: string) => {
  const dead = `127.0.0.1:${await freePort()}`;
  const parsed = new URL(url);
  return url.replace(parsed.host, `${dead},${parsed.host}`);
};

describe('a connection string naming a primary and its standby', () => {
  it('is split into one URL per host, keeping the credentials, database and other settings', () => {
    expect(
      splitHosts(
        'postgres://app:s%40cret@10.0.0.1:5432,10.0.0.2:5433/portal?target_session_attrs=read-write&sslmode=disable',
      ),
    ).toEqual([
      'postgres://app:s%40cret@10.0.0.1:5432/portal?sslmode=disable',
      'postgres://app:s%40cret@10.0.0.2:5433/portal?sslmode=disable',
    ]);
    expect(splitHosts('postgres://app@db:5432/portal')).toEqual(['postgres://app@db:5432/portal']);
  });

  it('moves on to the next host when one is down: one busy failure, then the work runs', async () => {
    const db = openDatabase(await withDeadHostFirst(server.databaseUrl), 2);
    try {
      const first = await sql`SELECT 1 AS one`.execute(db).then(
        () => null,
        (error: unknown) => error,
      );
      // The failure is one the server answers 503 system.busy, never 500.
      expect(isDatabaseUnavailable(first)).toBe(true);
      const { rows } = await sql<{
        standby: boolean;
      }>`SELECT pg_is_in_recovery() AS standby`.execute(db);
      expect(rows).toEqual([{ standby: false }]);
    } finally {
      await db.destroy();
    }
  });

  it('drops a connection that finds its node read-only, and the refused write leaves nothing', async () => {
    // A node demoted under an open connection refuses writes with 25006; here the test
    // database turns read-only for this one session to show it.
    const { host } = new URL(server.databaseUrl);
    // The same node named twice: after the refusal the pool moves to "the other" host.
    const db = openDatabase(server.databaseUrl.replace(host, `${host},${host}`), 1);
    try {
      await sql`CREATE TABLE IF NOT EXISTS failover_probe (n int)`.execute(server.db);
      const refused = await db.connection().execute(async (conn) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn);
        await sql`SET SESSION default_transaction_read_only = on`.execute(conn);
        const failure = await sql`INSERT INTO failover_probe VALUES (1)`.execute(conn).then(
          () => null,
          (error: unknown) => error,
        );
        return { failure, pid: rows[0]?.pid };
      });
      expect((refused.failure as { code?: string }).code).toBe('25006');
      expect(isDatabaseUnavailable(refused.failure)).toBe(true);
      // The pool took a new connection (to the host after it) rather than keep the read-only one.
      const next = await db
        .connection()
        .execute(
          async (conn) =>
            (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn)).rows[0]?.pid,
        );
      expect(next).not.toBe(refused.pid);
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM failover_probe`.execute(
        server.db,
      );
      expect(rows).toEqual([{ n: '0' }]);
    } finally {
      await db.destroy();
    }
  });

  it('does not take an ordinary query error for an unavailable database', async () => {
    const error = await sql`SELECT * FROM no_such_table`.execute(server.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
