// scripts/failover: a primary PostgreSQL with a synchronous standby, two server instances on
// both hosts, players on the seamless wallet and lottery bettors; the primary is lost and the
// standby promoted. Exits non-zero when an acknowledged round or order is missing (or a round
// unsettled, an order without its bet movement) on the new primary, the ledger does not
// balance, a server process exited, or service does not return within the bound (issue 26).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, poolOf } from '../../apps/server/src/db/database.ts';
import { type Invariants, readInvariants } from '../../apps/server/src/db/invariants.ts';
import {
  apiFor,
  brandsFolder,
  fundPlayers,
  type Player,
  SlotPlayers,
  signUpPlayers,
  sleep,
} from './players.ts';
import { freePort, NO_PORTAL_BUILD, spawnServer } from './serverProcess.ts';

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', default: 'kill' },
    players: { type: 'string', default: '32' },
    bettors: { type: 'string', default: '8' },
    before: { type: 'string', default: '8' },
    after: { type: 'string', default: '8' },
    'service-bound': { type: 'string', default: '30' },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
  },
});
const MODE = flags.mode === 'unreachable' ? 'unreachable' : 'kill';
const PLAYERS = Number(flags.players);
const BETTORS = Number(flags.bettors);
const BEFORE_S = Number(flags.before);
const AFTER_S = Number(flags.after);
const SERVICE_BOUND_MS = Number(flags['service-bound']) * 1000;
// Debian's PostgreSQL binaries (scripts/failover passes the ones env.sh found).
const PG_BIN = flags['pg-bin'];

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

const brandsDir = brandsFolder(dir);
const SECRETS_KEY = randomBytes(32).toString('base64');

