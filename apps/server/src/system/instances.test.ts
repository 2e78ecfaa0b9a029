import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, callApi, login, sealFor, tokenOf } from '../../test/harness.ts';
import { callStaff, signInStaff } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { addJob, startJobRunner } from '../jobs/jobQueue.ts';

/**
 * Two server instances on one database behave as one: whatever one of them learns (a
 * session, a failed login, a spent nonce, a flipped switch, a logout) the other acts on, and
 * a job runs on one of them only. Instance A is the file's test server; B is a second
 * server on A's database.
 */

const now = new Date();
const a = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
let b: FastifyInstance;

beforeAll(async () => {
  b = await buildTestServer(a.databaseUrl, { demoStaff: true, clock: () => now });
}, 180_000);
afterAll(async () => {
  await b?.close();
});

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;
const memberInfo = async (app: FastifyInstance, token: string) =>
  (await callApi(app, 'memberInfo', {}, { token })).response;

/**
 * Polls for at most `withinMs`. The recall caches keep a session and the merchants for 5 s,
 * so a change seen well inside that came by the event, not by a cache running out.
 */
const seenWithin = async (withinMs: number, check: () => Promise<boolean>) => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('two instances on one database', () => {
  it('a login on one is a session on the other; a logout on one ends it on both at once', async () => {
    const token = tokenOf(await login(a.app, { username: 'demo', password: 'Demo@2026' }));
    expect((await memberInfo(b, token)).statusCode).toBe(200);
    // A reads it too, so A now keeps it for a few seconds.
    expect((await memberInfo(a.app, token)).statusCode).toBe(200);
    const out = await callApi(b, 'logout', {}, { token });
    expect(out.response.statusCode).toBe(200);
    expect(
      await seenWithin(2_000, async () => (await memberInfo(a.app, token)).statusCode === 401),
    ).toBe(true);
  });

  it('counts failed logins across both: three spread over them bring the captcha on either', async () => {
    const address = { remoteAddress: '10.9.0.1' };
    const device = { loginDeviceId: 'device-two-instances' };
    const answers = [];
    for (const app of [a.app, b, a.app]) {
      const failed = await login(app, { username: 'agent', password: 'wrong', ...device }, address);
      answers.push(failed.json<{ value: { captcha: boolean } }>().value.captcha);
    }
    expect(answers).toEqual([false, false, true]);
    const next = await login(b, { username: 'agent', password: 'Agent@2026', ...device }, address);
    expect(codeOf(next)).toBe('captcha.required');
  });

  it('refuses on one a sealed request whose nonce the other has spent', async () => {
    // Raw on purpose: one sealed body sent to both instances (the typed client seals anew).
    const sealed = await sealFor(a.app, 'POST', calls.login.path, {
      type: 'username',
      username: 'nobody-here',
      password: 'wrong',
    });
    const first = await call(a.app, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: sealed.body,
    });
    expect(codeOf(first)).not.toBe('cipher.replayed');
    const replay = await call(b, 'POST', calls.login.path, {
      headers: sealed.headers,
      body: sealed.body,
    });
    expect(codeOf(replay)).toBe('cipher.replayed');
  });

  it('a switch flipped through one instance takes effect on the other at once', async () => {
    const notices = async (app: FastifyInstance) =>
      (await callApi(app, 'announcements', { language: 'EN' })).response;
    // B reads the merchants now, so it keeps them for a few seconds.
    expect((await notices(b)).statusCode).toBe(200);
    const owner = await signInStaff(a.app, 'owner', now);
    const flip = async (enabled: boolean | null) =>
      (
        await callStaff(
          a.app,
          'brandSwitch',
          { merchantCode: 'ALPHA', switchId: 'ANNC3', enabled },
          { as: owner },
        )
      ).response;
    expect((await flip(false)).statusCode).toBe(200);
    expect(
      await seenWithin(2_000, async () => codeOf(await notices(b)) === 'function.not.available'),
    ).toBe(true);
    expect((await flip(null)).statusCode).toBe(200);
    expect(await seenWithin(2_000, async () => (await notices(b)).statusCode === 200)).toBe(true);
  });

  it('runs each job on one instance only', async () => {
    await sql`CREATE TABLE job_probe (n integer NOT NULL, runner text NOT NULL)`.execute(a.db);
    const task = (runner: string) => async (payload: unknown) => {
      const { n } = payload as { n: number };
      await sql`INSERT INTO job_probe VALUES (${n}, ${runner})`.execute(a.db);
    };
    const runners = await Promise.all(
      ['a', 'b'].map((runner) =>
        startJobRunner(a.databaseUrl, { probe: task(runner) }, { pollIntervalMs: 50 }),
      ),
    );
    try {
      const jobs = 60;
      for (let n = 0; n < jobs; n++) await addJob(a.db, 'probe', { n });
      const done = await seenWithin(30_000, async () => {
        const { rows } = await sql<{ c: string }>`SELECT count(*) AS c FROM job_probe`.execute(
          a.db,
        );
        return Number(rows[0]?.c) >= jobs;
      });
      expect(done).toBe(true);
      const { rows } = await sql<{ n: number; times: string }>`
        SELECT n, count(*) AS times FROM job_probe GROUP BY n HAVING count(*) > 1
      `.execute(a.db);
      expect(rows).toEqual([]);
      const { rows: total } = await sql<{ c: string }>`SELECT count(*) AS c FROM job_probe`.execute(
        a.db,
      );
      expect(Number(total[0]?.c)).toBe(jobs);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
