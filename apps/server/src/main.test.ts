import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALPHA } from '../test/harness.ts';
import { spawnServer } from '../test/serverProcess.ts';
import { nullIfMissing } from './db/missingFile.ts';

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    // The cluster is this test's own grandchild; stop it by the pid it wrote.
    const pid = await nullIfMissing(readFile(join(dataDir ?? '', 'pg', 'postmaster.pid'), 'utf8'));
    const postmaster = Number(pid?.split('\n')[0]);
    if (postmaster > 0) process.kill(postmaster, 'SIGINT');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('node src/main.ts', () => {
  // A whole server: its own PostgreSQL, migrations and the full seed take a while on two cores.
  it('starts on its own PostgreSQL, says when it is ready, and stops cleanly on SIGTERM', {
    timeout: 60_000,
  }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    const started = spawnServer(dataDir);
    const server = started.child;
    child = server;
    const origin = await started.ready;
    // Two pipes interleave unpredictably, so the order of steps is read from stdout alone
    // (where pino writes, in sequence); the rest is for the failure messages.
    const output = () => started.stdout();

    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const status = await fetch(`${origin}/wps/system/status`, { headers: { merchant: ALPHA } });
    expect(status.status).toBe(200);

    // 'close' rather than 'exit': it comes after the last of the output has been read.
    const exit = new Promise<number | null>((resolve) =>
      server.on('close', (code) => resolve(code)),
    );
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    // Drain first, then the pool, then PostgreSQL: the steps that must come in this order.
    const steps = ['shutting down', 'closing the database pool', 'stopping embedded PostgreSQL'];
    const positions = steps.map((step) => output().indexOf(step));
    expect(
      positions.every((p) => p >= 0),
      started.output(),
    ).toBe(true);
    expect(
      [...positions].sort((a, b) => a - b),
      started.output(),
    ).toEqual(positions);
    const stopping = positions[2] ?? 0;
    expect(output().indexOf('embedded PostgreSQL stopped')).toBeGreaterThan(stopping);
    expect(output().indexOf('shutdown complete')).toBeGreaterThan(stopping);
    // PostgreSQL removes its pid file only on a clean shutdown.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
