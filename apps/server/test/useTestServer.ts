import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../src/app.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { startTestServer, type TestServer } from './harness.ts';

const START_TIMEOUT_MS = 180_000;

export interface UseTestServerOptions {
  /** Also open a database handle on the server's database, with this many connections. */
  db?: number;
}

/** The test server of a test file; its parts are there from the file's first test on. */
export interface TestServerHandle {
  readonly app: FastifyInstance;
  readonly databaseUrl: string;
  readonly brandsDir: string;
  /** The database handle asked for with `{ db: n }`. */
  readonly db: Db;
}

/**
 * The one fixture of the server tests: starts the real server on a fresh database of the
 * run's PostgreSQL before the file's tests (beforeAll) and closes both after them (afterAll).
 * `overrides` may be a function when they need set-up of their own first (a temporary folder).
 */
export const useTestServer = (
  overrides: Partial<ServerOptions> | (() => Promise<Partial<ServerOptions>>) = {},
  options: UseTestServerOptions = {},
): TestServerHandle => {
  let server: TestServer | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof overrides === 'function' ? await overrides() : overrides);
    if (options.db) db = openDatabase(server.databaseUrl, options.db);
    // Migrating and seeding hash six demo passwords at OWASP cost: on a shared, loaded
    // two-core machine that alone has taken longer than the suite's 60 s hook limit.
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll; use it inside a test');
    return server;
  };
  return {
    get app() {
      return started().app;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    get brandsDir() {
      return started().brandsDir;
    },
    get db() {
      if (!db) throw new Error('ask for a database handle: useTestServer(overrides, { db: 2 })');
      return db;
    },
  };
};
