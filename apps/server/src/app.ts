import { join } from 'node:path';
import { ERRORS, fail } from '@portal/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { area as account } from './account/account.area.ts';
import { memberPolicy } from './account/memberPolicy.ts';
import { area as activity } from './activity/activity.area.ts';
import { area as agent } from './agent/agent.area.ts';
import { affiliateDirectory } from './agent/links.ts';
import { realNameDirectory } from './cashier/bankCards.ts';
import { area as cashier } from './cashier/cashier.area.ts';
import { CatalogueError } from './catalogueError.ts';
import { area as chat } from './chat/chat.area.ts';
import { loadServerKey } from './cipher/serverKey.ts';
import { REPO_ROOT } from './config.ts';
import { area as content } from './content/content.area.ts';
import { firstBannerSource } from './content/firstBanner.ts';
import { loadSanitiser } from './content/sanitise.ts';
import { CacheBus } from './db/cacheBus.ts';
import {
  type Db,
  isDatabaseUnavailable,
  migrateToLatest,
  openDatabase,
  pendingMigrations,
  poolOf,
} from './db/database.ts';
import { area as games } from './games/games.area.ts';
import { DEFAULT_ROUND_RECOVERY_MS } from './games/roundRecovery.ts';
import {
  type AreaContext,
  type MissingStaffCalls,
  memberHandlersOf,
  migrationsOf,
  staffHandlersOf,
  tasksOf,
} from './http/area.ts';
import { registerCallRoutes } from './http/callRoutes.ts';
import type { HandlerMap, Services } from './http/context.ts';
import { applySecurityHeaders } from './http/securityHeaders.ts';
import {
  type JobOptions,
  type JobRunner,
  migrateJobQueue,
  startJobRunner,
  startRunnerThenAreas,
} from './jobs/jobQueue.ts';
import { area as ledger } from './ledger/ledger.area.ts';
import { area as lottery } from './lottery/lottery.area.ts';
import { area as member } from './member/member.area.ts';
import { area as missions } from './missions/missions.area.ts';
import { createMetrics, type MetricsAddress, serveMetrics } from './ops/metrics.ts';
import { area as payments } from './payments/payments.area.ts';
import { type SandboxOptions, SandboxProvider } from './payments/sandboxProvider.ts';
import { area as points } from './points/points.area.ts';
import { registerPortal } from './portal/portal.ts';
import { forgetVipWeeks } from './promotions/hall.ts';
import { area as promotions } from './promotions/promotions.area.ts';
import { bonusWagering } from './promotions/wagering.ts';
import { BrandReloader } from './seed/brandReload.ts';
import { seedBrands, seedDemoMembers } from './seed/seed.ts';
import { seedGames } from './seed/seedGames.ts';
import { randomCaptchaText } from './session/captchaImage.ts';
import { type CodeSettings, DEFAULT_CODE_SETTINGS } from './session/codes.ts';
import { type MessageProvider, OutboxProvider } from './session/messages.ts';
import { checkSecretsKey, developmentSecretsKey } from './session/secretBox.ts';
import { loadSecret } from './session/secrets.ts';
import { area as session } from './session/session.area.ts';
import { SessionStore } from './session/sessions.ts';
import { registerStaff } from './staff/registerStaff.ts';
import { area as staff } from './staff/staff.area.ts';
import { readBrands } from './system/brands.ts';
import { MerchantDirectory } from './system/merchants.ts';
import { SiteGuard } from './system/siteGuard.ts';
import { area as system } from './system/system.area.ts';
import { area as wallet } from './wallet/wallet.area.ts';

/**
 * The server's areas, lower ones first (docs/ARCHITECTURE.md): each declares its calls, desks,
 * migrations, jobs and routes in its `<area>.area.ts`. Adding an area is its folder and a line
 * here. Jobs start and routes register in this order.
 */
export const AREAS = [
  system,
  ledger,
  activity,
  session,
  member,
  account,
  wallet,
  agent,
  content,
  games,
  lottery,
  cashier,
  missions,
  points,
  payments,
  promotions,
  chat,
  staff,
] as const;

/**
 * Fails to build while a contract staff call has no desk in any area: the error names the
 * call (`Type 'true' is not assignable to type '"someCall"'`).
 */
const everyStaffCallAnswered: [MissingStaffCalls<typeof AREAS>] extends [never]
  ? true
  : MissingStaffCalls<typeof AREAS> = true;
