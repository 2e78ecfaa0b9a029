// scripts/chaos: players on the seamless wallet while the server is killed with SIGKILL at
// random moments and restarted, as a supervisor would. After each restart it checks that
// nothing acknowledged was lost, the money still adds up and the member-activity figures
// still equal the rows that cause them; it prints the figures and exits
// non-zero on any violation or on a restart that did not come up at the first try.
import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Db, openDatabase, poolOf } from '../../apps/server/src/db/database.ts';
import { type Invariants, readInvariants } from '../../apps/server/src/db/invariants.ts';
import {
  apiFor,
  brandsFolder,
  fundPlayers,
  MERCHANT,
  type Player,
  SlotPlayers,
  signUpPlayers,
  sleep,
} from './players.ts';
import { freePort, NO_PORTAL_BUILD, spawnServer } from './serverProcess.ts';

const { values: flags } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    players: { type: 'string', default: '32' },
    // Seconds an unsettled round waits for its recovery job (the server's ROUND_RECOVERY_SECONDS).
    window: { type: 'string', default: '2' },
    // Seconds of play between kills: each kill comes at a random moment within this.
    between: { type: 'string', default: '4' },
    // Kill its PostgreSQL with the server: 'alternate' (every second kill), 'always' or 'never'.
    'with-postgres': { type: 'string', default: 'alternate' },
    // A restart slower than this counts as a violation (the bound is 10 s).
    'restart-bound': { type: 'string', default: '10' },
    'keep-data': { type: 'boolean', default: false },
    // The kills after the vendor rounds' (issue 23): one while a lottery draw with many orders
    // is being settled (on by default), and with --deposits one while the sandbox provider's
    // payment callbacks arrive. Its first runs found a restart defect (stale graphile-worker
    // locks of the killed process, fixed by jobs/jobQueue.ts unlockDeadPools); since then it
    // passes, and scripts/test's small chaos step runs it (it prints what the phase cost).
    'no-lottery': { type: 'boolean', default: false },
    deposits: { type: 'boolean', default: false },
  },
});

const whole = (name: string, raw: string | undefined, min: number) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
    process.exit(2);
  }
  return value;
};
const KILLS = whole('kills', flags.kills, 0);
const PLAYERS = whole('players', flags.players, 1);
const WINDOW_S = whole('window', flags.window, 1);
const BETWEEN_S = whole('between', flags.between, 1);
const WITH_POSTGRES = flags['with-postgres'];
if (!['alternate', 'always', 'never'].includes(WITH_POSTGRES ?? '')) {
  console.error(`--with-postgres is alternate, always or never, got "${WITH_POSTGRES}"`);
  process.exit(2);
}
const RESTART_BOUND_MS = whole('restart-bound', flags['restart-bound'], 1) * 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-chaos-'));
const brandsDir = brandsFolder(dataDir);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

// ---- the server, supervised ------------------------------------------------------------

let server: ChildProcess | null = null;
let serverLog = '';

/** Starts the server once and waits for it to serve; null when it did not come up. */
const startServer = (): Promise<{ ms: number } | null> =>
  new Promise((resolve) => {
    const began = Date.now();
    const child = spawnServer(
      port,
      {
        DATA_DIR: dataDir,
        BRANDS_DIR: brandsDir,
        PORTAL_DIST: NO_PORTAL_BUILD,
        LOG_LEVEL: 'warn',
        // The proof of work is not what is under test; an easy one keeps sign-ups quick.
        CHALLENGE_MAXNUMBER: '200',
        ROUND_RECOVERY_SECONDS: String(WINDOW_S),
      },
      ['ignore', 'pipe', 'pipe'],
    );
    server = child;
    serverLog = '';
    const keep = (chunk: Buffer) => {
      serverLog = (serverLog + chunk.toString('utf8')).slice(-20_000);
    };
    child.stderr?.on('data', keep);
    let settled = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (!settled && serverLog.includes('server ready on')) {
        settled = true;
        resolve({ ms: Date.now() - began });
      }
    });
    child.on('exit', () => {
      if (!settled) {
        settled = true;
        resolve(null);
      }
    });
  });

const postmasterPid = (): number => {
  const location = join(dataDir, 'pg.location');
  const pgDir = existsSync(location) ? readFileSync(location, 'utf8').trim() : join(dataDir, 'pg');
  return Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
};

