// The seamless wallet's targets (issue 26), measured for `scripts/bench --only seamless`, in one
// server and one run, interleaved (bare, plays, balance, orders, again) so drift hits all alike:
// - plays a second from 32 players on one vendor (the demo slot: each play is the vendor's bet
//   and its settle through the seamless wallet, keyed by a fresh round id), target >= 1,500/s;
// - the balance call as a ratio of the bare route (target >= 0.3);
// - lottery orders from the same 32 members on one game, beside them;
// - every answer that was not a 200, by status.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import {
  apiAt,
  brandsFolder,
  databaseUrlOf,
  fundMembers,
  MERCHANT,
  removeCluster,
  signUpMembers,
} from './benchLottery.ts';
import { NO_PORTAL_BUILD, startServerProcess } from './serverProcess.ts';

/** Issue 26: plays a second through the seamless wallet, and the balance call's share of bare. */
export const PLAYS_TARGET = 1500;
export const BALANCE_RATIO_TARGET = 0.3;

interface Lane {
  /** The request each player sends (a function: a play needs a fresh round id each time). */
  next: (player: number) => { path: string; headers: Record<string, string>; body?: string };
}

/** Each of `players` keeps one request in flight on its own connection for `ms`. */
const drive = (port: number, players: number, lane: Lane, ms: number) =>
  new Promise<{ perSecond: number; errors: Map<string, number> }>((resolve) => {
    const agent = new Agent({ keepAlive: true, maxSockets: players });
    const started = performance.now();
    const end = started + ms;
    let ok = 0;
    let active = players;
    const errors = new Map<string, number>();
    const miss = (why: string) => errors.set(why, (errors.get(why) ?? 0) + 1);
    const fire = (player: number) => {
      if (performance.now() >= end) {
        if (--active === 0) {
          agent.destroy();
          resolve({ perSecond: ok / ((performance.now() - started) / 1000), errors });
        }
        return;
      }
      const { path, headers, body } = lane.next(player);
      const method = body === undefined ? 'GET' : 'POST';
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) ok++;
          else miss(String(res.statusCode));
          fire(player);
        });
      });
      req.on('error', () => {
        miss('no answer');
        fire(player);
      });
      req.end(body);
    };
    for (let i = 0; i < players; i++) fire(i);
  });

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

export interface SeamlessFigures {
  players: number;
  bare: number;
  plays: number;
  balance: number;
  orders: number | null;
  errors: Map<string, number>;
  /** The 1-minute load average when the measuring began, and the machine's cores. */
  load: string;
  cores: number;
}

/**
 * 32 members sign up through the API, are funded through the ledger and each launches the
 * demo slot (its own launch token); then, in rounds of `ms` each: the bare route, plays, the
 * balance call and lottery orders, the median of `rounds` kept.
 */