void everyStaffCallAnswered;

/** Every implemented member call, by catalogue name. */
export const memberHandlers = memberHandlersOf(AREAS);
/** Every area's migrations: one global sequence (db/database.ts checks it). */
export const MIGRATIONS = migrationsOf(AREAS);
const staffHandlers = staffHandlersOf(AREAS);

/** Request bodies above this are refused: the largest real body (a sealed form) is far smaller. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Connections of the reports' pool (beside the primary's `maxConnections`). */
export const REPORTS_CONNECTIONS = 4;

export interface ServerOptions {
  databaseUrl: string;
  /** Folder of `<code>/brand.json` files, seeded as merchants at start. */
  brandsDir: string;
  /** The web app's build output (see src/portal/portal.ts). */
  portalDist: string;
  /** Production refuses the `?brand=` override and the localhost brand fallback. */
  production?: boolean;
  /** A pino logger (main passes one); false or absent keeps the server quiet. */
  logger?: FastifyBaseLogger | false;
  /** Behind a reverse proxy: which hops to trust for the caller's address (Fastify's option). */
  trustProxy?: boolean | string | string[];
  clock?: () => Date;
  captchaText?: () => string;
  /** Replaces the handler map (tests use it to provoke unexpected failures). */
  handlers?: HandlerMap;
  maxConnections?: number;
  /** How long the merchant directory keeps its copy, in ms (5 s; tests shorten it). */
  merchantCacheMs?: number;
  /** The SMS and e-mail provider; by default the outbox table. */
  messages?: MessageProvider;
  /** Proof-of-work difficulty (default 50 000: well under a second in a browser). */
  challengeMaxNumber?: number;
  codes?: Partial<CodeSettings>;
  /** Development mode: serves `GET /dev/outbox` (never together with `production`). */
  development?: boolean;
  /** How long maintenance windows and region verdicts are trusted (ms). */
  siteCacheMs?: number;
  /**
   * This instance's job runner (main starts one); absent or false runs none, as in tests that
   * do not need one (the queue's schema is made either way, so jobs can be added).
   */
  jobs?: false | JobOptions;
  /** How long a demo-vendor round may stay unsettled before recovery rolls it back (ms). */
  roundRecoveryMs?: number;
  /** The operator console's host (default `console.localhost`); staff calls answer only there. */
  consoleHost?: string;
  /** The console's build output (apps/console/dist). */
  consoleDist?: string;
  /** Seed the demo staff (default: outside production; never in production). */
  demoStaff?: boolean;
  /**
   * Where `GET /metrics` is served (Prometheus text), apart from the public address; absent,
   * it is not served. Port 0 picks a free one (the log says which).
   */
  metricsAddress?: MetricsAddress;
  /** Reload the brands when the brands folder changes (main does; tests call reloadBrands). */
  watchBrands?: boolean;
  /** The sandbox payment provider's behaviour (redeliveries, payout time). */
  sandbox?: Partial<SandboxOptions>;
  /**
   * A read-only replica the reports read from (Services.reports; REPORTS_DATABASE_URL). Absent:
   * they read the primary. Its pool is read-only either way.
   */
  reportsDatabaseUrl?: string;
  /**
   * The key secrets are sealed with at rest (staff TOTP secrets), kept outside the database:
   * main reads SECRETS_KEY or its key file. Required in production; a server built without
   * one elsewhere (tests) uses a development key kept in the database itself.
   */
  secretsKey?: Buffer;
}

const DEFAULT_CHALLENGE_MAXNUMBER = 50_000;

/** A 4xx from Fastify itself (bad JSON, too large, wrong content type) in catalogue terms. */
const frameworkFailure = (error: { code?: string; statusCode?: number }) => {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return {
      status: 400,
      body: fail('request_body_required', ERRORS.request_body_required.message),
    };
  }
  const message =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'The request body is too large.'
      : ERRORS.request_param_err.message;
  return { status: 400, body: fail('request_param_err', message) };
};

const isClientError = (error: unknown): error is { code?: string; statusCode: number } => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Builds the platform server: connects to PostgreSQL, migrates, seeds the brands, loads the
 * cipher key and registers every route. The returned app is ready for `listen` or `inject`;
 * closing it closes the database pool.
 */
