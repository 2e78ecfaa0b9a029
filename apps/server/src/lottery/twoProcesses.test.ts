import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cipherAad, ecdhAesGcmCipher, type ServerPublicKey } from '@portal/cipher';
import { calls, solveProofOfWork, type VerificationChallenge } from '@portal/contract';
import {
  type Bet,
  commitmentOf,
  drawValues,
  formatResult,
  parseResult,
  settleBet,
  type UnitCode,
} from '@portal/lottery-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, createTestDatabase, merchantIdOf, TEST_SECRETS_KEY } from '../../test/harness.ts';
import { unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { type ServerProcess, spawnServer } from '../../test/serverProcess.ts';
import { type Db, openDatabase } from '../db/database.ts';

/**
 * Issue 12's acceptance: two server PROCESSES (`node src/main.ts`, as an operator runs them)
 * on ONE database draw and settle each numero once. Each process runs its own job runner
 * (graphile-worker) and serves requests that draw a closed numero on the way (the near
 * numeros call), so both race for every draw. A dice game drawn every 4 seconds (a row the
 * test adds; the seed's fastest game draws once a minute) keeps the run short; members bet
 * through the HTTP API of each process, a chase over three numeros each, and the test then
 * reads the database: every numero drawn once from its seed, every order settled once with
 * the engine's payout, one prize entry per winning order, the ledger balanced.
 */

const GAME_CODE = 'K34S';
const CHASE = 3;

let database: { url: string; drop(): Promise<void> } | undefined;
let db: Db | undefined;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

const startProcess = async (
  databaseUrl: string,
): Promise<{ process: ServerProcess; origin: string }> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-two-processes-'));
  dataDirs.push(dataDir);
  const process = spawnServer(dataDir, {
    env: {
      DATABASE_URL: databaseUrl,
      // Both must open what the other sealed (sessions), as two production instances do.
      SECRETS_KEY: TEST_SECRETS_KEY.toString('base64'),
      CHALLENGE_MAXNUMBER: '200',
      METRICS_ADDRESS: 'off',
    },
  });
  servers.push(process);
  return { process, origin: await process.ready };
};

const stopProcess = (server: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('close', () => resolve());
    server.child.kill('SIGTERM');
  });

afterAll(async () => {
  await Promise.all(servers.map(stopProcess));
  await db?.destroy();
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it asserts on
  json: any;
}

/** One request over real HTTP, as the portal sends it (Merchant header ALPHA). */
const request = async (
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      merchant: ALPHA,
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  // An answer that is not JSON (it should not happen) is kept as text, so a failure shows it.
  const text = await response.text();
  return { status: response.status, json: parsedOr(text) };
};

/** A sealed login with a solved challenge, exactly as the portal signs in. */
const signIn = async (origin: string, username: string, password: string): Promise<string> => {
  // Raw on purpose: over real HTTP to a server process, which the in-process typed clients do
  // not reach (and the server may not import the portal's HTTP client).
  const key = (await request(origin, 'GET', calls.cipherKey.path)).json.value as ServerPublicKey;
  const challenge = (await request(origin, 'GET', calls.verificationChallenge.path)).json
    .value as VerificationChallenge;
  const solution = await solveProofOfWork(challenge);
  const sealed = await ecdhAesGcmCipher.seal(key, cipherAad('POST', calls.login.path), {
    type: 'username',
    username,
    password,
    challengeId: challenge.challengeId,
    challengeSolution: String(solution),
  });
  // Raw on purpose: the sealed login over real HTTP (as above).
  const answer = await request(origin, 'POST', calls.login.path, {
    headers: sealed.headers,
    body: sealed.body,
  });
  if (answer.status !== 200 || !answer.json?.value?.token) {
    throw new Error(`sign-in failed: ${JSON.stringify(answer.json)}`);
  }
  return answer.json.value.token as string;
};

// Raw on purpose: over real HTTP to a server process (as signIn).
const balanceOf = async (origin: string, token: string): Promise<number> =>
  (await request(origin, 'GET', calls.balance.path, { token })).json.value.sumBalance as number;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails with `what` if it never does within `ms`. */
const until = async (what: string, ms: number, check: () => Promise<boolean>) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
};