export const seamlessFigures = async (
  options: {
    players?: number | undefined;
    ms?: number | undefined;
    rounds?: number | undefined;
    cpuProfDir?: string | undefined;
    /** Only these lanes (to profile one), else all four. */
    lanes?: readonly ('bare' | 'plays' | 'balance' | 'orders')[] | undefined;
  } = {},
): Promise<SeamlessFigures> => {
  const players = options.players ?? 32;
  const ms = options.ms ?? 3000;
  const rounds = options.rounds ?? 3;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-seamless-'));
  const brandsDir = brandsFolder(dataDir);
  const server = await startServerProcess(dataDir, {
    BRANDS_DIR: brandsDir,
    PORTAL_DIST: NO_PORTAL_BUILD,
    CHALLENGE_MAXNUMBER: '200',
    // `--cpu-prof DIR`: the server writes a V8 CPU profile there when it stops (what bounds it).
    ...(options.cpuProfDir === undefined
      ? {}
      : { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${options.cpuProfDir}` }),
  }).catch((error: unknown) => {
    removeCluster(dataDir);
    throw error;
  });
  const { port } = server;
  const db = { handle: null as ReturnType<typeof openDatabase> | null };
  try {
    const apiFor = (token: string | null) => apiAt(port, token);
    const tokens = await signUpMembers(port, 'player', 'Player@2026', players);
    db.handle = openDatabase(databaseUrlOf(dataDir), 2);
    await fundMembers(db.handle, 'player', 1_000_000_00n, 'bench:players');
    const launches = await Promise.all(
      tokens.map(async (token) => {
        const launched = await apiFor(token).call('launchGame', {
          gameType: 'RNG',
          vassalage: 'DEMO',
          gameId: 'demo-slot',
        });
        const url = new URL(launched.content.game_url, 'http://x');
        const launch = new URLSearchParams(url.hash.slice(1)).get('launch');
        if (!launch) throw new Error('the demo slot launched without a launch token');
        return launch;
      }),
    );
    const memberHeaders = (player: number) => ({
      Merchant: MERCHANT,
      Authorization: tokens[player] ?? '',
      Device: 'web',
      Language: 'EN',
    });
    const bare: Lane = { next: () => ({ path: '/healthz', headers: {} }) };
    const plays: Lane = {
      next: (player) => ({
        path: '/vendor/demo/api/play',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ launch: launches[player], roundId: randomUUID(), stake: 1 }),
      }),
    };
    const balance: Lane = {
      next: (player) => ({ path: '/wps/v2/wallets/balance', headers: memberHeaders(player) }),
    };
    // Lottery orders on a daily game whose sales stay open through the run.
    const api = apiFor(tokens[0] ?? null);
    const menus = await api.call('lotteryGameMenus', {});
    let orderBody: string | null = null;
    for (const game of menus.flatMap((g) => g.games).filter((g) => g.drawGroup === 'LF')) {
      const near = await api.call('nearNumeros', { gameId: game.gameId });
      const { numero, remainTime, lockTime } = near.currentNumero;
      if (remainTime - lockTime < 120_000) continue;
      orderBody = JSON.stringify({
        gameId: game.gameId,
        numero,
        bets: [{ play: 'LF.direct', selection: [[1], [2], [3]], unit: 3, multiplier: 1 }],
      });
      break;
    }
    const body = orderBody;
    const orders: Lane | null =
      body === null
        ? null
        : {
            next: (player) => ({
              path: '/lgw/orders',
              headers: { ...memberHeaders(player), 'Content-Type': 'application/json' },
              body,
            }),
          };
    const wanted = (name: 'bare' | 'plays' | 'balance' | 'orders') =>
      options.lanes === undefined || options.lanes.includes(name);
    // Warm-up: every lane once, short (the JIT, the pools, the accounts opened).
    for (const [name, lane] of [
      ['bare', bare],
      ['plays', plays],
      ['balance', balance],
      ['orders', orders],
    ] as const) {
      if (lane && wanted(name)) await drive(port, players, lane, 700);
    }
    const load = loadavg()[0]?.toFixed(1) ?? '?';
    const runs = { bare: [] as number[], plays: [] as number[], balance: [] as number[] };
    const orderRuns: number[] = [];
    const errors = new Map<string, number>();
    const count = (from: Map<string, number>) => {
      for (const [why, n] of from) errors.set(why, (errors.get(why) ?? 0) + n);
    };
    for (let round = 0; round < rounds; round++) {
      for (const name of ['bare', 'plays', 'balance'] as const) {
        if (!wanted(name)) continue;
        const lane = { bare, plays, balance }[name];
        const result = await drive(port, players, lane, ms);
        runs[name].push(result.perSecond);
        count(result.errors);
      }
      if (orders && wanted('orders')) {
        const result = await drive(port, players, orders, ms);
        orderRuns.push(result.perSecond);
        count(result.errors);
      }
    }
    return {
      players,
      bare: median(runs.bare),
      plays: median(runs.plays),
      balance: median(runs.balance),
      orders: orders ? median(orderRuns) : null,
      errors,
      load,
      cores: cpus().length,
    };
  } finally {
    await db.handle?.destroy();
    await server.stop();
    removeCluster(dataDir);
  }
};

/** The lane's rows for scripts/bench's table, each beside its budget. */
export const seamlessRows = async (
  options: Parameters<typeof seamlessFigures>[0] = {},
): Promise<[string, string][]> => {
  const f = await seamlessFigures(options);
  const at = `load ${f.load} on ${f.cores} cores`;
  return [
    ['seamless: bare route GET /healthz', `${f.bare.toFixed(0)} req/s (${at})`],
    [
      `seamless: demo slot plays (bet + settle), ${f.players} players on one vendor (target ${PLAYS_TARGET}/s)`,
      `${f.plays.toFixed(0)} plays/s; ratio ${(f.plays / PLAYS_TARGET).toFixed(2)} (${at})`,
    ],
    [
      `seamless: balance call / bare (target ${BALANCE_RATIO_TARGET})`,
      `${f.balance.toFixed(0)} req/s, ${(f.balance / f.bare).toFixed(3)} of bare; ratio ${(f.balance / f.bare / BALANCE_RATIO_TARGET).toFixed(2)}`,
    ],
    [
      `seamless: lottery orders beside them (${f.players} bettors, one game)`,
      f.orders === null
        ? 'not measured (every daily game near its lock)'
        : `${f.orders.toFixed(0)} orders/s`,
    ],
    [
      'seamless: non-200 answers during load',
      f.errors.size === 0 ? '0' : [...f.errors].map(([why, n]) => `${n} x ${why}`).join(', '),
    ],
  ];
};

// `node scripts/lib/benchSeamless.ts [--ms N] [--rounds N] [--lanes plays,bare] [--cpu-prof DIR]`
// runs the lane alone, short (a profile of the server with --cpu-prof).
if (import.meta.main) {
  const arg = (name: string) =>
    process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined;
  const text = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const rows = await seamlessRows({
    ms: arg('--ms'),
    rounds: arg('--rounds'),
    cpuProfDir: text('--cpu-prof'),
    lanes: text('--lanes')?.split(',') as ('bare' | 'plays' | 'balance' | 'orders')[] | undefined,
  });
  for (const [k, value] of rows) console.log(`${k} | ${value}`);
}
