import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { FIXTURE_BRANDS } from './harness.ts';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with where it listens (`http://127.0.0.1:PORT`) once it says it is ready. */
  ready: Promise<string>;
  /** What it wrote to stdout so far, in order (pino writes its lines there). */
  stdout(): string;
  /** stdout and stderr together, for failure messages. */
  output(): string;
}

/**
 * The real server as an operator runs it (`node src/main.ts`) on its own embedded PostgreSQL
 * in `dataDir` (or on `env.DATABASE_URL`), with the fixture brands. `ready` rejects if it exits before it is ready; the
 * child is there at once, so a test can always stop it.
 */
export const spawnServer = (
  dataDir: string,
  options: { env?: Record<string, string> } = {},
): ServerProcess => {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRANDS_DIR: FIXTURE_BRANDS,
      LOG_LEVEL: 'info',
      // Several test servers may run at once: each takes a free port for its figures.
      METRICS_ADDRESS: '127.0.0.1:0',
      // DATABASE_URL (servers sharing one database), SECRETS_KEY and the like.
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      output += chunk.toString('utf8');
      const port = /^server ready on http:\/\/localhost:(\d+)$/m.exec(stdout)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`the server exited during start (${signal ?? code}):\n${output}`)),
    );
  });
  return { child, ready, stdout: () => stdout, output: () => output };
};
