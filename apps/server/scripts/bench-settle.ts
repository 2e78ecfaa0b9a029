// A draw of 100,000 orders from 10,000 members, settled for real and timed (scripts/bench's
// lottery part; issue 12's target: within 10 s). Beside the server because it drives the
// server's own modules on a fresh embedded PostgreSQL, without the HTTP layer.
import { readFileSync } from 'node:fs';
import {
  commitmentOf,
  DEFAULT_PRIZE_CAP,
  drawValues,
  formatResult,
  newSeed,
} from '@portal/lottery-rules';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { openHouseAccount, postBatch } from '../src/ledger/ledger.ts';
import { orderReference, STAKE_SHARDS, settleNumero } from '../src/lottery/drawing.ts';
import { seedLottery } from '../src/seed/lotteryGames.ts';
import { OPENING_HOUSE_ACCOUNT } from '../src/seed/seed.ts';
import { withBenchDatabase } from './benchDatabase.ts';

export const SETTLE_TARGET_MS = 10_000;

/** The kernel's clock ticks a second (`getconf CLK_TCK`: 100 on Linux). */
const CLOCK_TICKS = 100;

/** The bench's bonus: the lottery at full weight, a requirement no draw meets. */
const WAGERING_TERMS = {
  reward: '100',
  wagering: {
    multipleMille: 10_000,
    includeDeposit: false,
    weightsBp: { LOTT: 10_000 },
    maxBet: null,
    expiryDays: 30,
  },
};
/**
 * Issue 23: the settlement writes the member-activity figures in its transaction, and may take
 * at most 1.2 times what it took before them (2.06 s on the last bench without them).
 */
export const SETTLE_BEFORE_FIGURES_MS = 2_060;
export const SETTLE_FIGURES_BUDGET_MS = SETTLE_BEFORE_FIGURES_MS * 1.2;

/** The database's files (tables, indexes, TOAST; not the WAL), after a checkpoint. */
const databaseBytes = async (db: ReturnType<typeof openDatabase>): Promise<number> => {
  await sql`CHECKPOINT`.execute(db);
  const row = await sql<{ bytes: string }>`
    SELECT pg_database_size(current_database())::text AS bytes`.execute(db);
  return Number(row.rows[0]?.bytes ?? 0);
};

/**
 * A draw of `orders` orders from `members` members on a fresh embedded PostgreSQL: the
 * members, their wallets, their stakes (held as placing holds them) and the drawn numero are
 * written set-wise, then the real settlement is timed.
 */