const databaseUrl = (): string => {
  const location = join(dataDir, 'pg.location');
  const pgDir = existsSync(location) ? readFileSync(location, 'utf8').trim() : join(dataDir, 'pg');
  const lock = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock[3]}/postgres`;
};

const killServer = async (withPostgres: boolean) => {
  const child = server;
  if (!child) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const postmaster = withPostgres ? postmasterPid() : 0;
  child.kill('SIGKILL');
  if (postmaster > 0) process.kill(postmaster, 'SIGKILL');
  await exited;
};

// ---- players ---------------------------------------------------------------------------

const slots = new SlotPlayers();
const acked = slots.acked;

// ---- checks ----------------------------------------------------------------------------

interface Check {
  kill: number;
  restartMs: number | null;
  mode: string;
  invariants: Invariants;
  waitedForOpenMs: number;
}
const checks: Check[] = [];
const problems: string[] = [];

/**
 * Checks the invariants, waiting up to the window plus slack for rounds cut off by the kill
 * to be recovered. The slack grows with the last restart time: a machine that slow runs the
 * sweep that much slower too.
 */
const check = async (db: Db, killedAt: Date, restartMs = 0) => {
  const began = Date.now();
  const until = began + WINDOW_S * 1000 + Math.max(15_000, restartMs);
  let invariants = await readInvariants(db, { ackedRoundIds: [...acked], openBefore: killedAt });
  while (invariants.openRounds > 0 && Date.now() < until) {
    await sleep(250);
    invariants = await readInvariants(db, { ackedRoundIds: [...acked], openBefore: killedAt });
  }
  return { invariants, waitedForOpenMs: Date.now() - began };
};

const problemsOf = (label: string, i: Invariants) => {
  const found: string[] = [];
  if (i.ackedNotSettled.length > 0)
    found.push(`${label}: ${i.ackedNotSettled.length} acknowledged round(s) not settled`);
  if (i.unbalancedTransactions > 0)
    found.push(`${label}: ${i.unbalancedTransactions} unbalanced ledger transaction(s)`);
  if (i.balanceMismatches > 0)
    found.push(`${label}: ${i.balanceMismatches} balance(s) differ from their entries`);
  if (i.negativeMembers > 0)
    found.push(`${label}: ${i.negativeMembers} negative member balance(s)`);
  if (i.figureMismatches > 0)
    found.push(`${label}: ${i.figureMismatches} member figure(s) differ from their rows`);
  if (i.openRounds > 0) found.push(`${label}: ${i.openRounds} round(s) left open`);
  return found;
};

// ---- kills during a lottery settlement and during payment callbacks (issue 23) ---------

const phaseRows: [string, string][] = [];
const restartTimes: number[] = [];
/** Kills done, the vendor rounds' and the phases' alike. */
let killsDone = 0;

/** Kills the server alone (its PostgreSQL stays up to be read) and starts it again. */
const killAndRestart = async (label: string): Promise<number | null> => {
  killsDone += 1;
  await killServer(false);
  const restarted = await startServer();
  if (!restarted) {
    problems.push(`${label}: the restart failed at the first try`);
    console.log(serverLog);
    return null;
  }
  restartTimes.push(restarted.ms);
  if (restarted.ms > RESTART_BOUND_MS) problems.push(`${label}: restart took ${restarted.ms} ms`);
  return restarted.ms;
};

/** Reads until `done` holds or `ms` pass; answers the last value read. */
const pollUntil = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) => {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(100);
    value = await read();
  }
  return value;
};

const LOTTERY_GAME = 'K31M';
const SLIPS_PER_PLAYER = 3;
/** A slip's bets, one order each: every sum of three dice, so some win and some lose. */
const slipBets = Array.from({ length: 48 }, (_, i) => ({
  play: 'K3.sum',
  selection: [[3 + (i % 16)]],
  unit: 1 as const,
  multiplier: 1,
}));

/**
 * Every player buys slips on the fast dice game's next numero; at its draw time the server is
 * killed as soon as the draw is seen drawn (its settlement job then pending or running) and
 * restarted. Then the draw must be settled exactly once: every acknowledged order settled,
 * one settlement movement for the draw, each order's wallet line in it equal to its payout.
 */
const lotteryPhase = async (players: Player[]) => {
  const label = 'lottery settlement kill';
  let phaseDb = openDatabase(databaseUrl(), 2);
  try {
    const game = await phaseDb
      .selectFrom('lottery_games as g')
      .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
      .select('g.id')
      .where('m.merchant_code', '=', MERCHANT)
      .where('g.game_code', '=', LOTTERY_GAME)
      .executeTakeFirstOrThrow();
    // Each player's slips are paid for afresh (the rounds before may have spent the funding),
    // before the numero is chosen: on a loaded machine the funding took the numero's last
    // selling seconds and every slip met a closed draw.
    await fundPlayers(
      phaseDb,
      players,
      BigInt(SLIPS_PER_PLAYER * slipBets.length * 2 * 100),
      'chaos-lottery-funding',
    );
    const waitStarted = Date.now();
    // The numero on sale (the earliest open one: the ones after it are written but not yet
    // selling, and refuse a slip with 409), once it has a few seconds of selling left for the
    // slips to go in; too close to its lock, the next one is waited for.
    const draw = await pollUntil(
      () =>
        phaseDb
          .selectFrom('lottery_draws')
          .select(['numero', 'draw_at', 'lock_at'])
          .where('game_id', '=', game.id)
          .where('state', '=', 'open')
          .orderBy('draw_at')
          .executeTakeFirst(),
      (found) => found?.lock_at != null && new Date(found.lock_at).getTime() > Date.now() + 10_000,
      130_000,
    );
    if (!draw) throw new Error(`${label}: no open numero of ${LOTTERY_GAME}`);
    const numeroWaitMs = Date.now() - waitStarted;
    const acked: string[] = [];
    let refusedSlips = 0;
    const refusals = new Set<string>();
    await Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < SLIPS_PER_PLAYER; i++) {
          try {
            const slip = await apiFor(player.origin, player.token).call('placeLotteryOrder', {
              gameId: game.id,
              numero: draw.numero,
              bets: slipBets,
            });
            acked.push(...slip.orders.map((order) => order.orderNo));
          } catch (error) {
            refusedSlips += 1;
            const failure = error as { code?: string; status?: number };
            refusals.add(`${failure.code ?? String(error)} (HTTP ${failure.status ?? '?'})`);
          }
        }
      }),
    );
    const drawWaitMs = Math.max(0, new Date(draw.draw_at).getTime() - Date.now());
    await sleep(drawWaitMs);
    const stateOf = async () =>
      (
        await phaseDb
          .selectFrom('lottery_draws')
          .select('state')
          .where('game_id', '=', game.id)
          .where('numero', '=', draw.numero)
          .executeTakeFirstOrThrow()
      ).state;
    const until = Date.now() + 20_000;
    let seen = await stateOf();
    while (seen === 'open' && Date.now() < until) {
      await sleep(5);
      seen = await stateOf();
    }
    const killedAt = new Date();
    const restartMs = await killAndRestart(label);
    if (restartMs === null) return;
    // The database's address is read again: a restart may bring its cluster up elsewhere.
    await phaseDb.destroy();
    phaseDb = openDatabase(databaseUrl(), 2);
    const settledState = await pollUntil(
      stateOf,
      (state) => state === 'settled',
      30_000 + restartMs,
    );
    const settleKey = `lottery-draw:${game.id}:${draw.numero}:settle:%`;
    const orders = await poolOf(phaseDb).query<{ n: string; open: string; mismatched: string }>(
      `SELECT count(*) AS n,
        count(*) FILTER (WHERE o.status = 2) AS open,
        count(*) FILTER (WHERE o.status <> 2 AND o.payout IS DISTINCT FROM coalesce((
          SELECT sum(e.amount) FROM ledger_entries e
          JOIN ledger_transactions t ON t.id = e.transaction_id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.idempotency_key LIKE $1 AND a.member_id IS NOT NULL
            AND e.reference = 'lottery-order:' || o.id), 0)) AS mismatched
      FROM lottery_orders o WHERE o.id::text = ANY($2::text[])`,
      [settleKey, acked],
    );
    const movements = await poolOf(phaseDb).query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE $1',
      [settleKey],
    );
    const row = orders.rows[0];
    const found = Number(row?.n ?? 0);
    const stillOpen = Number(row?.open ?? 0);
    const mismatched = Number(row?.mismatched ?? 0);
    const settlements = Number(movements.rows[0]?.n ?? 0);
    // A kill with nothing to settle proves nothing.
    if (acked.length === 0)
      problems.push(`${label}: no order was acknowledged (${[...refusals].join(', ')})`);
    if (settledState !== 'settled')
      problems.push(`${label}: the draw is ${settledState}, not settled`);
    if (found !== acked.length)
      problems.push(`${label}: ${acked.length - found} acknowledged order(s) missing`);
    if (stillOpen > 0) problems.push(`${label}: ${stillOpen} acknowledged order(s) not settled`);
    if (settlements !== 1)
      problems.push(`${label}: ${settlements} settlement movements for the draw, not 1`);
    if (mismatched > 0)
      problems.push(`${label}: ${mismatched} order(s) paid other than their payout`);
    const { invariants } = await check(phaseDb, killedAt, restartMs);
    problems.push(...problemsOf(label, invariants));
    phaseRows.push(
      [
        'lottery orders acknowledged (one draw)',
        `${acked.length} (${refusedSlips} slip(s) refused)`,
      ],
      ['lottery draw state when killed / after', `${seen} / ${settledState}`],
      ['lottery settlement movements for the draw', String(settlements)],
      [
        'lottery phase idle (numero on sale / draw time)',
        `${(numeroWaitMs / 1000).toFixed(1)} s / ${(drawWaitMs / 1000).toFixed(1)} s`,
      ],
    );
    console.log(
      `  ${label}: ${acked.length} orders on ${draw.numero}; killed with the draw ${seen}; ` +
        `up again in ${restartMs} ms; draw ${settledState}, ` +
        `${settlements} settlement movement(s), ${stillOpen} open, ${mismatched} mispaid`,
    );
  } finally {
    await phaseDb.destroy();
  }
};

/**
 * Every player opens sandbox deposits and approves them on the provider's page, whose signed
 * callbacks (delivered as jobs, retried, now and then twice) pay them; the server is killed
 * among them and restarted. Then every approved deposit must be paid, once, for its amount.
 */
const depositPhase = async (players: Player[]) => {
  const label = 'payment callback kill';
  const phaseStarted = Date.now();
  const acked: string[] = [];
  let depositing = true;
  let failed = 0;
  const depositLoop = async (player: Player) => {
    while (depositing) {
      try {
        const order = await apiFor(player.origin, player.token).call('depositCreate', {
          channelId: 'sandbox',
          amount: '12.00',
          clientOrderId: randomUUID(),
        });
        if (!order.cashierUrl) throw new Error('a sandbox deposit without its cashier page');
        const approved = await fetch(new URL(order.cashierUrl, origin), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve',
          signal: AbortSignal.timeout(15_000),
        });
        if (approved.status === 200) acked.push(order.orderNo);
        else failed += 1;
      } catch {
        failed += 1;
        await sleep(200);
      }
    }
  };
  const loops = players.map((player) => depositLoop(player));
  await sleep(1_000 + randomInt(BETWEEN_S * 1000));
  const killedAt = new Date();
  const restartMs = await killAndRestart(label);
  await sleep(1_000);
  depositing = false;
  await Promise.all(loops);
  if (restartMs === null) return;
  const phaseDb = openDatabase(databaseUrl(), 2);
  try {
    const read = async () =>
      (
        await poolOf(phaseDb).query<{ n: string; paid: string; movements: string; wrong: string }>(
          `SELECT count(*) AS n,
            count(*) FILTER (WHERE d.status = 'paid') AS paid,
            coalesce(sum((SELECT count(*) FROM ledger_transactions t
              WHERE t.idempotency_key = 'deposit:' || d.order_no)), 0) AS movements,
            count(*) FILTER (WHERE d.status = 'paid' AND d.paid_amount <> d.amount) AS wrong
          FROM deposit_orders d WHERE d.order_no = ANY($1::text[])`,
          [acked],
        )
      ).rows[0];
    const last = await pollUntil(
      read,
      (row) => Number(row?.paid ?? 0) === acked.length && Number(row?.movements) === acked.length,
      30_000 + restartMs,
    );
    const [found, paid, movements, wrong] = [last?.n, last?.paid, last?.movements, last?.wrong].map(
      Number,
    ) as [number, number, number, number];
    if (found !== acked.length)
      problems.push(`${label}: ${acked.length - found} approved deposit(s) missing`);
    if (paid !== acked.length)
      problems.push(`${label}: ${acked.length - paid} approved deposit(s) not paid`);
    if (movements !== paid)
      problems.push(`${label}: ${movements} deposit movements for ${paid} paid deposit(s)`);
    if (wrong > 0) problems.push(`${label}: ${wrong} deposit(s) paid another amount`);
    const { invariants } = await check(phaseDb, killedAt, restartMs);
    problems.push(...problemsOf(label, invariants));
    const callbacks = await poolOf(phaseDb).query<{ n: string }>(
      'SELECT count(*) AS n FROM payment_callbacks',
    );
    phaseRows.push(
      ['deposits approved at the provider', `${acked.length} (${failed} attempt(s) failed)`],
      ['approved deposits paid / deposit movements', `${paid} / ${movements}`],
      ['provider callbacks received (duplicates included)', callbacks.rows[0]?.n ?? '0'],
      ['payment callback phase took', `${Date.now() - phaseStarted} ms`],
    );
    console.log(
      `  ${label}: ${acked.length} approved; up again in ${restartMs} ms; ` +
        `${paid} paid, ${movements} deposit movement(s); the phase took ${Date.now() - phaseStarted} ms`,
    );
  } finally {
    await phaseDb.destroy();
  }
};

// ---- the run ---------------------------------------------------------------------------

const cleanUp = async (keep = false) => {
  const child = server;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (keep || flags['keep-data']) {
    console.log(`chaos: the run's data is kept in ${dataDir}`);
  } else {
    const location = join(dataDir, 'pg.location');
    if (existsSync(location)) {
      const pgDir = readFileSync(location, 'utf8').trim();
      rmSync(join(pgDir, '..'), { recursive: true, force: true });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// Ctrl-C: stop the server and remove the run's data like a normal end does.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    slots.playing = false;
    console.log(`\n${signal}: stopping the server and removing ${dataDir}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let db: Db | null = null;
/** Where the run's time went, stage by stage (scripts/test's budget is read from these). */
const stageTimes: [string, number][] = [];
let stageStart = Date.now();
const stageDone = (name: string) => {
  stageTimes.push([name, Date.now() - stageStart]);
  stageStart = Date.now();
};
try {
  console.log(
    `› chaos: ${PLAYERS} players, ${KILLS} kills (PostgreSQL too: ${WITH_POSTGRES}), ` +
      `recovery window ${WINDOW_S} s, data in ${dataDir}`,
  );
  const first = await startServer();
  if (!first) throw new Error(`the server did not start:\n${serverLog}`);
  console.log(`› first start (new cluster, migrations, seed): ${first.ms} ms`);
  stageDone('first start');

  // Sign-ups through the API (sealed, with the proof of work), then each new member is funded
  // from the brand's opening house account through the ledger, as the seed funds demo members.
  const players = await signUpPlayers([origin], 'chaos', 'Chaos@2026', PLAYERS);
  db = openDatabase(databaseUrl(), 4);
  await fundPlayers(db, players, 5_000_00n, 'chaos-funding');
  await db.destroy();
  db = null;
  console.log(`› ${players.length} players signed up and funded; playing`);
  stageDone('sign-ups and funding');

  slots.start(players);
  for (let kill = 1; kill <= KILLS; kill++) {
    await sleep(500 + randomInt(BETWEEN_S * 1000));
    const withPostgres =
      WITH_POSTGRES === 'always' || (WITH_POSTGRES === 'alternate' && kill % 2 === 0);
    const killedAt = new Date();
    killsDone += 1;
    await killServer(withPostgres);
    const restarted = await startServer();
    const mode = withPostgres ? 'server + PostgreSQL' : 'server alone';
    if (!restarted) {
      problems.push(`kill ${kill} (${mode}): the restart failed at the first try`);
      console.log(serverLog);
      break;
    }
    restartTimes.push(restarted.ms);
    if (restarted.ms > RESTART_BOUND_MS) {
      problems.push(`kill ${kill} (${mode}): restart took ${restarted.ms} ms`);
    }
    db = openDatabase(databaseUrl(), 2);
    const { invariants, waitedForOpenMs } = await check(db, killedAt, restarted.ms);
    await db.destroy();
    db = null;
    checks.push({ kill, restartMs: restarted.ms, mode, invariants, waitedForOpenMs });
    problems.push(...problemsOf(`kill ${kill}`, invariants));
    console.log(
      `  kill ${String(kill).padStart(2)} (${mode.padEnd(19)}): up again in ${restarted.ms} ms; ` +
        `${acked.length} acknowledged, ${invariants.ackedNotSettled.length} of them unsettled; ` +
        `rounds ${JSON.stringify(invariants.rounds)}; open after the window: ${invariants.openRounds} ` +
        `(waited ${waitedForOpenMs} ms)`,
    );
  }
  // After a restart that failed there is no server to kill again.
  const up = () => server !== null && server.exitCode === null && server.signalCode === null;
  stageDone(`${KILLS} kills of the vendor rounds`);
  if (!flags['no-lottery'] && up()) {
    await lotteryPhase(players);
    stageDone('lottery settlement kill');
  }
  if (flags.deposits && up()) {
    await depositPhase(players);
    stageDone('payment callback kill');
  }
  await slots.stop();
  // Last look, after the window, with no one playing.
  await sleep(WINDOW_S * 1000 + 2_000);
  db = openDatabase(databaseUrl(), 2);
  const { invariants: last } = await check(db, new Date());
  await db.destroy();
  db = null;
  problems.push(...problemsOf('final', last));
  stageDone('final check');

  const sorted = [...restartTimes].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const rows: [string, string][] = [
    ['players', String(PLAYERS)],
    [
      'kills (SIGKILL)',
      `${KILLS} (${checks.filter((c) => c.mode !== 'server alone').length} with PostgreSQL)`,
    ],
    ['restarts up at the first try', `${restartTimes.length} of ${killsDone}`],
    [
      'restart time min / median / max',
      sorted.length ? `${sorted[0]} / ${pick(0.5)} / ${sorted.at(-1)} ms` : '-',
    ],
    [
      `restarts over ${RESTART_BOUND_MS / 1000} s`,
      String(restartTimes.filter((ms) => ms > RESTART_BOUND_MS).length),
    ],
    [
      'load average at the end (1 / 5 / 15 min)',
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' / '),
    ],
    ['rounds acknowledged', String(acked.length)],
    ['acknowledged rounds settled', String(last.ackedSettled)],
    ['acknowledged rounds not settled', String(last.ackedNotSettled.length)],
    ['requests cut off by a kill', String(slots.cutOff)],
    ['requests refused while the server was down', String(slots.unreachable)],
    ['requests refused (503 while starting, etc.)', String(slots.refused)],
    [
      'rounds settled / rolled back / open',
      `${last.rounds.settled ?? 0} / ${last.rounds.rolledback ?? 0} / ${last.rounds.open ?? 0}`,
    ],
    ['ledger transactions', String(last.transactions)],
    ['unbalanced ledger transactions', String(last.unbalancedTransactions)],
    ['cached balances off their entries', String(last.balanceMismatches)],
    ['negative member balances', String(last.negativeMembers)],
    ['member-activity figures off their rows', String(last.figureMismatches)],
    ...phaseRows,
    [
      'time by stage',
      stageTimes.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', '),
    ],
    ['violations', String(problems.length)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'chaos figure'.padEnd(width)} | value\n${'-'.repeat(width)}-|------`);
  for (const [k, value] of rows) console.log(`${k.padEnd(width)} | ${value}`);
  for (const problem of problems) console.log(`✗ ${problem}`);
} catch (error) {
  problems.push(String(error instanceof Error ? (error.stack ?? error.message) : error));
  console.error(error);
} finally {
  slots.playing = false;
  if (db) await db.destroy();
  // A run that found a violation keeps its data (server and PostgreSQL folders), so the rows
  // behind it can be read afterwards: a loaded clean-clone run once found two members' figures
  // off their rows that no later run showed again (the check counted no VIP gifts, which the
  // VIP tick pays every ten minutes to members past a level: activity/figures.ts).
  await cleanUp(problems.length > 0);
}
console.log(problems.length === 0 ? 'chaos: ok' : `chaos: ${problems.length} violation(s)`);
process.exit(problems.length === 0 ? 0 : 1);
