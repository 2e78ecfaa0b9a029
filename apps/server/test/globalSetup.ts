import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS } from '../src/app.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
import { migrateJobQueue } from '../src/jobs/jobQueue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's admin URL; test files create their own databases in it. */
    databaseUrl: string;
    /** A database of the cluster with every migration (the areas' and the job queue's) run. */
    templateDatabase: string;
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
    const dropTemplate = await provideTemplate(project, external);
    return dropTemplate;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-server-test-pg-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    log: () => {},
  });
  project.provide('databaseUrl', postgres.url);
  const dropTemplate = await provideTemplate(project, postgres.url);
  return async () => {
    await dropTemplate();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.password`, { force: true });
  };
}

/**
 * Migrates one database of the cluster for the whole run: each test server's database is a copy
 * of it (`CREATE DATABASE ... TEMPLATE`), so the 57 migrations and the job queue's schema run once
 * instead of once per test file (about a second of each file's start on a quiet machine, several
 * on a loaded one). A server started on the copy still runs its migrator, which finds nothing to
 * do, and seeds as it always does. Gives back the template's removal.
 */
const provideTemplate = async (project: TestProject, adminUrl: string) => {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString(), 2);
  try {
    await migrateToLatest(db, MIGRATIONS);
  } finally {
    await db.destroy();
  }
  await migrateJobQueue(url.toString());
  project.provide('templateDatabase', name);
  return async () => {
    // Not fatal to the run (its tests have ended), but said: on an external PostgreSQL that
    // outlives the run the template would stay behind.
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(
      (error: unknown) => {
        console.warn(`could not drop the test template database ${name}:`, error);
      },
    );
  };
};

/** One statement on its own connection (none is held open for the run). */
const adminQuery = async (adminUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};
