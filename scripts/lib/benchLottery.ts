// The lottery's two speed targets (issue 12), measured for scripts/bench:
// - placing: orders a second from 32 concurrent bettors (32 signed-up members, each on its
//   own connection) on one game, through the real HTTP API (target >= 1,500/s since issue 23);
// - settling: one draw of 100,000 orders from 10,000 members (target <= 10 s), the real
//   settlement (engine, set-wise ledger movement, statuses) on a real PostgreSQL.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SETTLE_FIGURES_BUDGET_MS,
  SETTLE_TARGET_MS,
  settleDraw,
} from '../../apps/server/scripts/bench-settle.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import {
  openHouseAccount,
  openMemberWallet,
  postBatch,
} from '../../apps/server/src/ledger/ledger.ts';
import { grantReward } from '../../apps/server/src/promotions/grants.ts';
import { promotionsDb } from '../../apps/server/src/promotions/promotionsDb.ts';
import { OPENING_HOUSE_ACCOUNT } from '../../apps/server/src/seed/seed.ts';
import { createApiClient } from '../../packages/api-client/src/index.ts';
import { brandsFolder, signUpPlayers } from './players.ts';
import { NO_PORTAL_BUILD, startServerProcess } from './serverProcess.ts';

// The fixture brand the chaos and failover players use too.
export { brandsFolder, SETTLE_FIGURES_BUDGET_MS, SETTLE_TARGET_MS, settleDraw };

export const MERCHANT = 'ALPHA';

/** Issue 23: placing stays above 1,500 orders a second with the activity figures (issue 12 asked 1,000). */
export const PLACE_TARGET = 1500;
/** Bets on the second measured slip (a member's slip of several picks, one order each). */
export const SLIP_BETS = 5;

export const databaseUrlOf = (dataDir: string) => {
  const location = join(dataDir, 'pg.location');
  const pgDir = existsSync(location) ? readFileSync(location, 'utf8').trim() : join(dataDir, 'pg');
  const lock = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock[3]}/postgres`;
};

export const removeCluster = (dataDir: string) => {
  const location = join(dataDir, 'pg.location');
  if (existsSync(location)) {
    rmSync(join(readFileSync(location, 'utf8').trim(), '..'), { recursive: true, force: true });
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** The bench's typed HTTP client on the server at `port`, as a member holding `token`. */
export const apiAt = (port: number, token: string | null) =>
  createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    merchant: MERCHANT,
    getLanguage: () => 'EN',
    getToken: () => token,
  });

/**
 * Opens the wallets of the members named `<prefix>...` and funds each with `each` (minor units
 * of CNY) from the opening house account, in one balanced movement under `key`.
 */
export const fundMembers = async (
  db: ReturnType<typeof openDatabase>,
  prefix: string,
  each: bigint,
  key: string,
): Promise<{ merchantId: number; memberIds: number[] }> => {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', MERCHANT)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', 'like', `${prefix}%`)
    .execute();
  const wallets: bigint[] = [];
  for (const member of members) {
    wallets.push(await openMemberWallet(db, merchant.id, member.id, 'CNY'));
  }
  const opening = await openHouseAccount(db, merchant.id, OPENING_HOUSE_ACCOUNT, 'CNY');
  await postBatch(db, {
    merchantId: merchant.id,
    idempotencyKey: key,
    kind: 'opening_balance',
    currency: 'CNY',
    entries: [
      ...wallets.map((accountId) => ({ accountId, amount: each, reference: 'bench' })),
      { accountId: opening, amount: -each * BigInt(wallets.length), reference: 'bench' },
    ],
  });
  return { merchantId: merchant.id, memberIds: members.map((m) => m.id) };
};

/**
 * Signs `count` members up through the real HTTP API (players.ts `signUpPlayers`: a solved
 * challenge each, four at a time), named `<prefix>001`...: their session tokens, in order.
 */
export const signUpMembers = async (
  port: number,
  prefix: string,
  password: string,
  count: number,
): Promise<string[]> =>
  (await signUpPlayers([`http://127.0.0.1:${port}`], prefix, password, count)).map((p) => p.token);

/**
 * 32 members sign up through the API, are funded through the ledger, then each keeps one
 * order in flight on one daily game (its sales open through the run) for `ms`.
 */
