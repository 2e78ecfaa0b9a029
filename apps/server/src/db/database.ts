import { Kysely, PostgresDialect, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { PREVIOUS_MIGRATION_NAMES } from './previousMigrationNames.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Every area's migrations, by name (app.ts collects them from its AREAS). */
export type Migrations = Readonly<Record<string, Migration>>;

const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+$/;

/**
 * Refuses migrations that are not one global sequence `0001_x`, `0002_y`... without a gap or
 * a repeat: with areas numbering in ranges of their own, a database that had run a later
 * number had to accept an earlier one (unordered), so a fresh database and an upgraded one
 * could run the same migrations in different orders. One sequence runs them in one order.
 */
export const checkMigrationSequence = (migrations: Migrations): void => {
  const names = Object.keys(migrations).sort();
  names.forEach((name, index) => {
    const number = MIGRATION_NAME.exec(name)?.[1];
    if (number === undefined) {
      throw new Error(`migration ${name}: name it NNNN_what (the next number of the sequence)`);
    }
    if (Number(number) !== index + 1) {
      throw new Error(
        `migration ${name}: expected number ${String(index + 1).padStart(4, '0')} (one global sequence, no gap or repeat)`,
      );
    }
  });
};

/**
 * Reports a connection's failure to `report` instead of letting it end the process. A
 * connection can fail on its own (the database restarts, an administrator or a failover ends
 * it): in the pool the pool's 'error' event tells; checked out between two queries (inside a
 * transaction), no query is running to receive the error and the client itself emits 'error',
 * which, unheard, was an uncaught exception. The transaction then fails on its next query and
 * the pool replaces the connection.
 */
export const reportConnectionErrors = (pool: pg.Pool, report: (error: Error) => void): void => {
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
};

/**
 * A connection string with several hosts (`postgres://u:p@a:5432,b:5432/db`, libpq's form for a
 * primary and its standby) as one single-host string per host; any `target_session_attrs` is
 * dropped, since the failover client below always looks for the read-write one. node-postgres
 * takes one host only, hence this.
 */
export const splitHosts = (connectionString: string): string[] => {
  const parts = /^(postgres(?:ql)?:\/\/)([^@/]*@)?([^/?]*)(.*)$/.exec(connectionString);
  if (!parts) return [connectionString];
  const [, scheme = '', auth = '', hostList = '', rest = ''] = parts;
  const hosts = hostList.split(',').filter((host) => host !== '');
  if (hosts.length < 2) return [connectionString];
  const [path = '', query] = rest.split('?');
  const kept = new URLSearchParams(query ?? '');
  kept.delete('target_session_attrs');
  const tail = kept.size > 0 ? `${path}?${kept.toString()}` : path;
  return hosts.map((host) => `${scheme}${auth}${host}${tail}`);
};

/** Connecting found a standby, not the primary: the caller is told the database is busy. */
export class StandbyConnectionError extends Error {
  readonly code = 'standby';
}

/**
 * node-postgres' client, pointed at the host that last took writes among `hosts` (issue 26:
 * the server reaches the new primary by itself after a failover). A new connection that fails,
 * or lands on a node in recovery (a standby, or a demoted primary back as one), moves the
 * pool on to the next host and fails; the request that needed it is answered 503 system.busy
 * (app.ts) and the next connection tries the next host. A write refused as read-only
 * (25006: a node demoted under an open connection) ends that connection so the pool drops
 * it. Our design: the specs name no failover rule; one extra query per new connection is
 * the price, nothing per request.
 */
export const failoverClient = (hosts: readonly string[]): typeof pg.Client => {
  let current = 0;
  const passOver = (index: number) => {
    if (current === index) current = (index + 1) % hosts.length;
  };
  return class FailoverClient extends pg.Client {
    readonly #index: number;
    constructor(config?: pg.ClientConfig) {
      const index = current;
      super({ ...config, connectionString: hosts[index] });
      this.#index = index;
    }
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback or promise) are kept as they are
    override connect(callback?: (error: any, client?: any) => void): any {
      const connected = (async () => {
        try {
          await super.connect();
          const { rows } = await super.query<{ standby: boolean }>(
            'SELECT pg_is_in_recovery() AS standby',
          );
          if (rows[0]?.standby !== false) {
            throw new StandbyConnectionError(`${hostOf(hosts[this.#index])} is a standby`);
          }
        } catch (error) {
          passOver(this.#index);
          await this.end().catch(reportEndFailure);
          throw error;
        }
      })();
      if (!callback) return connected;
      connected.then(
        () => callback(null, this),
        (error: Error) => callback(error),
      );
      return undefined;
    }
    // biome-ignore lint/suspicious/noExplicitAny: pg's many query overloads pass through unchanged
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result && typeof result.catch === 'function') {
        result.catch((error: { code?: string }) => {
          if (error?.code === '25006') {
            passOver(this.#index);
            this.end().catch(reportEndFailure);
          }
        });
      }
      return result;
    }
  } as unknown as typeof pg.Client;
};

/**
 * A pg pool on `connectionString`, through the failover client when it names several hosts:
 * everything that connects (the job queue, the cache bus) reaches the primary the same way.
 */