const servers: ChildProcess[] = [];
const startServer = async (index: number): Promise<string> => {
  const port = await freePort();
  const child = spawnServer(
    port,
    {
      DATA_DIR: join(dir, `server${index}`),
      DATABASE_URL,
      SECRETS_KEY,
      BRANDS_DIR: brandsDir,
      PORTAL_DIST: NO_PORTAL_BUILD,
      LOG_LEVEL: 'error',
      CHALLENGE_MAXNUMBER: '200',
      ROUND_RECOVERY_SECONDS: '2',
    },
    ['ignore', 'pipe', 'inherit'],
  );
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

// ---- players on the seamless wallet, lottery bettors ------------------------------------

const slots = new SlotPlayers();

// ---- lottery bettors ----------------------------------------------------------------------

/**
 * Bettors keep one order at a time going on a daily game's open numero through the real call
 * (placeLotteryOrder), each order one bet on a 3-digit direct play; what they saw is counted.
 */
const orders = {
  acked: [] as string[],
  ackedAt: [] as number[],
  refusals: new Map<string, number>(),
  cutOff: 0,
  placing: true,
};

/** A daily game's numero with two minutes of selling left: the run ends well before its lock. */
const openDailyNumero = async (bettor: Player) => {
  const api = apiFor(bettor.origin, bettor.token);
  const menus = await api.call('lotteryGameMenus', {});
  for (const game of menus.flatMap((group) => group.games).filter((g) => g.drawGroup === 'LF')) {
    const { numero, remainTime, lockTime } = (
      await api.call('nearNumeros', { gameId: game.gameId })
    ).currentNumero;
    if (remainTime - lockTime >= 120_000) return { gameId: game.gameId, numero };
  }
  throw new Error('every daily game is near its lock; run again in a few minutes');
};

const bettorLoop = async (bettor: Player, slip: { gameId: number; numero: string }) => {
  const api = apiFor(bettor.origin, bettor.token);
  while (orders.placing) {
    try {
      const placed = await api.call('placeLotteryOrder', {
        ...slip,
        bets: [
          { play: 'LF.direct', selection: [[randomInt(10)], [2], [3]], unit: 3, multiplier: 1 },
        ],
      });
      for (const order of placed.orders) {
        orders.acked.push(order.orderNo);
        orders.ackedAt.push(Date.now());
      }
    } catch (error) {
      // The client says no answer (cut off, refused, timed out) with status 0.
      const { code, status, message } = error as {
        code?: string;
        status?: number;
        message?: string;
      };
      if (!status) orders.cutOff += 1;
      else {
        // A code the client's catalogue does not know reads 'unknown': the server's message says.
        const why = `${status} ${code ?? ''}${code === 'unknown' && message ? ` (${message})` : ''}`;
        orders.refusals.set(why, (orders.refusals.get(why) ?? 0) + 1);
      }
      await sleep(150);
    }
  }
};

// ---- the run -------------------------------------------------------------------------------

const problems: string[] = [];
const figures: [string, string][] = [];
let exitCode = 1;
try {
  const origins = [await startServer(1), await startServer(2)];
  const players = await signUpPlayers(origins, 'failover', 'Failover@2026', PLAYERS);
  const bettors = await signUpPlayers(origins, 'bettor', 'Failover@2026', BETTORS);
  // Opening balances through the ledger, as the seed funds demo members.
  const fundDb = openDatabase(DATABASE_URL, 2);
  await fundPlayers(fundDb, players, 5_000_00n, 'failover-funding');
  await fundPlayers(fundDb, bettors, 50_000_00n, 'failover-bettor-funding');
  await fundDb.destroy();
  const slip = bettors[0] ? await openDailyNumero(bettors[0]) : null;
  slots.start(players);
  const bettorLoops = slip ? bettors.map((bettor) => bettorLoop(bettor, slip)) : [];
  await sleep(BEFORE_S * 1000);
  const ackedBefore = slots.acked.length;
  const ordersBefore = orders.acked.length;

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
      // A write that reaches the disk, rolled back (one simple query: several statements).
      const healthy = await poolOf(probe)
        .query('BEGIN; CREATE TEMP TABLE health_probe (n int); ROLLBACK')
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

  // Service returns: the first round (and order) acknowledged after the promotion.
  const firstAfter = (times: Iterable<number>) => {
    const after = [...times].filter((at) => at > lostAt + promotedMs);
    return after.length > 0 ? Math.min(...after) - lostAt : null;
  };
  while (firstAfter(slots.ackedAt.values()) === null && Date.now() - lostAt < SERVICE_BOUND_MS * 2)
    await sleep(50);
  await sleep(AFTER_S * 1000);
  orders.placing = false;
  await Promise.all([slots.stop(), ...bettorLoops]);
  const serviceMs = firstAfter(slots.ackedAt.values());
  const ordersServiceMs = firstAfter(orders.ackedAt);

  const db = openDatabase(`postgres://postgres@127.0.0.1:${standbyPort}/postgres`, 2);
  let invariants: Invariants = await readInvariants(db, {
    ackedRoundIds: slots.acked,
    openBefore: new Date(),
  });
  // Rounds cut off by the loss are recovered by the sweep (2 s window here).
  for (let waited = 0; invariants.openRounds > 0 && waited < 20_000; waited += 250) {
    await sleep(250);
    invariants = await readInvariants(db, {
      ackedRoundIds: slots.acked,
      openBefore: new Date(Date.now() - 3_000),
    });
  }
  const movements = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // Every acknowledged order is a row on the new primary with its bet movement (orders.ts keys
  // it `lottery:<order id>:bet`, in the transaction that wrote the order).
  const kept = await poolOf(db).query<{ found: string; paid: string }>(
    `SELECT count(*) AS found,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger_transactions t
         WHERE t.idempotency_key = 'lottery:' || o.id || ':bet')) AS paid
     FROM lottery_orders o WHERE o.id::text = ANY($1::text[])`,
    [orders.acked],
  );
  // Each running job pool holds its liveness lock on the primary (jobs/jobQueue.ts): one per
  // server instance here means both queues started again on the new primary after the loss.
  const runners = async () =>
    Number(
      (
        await poolOf(db).query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND objsubid = 2 AND classid::bigint = (hashtext('job-pool')::bigint & 4294967295)`,
        )
      ).rows[0]?.n ?? 0,
    );
  let queuesRunning = await runners();
  for (let waited = 0; queuesRunning < servers.length && waited < 15_000; waited += 250) {
    await sleep(250);
    queuesRunning = await runners();
  }
  const ordersFound = Number(kept.rows[0]?.found ?? 0);
  const ordersPaid = Number(kept.rows[0]?.paid ?? 0);
  await db.destroy();
  const exited = servers.filter((child) => child.exitCode !== null || child.signalCode !== null);
  const ordersRefused = [...orders.refusals].map(([why, n]) => `${why}: ${n}`).join(', ');

  figures.push(
    ['mode', MODE],
    [
      'game launches that failed (and were tried again)',
      slots.launchFailures === 0
        ? '0'
        : `${slots.launchFailures} (last: ${slots.lastLaunchFailure})`,
    ],
    ['players / lottery bettors', `${PLAYERS} / ${BETTORS} on 2 server instances`],
    ['acknowledged rounds', `${slots.acked.length} (${ackedBefore} before the loss)`],
    ['acknowledged and settled on the new primary', String(invariants.ackedSettled)],
    ['acknowledged lottery orders', `${orders.acked.length} (${ordersBefore} before the loss)`],
    ['acknowledged orders on the new primary / with their bet', `${ordersFound} / ${ordersPaid}`],
    ['ledger transactions on the new primary', movements.n],
    ['standby promoted after', `${promotedMs} ms`],
    [
      'service returned after (rounds / orders)',
      `${serviceMs === null ? 'never' : `${serviceMs} ms`} / ${ordersServiceMs === null ? 'never' : `${ordersServiceMs} ms`}`,
    ],
    ['round answers by status', [...slots.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')],
    ['order refusals', ordersRefused || 'none'],
    [
      'requests cut off (rounds / orders)',
      `${slots.cutOff + slots.unreachable} / ${orders.cutOff}`,
    ],
    ['server processes that exited', String(exited.length)],
    ['job queues running on the new primary', `${queuesRunning} of ${servers.length}`],
    ['first refusal', slots.firstRefusal || 'none'],
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
  if (ordersFound !== orders.acked.length)
    problems.push(`${orders.acked.length - ordersFound} acknowledged order(s) missing`);
  if (ordersPaid !== ordersFound)
    problems.push(`${ordersFound - ordersPaid} acknowledged order(s) without their bet movement`);
  if (invariants.unbalancedTransactions > 0)
    problems.push(`${invariants.unbalancedTransactions} unbalanced ledger transaction(s)`);
  if (invariants.balanceMismatches > 0)
    problems.push(`${invariants.balanceMismatches} balance(s) differ from their entries`);
  if (invariants.negativeMembers > 0)
    problems.push(`${invariants.negativeMembers} negative member balance(s)`);
  if (invariants.openRounds > 0) problems.push(`${invariants.openRounds} round(s) left open`);
  if (serviceMs === null || serviceMs > SERVICE_BOUND_MS)
    problems.push(`rounds did not return within ${SERVICE_BOUND_MS / 1000} s`);
  if (BETTORS > 0 && (ordersServiceMs === null || ordersServiceMs > SERVICE_BOUND_MS))
    problems.push(`orders did not return within ${SERVICE_BOUND_MS / 1000} s`);
  const orders500 = [...orders.refusals]
    .filter(([why]) => why.startsWith('500'))
    .reduce((sum, [, n]) => sum + n, 0);
  const answers500 = (slots.statuses.get('500') ?? 0) + orders500;
  if (answers500 > 0) problems.push(`${answers500} answer(s) were 500`);
  if (slots.acked.length === ackedBefore)
    problems.push('no round was acknowledged after the failover');
  if (BETTORS > 0 && orders.acked.length === ordersBefore)
    problems.push('no order was acknowledged after the failover');
  // A server must ride out its database's loss (jobs/jobQueue.ts), not rely on a supervisor.
  if (exited.length > 0) problems.push(`${exited.length} server process(es) exited`);
  if (queuesRunning < servers.length)
    problems.push(
      `${servers.length - queuesRunning} server(s) did not start their job queue again`,
    );
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  problems.push(String((error as Error).stack ?? error));
} finally {
  slots.playing = false;
  orders.placing = false;
  cleanUp();
}
const width = Math.max(...figures.map(([k]) => k.length));
for (const [k, v] of figures) console.log(`${k.padEnd(width)}  ${v}`);
console.log(
  problems.length === 0 ? 'failover: PASS' : `failover: FAIL\n  ${problems.join('\n  ')}`,
);
process.exit(exitCode);
