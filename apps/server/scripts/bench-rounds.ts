// What points and bonus wagering cost a vendor round's settlement (issue 25: "points earned and
// wagering counted on every settlement cost at most 20%"), beside the lottery's draw: the
// seamless wallet's settle, in process on a fresh embedded PostgreSQL (no HTTP), timed with
// the brand's slot points and every player wagering a bonus at full slot weight, and without
// either, in alternating blocks so that the machine's drift hits both alike.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { sql } from 'kysely';
import { bet, settle } from '../src/games/seamlessWallet.ts';
import { openHouseAccount, openMemberWallets, postBatch } from '../src/ledger/ledger.ts';
import { seedCatalogue } from '../src/seed/gameCatalogue.ts';
import { OPENING_HOUSE_ACCOUNT } from '../src/seed/seed.ts';
import { withBenchDatabase } from './benchDatabase.ts';

/** The bonus every player wagers in the "with" blocks: slots at full weight, never met. */
const TERMS = {
  reward: '100',
  wagering: {
    multipleMille: 10_000,
    includeDeposit: false,
    weightsBp: { RNG: 10_000 },
    maxBet: null,
    expiryDays: 30,
  },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * `blocks` blocks of `rounds` rounds each way (with, without, alternating), from `players`
 * players one after another (the cost of one settle, not the wallet's throughput: issue 26's
 * lane measures that). Each round's bet is placed untimed; its settle (a loss, or a win of
 * twice the stake one time in four) is timed. The median block of each way is kept.
 */
