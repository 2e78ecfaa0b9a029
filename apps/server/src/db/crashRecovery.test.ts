import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../test/serverProcess.ts';
import { clusterProcesses } from './leftoverCluster.ts';

/**
 * The real server process on its own embedded PostgreSQL, killed with SIGKILL (alone, and
 * together with its PostgreSQL), then started again: the next start must come up at the
 * first try, and what was committed before the kill must still be there.
 */

let dataDir: string;
let current: ChildProcess | undefined;

/** Starts the server; the first test's afterAll stops whichever one runs last. */
const startServer = async () => {
  const server = spawnServer(dataDir);
  current = server.child;
  return { child: server.child, origin: await server.ready, output: server.output };
};

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const postmasterPid = async () =>
  Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

/** A client straight to the cluster, as an operator would connect (port from its lock file). */
const connect = async () => {
  const lock = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  const password = (await readFile(join(dataDir, 'pg.password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lock[3]),
    user: 'postgres',
    password,
    database: 'postgres',
  });
  // A client of a killed cluster reports its end here; that is the point of the test.
  client.on('error', () => {});
  await client.connect();
  return client;
};

const serves = async (origin: string) => {
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  const status = await fetch(`${origin}/wps/system/status`, { headers: { merchant: 'ALPHA' } });
  expect(status.status).toBe(200);
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
});

afterAll(async () => {
  if (current && current.exitCode === null) {
    const exit = new Promise((resolve) => current?.once('exit', resolve));
    current.kill('SIGTERM');
    await exit;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('a start after kill -9', () => {
  it('comes up at the first try after the server alone was killed, its orphaned PostgreSQL stopped cleanly', {
    timeout: 180_000,
  }, async () => {
    const first = await startServer();
    await serves(first.origin);
    const client = await connect();
    await client.query('CREATE TABLE crash_marks (n integer PRIMARY KEY)');
    await client.query('INSERT INTO crash_marks VALUES (1)');
    await client.end();
    const orphan = await postmasterPid();

    await killed(first.child);
    // The server's PostgreSQL outlives it: this is what the next start must deal with.
    expect(await clusterProcesses(join(dataDir, 'pg'))).toContain(orphan);

    const second = await startServer();
    expect(second.output()).toContain('stopped the PostgreSQL left running by an earlier server');
    await serves(second.origin);
    expect(await postmasterPid()).not.toBe(orphan);
    const check = await connect();
    expect((await check.query('SELECT n FROM crash_marks')).rows).toEqual([{ n: 1 }]);
    await check.end();
  });

  it('comes up at the first try after the server and its PostgreSQL were killed together (its pid taken by another process), with every commit kept', {
    timeout: 180_000,
  }, async () => {
    const running = current;
    if (!running) throw new Error('the first test leaves a server running');
    const client = await connect();
    await client.query('INSERT INTO crash_marks VALUES (2)');
    // A session left open: its backend outlives the postmaster for a moment, holding the old
    // shared memory, as busy backends do in a real crash.
    const idle = await connect();
    await idle.query('BEGIN; INSERT INTO crash_marks VALUES (3)');
    const postmaster = await postmasterPid();
    process.kill(postmaster, 'SIGKILL');
    await killed(running);
    // Both sessions died with their PostgreSQL; ending them only closes the sockets.
    await Promise.allSettled([client.end(), idle.end()]);
    // The dead postmaster's pid now belongs to a live, unrelated process (pids come round
    // soon in containers): PostgreSQL alone would take the lock for a running server's.
    const lockFile = join(dataDir, 'pg', 'postmaster.pid');
    const lock = (await readFile(lockFile, 'utf8')).split('\n');
    lock[0] = String(process.pid);
    await writeFile(lockFile, lock.join('\n'));

    const third = await startServer();
    await serves(third.origin);
    const check = await connect();
    // The commit survived; the transaction that never committed did not.
    expect((await check.query('SELECT n FROM crash_marks ORDER BY n')).rows).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    await check.end();
  });
});
