// scripts/bench: figures measured side by side in one run.
// - first-load JavaScript of the home page, brotli, from the build manifest;
// - Lighthouse mobile performance of every brand's home page (Debian Chromium, median of 3);
// - the balance call's throughput as a ratio of a bare route on the same server, same run,
//   measured interleaved (bare, balance, bare, balance) so drift hits both alike;
// - placing lottery orders (32 concurrent bettors, one game, one house account) as a ratio
//   of the same bare route.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoAccounts } from '../../apps/server/src/seed/demoAccounts.ts';
import { createApiClient } from '../../packages/api-client/src/index.ts';
import { solveProofOfWork } from '../../packages/contract/src/index.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'apps', 'web', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The entry, its static imports, and the home route's lazy chunk with its static imports. */
const firstLoadJs = () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  visit(entry[0]);
  // The index route's screen; a placeholder until the home page issue lands.
  const home = Object.keys(manifest).find((key) =>
    /screens\/(HomePage|ComingSoon)\.tsx$/.test(key),
  );
  if (home) visit(home);
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { files: files.size, rawKiB: raw / 1024, brotliKiB: brotli / 1024, home: Boolean(home) };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Keeps `concurrency` requests in flight for `ms` and counts completed 200s per second. */
const load = (
  port: number,
  path: string,
  headers: Record<string, string>,
  ms: number,
  concurrency = 32,
  body?: string,
) =>
  new Promise<{ rps: number; errors: number }>((resolve) => {
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const end = performance.now() + ms;
    let done = 0;
    let errors = 0;
    let active = 0;
    const started = performance.now();
    const fire = () => {
      if (performance.now() >= end) {
        if (--active === 0) {
          agent.destroy();
          resolve({ rps: done / ((performance.now() - started) / 1000), errors });
        }
        return;
      }
      const method = body === undefined ? 'GET' : 'POST';
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          else errors++;
          fire();
        });
      });
      req.on('error', () => {
        errors++;
        fire();
      });
      req.end(body);
    };
    for (let i = 0; i < concurrency; i++) {
      active++;
      fire();
    }
  });

/** Runs `work` against a fresh server on its own database, stopped afterwards. */
const withServer = async <T>(work: (port: number) => Promise<T>): Promise<T> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, [join(root, 'apps', 'server', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 400) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 150));
    }
    return await work(port);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

const brandCodes = () =>
  readdirSync(join(root, 'brands'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(root, 'brands', entry.name, 'brand.json')),
    )
    .map((entry) => entry.name)
    .sort();

/**
 * Lighthouse's default (mobile) performance score of each brand's home page, served by the
 * real server; Chromium resolves *.localhost to this machine. Three runs each, the median kept.
 */
const lighthouseScores = (runs = 3) =>
  withServer(async (port) => {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const scores: { brand: string; median: number; runs: number[] }[] = [];
      for (const brand of brandCodes()) {
        const all: number[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(`http://${brand}.localhost:${port}/`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const score = result?.lhr.categories.performance?.score;
          if (typeof score === 'number') all.push(Math.round(score * 100));
        }
        scores.push({ brand, median: median(all), runs: all });
      }
      return scores;
    } finally {
      chrome.kill();
    }
  });

