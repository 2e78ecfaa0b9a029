import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.ts';

/**
 * The server's figures in Prometheus text: requests per route with their latency, the
 * database pool, the job queue and the ledger. Each server has its own registry (tests run
 * several in one process); the figures read from the database (queue, ledger) are read when
 * Prometheus asks, so they are the database's, the same on every instance.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where this server serves /metrics, when it does (ServerOptions.metricsAddress). */
    metricsUrl?: string;
  }
}

export interface Metrics {
  registry: Registry;
}

export const createMetrics = (
  app: FastifyInstance,
  db: Db,
  pool: pg.Pool,
  options: { processMetrics?: boolean } = {},
): Metrics => {
  const registry = new Registry();
  // Node's own (event loop lag, heap, GC): once per process, so only for a process's server.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route (the path pattern) and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the path: ids in paths would make a label value per member.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs in the queue: due (waiting for a worker), scheduled (due later), running.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ due: string; scheduled: string; running: string }>`
        SELECT
          count(*) FILTER (WHERE locked_at IS NULL AND run_at <= now()) AS due,
          count(*) FILTER (WHERE locked_at IS NULL AND run_at > now()) AS scheduled,
          count(*) FILTER (WHERE locked_at IS NOT NULL) AS running
        FROM graphile_worker.jobs
      `.execute(db);
      const row = rows[0];
      this.set({ state: 'due' }, Number(row?.due ?? 0));
      this.set({ state: 'scheduled' }, Number(row?.scheduled ?? 0));
      this.set({ state: 'running' }, Number(row?.running ?? 0));
    },
  });

  new Gauge({
    name: 'portal_ledger_movements',
    help: 'Ledger movements (balanced transactions) recorded, by kind.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('ledger_transactions')
        .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('kind')
        .execute();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, Number(row.count));
    },
  });

  return { registry };
};

export interface MetricsAddress {
  host: string;
  port: number;
}

/**
 * Serves `GET /metrics` on its own address (loopback by default: the figures are for the
 * operator's Prometheus, not the public). Resolves with where it listens.
 */
export const serveMetrics = async (
  metrics: Metrics,
  address: MetricsAddress,
): Promise<{ server: Server; url: string }> => {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${address.host}:${port}/metrics` };
};
