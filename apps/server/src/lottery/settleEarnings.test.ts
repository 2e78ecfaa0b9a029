import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES, type PromotionTerms } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { alphaGame, fundedMembers, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { grantedUnderTerms } from '../../test/promotionsHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { earnedKey } from '../points/earning.ts';
import { drawKeys, drawNumero, settleNumero } from './drawing.ts';
import type { LotteryGameRow } from './lotteryGames.ts';
import { placeOrders } from './orders.ts';

/**
 * What a settled draw earns in points and counts toward bonus wagering, recomputed here from
 * the raw rows (the draw's orders, the grants as they were before it) by the rules alone, on
 * random draws: the settlement computes both inside the figures' own statement and one
 * set-wise points movement, and must come to the same as this plain reading of the rules.
 * - Points (promotions-rules "Points"): per member and category, whole points for each
 *   betting unit of valid bet (won or lost orders, opposite picks on the numero counting their
 *   difference), summed per member: one entry per member in the draw's points movement.
 * - Wagering (promotions-rules "Wagering"): each active grant of a member in the currency adds
 *   the valid bet times its weight for the category (basis points; unlisted counts 0), capped at
 *   the requirement, and completes when it reaches it.
 */

// No job runner: the expiry and completion sweeps would otherwise move grants behind the test.
const server = useTestServer({ jobs: false }, { db: 4 });

const MEMBERS = 5;
const EVERY_SUM = Array.from({ length: 16 }, (_, i) => i + 3);
// 3 points per 1.50 of valid bet: most valid bets leave a remainder that earns nothing.
const RATE = { bettingUnit: 1.5, points: 3 };
const UNIT_MINOR = 150n;
const DAY = Date.parse('2026-11-21T00:00:00Z');

let db: Db;
let merchantId = 0;
let gameId = 0;
let game: LotteryGameRow;
let members: number[] = [];
// The 1-minute K3 game: draw n closes n minutes after midnight; each run takes the next one.
let nextDraw = 100;

beforeAll(async () => {
  db = server.db;
  const alpha = await alphaGame(db);
  merchantId = alpha.merchantId;
  gameId = alpha.gameId;
  game = alpha.game;
  await sql`UPDATE merchants SET brand = jsonb_set(brand, '{points}',
      ${JSON.stringify({ rates: { lottery: RATE } })}::jsonb)
    WHERE id = ${merchantId}`.execute(db);
  members = (await fundedMembers(db, merchantId, 'earnings', MEMBERS, () => 100_000_00n)).map(
    (m) => m.id,
  );
}, 120_000);

interface Draw {
  /** Per member: the grants taken before the draw (their weights and requirement multiple). */
  grants: { member: number; weightsBp: Record<string, number>; multipleMille: number }[];
  bets: { member: number; play: 'sum' | 'bsoe'; picks: number[]; multiplier: number }[];
}

const member = fc.nat({ max: MEMBERS - 1 });
const draw: fc.Arbitrary<Draw> = fc.record({
  grants: fc.array(
    fc.record({
      member,
      // Full, half, a third (progress in fractions, rounded), above full, or only another
      // category (nothing counts).
      weightsBp: fc.constantFrom<Record<string, number>>(
        { LOTT: 10_000 },
        { LOTT: 5_000 },
        { LOTT: 3_333 },
        { LOTT: 12_500, ELOTT: 10_000 },
        { ELOTT: 10_000 },
      ),
      // A requirement of 10.00 is met by a few bets; 1,000.00 never in a run.
      multipleMille: fc.constantFrom(100, 1_000, 10_000),
    }),
    { maxLength: 3 },
  ),
  bets: fc.array(
    fc.oneof(
      fc.record({
        member,
        play: fc.constant('sum' as const),
        picks: fc.subarray(EVERY_SUM, { minLength: 1, maxLength: 5 }),
        multiplier: fc.integer({ min: 1, max: 3 }),
      }),
      // Big, small, odd, even: opposite picks of one member on the numero.
      fc.record({
        member,
        play: fc.constant('bsoe' as const),
        picks: fc.subarray([0, 1, 2, 3], { minLength: 1 }),
        multiplier: fc.integer({ min: 1, max: 3 }),
      }),
    ),
    { minLength: 1, maxLength: 8 },
  ),
});

interface GrantRow {
  id: string;
  member_id: number;
  currency: string;
  requirement: string;
  progress: string;
  status: string;
  terms: PromotionTerms;
}

const grantsOf = async (): Promise<GrantRow[]> =>
  (
    await sql<GrantRow>`
      SELECT id, member_id, currency, requirement::text, progress::text, status, terms
      FROM promotion_grants WHERE member_id = ANY(${members}::int[]) ORDER BY id`.execute(db)
  ).rows;

/** Each member's valid bet per category of the draw, from its orders, net of opposite picks. */
const validBetsOf = async (numero: string): Promise<Map<string, bigint>> => {
  const { rows } = await sql<{
    member_id: number;
    play: string;
    selection: number[][];
    stakes: number;
    status: number;
    amount: string;
    prize_mode: string;
  }>`SELECT member_id, play, selection, stakes, status, amount, prize_mode FROM lottery_orders
    WHERE game_id = ${gameId} AND numero = ${numero}`.execute(db);
  const valid = new Map<string, bigint>();
  const sides = new Map<string, bigint[]>();
  for (const o of rows) {
    // Won (4) or lost (5): a tie (16) returned its stake and is not a valid bet.
    if (o.status !== 4 && o.status !== 5) continue;
    const key = `${o.member_id}|${o.prize_mode === 'ELOTT' ? 'ELOTT' : 'LOTT'}`;
    valid.set(key, (valid.get(key) ?? 0n) + BigInt(o.amount));
    if (o.play === 'K3.bsoe') {
      const side = sides.get(key) ?? [0n, 0n, 0n, 0n];
      for (const pick of o.selection[0] ?? []) {
        side[pick] = (side[pick] ?? 0n) + BigInt(o.amount) / BigInt(o.stakes);
      }
      sides.set(key, side);
    }
  }
  const smaller = (a = 0n, b = 0n) => (a < b ? a : b);
  for (const [key, [big, small, odd, even]] of sides) {
    const hedged = 2n * smaller(big, small) + 2n * smaller(odd, even);
    valid.set(key, (valid.get(key) ?? 0n) - hedged);
  }
  return valid;
};

/** The points movement of the draw: points per member (house buckets left out). */
const pointsEarned = async (numero: string): Promise<Map<number, bigint>> => {
  const { rows } = await sql<{ member_id: number; amount: string }>`
    SELECT a.member_id, e.amount::text AS amount FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.merchant_id = ${merchantId}
      AND t.idempotency_key = ${earnedKey(drawKeys.settled(gameId, numero))}
      AND a.member_id IS NOT NULL`.execute(db);
  return new Map(rows.map((r) => [r.member_id, BigInt(r.amount)]));
};

const seen = { completed: 0, rounded: 0, hedged: 0, earners: 0, untouched: 0 };

/** What an active grant's progress and status become, by the rules, from these valid bets. */
const expectedGrant = (grant: GrantRow, valid: ReadonlyMap<string, bigint>) => {
  if (grant.status !== 'active' || grant.currency !== 'CNY') return grant;
  const weights = grant.terms.wagering?.weightsBp ?? {};
  // In ten-thousandths of a minor unit: the weights are basis points.
  let added = 0n;
  for (const category of ['LOTT', 'ELOTT'] as const) {
    const bet = valid.get(`${grant.member_id}|${category}`) ?? 0n;
    if (bet > 0n) added += bet * BigInt(weights[category] ?? 0);
  }
  if (added <= 0n) return grant;
  const requirement = BigInt(grant.requirement);
  const total = BigInt(grant.progress) * 10_000n + added;
  if (total >= requirement * 10_000n) {
    return { ...grant, progress: String(requirement), status: 'completed' };
  }
  // A fraction of a minor unit is rounded to the nearest (a half up).
  if (total % 10_000n !== 0n) seen.rounded += 1;
  return { ...grant, progress: String((total + 5_000n) / 10_000n) };
};

const runDraw = async (d: Draw) => {
  const n = nextDraw++;
  const numero = `20261121-${String(n).padStart(4, '0')}`;
  const drawAt = new Date(DAY + n * 60_000);
  const before = new Date(drawAt.getTime() - 30_000);
  for (const g of d.grants) {
    await grantedUnderTerms(db, {
      merchantId,
      memberId: members[g.member] ?? 0,
      title: `Earnings ${randomUUID()}`,
      terms: {
        reward: '100',
        wagering: {
          multipleMille: g.multipleMille,
          includeDeposit: false,
          weightsBp: g.weightsBp,
          maxBet: null,
          expiryDays: 30,
        },
      },
    });
  }
  for (const b of d.bets) {
    await placeOrders(db, {
      merchantId,
      memberId: members[b.member] ?? 0,
      currency: 'CNY',
      game,
      numero,
      mode: 'LOTT',
      bets: [{ play: `K3.${b.play}`, selection: [b.picks], unit: 1, multiplier: b.multiplier }],
      trialTypes: DEFAULT_TRIAL_TYPES,
      now: before,
    });
  }
  const grantsBefore = await grantsOf();
  expect(await drawNumero(db, gameId, numero, drawAt)).toBe('drawn');
  const settledAt = new Date(drawAt.getTime() + 1_000);
  await settleNumero(db, gameId, numero, settledAt);

  const valid = await validBetsOf(numero);
  const points = new Map<number, bigint>();
  for (const [key, bet] of valid) {
    const memberId = Number(key.split('|')[0]);
    const earned = bet > 0n ? (bet * BigInt(RATE.points)) / UNIT_MINOR : 0n;
    if (earned > 0n) points.set(memberId, (points.get(memberId) ?? 0n) + earned);
  }
  expect(await pointsEarned(numero)).toEqual(points);

  const expected = grantsBefore.map((g) => expectedGrant(g, valid));
  const after = await grantsOf();
  expect(after.map(({ terms: _, ...g }) => g)).toEqual(expected.map(({ terms: _, ...g }) => g));
  // A grant the draw completed ended at the settlement.
  const ended = await sql<{ id: string }>`
    SELECT id FROM promotion_grants WHERE member_id = ANY(${members}::int[])
      AND status = 'completed' AND ended_at = ${settledAt}`.execute(db);
  const completedNow = expected.filter(
    (g, i) => g.status === 'completed' && grantsBefore[i]?.status === 'active',
  );
  expect(ended.rows.map((r) => r.id).sort()).toEqual(completedNow.map((g) => g.id).sort());

  // What the property exercised, for the check after it.
  seen.completed += completedNow.length;
  seen.earners += points.size;
  seen.untouched += expected.filter(
    (g, i) => g === grantsBefore[i] && g.status === 'active',
  ).length;
  const hedges = await sql<{ n: string }>`
    SELECT coalesce(sum(hedged), 0)::text AS n FROM activity_daily
    WHERE member_id = ANY(${members}::int[])`.execute(db);
  seen.hedged = Number(hedges.rows[0]?.n ?? 0);
  // A second run of the settlement finds the draw settled and counts nothing again.
  expect(await settleNumero(db, gameId, numero, settledAt)).toBe('not drawn');
  expect(await grantsOf()).toEqual(after);
};

describe('a settled draw’s points and wagering', () => {
  it('equal a recomputation from the draw’s orders and the grants before it, on random draws', async () => {
    await fc.assert(fc.asyncProperty(draw, runDraw), { numRuns: 20 });
    expect(await unbalancedTransactions(db)).toBe(0);
    // The property met every case at least once (else it proved little).
    expect(seen.completed).toBeGreaterThan(0);
    expect(seen.rounded).toBeGreaterThan(0);
    expect(seen.earners).toBeGreaterThan(0);
    expect(seen.untouched).toBeGreaterThan(0);
    expect(seen.hedged).toBeGreaterThan(0);
  }, 300_000);
});
