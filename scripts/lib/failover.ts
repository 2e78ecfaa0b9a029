// scripts/failover: a primary PostgreSQL with a synchronous standby, two server instances on
// both hosts, players on the seamless wallet; the primary is lost and the standby promoted.
// Exits non-zero when an acknowledged round is missing or unsettled on the new primary, the
// ledger does not balance, or service does not return within the bound (issue 26).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { type Invariants, readInvariants } from '../../apps/server/src/db/invariants.ts';
import {
  openHouseAccount,
  openMemberWallet,
  transfer,
} from '../../apps/server/src/ledger/ledger.ts';
import { OPENING_HOUSE_ACCOUNT } from '../../apps/server/src/seed/seed.ts';
import { contractValidator, createApiClient } from '../../packages/api-client/src/index.ts';
import { solveProofOfWork } from '../../packages/contract/src/index.ts';
import { freePort } from './serverProcess.ts';

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', default: 'kill' },
    players: { type: 'string', default: '32' },
    before: { type: 'string', default: '8' },
    after: { type: 'string', default: '8' },
    'service-bound': { type: 'string', default: '30' },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
  },
});
const MODE = flags.mode === 'unreachable' ? 'unreachable' : 'kill';
const PLAYERS = Number(flags.players);
const BEFORE_S = Number(flags.before);
const AFTER_S = Number(flags.after);
const SERVICE_BOUND_MS = Number(flags['service-bound']) * 1000;
// Debian's PostgreSQL binaries (scripts/failover passes the ones env.sh found).
const PG_BIN = flags['pg-bin'];
const root = join(import.meta.dirname, '..', '..');
const STAKES = [1, 2, 5, 10] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Game launches that failed while the database was away (the player launches again). */
let launchFailures = 0;
let lastLaunchFailure = '';
const relaunch = async (player: Player) => {
  try {
    await launch(player);
  } catch (error) {
    launchFailures += 1;
    lastLaunchFailure = error instanceof Error ? error.message : String(error);
    await sleep(200);
  }
};

const dir = mkdtempSync(join(tmpdir(), 'portal-failover-'));
const asRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: the package's own user owns the clusters.
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}
const pg = (tool: string, args: string[]) =>
  execFileSync(
    asRoot ? 'runuser' : join(PG_BIN, tool),
    asRoot ? ['-u', 'postgres', '--', join(PG_BIN, tool), ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).toString();

const primaryPort = await freePort();
const standbyPort = await freePort();
const primaryDir = join(dir, 'primary');
const standbyDir = join(dir, 'standby');
const common = `-c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200 -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on`;

pg('initdb', [
  '-D',
  primaryDir,
  '-U',
  'postgres',
  '--auth=trust',
  '-E',
  'UTF8',
  '--locale=C.UTF-8',
]);
// Synchronous: a commit is acknowledged only once the standby has it, so a promotion loses
// nothing acknowledged. Set on the primary's command line only: the promoted standby must not
// wait for a standby of its own that does not exist.
pg('pg_ctl', [
  '-D',
  primaryDir,
  '-w',
  '-l',
  join(dir, 'primary.log'),
  '-o',
  `${common} -c port=${primaryPort} -c synchronous_standby_names=standby -c synchronous_commit=on`,
  'start',
]);
pg('pg_basebackup', [
  '-h',
  '127.0.0.1',
  '-p',
  String(primaryPort),
  '-U',
  'postgres',
  '-D',
  standbyDir,
  '-R',
  '-X',
  'stream',
]);
writeFileSync(
  join(standbyDir, 'postgresql.auto.conf'),
  `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=standby'\n`,
  { flag: 'a' },
);
pg('pg_ctl', [
  '-D',
  standbyDir,
  '-w',
  '-l',
  join(dir, 'standby.log'),
  '-o',
  `${common} -c port=${standbyPort}`,
  'start',
]);
const DATABASE_URL = `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/postgres?target_session_attrs=read-write`;

// ---- two server instances on both hosts ---------------------------------------------------

const brandsDir = join(dir, 'brands');
cpSync(
  join(root, 'apps', 'server', 'test', 'fixtures', 'brands', 'alpha'),
  join(brandsDir, 'alpha'),
  { recursive: true },
);
const brandFile = join(brandsDir, 'alpha', 'brand.json');
const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { features: Record<string, boolean> };
brand.features.MOBILENUMREG3 = false;
brand.features.REGMOBVERF3 = false;
writeFileSync(brandFile, JSON.stringify(brand, null, 2));
const SECRETS_KEY = randomBytes(32).toString('base64');

const servers: ChildProcess[] = [];
const startServer = async (index: number): Promise<string> => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps', 'server', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, `server${index}`),
      DATABASE_URL,
      SECRETS_KEY,
      BRANDS_DIR: brandsDir,
      PORTAL_DIST: join(root, 'apps', 'server', 'test', 'fixtures', 'no-portal-build'),
      LOG_LEVEL: 'error',
      CHALLENGE_MAXNUMBER: '200',
      ROUND_RECOVERY_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out = (out + chunk.toString('utf8')).slice(-5_000);
      if (out.includes('server ready on')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`server ${index} exited (${code}) before ready: ${out}`)),
    );
  });
  return `http://127.0.0.1:${port}`;
};

