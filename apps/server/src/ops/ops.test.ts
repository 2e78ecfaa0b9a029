import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, callApi, login } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const server = useTestServer({ metricsAddress: { host: '127.0.0.1', port: 0 } }, { db: 2 });

/** One figure of the Prometheus text: the value on the line of `name{labels}`. */
const figure = (text: string, name: string, labels: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

const scrape = async () => {
  const url = server.app.metricsUrl;
  if (!url) throw new Error('the test server serves no metrics');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('health and readiness', () => {
  it('is alive, and ready only while the database has every migration', async () => {
    expect((await call(server.app, 'GET', '/healthz', { merchant: null })).statusCode).toBe(200);
    expect((await call(server.app, 'GET', '/readyz', { merchant: null })).statusCode).toBe(200);
    // A database one migration behind this server's code (an upgrade half done) is not ready.
    const [latest] = await sql<{ name: string; timestamp: string }>`
      DELETE FROM kysely_migration
      WHERE name = (SELECT max(name) FROM kysely_migration) RETURNING name, timestamp
    `
      .execute(server.db)
      .then((r) => r.rows);
    const behind = await call(server.app, 'GET', '/readyz', { merchant: null });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ code: 'system.busy' });
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${latest?.name}, ${latest?.timestamp})`.execute(
      server.db,
    );
    expect((await call(server.app, 'GET', '/readyz', { merchant: null })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('is served on its own address, not the public one', async () => {
    const publicAnswer = await call(server.app, 'GET', '/metrics', { merchant: null });
    // The public address serves the portal (here: no build, so its 503), never the figures.
    expect(publicAnswer.statusCode).not.toBe(200);
    expect(publicAnswer.body).not.toContain('portal_http_requests_total');
    expect(server.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  });

  it('counts requests per route pattern with their latency', async () => {
    const route = 'route="/wps/system/status"';
    const before =
      figure(await scrape(), 'portal_http_requests_total', `method="GET",${route},status="200"`) ??
      0;
    for (let i = 0; i < 3; i++) await callApi(server.app, 'systemStatus', {});
    const text = await scrape();
    expect(figure(text, 'portal_http_requests_total', `method="GET",${route},status="200"`)).toBe(
      before + 3,
    );
    expect(
      figure(text, 'portal_http_request_duration_seconds_count', `method="GET",${route}`),
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows the database pool, the job queue and the ledger movements by kind', async () => {
    const movements = async () => {
      const rows = await server.db
        .selectFrom('ledger_transactions')
        .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('kind')
        .execute();
      return rows;
    };
    await sql`SELECT graphile_worker.add_job('metrics-probe', '{}'::json, run_at := now() + interval '1 hour')`.execute(
      server.db,
    );
    // A login moves no money, but makes sure the pool has opened connections.
    await login(server.app, { username: 'demo', password: 'Demo@2026' });
    const text = await scrape();
    expect(figure(text, 'portal_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    expect(figure(text, 'portal_job_queue_jobs', 'state="scheduled"')).toBeGreaterThanOrEqual(1);
    const kinds = await movements();
    expect(kinds.length).toBeGreaterThan(0);
    for (const { kind, n } of kinds) {
      expect(figure(text, 'portal_ledger_movements', `kind="${kind}"`)).toBe(Number(n));
    }
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