export const buildServer = async (options: ServerOptions): Promise<FastifyInstance> => {
  let poolClosing = false;
  const db: Db = openDatabase(options.databaseUrl, options.maxConnections, (error) => {
    if (!options.logger) return;
    // Clients that were already ending when the database stopped report it; that is the
    // shutdown itself, not a fault.
    if (poolClosing) options.logger.debug({ err: error }, 'a closing database connection ended');
    else options.logger.warn({ err: error }, 'a database connection failed');
  });
  // The reports' pool: its own, read-only, smaller than the primary's (reports are few and slow).
  const reports: Db = options.reportsDatabaseUrl
    ? openDatabase(
        options.reportsDatabaseUrl,
        REPORTS_CONNECTIONS,
        (error) => {
          if (options.logger && !poolClosing) {
            options.logger.warn({ err: error }, 'a reports database connection failed');
          }
        },
        { readOnly: true },
      )
    : db;
  const closePools = async () => {
    if (reports !== db) await reports.destroy();
    await db.destroy();
  };
  let cacheBus: CacheBus | undefined;
  // Loads while the seed below waits on password hashing; the content seed needs it.
  void loadSanitiser().catch((error: unknown) => {
    // Not fatal here: the content seed below loads it again and fails the start if it must.
    if (options.logger) options.logger.warn({ err: error }, 'could not preload the sanitiser');
  });
  try {
    await migrateToLatest(db, MIGRATIONS);
    await migrateJobQueue(options.databaseUrl);
    cacheBus = new CacheBus(options.databaseUrl, options.logger || undefined);
    await cacheBus.start();
    // The VIP weeks the seamless wallet keeps per merchant, dropped when staff change them.
    cacheBus.subscribe((event) => {
      if (event.kind === 'promotions' || event.kind === 'everything') forgetVipWeeks();
    });
    const brands = readBrands(options.brandsDir);
    await seedBrands(db, brands);
    // The demo members and their opening balances are a fixture of development and tests:
    // a production brand starts with no member and no money moved (issue 23).
    if (!options.production) await seedDemoMembers(db, brands);
    await seedGames(db, brands);
    if (options.production && !options.secretsKey) {
      throw new Error('SECRETS_KEY is required in production (openssl rand -base64 32)');
    }
    // Before the services: members' authenticator secrets are sealed under it too.
    const secretsKey = options.secretsKey ?? (await developmentSecretsKey(db));
    await checkSecretsKey(db, secretsKey);
    const sandbox = new SandboxProvider(options.clock ?? (() => new Date()), options.sandbox);
    const services: Services = {
      db,
      reports,
      cacheBus,
      merchants: new MerchantDirectory(db, options.merchantCacheMs, cacheBus),
      serverKey: await loadServerKey(db),
      sessions: new SessionStore(db, cacheBus),
      clock: options.clock ?? (() => new Date()),
      captchaText: options.captchaText ?? randomCaptchaText,
      secrets: {
        challenge: await loadSecret(db, 'challenge'),
        codes: await loadSecret(db, 'codes'),
      },
      messages: options.messages ?? new OutboxProvider(db),
      challengeMaxNumber: options.challengeMaxNumber ?? DEFAULT_CHALLENGE_MAXNUMBER,
      codes: { ...DEFAULT_CODE_SETTINGS, ...options.codes },
      siteGuard: new SiteGuard(db, options.siteCacheMs, cacheBus),
      payments: sandbox,
      production: options.production ?? false,
      memberPolicy,
      affiliates: affiliateDirectory,
      realNames: realNameDirectory,
      secretsKey,
      bonusWagering,
    };
    const production = services.production;
    const clock = services.clock;

    const app = Fastify({
      ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
      trustProxy: options.trustProxy ?? false,
      bodyLimit: BODY_LIMIT_BYTES,
      // Closing is answered below in catalogue terms instead of Fastify's own 503 body.
      return503OnClosing: false,
      frameworkErrors: (error, _request, rawReply) => {
        // Fastify types this reply with unresolved generics; it is an ordinary reply.
        const reply = rawReply as unknown as FastifyReply;
        applySecurityHeaders(reply);
        const { status, body } = frameworkFailure(error);
        reply.code(status).send(body);
      },
    }) as unknown as FastifyInstance;

    // While draining for shutdown, requests that still arrive on open connections are
    // turned away (and their connections closed) so the drain ends.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      return reply
        .code(503)
        .header('connection', 'close')
        .send(fail('system.busy', ERRORS['system.busy'].message));
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      applySecurityHeaders(reply);
      // Without this a keep-alive client would hold its connection, and the drain, open
      // until the keep-alive timeout.
      if (closing) reply.header('connection', 'close');
      return payload;
    });

    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof CatalogueError) {
        return reply.code(error.status).send(fail(error.code, error.message, error.value));
      }
      if (isClientError(error)) {
        const { status, body } = frameworkFailure(error);
        return reply.code(status).send(body);
      }
      if (isDatabaseUnavailable(error)) {
        // A failover or restart under way: busy, not broken (issue 26). Nothing was written.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).send(fail('system.busy', ERRORS['system.busy'].message));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail('system.error', ERRORS['system.error'].message));
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send(fail('not.found', ERRORS['not.found'].message)),
    );

    // Alive: the process answers. Ready: the database answers and has every migration, so a
    // load balancer sends traffic only to an instance that can serve it.
    app.get('/healthz', async () => ({ ok: true }));
    app.get('/readyz', async (request, reply) => {
      if (closing) return reply.code(503).send(fail('system.busy', ERRORS['system.busy'].message));
      try {
        const pending = await pendingMigrations(db, MIGRATIONS);
        if (pending.length === 0) return { ok: true };
        request.log.warn({ pending }, 'not ready: migrations pending');
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
      }
      return reply.code(503).send(fail('system.busy', ERRORS['system.busy'].message));
    });
    const brandReloader = new BrandReloader({
      db,
      brandsDir: options.brandsDir,
      merchants: services.merchants,
      cacheBus,
      demoMembers: !production,
      log: options.logger || undefined,
    });
    app.decorate('reloadBrands', () => brandReloader.reload());
    if (options.watchBrands) brandReloader.watch();
    const metrics = createMetrics(app, db, poolOf(db), {
      processMetrics: options.metricsAddress !== undefined,
    });
    registerCallRoutes(app, {
      services,
      handlers: options.handlers ?? memberHandlers,
      checkResponses: !production,
    });
    await registerStaff(app, services, {
      handlers: staffHandlers,
      secretsKey,
      consoleHost: options.consoleHost ?? 'console.localhost',
      consoleDist: options.consoleDist ?? join(REPO_ROOT, 'apps/console/dist'),
      demoStaff: !production && (options.demoStaff ?? true),
      checkResponses: !production,
    });
    const areaContext: AreaContext = {
      app,
      services,
      development: options.development ?? false,
      roundRecoveryMs: options.roundRecoveryMs ?? DEFAULT_ROUND_RECOVERY_MS,
    };
    for (const area of AREAS) await area.routes?.(areaContext);
    registerPortal(app, {
      distDir: options.portalDist,
      production,
      merchants: services.merchants,
      firstBanner: firstBannerSource(db, clock),
    });

    // Last, so a failed start above leaves no runner behind.
    const jobOptions = options.jobs;
    const jobs: JobRunner | null =
      jobOptions === undefined || jobOptions === false
        ? null
        : await startRunnerThenAreas(
            () =>
              startJobRunner(options.databaseUrl, tasksOf(AREAS, areaContext), {
                crontab: AREAS.flatMap((area) => area.crontab ?? []).join('\n'),
                ...jobOptions,
                ...(options.logger ? { log: options.logger } : {}),
              }),
            AREAS.map((area) => () => area.start?.(areaContext)),
          );
    app.addHook('onClose', async () => {
      if (jobs) {
        // After the requests have drained, before the pool: running jobs finish their work.
        app.log.info('stopping the job runner');
        await jobs.stop();
      }
      await brandReloader.stop();
      app.log.info('closing the database pool');
      poolClosing = true;
      await cacheBus?.stop();
      await closePools();
    });
    // Last of all: nothing after it can fail and leave the listener open.
    if (options.metricsAddress) {
      // The figures are not worth refusing players for: a taken address is logged, loudly.
      const served = await serveMetrics(metrics, options.metricsAddress).catch((error: unknown) => {
        app.log.error({ err: error, address: options.metricsAddress }, 'metrics NOT served');
        return null;
      });
      if (served) {
        app.log.info({ url: served.url }, 'metrics served');
        app.decorate('metricsUrl', served.url);
        app.addHook('preClose', async () => {
          served.server.closeAllConnections();
          await new Promise<void>((resolve) => served.server.close(() => resolve()));
        });
      }
    }
    return app;
  } catch (error) {
    await cacheBus?.stop();
    await closePools();
    throw error;
  }
};