/** Every sum of three dice (one stake of it wins every draw), and two sums that rarely do. */
const EVERY_SUM: Bet = {
  play: 'K3.sum',
  selection: [Array.from({ length: 16 }, (_, i) => i + 3)],
  unit: 1,
  multiplier: 1,
};
const EDGES: Bet = { play: 'K3.sum', selection: [[3, 18]], unit: 2, multiplier: 3 };

let gameId = 0;
let origins: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first process migrates and seeds the empty database; the second finds it ready.
  const first = await startProcess(database.url);
  db = openDatabase(database.url, 2);
  const merchantId = await merchantIdOf(db, ALPHA);
  const added = await db
    .insertInto('lottery_games')
    .values({
      merchant_id: merchantId,
      game_code: GAME_CODE,
      game_name: 'Dice every 4 seconds',
      group_code: 'K3',
      draw_group: 'K3',
      interval_seconds: 4,
      lock_seconds: 1,
      sort: 999,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  gameId = added.id;
  // Its start's lottery tick (run by whichever process's worker takes it) schedules the new
  // game; from then on each draw job schedules the next numeros.
  const second = await startProcess(database.url);
  origins = [first.origin, second.origin];
}, 180_000);

describe('two server processes on one database', () => {
  it('draw each numero once and settle each order once, paying by the engine', {
    timeout: 120_000,
  }, async () => {
    const handle = db as Db;
    await until('the fast game to be scheduled', 30_000, async () => {
      const open = await handle
        .selectFrom('lottery_draws')
        .select('numero')
        .where('game_id', '=', gameId)
        .where('state', '=', 'open')
        .execute();
      return open.length >= CHASE;
    });

    // Both processes answer the near numeros all along: each answer draws the numero that
    // just closed if no job has yet, so requests and both job runners race for every draw.
    let racing = true;
    const racers = origins.map(async (origin) => {
      while (racing) {
        // Raw on purpose: over real HTTP to each server process (as signIn).
        await request(origin, 'GET', `${calls.nearNumeros.path}?gameId=${gameId}`);
        await pause(50);
      }
    });

    // One member bets on each process: a chase over the next three numeros.
    const members = [
      { origin: origins[0] as string, username: 'demo', password: 'Demo@2026' },
      { origin: origins[1] as string, username: 'player', password: 'Player@2026' },
    ];
    const bettors = await Promise.all(
      members.map(async (m) => {
        const token = await signIn(m.origin, m.username, m.password);
        return { ...m, token, before: await balanceOf(m.origin, token) };
      }),
    );
    const placed = await Promise.all(
      bettors.map(async (bettor) => {
        for (let attempt = 0; attempt < 5; attempt++) {
          // Raw on purpose: over real HTTP to each server process (as signIn).
          const near = await request(
            bettor.origin,
            'GET',
            `${calls.nearNumeros.path}?gameId=${gameId}`,
          );
          const current = near.json.currentNumero as {
            numero: string;
            remainTime: number;
            lockTime: number;
          };
          const answer = await request(bettor.origin, 'POST', calls.placeLotteryOrder.path, {
            token: bettor.token,
            body: {
              gameId,
              numero: current.numero,
              bets: [EVERY_SUM, EDGES],
              chase: { numeros: CHASE, stopOnWin: false },
            },
          });
          if (answer.status === 200) return answer.json.orders as { orderNo: string }[];
          // The lock came between reading the numero and betting on it: the next one.
          expect(answer.json.code, JSON.stringify(answer.json)).toBe('lottery.closed');
          await pause(300);
        }
        throw new Error('no bet got in before a lock in five tries');
      }),
    );
    const orderIds = placed.flat().map((o) => o.orderNo);
    expect(orderIds).toHaveLength(2 * 2 * CHASE);

    await until('every order to be settled', 60_000, async () => {
      const open = await handle
        .selectFrom('lottery_orders')
        .select('id')
        .where('id', 'in', orderIds)
        .where('status', '=', 2)
        .execute();
      return open.length === 0;
    });
    racing = false;
    await Promise.all(racers);

    const orders = await handle
      .selectFrom('lottery_orders as o')
      .innerJoin('lottery_draws as d', (join) =>
        join.onRef('d.game_id', '=', 'o.game_id').onRef('d.numero', '=', 'o.numero'),
      )
      .select([
        'o.id',
        'o.member_id',
        'o.numero',
        'o.play',
        'o.selection',
        'o.unit',
        'o.multiplier',
        'o.amount',
        'o.status',
        'o.payout',
        'o.series',
        'o.prize_cap',
        'd.win_no',
        'd.seed',
        'd.commitment',
        'd.state',
      ])
      .where('o.id', 'in', orderIds)
      .orderBy('o.id')
      .execute();
    const numeros = [...new Set(orders.map((o) => o.numero))];
    // Both chases ran over the same three numeros or overlapping ones.
    expect(numeros.length).toBeGreaterThanOrEqual(CHASE);

    // Each numero drawn once, from its own seed: a second draw would have needed another seed
    // (or written over the first), and the published numbers would not recompute.
    for (const order of orders) {
      expect(order.state).toBe('settled');
      const seed = order.seed ?? '';
      expect(await commitmentOf(seed)).toBe(order.commitment);
      const values = await drawValues('K3', seed, GAME_CODE, order.numero);
      expect(order.win_no).toBe(formatResult('K3', values));
    }

    // Each order decided by the engine, and paid exactly that, in one entry of one movement.
    const settlements = await handle
      .selectFrom('ledger_transactions')
      .select(['id', 'idempotency_key'])
      .where('kind', '=', 'lottery_settlement')
      .where('idempotency_key', 'like', `lottery-draw:${gameId}:%`)
      .execute();
    expect(settlements.map((s) => s.idempotency_key).sort()).toEqual(
      numeros.map((n) => `lottery-draw:${gameId}:${n}:settle:CNY`).sort(),
    );
    const entries = await handle
      .selectFrom('ledger_entries')
      .select(['reference', 'amount'])
      .where(
        'transaction_id',
        'in',
        settlements.map((s) => s.id),
      )
      .where('reference', 'like', 'lottery-order:%')
      .execute();
    const winners = new Set<string>();
    for (const order of orders) {
      const parsed = parseResult('K3', order.win_no ?? '');
      if (!parsed.ok) throw new Error(`unreadable result ${order.win_no}`);
      const expected = settleBet(
        {
          play: order.play,
          selection: order.selection,
          unit: order.unit as UnitCode,
          multiplier: order.multiplier,
        },
        parsed.values,
        { mode: 'LOTT', series: order.series, yearAnimal: 0, prizeCap: Number(order.prize_cap) },
      );
      expect([order.status, BigInt(order.payout)]).toEqual([
        expected.status,
        BigInt(expected.payout),
      ]);
      const lines = entries.filter((e) => e.reference === `lottery-order:${order.id}`);
      if (expected.payout > 0) {
        winners.add(order.id);
        expect(lines.map((l) => BigInt(l.amount))).toEqual([BigInt(expected.payout)]);
      } else {
        expect(lines).toEqual([]);
      }
    }
    // Every-sum bets win every draw: there was something to pay twice, and it was not.
    expect(winners.size).toBeGreaterThanOrEqual(2 * CHASE);

    // The ledger: every movement sums to zero, and every account's balance is its entries.
    expect(await unbalancedTransactions(handle)).toBe(0);
    const drifting = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_accounts a
      WHERE a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e
                          WHERE e.account_id = a.id)`.execute(handle);
    expect(Number(drifting.rows[0]?.n)).toBe(0);

    // Each member's wallet moved by exactly the stakes out and the payouts back.
    for (const bettor of bettors) {
      const member = await handle
        .selectFrom('members')
        .select('id')
        .where('username', '=', bettor.username)
        .where('merchant_id', '=', (eb) =>
          eb.selectFrom('merchants').select('id').where('merchant_code', '=', ALPHA),
        )
        .executeTakeFirstOrThrow();
      const own = orders.filter((o) => o.member_id === member.id);
      const net = own.reduce((sum, o) => sum - BigInt(o.amount) + BigInt(o.payout), 0n);
      const after = await balanceOf(bettor.origin, bettor.token);
      expect(Math.round(after * 100) - Math.round(bettor.before * 100)).toBe(Number(net));
    }

    // Both processes served throughout and are still up.
    for (const origin of origins) {
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    }
  });
});

/** The JSON of an answer, or `{ unparsed }` holding its first 500 characters. */
// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely, field by field
function parsedOr(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsed: text.slice(0, 500) };
  }
}
