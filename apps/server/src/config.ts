import { join, resolve } from 'node:path';

/** The repository root (apps/server/src -> ../../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface MainConfig {
  port: number;
  host: string;
  /** An external PostgreSQL; without it the server runs its own embedded one. */
  databaseUrl: string | undefined;
  /** A read-only replica the reports read (issue 26); absent, they read the primary. */
  reportsDatabaseUrl: string | undefined;
  /** The server's own files (the embedded cluster in `pg/`); the repository's .data by default. */
  dataDir: string;
  brandsDir: string;
  portalDist: string;
  production: boolean;
  /** NODE_ENV=development: the development endpoints (the message outbox) are served. */
  development: boolean;
  trustProxy: boolean | string;
  logLevel: string;
  /** Proof-of-work difficulty: the solution lies in 0..challengeMaxNumber. */
  challengeMaxNumber: number | undefined;
  /** Life of SMS and e-mail codes in minutes (the portal's countdown). */
  codeMinutes: number | undefined;
  /** Seconds a game round may stay unsettled before the recovery job rolls it back. */
  roundRecoverySeconds: number | undefined;
  /** The operator console's host name (CONSOLE_HOST, default console.localhost). */
  consoleHost: string;
  consoleDist: string;
  /** METRICS_ADDRESS host:port for /metrics (default 127.0.0.1:9464); `off` serves none. */
  metricsAddress: { host: string; port: number } | undefined;
  /** SECRETS_KEY: seals secrets at rest (base64 of 32 bytes); see session/secretBox.ts. */
  secretsKey: string | undefined;
}

const port = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`PORT must be a port number, got "${raw}"`);
  }
  return value;
};

const positive = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
};

const metricsAddress = (raw: string | undefined) => {
  if (raw === 'off') return undefined;
  const value = raw || '127.0.0.1:9464';
  const at = value.lastIndexOf(':');
  if (at <= 0) throw new Error(`METRICS_ADDRESS must be host:port or off, got "${value}"`);
  return { host: value.slice(0, at), port: port(value.slice(at + 1), 9464) };
};

/** Reads the server's environment (documented in the README's server section). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): MainConfig => ({
  port: port(env.PORT, 8080),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  reportsDatabaseUrl: env.REPORTS_DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
  brandsDir: resolve(env.BRANDS_DIR || join(REPO_ROOT, 'brands')),
  portalDist: resolve(env.PORTAL_DIST || join(REPO_ROOT, 'apps/web/dist')),
  production: env.NODE_ENV === 'production',
  development: env.NODE_ENV === 'development',
  trustProxy:
    env.TRUST_PROXY === undefined || env.TRUST_PROXY === '' || env.TRUST_PROXY === 'false'
      ? false
      : env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY,
  logLevel: env.LOG_LEVEL || 'info',
  challengeMaxNumber: positive('CHALLENGE_MAXNUMBER', env.CHALLENGE_MAXNUMBER),
  codeMinutes: positive('SMS_CODE_MINUTES', env.SMS_CODE_MINUTES),
  roundRecoverySeconds: positive('ROUND_RECOVERY_SECONDS', env.ROUND_RECOVERY_SECONDS),
  consoleHost: (env.CONSOLE_HOST || 'console.localhost').toLowerCase(),
  consoleDist: resolve(env.CONSOLE_DIST || join(REPO_ROOT, 'apps/console/dist')),
  metricsAddress: metricsAddress(env.METRICS_ADDRESS),
  secretsKey: env.SECRETS_KEY || undefined,
});
