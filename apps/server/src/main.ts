import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import { buildServer } from './app.ts';
import { readConfig } from './config.ts';
import { type RunningPostgres, startEmbeddedPostgres } from './db/embeddedPostgres.ts';
import { loadSecretsKey } from './session/secretBox.ts';

/** Gives up on a graceful stop after this long (a stuck request must not keep the port). */
const SHUTDOWN_TIMEOUT_MS = 15_000;

const config = readConfig();
const log = pino({ level: config.logLevel });

/**
 * Exits once every log line is written. pino writes asynchronously; exiting with lines in
 * flight lets the exit-time flush overtake them, so a shutdown log could read out of order.
 */
const exitAfterLogs = (code: number): void => {
  log.flush(() => process.exit(code));
};

const start = async () => {
  // Before the database: a missing or malformed key stops the start with one line.
  const secretsKey = await loadSecretsKey({
    given: config.secretsKey,
    production: config.production,
    dataDir: config.dataDir,
  });
  let embedded: RunningPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dataDir = join(config.dataDir, 'pg');
    log.info({ dataDir }, 'starting embedded PostgreSQL');
    const pgLog = log.child({ component: 'postgres' });
    embedded = await startEmbeddedPostgres({
      dataDir,
      persistent: true,
      log: (message) => pgLog.debug(message),
      report: (message) => pgLog.info(message),
    });
    databaseUrl = embedded.url;
    log.info('embedded PostgreSQL is up');
  }

  const stopDatabase = async () => {
    if (!embedded) return;
    log.info('stopping embedded PostgreSQL');
    await embedded.stop();
    log.info('embedded PostgreSQL stopped');
  };

  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer({
      databaseUrl,
      ...(config.reportsDatabaseUrl ? { reportsDatabaseUrl: config.reportsDatabaseUrl } : {}),
      brandsDir: config.brandsDir,
      portalDist: config.portalDist,
      production: config.production,
      development: config.development,
      trustProxy: config.trustProxy,
      consoleHost: config.consoleHost,
      consoleDist: config.consoleDist,
      ...(config.challengeMaxNumber ? { challengeMaxNumber: config.challengeMaxNumber } : {}),
      ...(config.codeMinutes ? { codes: { codeMinutes: config.codeMinutes } } : {}),
      ...(config.roundRecoverySeconds
        ? { roundRecoveryMs: config.roundRecoverySeconds * 1000 }
        : {}),
      logger: log,
      secretsKey,
      jobs: {},
      // A brand added with scripts/new-brand (or a brand.json saved) is served without a restart.
      watchBrands: true,
      ...(config.metricsAddress ? { metricsAddress: config.metricsAddress } : {}),
    });
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      exitAfterLogs(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      log.info('server closed');
      await stopDatabase();
      log.info('shutdown complete');
      exitAfterLogs(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      exitAfterLogs(1);
    }
  };
  process.on('SIGHUP', () => {
    app.reloadBrands().catch((error: unknown) => log.error({ err: error }, 'brands reload failed'));
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await stopDatabase();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  // Plain text on stdout, for scripts that wait for the server (the pino lines are JSON).
  process.stdout.write(`server ready on http://localhost:${port}\n`);
};

start().catch((error: unknown) => {
  log.fatal({ err: error }, 'server failed to start');
  // After the log is written: a plain exit lost the reason of a failed restart.
  exitAfterLogs(1);
});
