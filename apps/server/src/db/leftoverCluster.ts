import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile, realpath, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nullIfMissing, nullIfNotOurProcess } from './missingFile.ts';

/**
 * What a crash leaves in a data folder, and how the next start clears it. The folder's own
 * lock (`postmaster.pid`, written by PostgreSQL) is the only guard: it names the postmaster,
 * and every process of a cluster has the data folder as its working directory, so /proc
 * tells exactly which processes still belong to it.
 *
 * - Server killed alone: its postmaster runs on, orphaned. It is stopped cleanly (a fast
 *   shutdown: open transactions roll back, committed ones are on disk) and waited for.
 * - Server and postmaster killed together: the postmaster's backends notice its death and
 *   exit; until the last one has, the old shared memory block is attached and a new
 *   postmaster refuses to start. That is waited out.
 * - A postmaster that a live server still owns (its parent is the server that started it)
 *   is another server using this folder: refused, with its process ids.
 */

/** The variable a server sets on its postmaster, naming itself as the owner. */
export const OWNER_VARIABLE = 'PORTAL_SERVER_PID';

const PROC = '/proc';

// /proc is read synchronously: each read is a few microseconds, while an asynchronous one waits
// its turn in the thread pool, which on a loaded machine made one scan of a few hundred
// processes take seconds.
const pidsOf = (): number[] =>
  readdirSync(PROC)
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** A file of /proc, or null when the process is gone or not ours to read. */
const procRead = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/** A process's working directory, or null when it is gone or not ours to read. */
const cwdOf = (pid: number): string | null =>
  procRead(() => readlinkSync(join(PROC, String(pid), 'cwd')));

/** A process's state letter and parent; null when it is gone. */
const statOf = async (pid: number): Promise<{ state: string; ppid: number } | null> => {
  const text = procRead(() => readFileSync(join(PROC, String(pid), 'stat'), 'utf8'));
  if (!text) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
  const [state = '', ppid = '0'] = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state, ppid: Number(ppid) };
};

const isAlive = async (pid: number): Promise<boolean> => {
  const stat = await statOf(pid);
  // A zombie has exited; only its parent's wait is missing (nobody may reap it in a container).
  return stat !== null && stat.state !== 'Z' && stat.state !== 'X';
};

/** A process's program file name ('postgres'), or null when it is gone or not ours to read. */
const programOf = async (pid: number): Promise<string | null> => {
  const exe = procRead(() => readlinkSync(join(PROC, String(pid), 'exe')));
  return exe ? basename(exe.replace(/ \(deleted\)$/, '')) : null;
};

/**
 * Live PostgreSQL processes whose working directory is the data folder: the cluster's
 * processes (a shell someone left in the folder is not one of them).
 */
export const clusterProcesses = async (dataDir: string): Promise<number[]> => {
  const real = await realpath(dataDir).catch(() => dataDir);
  const found: number[] = [];
  for (const pid of pidsOf()) {
    if (pid === process.pid || cwdOf(pid) !== real) continue;
    if ((await programOf(pid)) === 'postgres' && (await isAlive(pid))) found.push(pid);
  }
  return found;
};

interface LockFile {
  pid: number;
  /** The System V shared memory id of the cluster's interlock block (line 7: key, id). */
  shmId: number | null;
}

const readLock = async (dataDir: string): Promise<LockFile | null> => {
  const text = await nullIfMissing(readFile(join(dataDir, 'postmaster.pid'), 'utf8'));
  if (!text) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const shm = (lines[6] ?? '').trim().split(/\s+/);
  const shmId = shm.length === 2 ? Number(shm[1]) : Number.NaN;
  return { pid: Number.isInteger(pid) ? pid : 0, shmId: Number.isInteger(shmId) ? shmId : null };
};

/** Processes still attached to a System V shared memory block (0 when it is gone). */
const attachedTo = async (shmId: number): Promise<number> => {
  const table = (await nullIfMissing(readFile(join(PROC, 'sysvipc', 'shm'), 'utf8'))) ?? '';
  for (const line of table.split('\n').slice(1)) {
    // key shmid perms size cpid lpid nattch ...
    const fields = line.trim().split(/\s+/);
    if (Number(fields[1]) === shmId) return Number(fields[6] ?? 0);
  }
  return 0;
};

