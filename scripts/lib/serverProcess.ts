// A production server process for the benchmarks: its own port, data folder and embedded
// PostgreSQL, a fresh secrets key (production refuses to start without one), ready when
// /healthz answers. A process that exits before it is ready fails the run at once.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** A port on the loopback address that nothing listens on now (the system picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** The portal build the scripts' servers serve: none (they drive the API alone). */
export const NO_PORTAL_BUILD = join(root, 'apps', 'server', 'test', 'fixtures', 'no-portal-build');

/**
 * The server's entry point as a child process listening on the loopback address at `port`,
 * with `env` over this process's environment (the benches, chaos and failover all start it so).
 */
export const spawnServer = (port: number, env: Record<string, string>, stdio: StdioOptions) =>
  spawn(process.execPath, [join(root, 'apps', 'server', 'src', 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });

export interface ServerProcess {
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export const startServerProcess = async (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawnServer(
    port,
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      METRICS_ADDRESS: 'off',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...env,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  // A bench that dies (an uncaught error) takes its server along rather than leave it running,
  // holding its port, its PostgreSQL and the output pipe.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphaned);
      resolve(code);
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 2000) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { port, process: child, stop };
};