export const settleDraw = async (
  options: {
    orders?: number;
    members?: number;
    /**
     * false: the brand earns no points (no rates), so the same settlement is timed without
     * the points' movement, to print what points cost beside it (issue 25's 20% budget).
     */
    points?: boolean;
    /**
     * true: the members have earned points before (their points accounts exist), as most of a
     * draw's bettors have; false: the draw's points are every member's first, so the
     * settlement also opens 10,000 points accounts (a once-in-a-member's-life cost).
     */
    earnedBefore?: boolean;
    /**
     * true: every bettor is wagering an active bonus whose terms count the lottery at full
     * weight, so the settlement also counts their wagering (issue 25's budget names points and
     * wagering together); the grants are written directly, as the orders are.
     */
    wagering?: boolean;
  } = {},
): Promise<{
  ms: number;
  /** CPU time the settlement took, of this process and of its database server process. */
  cpuMs: number;
  orders: number;
  members: number;
  winners: number;
  drift: number;
  /** Members whose figures the settlement wrote (each bettor's day in the lottery). */
  figureMembers: number;
  /** Members whose written figures differ from their orders summed (zero when right). */
  figuresOff: number;
  /** Members the settlement credited points to (zero when `points` is false). */
  pointsEarners: number;
  /** Grants whose wagering the settlement counted (zero without `wagering`). */
  wageringCounted: number;
  /** What the database grew by per settled order (orders, stakes, settlement, figures). */
  bytesPerOrder: number;
}> => {
  const orders = options.orders ?? 100_000;
  const members = options.members ?? 10_000;
  // SETTLE_EXPLAIN=<ms>: the plans (EXPLAIN ANALYZE, with the triggers' statements) of every
  // statement of the timed settlement slower than that, on stderr (auto_explain).
  const explainMs = process.env.SETTLE_EXPLAIN;
  const log =
    explainMs === undefined ? undefined : (line: string) => process.stderr.write(`${line}\n`);
  return withBenchDatabase('settle', { connections: 4, log }, async ({ db, url, merchant }) => {
    // Before any account is opened (the merchants' rows open none).
    if (process.env.FF)
      await sql.raw(`ALTER TABLE ledger_accounts SET (fillfactor = ${process.env.FF})`).execute(db);
    await seedLottery(db, merchant.id);
    const game = await db
      .selectFrom('lottery_games')
      .select(['id', 'game_code'])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', 'K31M')
      .executeTakeFirstOrThrow();
    await sql`
      INSERT INTO members (merchant_id, username, password_hash, type)
      SELECT ${merchant.id}, 'settle' || i, 'x', 0 FROM generate_series(1, ${members}) AS i
    `.execute(db);
    await sql`
      INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
      SELECT ${merchant.id}, 'member:' || id || ':main', 'CNY', id, false FROM members
      WHERE merchant_id = ${merchant.id} AND username LIKE 'settle%'
    `.execute(db);
    if (options.earnedBefore) {
      await sql`
        INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
        SELECT ${merchant.id}, 'member:' || id || ':points', 'PTS', id, false FROM members
        WHERE merchant_id = ${merchant.id} AND username LIKE 'settle%'
      `.execute(db);
    }
    const wallets = (
      await sql<{ id: string; member_id: number }>`
        SELECT id, member_id FROM ledger_accounts
        WHERE merchant_id = ${merchant.id} AND code LIKE 'member:%:main' ORDER BY member_id
      `.execute(db)
    ).rows;
    const opening = await openHouseAccount(db, merchant.id, OPENING_HOUSE_ACCOUNT, 'CNY');
    await postBatch(db, {
      merchantId: merchant.id,
      idempotencyKey: 'bench:settle:funds',
      kind: 'opening_balance',
      currency: 'CNY',
      entries: [
        ...wallets.map((w) => ({
          accountId: BigInt(w.id),
          amount: 10_000_00n,
          reference: 'bench',
        })),
        { accountId: opening, amount: -10_000_00n * BigInt(wallets.length), reference: 'bench' },
      ],
    });
    const shards = await Promise.all(
      Array.from({ length: STAKE_SHARDS }, (_, k) =>
        openHouseAccount(db, merchant.id, `lottery_stakes:${k}`, 'CNY'),
      ),
    );
    // The database's size before the draw's orders: what the orders, their stakes, the
    // settlement's movements and the figures add is the growth per bet (docs/DEPLOY.md).
    const sizeBefore = await databaseBytes(db);
    const numero = '20991231-1440';
    const drawAt = new Date('2099-12-31T23:59:59Z');
    const seed = newSeed();
    const winNo = formatResult('K3', await drawValues('K3', seed, game.game_code, numero));
    await db
      .insertInto('lottery_draws')
      .values({
        merchant_id: merchant.id,
        game_id: game.id,
        numero,
        draw_at: drawAt,
        lock_at: new Date(drawAt.getTime() - 5000),
        seed,
        commitment: await commitmentOf(seed),
        state: 'open',
      })
      .execute();
    // Each order: one K3 sum (3..18) of 2.00 on the member's holding shard, as placing does.
    const orderRows = Array.from({ length: orders }, (_, i) => {
      const wallet = wallets[i % wallets.length] as { id: string; member_id: number };
      return {
        member: wallet.member_id,
        wallet: wallet.id,
        pick: 3 + (i % 16),
        stake: shards[wallet.member_id % STAKE_SHARDS] as bigint,
      };
    });
    const ids = (
      await sql<{ id: string }>`
        INSERT INTO lottery_orders (merchant_id, member_id, game_id, numero, play, selection, unit,
          multiplier, stakes, amount, currency, prize_mode, series, stake_account_id, prize_cap)
        SELECT ${merchant.id}, u.member, ${game.id}, ${numero}, 'K3.sum',
          jsonb_build_array(jsonb_build_array(u.pick)), 1, 1, 1, 200, 'CNY', 'LOTT', 1800, u.stake,
          ${DEFAULT_PRIZE_CAP}::bigint
        FROM unnest(${orderRows.map((o) => o.member)}::int[], ${orderRows.map((o) => o.pick)}::int[],
          ${orderRows.map((o) => String(o.stake))}::bigint[]) AS u(member, pick, stake)
        RETURNING id
      `.execute(db)
    ).rows;
    await postBatch(db, {
      merchantId: merchant.id,
      idempotencyKey: 'bench:settle:stakes',
      kind: 'lottery_bet',
      currency: 'CNY',
      entries: ids.flatMap((row, i) => {
        const o = orderRows[i] as (typeof orderRows)[number];
        const reference = orderReference(row.id);
        return [
          { accountId: BigInt(o.wallet), amount: -200n, reference },
          { accountId: o.stake, amount: 200n, reference },
        ];
      }),
    });
    await db
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: winNo, drawn_at: drawAt })
      .where('game_id', '=', game.id)
      .where('numero', '=', numero)
      .execute();
    if (options.wagering) {
      const [promotion] = (
        await sql<{ id: number }>`
          INSERT INTO promotions (merchant_id, kind, texts, starts_at, audience, terms)
          VALUES (${merchant.id}, 'application', '{"en":{"title":"Bench bonus","body":""}}',
            '2026-01-01T00:00:00Z', '{"members":true,"agents":true,"vipLevels":[],"newMembersOnly":false}',
            ${JSON.stringify(WAGERING_TERMS)}::jsonb)
          RETURNING id`.execute(db)
      ).rows;
      const funds = await sql<{ id: string }>`
        SELECT id FROM ledger_transactions WHERE idempotency_key = 'bench:settle:funds'`.execute(
        db,
      );
      await sql`
        INSERT INTO promotion_grants (merchant_id, member_id, promotion_id, period_key, kind, terms,
          currency, amount, requirement, status, transaction_id, expires_at)
        SELECT ${merchant.id}, w.member_id, ${promotion?.id}, 'once', 'application',
          ${JSON.stringify(WAGERING_TERMS)}::jsonb, 'CNY', 10000, 1000000000, 'active',
          ${funds.rows[0]?.id}, '2100-01-01T00:00:00Z'
        FROM unnest(${wallets.map((w) => w.member_id)}::int[]) AS w(member_id)`.execute(db);
    }
    // A point per 1.00 of valid bet, so that every bettor earns (at the default rate of one
    // per 100.00 these 20.00 bettors would earn none and the points would cost nothing);
    // or no rates at all.
    const rates = options.points === false ? {} : { lottery: { bettingUnit: 1, points: 1 } };
    await sql`UPDATE merchants SET brand = jsonb_set(brand, '{points}', ${JSON.stringify({ rates })}::jsonb)
      WHERE id = ${merchant.id}`.execute(db);
    await sql`ANALYZE`.execute(db);
    if (explainMs !== undefined) {
      for (const setting of [
        `session_preload_libraries = 'auto_explain'`,
        `auto_explain.log_min_duration = '${Number(explainMs)}ms'`,
        'auto_explain.log_analyze = on',
        'auto_explain.log_nested_statements = on',
        'auto_explain.log_buffers = on',
        `auto_explain.log_timing = ${process.env.SETTLE_EXPLAIN_TIMING ?? 'off'}`,
      ]) {
        await sql.raw(`ALTER SYSTEM SET ${setting}`).execute(db);
      }
      await sql`SELECT pg_reload_conf()`.execute(db);
    }
    // The settlement on a connection of its own (one transaction), opened after the settings
    // above (a preloaded library reaches new sessions only), whose server process's CPU time
    // is read around it with this process's: on a loaded machine the wall time mostly
    // measures waiting for a core, the CPU time what the settlement itself costs.
    const settleDb = openDatabase(url, 1);
    const backend = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(settleDb);
    const backendCpuMs = () => {
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat (after the command's parentheses).
      const stat = readFileSync(`/proc/${backend.rows[0]?.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    };
    const cpuBefore = { node: process.cpuUsage(), db: backendCpuMs() };
    const started = performance.now();
    const result = await settleNumero(settleDb, game.id, numero, drawAt);
    const ms = performance.now() - started;
    const nodeCpu = process.cpuUsage(cpuBefore.node);
    const cpuMs = (nodeCpu.user + nodeCpu.system) / 1000 + backendCpuMs() - cpuBefore.db;
    await settleDb.destroy();
    if (result === 'not drawn') throw new Error('the bench draw was not settled');
    const drift = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_accounts a
      WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
    `.execute(db);
    const winners = await db
      .selectFrom('lottery_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 4)
      .executeTakeFirstOrThrow();
    // The timed settlement wrote the figures; here they are checked against the orders.
    const figures = await sql<{ members: string; off: string }>`
      WITH expected AS (
        SELECT member_id, sum(amount) FILTER (WHERE status IN (4, 5)) AS valid_bet,
          sum(amount) AS stake, sum(payout) AS prizes,
          count(*) FILTER (WHERE status = 4) AS won, count(*) FILTER (WHERE status = 5) AS lost,
          count(*) AS bets
        FROM lottery_orders WHERE game_id = ${game.id} AND numero = ${numero}
        GROUP BY member_id
      )
      SELECT count(f.member_id)::text AS members,
        count(*) FILTER (WHERE f.member_id IS NULL OR f.valid_bet <> e.valid_bet
          OR f.stake <> e.stake OR f.prizes <> e.prizes OR f.bets_won <> e.won
          OR f.bets_lost <> e.lost OR f.bet_count <> e.bets)::text AS off
      FROM expected e
      LEFT JOIN activity_daily f ON f.merchant_id = ${merchant.id} AND f.member_id = e.member_id
        AND f.category = 'LOTT'
    `.execute(db);
    const wagered = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM promotion_grants WHERE progress > 0`.execute(db);
    const earners = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_accounts
      WHERE merchant_id = ${merchant.id} AND member_id IS NOT NULL AND currency = 'PTS'
        AND balance > 0
    `.execute(db);
    const grown = (await databaseBytes(db)) - sizeBefore;
    return {
      ms,
      cpuMs,
      bytesPerOrder: grown / result.settled,
      pointsEarners: Number(earners.rows[0]?.n ?? 0),
      wageringCounted: Number(wagered.rows[0]?.n ?? 0),
      orders: result.settled,
      members: wallets.length,
      winners: Number(winners.n),
      drift: Number(drift.rows[0]?.n ?? 0),
      figureMembers: Number(figures.rows[0]?.members ?? 0),
      figuresOff: Number(figures.rows[0]?.off ?? 0),
    };
  });
};

if (import.meta.main) {
  const settle = await settleDraw({ earnedBefore: true, wagering: true });
  console.log(
    `settled ${settle.orders} orders from ${settle.members} members in ${(settle.ms / 1000).toFixed(2)} s ` +
      `(${settle.winners} won; accounts drifting from their entries: ${settle.drift}; ` +
      `figures written for ${settle.figureMembers} members, ${settle.figuresOff} off; ` +
      `points earned by ${settle.pointsEarners}, wagering counted for ${settle.wageringCounted})`,
  );
}