export const newPgPool = (connectionString: string, config: pg.PoolConfig = {}): pg.Pool => {
  const hosts = splitHosts(connectionString);
  return new pg.Pool(
    hosts.length > 1
      ? { ...config, Client: failoverClient(hosts), connectionTimeoutMillis: 5_000 }
      : { ...config, connectionString },
  );
};

/** One pg client on `connectionString`, through the failover client when it names several hosts. */
export const newPgClient = (connectionString: string): pg.Client => {
  const hosts = splitHosts(connectionString);
  return hosts.length > 1 ? new (failoverClient(hosts))() : new pg.Client({ connectionString });
};

/**
 * Ending a connection that already failed can fail too: said as a process warning (stderr and
 * the logs), since the failure that matters was already thrown to the caller.
 */
const reportEndFailure = (error: unknown) => {
  process.emitWarning(`closing a failed database connection: ${String(error)}`);
};

const hostOf = (url: string | undefined) => (url ? new URL(url).host : 'a host');

/**
 * The database cannot take the work now (down, shutting down, a standby, a connection cut,
 * a host not answering, storage failing): a failover or restart is under way, so the caller
 * is told busy (503 system.busy) instead of a 500. The transaction was rolled back whole.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error instanceof StandbyConnectionError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // 08: connection exception; 57P0x: shutdown / cannot connect now; 25006: read-only
    // (a standby); 53300: too many connections; 58: storage (I/O) failure.
    if (/^(08|57P0|58)/.test(code) || code === '25006' || code === '53300') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code))
      return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i.test(
    error.message,
  );
};

/** A Kysely handle over a `pg` pool; a failed connection is reported to `onConnectionError`. */
export const openDatabase = (
  connectionString: string,
  maxConnections = 10,
  onConnectionError: (error: Error) => void = () => {},
  {
    readOnly = false,
  }: {
    /**
     * Every transaction of the pool read-only (the reports' pool, issue 26): a write through it
     * fails in PostgreSQL itself, on the primary as on a replica.
     */
    readOnly?: boolean;
  } = {},
): Db => {
  const pool = newPgPool(connectionString, {
    max: maxConnections,
    ...(readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  reportConnectionErrors(pool, onConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
};

const pools = new WeakMap<Db, pg.Pool>();

/** The pool under a handle `openDatabase` made (its figures go to /metrics). */
export const poolOf = (db: Db): pg.Pool => {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: a handle made by openDatabase is needed');
  return pool;
};

const migratorFor = (db: Db, migrations: Migrations) => {
  checkMigrationSequence(migrations);
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    // The default, said aloud: a migration named before one the database has run is refused.
    allowUnorderedMigrations: false,
  });
};

/**
 * Gives a database made before the global sequence its migrations' names now (see
 * previousMigrationNames.ts), in one transaction before the migrator reads them: the migrator
 * would otherwise take every renamed migration for a new one and run it again. Each renamed
 * row's timestamp is rewritten so the rows sort in the new order (the migrator orders what ran
 * by timestamp and requires that to be a prefix of the sequence); the first one keeps its own.
 * A database that ran the previous release's migrations only in part is refused: the gap would
 * have to run out of order, which is what this change ends. Returns how many rows it renamed.
 */
export const renamePreviousMigrations = async (db: Db): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const table = await sql<{
      found: string | null;
    }>`SELECT to_regclass('kysely_migration')::text AS found`.execute(trx);
    if (!table.rows[0]?.found) return 0;
    // Two instances starting together: the second waits here and then finds nothing to rename.
    await sql`LOCK TABLE kysely_migration IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`SELECT name, timestamp FROM kysely_migration`.execute(trx);
    const now = new Map(PREVIOUS_MIGRATION_NAMES);
    if (!rows.some((row) => now.has(row.name) && now.get(row.name) !== row.name)) return 0;
    const previous = rows.filter((row) => now.has(row.name));
    const renamed = previous
      .map((row) => ({ ...row, now: now.get(row.name) ?? row.name }))
      .sort((a, b) => a.now.localeCompare(b.now));
    const sequence = [...now.values()].sort();
    const gap = sequence.slice(0, renamed.length).find((name, i) => renamed[i]?.now !== name);
    if (gap !== undefined || previous.length !== rows.length) {
      throw new Error(
        `this database ran the previous release's migrations only in part (${gap ?? 'others'} is missing): start the previous release once to run them all, then this one`,
      );
    }
    const first = Math.min(...renamed.map((row) => new Date(row.timestamp).getTime()));
    for (const [index, row] of renamed.entries()) {
      await sql`UPDATE kysely_migration SET name = ${row.now}, timestamp = ${new Date(first + index).toISOString()}
        WHERE name = ${row.name}`.execute(trx);
    }
    return renamed.length;
  });

/** The migrations this server knows that the database has not run (readiness). */
export const pendingMigrations = async (db: Db, migrations: Migrations): Promise<string[]> =>
  (await migratorFor(db, migrations).getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);

/** Brings the schema to the latest migration; returns the names it applied. */
export const migrateToLatest = async (db: Db, migrations: Migrations): Promise<string[]> => {
  const migrator = migratorFor(db, migrations);
  await renamePreviousMigrations(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
};
