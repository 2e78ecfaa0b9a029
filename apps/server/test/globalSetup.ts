import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's admin URL; test files create their own databases in it. */
    databaseUrl: string;
  }
}

/**
 * Starts one throw-away PostgreSQL cluster for the test run, on a free port; or, with
 * TEST_DATABASE_URL (an admin URL of a PostgreSQL someone else runs), uses that one: the
 * tests then prove the external-database path (scripts/lib/external-pg.sh).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return async () => {};
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-server-test-pg-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    log: () => {},
  });
  project.provide('databaseUrl', postgres.url);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.password`, { force: true });
  };
}
