import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import { addJob, startJobRunner, startRunnerThenAreas } from './jobQueue.ts';

// The server's own runner is off: each test starts a runner of its own on the test database.
const server = useTestServer({ jobs: false }, { db: 2 });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pendingProbes = async (task: string) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`.execute(
        server.db,
      )
    ).rows[0]?.n,
  );

describe('starting the job runner with the areas', () => {
  it('runs what the starts enqueue once every start has succeeded', async () => {
    const ran: unknown[] = [];
    const runner = await startRunnerThenAreas(
      () =>
        startJobRunner(
          server.databaseUrl,
          { probeOk: async (payload) => void ran.push(payload) },
          { pollIntervalMs: 50 },
        ),
      [() => addJob(server.db, 'probeOk', { n: 1 })],
    );
    try {
      for (let i = 0; i < 100 && ran.length === 0; i++) await pause(50);
      expect(ran).toEqual([{ n: 1 }]);
    } finally {
      await runner.stop();
    }
  });

  it('stops the runner when a start fails, so no job runs on the pool the failed start closes', async () => {
    const ran: unknown[] = [];
    const failing = startRunnerThenAreas(
      () =>
        startJobRunner(
          server.databaseUrl,
          { probeStopped: async (payload) => void ran.push(payload) },
          { pollIntervalMs: 50 },
        ),
      [
        () => undefined,
        async () => {
          throw new Error('a recovery failed');
        },
      ],
    );
    await expect(failing).rejects.toThrow('a recovery failed');
    // Work enqueued after the failed start waits for the next runner; none picks it up now.
    await addJob(server.db, 'probeStopped', { n: 2 });
    await pause(600);
    expect(ran).toEqual([]);
    expect(await pendingProbes('probeStopped')).toBe(1);
  });
});