export const roundEarnings = async (
  options: { players?: number; rounds?: number; blocks?: number } = {},
): Promise<{
  perRoundWithMs: number;
  perRoundWithoutMs: number;
  share: number;
  /** CPU time a settle took (this process's and its database server process's), and its share. */
  cpuWithMs: number;
  cpuWithoutMs: number;
  cpuShare: number;
  rounds: number;
  pointsEarners: number;
  wageringCounted: number;
}> => {
  const players = options.players ?? 100;
  const rounds = options.rounds ?? 400;
  const blocks = options.blocks ?? 3;
  // One connection: the rounds go one after another, and its server process's CPU time is
  // read around each settle with this process's (what a loaded machine disturbs far less).
  return withBenchDatabase('rounds', { connections: 1 }, async ({ db, merchant }) => {
    await seedCatalogue(db, merchant.id, merchant.brand);
    const slot = await db
      .selectFrom('games')
      .select(['id', 'game_type'])
      .where('merchant_id', '=', merchant.id)
      .where('game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow();
    const members = (
      await sql<{ id: number }>`
        INSERT INTO members (merchant_id, username, password_hash, type)
        SELECT ${merchant.id}, 'rounds' || i, 'x', 0 FROM generate_series(1, ${players}) AS i
        RETURNING id`.execute(db)
    ).rows.map((r) => r.id);
    const wallets = await openMemberWallets(db, merchant.id, members, 'CNY');
    const opening = await openHouseAccount(db, merchant.id, OPENING_HOUSE_ACCOUNT, 'CNY');
    await postBatch(db, {
      merchantId: merchant.id,
      idempotencyKey: 'bench:rounds:funds',
      kind: 'opening_balance',
      currency: 'CNY',
      entries: [
        ...[...wallets.values()].map((accountId) => ({
          accountId,
          amount: 1_000_000_00n,
          reference: 'bench',
        })),
        { accountId: opening, amount: -1_000_000_00n * BigInt(players), reference: 'bench' },
      ],
    });
    const [promotion] = (
      await sql<{ id: number }>`
        INSERT INTO promotions (merchant_id, kind, texts, starts_at, audience, terms)
        VALUES (${merchant.id}, 'application', '{"en":{"title":"Bench bonus","body":""}}',
          '2026-01-01T00:00:00Z', '{"members":true,"agents":true,"vipLevels":[],"newMembersOnly":false}',
          ${JSON.stringify(TERMS)}::jsonb)
        RETURNING id`.execute(db)
    ).rows;
    const funds = await sql<{ id: string }>`
      SELECT id FROM ledger_transactions WHERE idempotency_key = 'bench:rounds:funds'`.execute(db);
    // With: a point per 1.00 of slot play and every player's bonus active; without: no rates
    // and the bonuses ended (what a settle reads of them is the active ones).
    const setWith = async (on: boolean) => {
      const rates = on ? { slots: { bettingUnit: 1, points: 1 } } : {};
      await sql`UPDATE merchants SET brand = jsonb_set(brand, '{points}', ${JSON.stringify({ rates })}::jsonb)
        WHERE id = ${merchant.id}`.execute(db);
      await sql`DELETE FROM promotion_grants WHERE merchant_id = ${merchant.id}`.execute(db);
      if (on) {
        await sql`
          INSERT INTO promotion_grants (merchant_id, member_id, promotion_id, period_key, kind,
            terms, currency, amount, requirement, status, transaction_id, expires_at)
          SELECT ${merchant.id}, m, ${promotion?.id}, 'once', 'application',
            ${JSON.stringify(TERMS)}::jsonb, 'CNY', 10000, 1000000000000, 'active',
            ${funds.rows[0]?.id}, '2100-01-01T00:00:00Z'
          FROM unnest(${members}::int[]) AS m`.execute(db);
      }
      await sql`ANALYZE`.execute(db);
    };
    const backend = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const backendCpuMs = () => {
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat (after the command's parentheses),
      // in clock ticks of 10 ms.
      const stat = readFileSync(`/proc/${backend.rows[0]?.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const block = async () => {
      let ms = 0;
      let cpuMs = 0;
      for (let i = 0; i < rounds; i++) {
        const memberId = members[i % members.length] ?? 0;
        const key = {
          merchantId: merchant.id,
          currency: 'CNY',
          vassalage: 'DEMO',
          transactionId: randomUUID(),
        };
        const now = new Date();
        await bet(db, {
          ...key,
          memberId,
          trialTypes: DEFAULT_TRIAL_TYPES,
          nodeId: slot.id,
          amount: 10_00n,
          now,
        });
        const cpuBefore = { node: process.cpuUsage(), db: backendCpuMs() };
        const started = performance.now();
        await settle(db, { ...key, win: i % 4 === 0 ? 20_00n : 0n, now });
        ms += performance.now() - started;
        const nodeCpu = process.cpuUsage(cpuBefore.node);
        cpuMs += (nodeCpu.user + nodeCpu.system) / 1000 + backendCpuMs() - cpuBefore.db;
      }
      return { ms: ms / rounds, cpuMs: cpuMs / rounds };
    };
    // Warm-up: the JIT, the pool, every player's accounts and points account opened.
    await setWith(true);
    await block();
    const withMs: number[] = [];
    const withoutMs: number[] = [];
    const withCpu: number[] = [];
    const withoutCpu: number[] = [];
    let pointsEarners = 0;
    let wageringCounted = 0;
    for (let b = 0; b < blocks; b++) {
      await setWith(true);
      const on = await block();
      withMs.push(on.ms);
      withCpu.push(on.cpuMs);
      const counted = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM promotion_grants WHERE progress > 0`.execute(db);
      wageringCounted = Number(counted.rows[0]?.n ?? 0);
      await setWith(false);
      const off = await block();
      withoutMs.push(off.ms);
      withoutCpu.push(off.cpuMs);
    }
    const earners = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_accounts
      WHERE merchant_id = ${merchant.id} AND currency = 'PTS' AND member_id IS NOT NULL
        AND balance > 0`.execute(db);
    pointsEarners = Number(earners.rows[0]?.n ?? 0);
    const perRoundWithMs = median(withMs);
    const perRoundWithoutMs = median(withoutMs);
    const cpuWithMs = median(withCpu);
    const cpuWithoutMs = median(withoutCpu);
    return {
      perRoundWithMs,
      perRoundWithoutMs,
      share: (perRoundWithMs - perRoundWithoutMs) / perRoundWithMs,
      cpuWithMs,
      cpuWithoutMs,
      cpuShare: (cpuWithMs - cpuWithoutMs) / cpuWithMs,
      rounds,
      pointsEarners,
      wageringCounted,
    };
  });
};

if (import.meta.main) {
  const r = await roundEarnings();
  console.log(
    `vendor round settle: ${r.perRoundWithMs.toFixed(2)} ms with points and wagering, ` +
      `${r.perRoundWithoutMs.toFixed(2)} ms without (${r.rounds} rounds a block; ` +
      `${r.pointsEarners} players earned points, ${r.wageringCounted} bonuses counted); ` +
      `their share ${(r.share * 100).toFixed(0)}%; CPU ${r.cpuWithMs.toFixed(2)} ms with, ` +
      `${r.cpuWithoutMs.toFixed(2)} ms without, share ${(r.cpuShare * 100).toFixed(0)}%`,
  );
}