export const placeOrdersPerSecond = async (
  options: { bettors?: number; ms?: number } = {},
): Promise<{
  ordersPerSecond: number;
  /** The same bettors, each slip carrying {@link SLIP_BETS} bets (orders). */
  ordersPerSecondInSlips: number;
  slipsPerSecond: number;
  /**
   * One bet a slip again, every bettor now wagering an active bonus with a maximum bet: what
   * promotions cost at placing (issue 25's 20% budget; placing reads the grants' maximum bet).
   */
  ordersPerSecondWagering: number;
  refused: number;
  bettors: number;
}> => {
  const bettors = options.bettors ?? 32;
  const ms = options.ms ?? 5000;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lottery-'));
  const brandsDir = brandsFolder(dataDir);
  const db = { handle: null as ReturnType<typeof openDatabase> | null };
  const server = await startServerProcess(dataDir, {
    BRANDS_DIR: brandsDir,
    PORTAL_DIST: NO_PORTAL_BUILD,
    // The proof of work is not what is measured; an easy one keeps 32 sign-ups quick.
    CHALLENGE_MAXNUMBER: '200',
  }).catch((error: unknown) => {
    removeCluster(dataDir);
    throw error;
  });
  const { port } = server;
  try {
    const apiFor = (token: string | null) => apiAt(port, token);
    const tokens = await signUpMembers(port, 'bettor', 'Bettor@2026', bettors);
    db.handle = openDatabase(databaseUrlOf(dataDir), 2);
    const funded = await fundMembers(db.handle, 'bettor', 1_000_000_00n, 'bench:bettors');
    const merchant = { id: funded.merchantId };
    const bettorIds = funded.memberIds.map((id) => ({ id }));
    const api = apiFor(tokens[0] ?? null);
    const menus = await api.call('lotteryGameMenus', {});
    const games = menus.flatMap((g) => g.games).filter((g) => g.drawGroup === 'LF');
    let bodies: { single: string; slip: string } | null = null;
    for (const game of games) {
      const near = await api.call('nearNumeros', { gameId: game.gameId });
      const { numero, remainTime, lockTime } = near.currentNumero;
      if (remainTime - lockTime < 120_000) continue;
      const bet = (digit: number) => ({
        play: 'LF.direct',
        selection: [[digit], [2], [3]],
        unit: 3,
        multiplier: 1,
      });
      bodies = {
        single: JSON.stringify({ gameId: game.gameId, numero, bets: [bet(1)] }),
        slip: JSON.stringify({
          gameId: game.gameId,
          numero,
          bets: Array.from({ length: SLIP_BETS }, (_, i) => bet(i)),
        }),
      };
      break;
    }
    if (!bodies) throw new Error('every daily game is near its lock; run again in a few minutes');
    const run = (duration: number, body: string) =>
      new Promise<{ ok: number; refused: number; seconds: number }>((resolve) => {
        const agent = new Agent({ keepAlive: true, maxSockets: bettors });
        const started = performance.now();
        const end = started + duration;
        let ok = 0;
        let refused = 0;
        let active = tokens.length;
        const fire = (token: string) => {
          if (performance.now() >= end) {
            if (--active === 0) {
              agent.destroy();
              resolve({ ok, refused, seconds: (performance.now() - started) / 1000 });
            }
            return;
          }
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/lgw/orders',
              method: 'POST',
              agent,
              headers: {
                Merchant: MERCHANT,
                Authorization: token,
                Device: 'web',
                Language: 'EN',
                'Content-Type': 'application/json',
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => {
                if (res.statusCode === 200) ok++;
                else refused++;
                fire(token);
              });
            },
          );
          req.on('error', () => {
            refused++;
            fire(token);
          });
          req.end(body);
        };
        for (const token of tokens) fire(token);
      });
    await run(1000, bodies.single); // warm-up
    const single = await run(ms, bodies.single);
    const slips = await run(ms, bodies.slip);
    // Every bettor takes a bonus of 100.00 with 10x wagering on the lottery and a maximum bet of
    // 500.00 (well above the bench's bets, so none is refused), through the real grant.
    const [promotion] = await promotionsDb(db.handle)
      .insertInto('promotions')
      .values({
        merchant_id: merchant.id,
        kind: 'application',
        texts: JSON.stringify({ en: { title: 'Bench bonus', body: '' } }),
        starts_at: new Date('2026-01-01T00:00:00Z'),
        audience: JSON.stringify({
          members: true,
          agents: true,
          vipLevels: [],
          newMembersOnly: false,
        }),
        terms: JSON.stringify({
          reward: '100',
          wagering: {
            multipleMille: 10_000,
            includeDeposit: false,
            weightsBp: { LOTT: 10_000 },
            maxBet: '500.00',
            expiryDays: 7,
          },
        }),
      })
      .returning(['id', 'kind', 'terms'])
      .execute();
    if (!promotion) throw new Error('the bench promotion was not written');
    for (const member of bettorIds) {
      await grantReward(db.handle, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: 'CNY',
        promotion,
        periodKey: 'once',
        amount: 100_00n,
        now: new Date(),
      });
    }
    const wagering = await run(ms, bodies.single);
    return {
      ordersPerSecond: single.ok / single.seconds,
      ordersPerSecondInSlips: (slips.ok * SLIP_BETS) / slips.seconds,
      slipsPerSecond: slips.ok / slips.seconds,
      ordersPerSecondWagering: wagering.ok / wagering.seconds,
      refused: single.refused + slips.refused + wagering.refused,
      bettors: tokens.length,
    };
  } finally {
    await db.handle?.destroy();
    await server.stop();
    removeCluster(dataDir);
  }
};

// `node scripts/lib/benchLottery.ts` runs both alone (scripts/bench runs them with the rest).
if (import.meta.main) {
  const settle = await settleDraw();
  console.log(
    `settle ${settle.orders} orders from ${settle.members} members: ${(settle.ms / 1000).toFixed(2)} s ` +
      `(${settle.winners} won; accounts drifting: ${settle.drift}); target/actual ${(SETTLE_TARGET_MS / settle.ms).toFixed(2)}; ` +
      `with the figures written (${settle.figureMembers} members, ${settle.figuresOff} off): ` +
      `budget ${(SETTLE_FIGURES_BUDGET_MS / 1000).toFixed(2)} s, budget/actual ${(SETTLE_FIGURES_BUDGET_MS / settle.ms).toFixed(2)}`,
  );
  const place = await placeOrdersPerSecond();
  console.log(
    `place: ${place.ordersPerSecond.toFixed(0)} orders/s from ${place.bettors} bettors, one bet a slip ` +
      `(${place.refused} refused); actual/target ${(place.ordersPerSecond / PLACE_TARGET).toFixed(2)}; ` +
      `${place.ordersPerSecondInSlips.toFixed(0)} orders/s in slips of ${SLIP_BETS} bets ` +
      `(${place.slipsPerSecond.toFixed(0)} slips/s); actual/target ${(place.ordersPerSecondInSlips / PLACE_TARGET).toFixed(2)}`,
  );
}
