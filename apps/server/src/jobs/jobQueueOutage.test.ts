import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../db/embeddedPostgres.ts';
import { addJob, migrateJobQueue, startJobRunner } from './jobQueue.ts';

// A cluster of its own (not the run's shared one): this test stops it under the queue, as a
// primary is lost, and brings it back on its "standby" address, as a failover does.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An address of its own in front of the cluster: the primary's and the standby's, named both
 * in the queue's connection string. Closed, it refuses connections as a lost host does; while
 * nothing answers behind it, a connection through it is cut at once.
 */
const startRelay = async () => {
  let target = 0;
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as { port: number };
  return {
    port,
    to: (url: string) => {
      target = Number(new URL(url).port);
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
};

let dataDir = '';
let postgres: RunningPostgres | null = null;
let primary: Awaited<ReturnType<typeof startRelay>>;
let standby: Awaited<ReturnType<typeof startRelay>>;
const startCluster = async () => {
  postgres = await startEmbeddedPostgres({ dataDir, persistent: true, log: () => {} });
  return postgres.url;
};

beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'portal-queue-outage-')), 'pg');
  [primary, standby] = await Promise.all([startRelay(), startRelay()]);
});

afterAll(async () => {
  await postgres?.stop();
  await Promise.all([primary.close(), standby.close()]);
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('the job queue when its database goes away', () => {
  it('keeps the process up (no unhandled rejection), warns, and runs jobs again once the database is back', async () => {
    const direct = await startCluster();
    primary.to(direct);
    // The "standby" answers as the same primary until the loss: the queue keeps to the first.
    standby.to(direct);
    const { host } = new URL(direct);
    const url = direct.replace(host, `127.0.0.1:${primary.port},127.0.0.1:${standby.port}`);
    await migrateJobQueue(direct);
    const warnings: { msg: string }[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line) as { msg: string }) },
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);

    const ran: string[] = [];
    let started: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const runner = await startJobRunner(
      url,
      {
        probeCut: async () => {
          ran.push('cut');
          started();
          await held;
        },
        probeBack: async () => void ran.push('back'),
      },
      { pollIntervalMs: 50, log },
    );
    let db = openDatabase(direct, 1);
    try {
      await addJob(db, 'probeCut', {});
      await inside;
      // The primary is lost under a running job; the job then finishes, and the queue cannot
      // record it (the completion graphile-worker sends is the rejection that ended servers).
      await db.destroy();
      await primary.close();
      await postgres?.stop();
      finish();
      await pause(3_000);
      expect(unhandled).toEqual([]);
      expect(warnings.map((line) => line.msg)).toContain(
        'the job queue lost its database: it starts again when the database answers',
      );

      // The standby is promoted: the database is back on the second address only.
      const promoted = await startCluster();
      standby.to(promoted);
      db = openDatabase(promoted, 1);
      await addJob(db, 'probeBack', {});
      const cuts = () => ran.filter((name) => name === 'cut').length;
      for (let i = 0; i < 300 && !(ran.includes('back') && cuts() === 2); i++) await pause(100);
      expect(ran.filter((name) => name === 'back')).toEqual(['back']);
      // The job whose completion never reached the database runs again (tasks are idempotent).
      expect(ran.filter((name) => name === 'cut')).toEqual(['cut', 'cut']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      finish();
      await runner.stop();
      await db.destroy();
    }
  });
});