const cleanUp = () => {
  for (const child of servers) child.kill('SIGKILL');
  for (const data of [primaryDir, standbyDir]) {
    try {
      chmodSync(data, 0o700);
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
};

// ---- players -------------------------------------------------------------------------------

interface Player {
  origin: string;
  username: string;
  token: string;
  launch: string;
}
const acked: string[] = [];
const ackedAt = new Map<string, number>();
const statuses = new Map<string, number>();
let cutOff = 0;
let firstRefusal = '';
let playing = true;

const apiFor = (origin: string, token: string | null) =>
  createApiClient({
    baseUrl: origin,
    merchant: 'ALPHA',
    getLanguage: () => 'EN',
    getToken: () => token,
    timeoutMs: 120_000,
    validator: contractValidator,
  });

const register = async (origin: string, index: number): Promise<Player> => {
  const api = apiFor(origin, null);
  const challenge = await api.call('verificationChallenge', {});
  const username = `failover${String(index).padStart(3, '0')}`;
  const session = await api.call('register', {
    username,
    password: 'Failover@2026',
    confirmPassword: 'Failover@2026',
    registerMethod: 'WEB',
    termsAccepted: true,
    challengeId: challenge.challengeId,
    challengeSolution: String(await solveProofOfWork(challenge)),
  });
  return { origin, username, token: session.token, launch: '' };
};

const launch = async (player: Player) => {
  const game = await apiFor(player.origin, player.token).call('launchGame', {
    gameType: 'RNG',
    vassalage: 'DEMO',
    gameId: 'demo-slot',
  });
  const url = new URL(game.content.game_url, player.origin);
  player.launch = new URLSearchParams(url.hash.slice(1)).get('launch') ?? '';
};

const playRound = async (player: Player) => {
  const roundId = randomUUID();
  try {
    const response = await fetch(`${player.origin}/vendor/demo/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        launch: player.launch,
        roundId,
        stake: STAKES[randomInt(STAKES.length)],
        pick: 'high',
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { code?: string };
    statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
    if (response.status !== 200 && !firstRefusal)
      firstRefusal = `${response.status} ${JSON.stringify(body)}`;
    if (response.status === 200) {
      acked.push(roundId);
      ackedAt.set(roundId, Date.now());
    } else {
      if (body.code === 'user.or.token.invalid') await relaunch(player);
      await sleep(100);
    }
  } catch {
    cutOff += 1;
    await sleep(200);
  }
};

const playerLoop = async (player: Player) => {
  while (playing) {
    if (!player.launch) {
      await relaunch(player);
      continue;
    }
    await playRound(player);
  }
};

// ---- the run -------------------------------------------------------------------------------

const problems: string[] = [];
const figures: [string, string][] = [];
let exitCode = 1;
try {
  const origins = [await startServer(1), await startServer(2)];
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i += 8) {
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, PLAYERS - i) }, (_, j) =>
          register(origins[(i + j) % 2] ?? '', i + j),
        ),
      )),
    );
  }
  // Each player's opening balance, through the ledger as the seed does.
  const fundDb = openDatabase(DATABASE_URL, 2);
  const merchant = await fundDb
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', 'ALPHA')
    .executeTakeFirstOrThrow();
  const house = await openHouseAccount(fundDb, merchant.id, OPENING_HOUSE_ACCOUNT, 'CNY');
  for (const player of players) {
    const member = await fundDb
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    await transfer(fundDb, {
      merchantId: merchant.id,
      idempotencyKey: `failover-funding:${player.username}`,
      kind: 'opening_balance',
      currency: 'CNY',
      from: house,
      to: await openMemberWallet(fundDb, merchant.id, member.id, 'CNY'),
      amount: 5_000_00n,
    });
  }
  await fundDb.destroy();
  const loops = players.map(playerLoop);
  await sleep(BEFORE_S * 1000);
  const ackedBefore = acked.length;

  const postmaster = Number(
    readFileSync(join(primaryDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const lostAt = Date.now();
  if (MODE === 'kill') {
    process.kill(postmaster, 'SIGKILL');
  } else {
    // The disk goes away under a running primary: new backends cannot open their files and
    // writes fail. The failover manager sees the node fail its health check and fences it
    // (stops it) before promoting, so it can never take a write again.
    chmodSync(primaryDir, 0o000);
    const probe = openDatabase(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 1);
    for (let i = 0; i < 100; i++) {
      const healthy = await probe
        .transaction()
        .execute(async (trx) => {
          const { sql } = await import('kysely');
          await sql`CREATE TEMP TABLE health_probe (n int)`.execute(trx);
        })
        .then(
          () => true,
          () => false,
        );
      if (!healthy) break;
      await sleep(100);
    }
    await probe.destroy().catch((error: unknown) => {
      console.warn(`closing the health probe's pool failed: ${String(error)}`);
    });
    figures.push(['health check failed after', `${Date.now() - lostAt} ms`]);
    process.kill(postmaster, 'SIGKILL');
  }
  // A killed postmaster leaves its backends running until they notice; wait for the port.
  pg('pg_ctl', ['-D', standbyDir, '-w', 'promote']);
  const promotedMs = Date.now() - lostAt;

  // Service returns: the first round acknowledged after the loss.
  const firstAfter = async () => {
    while (Date.now() - lostAt < SERVICE_BOUND_MS * 2) {
      const after = [...ackedAt.values()].filter((at) => at > lostAt + promotedMs);
      if (after.length > 0) return Math.min(...after) - lostAt;
      await sleep(50);
    }
    return null;
  };
  const serviceMs = await firstAfter();
  await sleep(AFTER_S * 1000);
  playing = false;
  await Promise.all(loops);

  const db = openDatabase(`postgres://postgres@127.0.0.1:${standbyPort}/postgres`, 2);
  let invariants: Invariants = await readInvariants(db, {
    ackedRoundIds: acked,
    openBefore: new Date(),
  });
  // Rounds cut off by the loss are recovered by the sweep (2 s window here).
  for (let waited = 0; invariants.openRounds > 0 && waited < 20_000; waited += 250) {
    await sleep(250);
    invariants = await readInvariants(db, {
      ackedRoundIds: acked,
      openBefore: new Date(Date.now() - 3_000),
    });
  }
  const movements = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await db.destroy();

  figures.push(
    ['mode', MODE],
    [
      'game launches that failed (and were tried again)',
      launchFailures === 0 ? '0' : `${launchFailures} (last: ${lastLaunchFailure})`,
    ],
    ['players', `${PLAYERS} on 2 server instances`],
    ['acknowledged rounds', `${acked.length} (${ackedBefore} before the loss)`],
    ['acknowledged and settled on the new primary', String(invariants.ackedSettled)],
    ['ledger transactions on the new primary', movements.n],
    ['standby promoted after', `${promotedMs} ms`],
    ['service returned after', serviceMs === null ? 'never' : `${serviceMs} ms`],
    ['answers by status', [...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')],
    ['requests cut off', String(cutOff)],
    // Known (issue 26 follow-up): graphile-worker failing a job batch while the database is
    // gone rejects unhandled and ends the process; a supervisor restarts it. Counted, not hidden.
    [
      'server processes that exited',
      String(
        servers.filter((child) => child.exitCode !== null || child.signalCode !== null).length,
      ),
    ],
    ['first refusal', firstRefusal || 'none'],
    [
      'rounds by status',
      Object.entries(invariants.rounds)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
    ],
  );
  if (invariants.ackedNotSettled.length > 0)
    problems.push(
      `${invariants.ackedNotSettled.length} acknowledged round(s) missing or not settled`,
    );
  if (invariants.unbalancedTransactions > 0)
    problems.push(`${invariants.unbalancedTransactions} unbalanced ledger transaction(s)`);
  if (invariants.balanceMismatches > 0)
    problems.push(`${invariants.balanceMismatches} balance(s) differ from their entries`);
  if (invariants.negativeMembers > 0)
    problems.push(`${invariants.negativeMembers} negative member balance(s)`);
  if (invariants.openRounds > 0) problems.push(`${invariants.openRounds} round(s) left open`);
  if (serviceMs === null || serviceMs > SERVICE_BOUND_MS)
    problems.push(`service did not return within ${SERVICE_BOUND_MS / 1000} s`);
  if ((statuses.get('500') ?? 0) > 0) problems.push(`${statuses.get('500')} answer(s) were 500`);
  if (acked.length === ackedBefore) problems.push('no round was acknowledged after the failover');
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  problems.push(String((error as Error).stack ?? error));
} finally {
  playing = false;
  cleanUp();
}
const width = Math.max(...figures.map(([k]) => k.length));
for (const [k, v] of figures) console.log(`${k.padEnd(width)}  ${v}`);
console.log(
  problems.length === 0 ? 'failover: PASS' : `failover: FAIL\n  ${problems.join('\n  ')}`,
);
process.exit(exitCode);