const throughput = () =>
  withServer(async (port) => {
    const brand = JSON.parse(
      readFileSync(join(root, 'brands', 'sunrise', 'brand.json'), 'utf8'),
    ) as { merchantCode: string };
    let token: string | null = null;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      merchant: brand.merchantCode,
      getLanguage: () => 'EN',
      getToken: () => token,
    });
    const member = demoAccounts.find((a) => a.role === 'member');
    if (!member) throw new Error('no demo member');
    // Logins need a solved proof-of-work challenge, as the portal sends it.
    const challenge = await api.call('verificationChallenge', {});
    token = (
      await api.call('login', {
        username: member.username,
        password: member.password,
        type: 'username',
        challengeId: challenge.challengeId,
        challengeSolution: String(await solveProofOfWork(challenge)),
      })
    ).token;
    const bare = { path: '/healthz', headers: {} };
    const balance = {
      path: '/wps/v2/wallets/balance',
      headers: {
        Merchant: brand.merchantCode,
        Authorization: token,
        Device: 'web',
        Language: 'EN',
      },
    };
    await load(port, bare.path, bare.headers, 1000); // warm-up
    await load(port, balance.path, balance.headers, 1000);
    const rounds = { bare: [] as number[], balance: [] as number[] };
    let errors = 0;
    for (let round = 0; round < 3; round++) {
      const a = await load(port, bare.path, bare.headers, 2500);
      const b = await load(port, balance.path, balance.headers, 2500);
      rounds.bare.push(a.rps);
      rounds.balance.push(b.rps);
      errors += a.errors + b.errors;
    }
    // Lottery orders: a daily game whose sales stay open through the run (not in its last
    // minutes before the lock), one 2-fen stake an order.
    const menus = await api.call('lotteryGameMenus', {});
    const games = menus.flatMap((g) => g.games).filter((g) => g.drawGroup === 'LF');
    let order: { path: string; headers: Record<string, string>; body: string } | null = null;
    for (const game of games) {
      const near = await api.call('nearNumeros', { gameId: game.gameId });
      const { numero, remainTime, lockTime } = near.currentNumero;
      if (remainTime - lockTime < 120_000) continue;
      order = {
        path: '/lgw/orders',
        headers: { ...balance.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          gameId: game.gameId,
          numero,
          bets: [{ play: 'LF.direct', selection: [[1], [2], [3]], unit: 3, multiplier: 1 }],
        }),
      };
      break;
    }
    const orders: number[] = [];
    const bareAgain: number[] = [];
    if (order) {
      for (let round = 0; round < 3; round++) {
        const a = await load(port, bare.path, bare.headers, 2500);
        const b = await load(port, order.path, order.headers, 2500, 32, order.body);
        bareAgain.push(a.rps);
        orders.push(b.rps);
        errors += a.errors + b.errors;
      }
    }
    return {
      bare: median(rounds.bare),
      balance: median(rounds.balance),
      orders: order ? median(orders) : null,
      bareForOrders: median(bareAgain),
      errors,
    };
  });

if (!existsSync(join(dist, '.vite', 'manifest.json')))
  throw new Error('build the portal first (scripts/bench does)');
const js = firstLoadJs();
const scores = await lighthouseScores();
const rps = await throughput();
const rows: [string, string][] = [
  [
    `home first-load JS (${js.files} files${js.home ? '' : ', entry only'})`,
    `${js.brotliKiB.toFixed(1)} KiB brotli (${js.rawKiB.toFixed(1)} KiB raw)`,
  ],
  ...scores.map(({ brand, median: score, runs }): [string, string] => [
    `home ${brand}: Lighthouse mobile performance`,
    `${score} (median of ${runs.join(', ')})`,
  ]),
  ['bare route GET /healthz', `${rps.bare.toFixed(0)} req/s`],
  ['GET /wps/v2/wallets/balance (session + ledger)', `${rps.balance.toFixed(0)} req/s`],
  ['balance / bare', `${(rps.balance / rps.bare).toFixed(3)}`],
  [
    'POST /lgw/orders (32 bettors, one game)',
    rps.orders === null
      ? 'not measured (every daily game near its lock)'
      : `${rps.orders.toFixed(0)} orders/s`,
  ],
  [
    'lottery orders / bare',
    rps.orders === null ? '-' : `${(rps.orders / rps.bareForOrders).toFixed(3)}`,
  ],
  ['non-200 answers during load', String(rps.errors)],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\n${'measure'.padEnd(width)} | value\n${'-'.repeat(width)}-|------`);
for (const [k, value] of rows) console.log(`${k.padEnd(width)} | ${value}`);