/** The owner a postmaster was started for, when that owner is still its parent and alive. */
const liveOwnerOf = async (postmaster: number): Promise<number | null> => {
  const environ =
    (await nullIfNotOurProcess(readFile(join(PROC, String(postmaster), 'environ'), 'utf8'))) ?? '';
  const entry = environ.split('\0').find((e) => e.startsWith(`${OWNER_VARIABLE}=`));
  const owner = Number(entry?.slice(OWNER_VARIABLE.length + 1));
  if (!Number.isInteger(owner) || owner <= 0) return null;
  const stat = await statOf(postmaster);
  return stat?.ppid === owner && (await isAlive(owner)) ? owner : null;
};

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch (error) {
    // Gone in the meantime: that is what we wanted.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
};

const waitUntil = async (check: () => Promise<boolean>, ms: number): Promise<boolean> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(25);
  }
  return check();
};

/** Whether a lock's pid is dead, or visibly a process of another program or folder. */
const isStale = async (pid: number, dataDir: string): Promise<boolean> => {
  if (!(await isAlive(pid))) return true;
  const real = await realpath(dataDir).catch(() => dataDir);
  const program = await programOf(pid);
  const cwd = cwdOf(pid);
  return (program !== null && program !== 'postgres') || (cwd !== null && cwd !== real);
};

export class FolderInUseError extends Error {
  override readonly name = 'FolderInUseError';
}

/**
 * Clears what an earlier run left in the data folder so a postmaster can start at once.
 * Returns what it did, for the log (empty when nothing was left over).
 */
export const clearLeftovers = async (dataDir: string): Promise<string[]> => {
  const done: string[] = [];
  const lock = await readLock(dataDir);
  let processes = await clusterProcesses(dataDir);
  if (lock && processes.includes(lock.pid)) {
    const owner = await liveOwnerOf(lock.pid);
    if (owner !== null) {
      throw new FolderInUseError(
        `the PostgreSQL data folder ${dataDir} is in use by the server process ${owner} ` +
          `(its PostgreSQL is process ${lock.pid}): stop that server first, or give this one ` +
          'another DATA_DIR',
      );
    }
    // Fast shutdown: clients are disconnected, open transactions roll back, a checkpoint is
    // written. Committed work was already on disk; nothing acknowledged is lost.
    signal(lock.pid, 'SIGINT');
    done.push(`stopped the PostgreSQL left running by an earlier server (process ${lock.pid})`);
    if (!(await waitUntil(async () => !(await isAlive(lock.pid)), 8_000))) {
      signal(lock.pid, 'SIGQUIT');
      await waitUntil(async () => !(await isAlive(lock.pid)), 2_000);
    }
    processes = await clusterProcesses(dataDir);
  }
  if (processes.length > 0) {
    // Backends of a postmaster that died: they exit by themselves on noticing; one busy in a
    // long statement may take a moment. Their transactions never committed; recovery undoes them.
    const left = processes;
    const gone = await waitUntil(async () => (await clusterProcesses(dataDir)).length === 0, 3_000);
    if (!gone) {
      for (const pid of await clusterProcesses(dataDir)) signal(pid, 'SIGKILL');
      await waitUntil(async () => (await clusterProcesses(dataDir)).length === 0, 2_000);
    }
    done.push(`waited for ${left.length} process(es) of a stopped PostgreSQL to end`);
  }
  if (lock?.shmId !== null && lock?.shmId !== undefined) {
    const shmId = lock.shmId;
    if ((await attachedTo(shmId)) > 0) {
      const free = await waitUntil(async () => (await attachedTo(shmId)) === 0, 5_000);
      done.push(
        free
          ? 'waited for the old shared memory block to be released'
          : `shared memory block ${shmId} is still attached (ipcs -m shows by whom)`,
      );
    }
  }
  // A lock whose postmaster is gone is stale. PostgreSQL removes one itself, unless the pid
  // in it now belongs to an unrelated process (likely in containers, where pids are reused
  // soon): then it would refuse to start. So it goes when its pid is dead or visibly another
  // process; one this user cannot inspect is left for PostgreSQL to judge.
  if (
    lock &&
    !(await clusterProcesses(dataDir)).includes(lock.pid) &&
    (await isStale(lock.pid, dataDir))
  ) {
    await rm(join(dataDir, 'postmaster.pid'), { force: true });
    if (done.length === 0) done.push('removed the stale lock of a PostgreSQL that had been killed');
  }
  return done;
};
