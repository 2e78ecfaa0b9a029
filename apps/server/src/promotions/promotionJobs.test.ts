import { brandTimeZone, periodOf } from '@portal/contract';
import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, fixtureMerchant, merchantIdOf } from '../../test/harness.ts';
import { expectLedgerBalanced, insertPromotion } from '../../test/promotionsHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { addFigures } from '../activity/figures.ts';
import { addJob, type JobRunner, startJobRunner } from '../jobs/jobQueue.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import type { Merchant } from '../system/merchants.ts';
import { REBATE_DAY_TASK, REBATE_TICK_TASK } from './dailyRebate.ts';
import { grantReward } from './grants.ts';
import { area } from './promotions.area.ts';
import { promotionsDb } from './promotionsDb.ts';
import { VIP_TICK_TASK } from './vip.ts';
import { EXPIRY_TICK_TASK } from './wagering.ts';

/**
 * The promotions area's cron ticks as jobs on the real queue (graphile-worker), with the area's
 * own tasks: a tick is added as the cron adds it (its scheduled time in `_cron.ts`), a worker
 * runs it, and the jobs it adds run too. The daily rebate's tick adds each finished day's job
 * once however many hourly ticks follow, catches up a day whose 12:00 tick never ran, and a
 * day's job run again pays nothing twice; the VIP tick raises a member and pays each level's
 * gift once; the expiry tick takes an expired bonus back once. The server's own runner and
 * crontab stay off: the test adds every tick itself.
 */
const server = useTestServer({ jobs: false }, { db: 6 });
/** The services the area's tasks are given (its context's), without naming the HTTP layer. */
type AreaServices = Parameters<NonNullable<typeof area.tasks>>[0]['services'];
let merchantId: number;
let merchant: Merchant;
let runner: JobRunner;
/** The payloads of the rebate day jobs the worker ran, in order. */
const dayRuns: { promotionId: number; day: string }[] = [];

let seq = 0;
const newMember = async () => {
  seq += 1;
  return (
    await server.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: `jobs${seq}x${Date.now() % 100_000}`,
        password_hash: 'not-a-hash',
        type: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

const waitFor = async (check: () => Promise<boolean>, ms = 30_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

/** Jobs of the area's tasks still queued or running. */
const pendingJobs = async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM graphile_worker._private_jobs AS j
    JOIN graphile_worker._private_tasks AS t ON t.id = j.task_id
    WHERE t.identifier = ANY(${[REBATE_TICK_TASK, REBATE_DAY_TASK, VIP_TICK_TASK, EXPIRY_TICK_TASK]})
  `.execute(server.db);
  return rows[0]?.n ?? -1;
};

/** Adds a tick as the cron would for `at`, and waits until it and what it added have run. */
const tick = async (task: string, at: Date) => {
  await addJob(server.db, task, { _cron: { ts: at.toISOString(), backfilled: false } });
  expect(await waitFor(async () => (await pendingJobs()) === 0)).toBe(true);
};

const movements = async (keyPattern: string) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM ledger_transactions
        WHERE idempotency_key LIKE ${keyPattern}`.execute(server.db)
    ).rows[0]?.n,
  );

/** What a promotion's movements credited to a member's wallet (minor units). */
const paidBy = async (promotionId: number, memberId: number) => {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(e.amount) FILTER (WHERE e.amount > 0)::text AS total
    FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.idempotency_key LIKE ${`promotion:${memberId}:${promotionId}:%`}`.execute(server.db);
  return BigInt(rows[0]?.total ?? 0);
};

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  merchant = await fixtureMerchant(server.db, ALPHA);
  const services = {
    db: server.db,
    clock: () => new Date(),
    merchants: { all: async () => [merchant] },
  } as unknown as AreaServices;
  const tasks = area.tasks?.({
    app: server.app,
    services,
    development: false,
    roundRecoveryMs: 0,
  });
  if (!tasks) throw new Error('the promotions area has no tasks');
  const dayTask = tasks[REBATE_DAY_TASK];
  if (!dayTask) throw new Error('no rebate day task');
  // The area's own task, counted: each run is one scan of a day's figures.
  const counted: Task = async (payload, helpers) => {
    const job = payload as { promotionId: number; day: string };
    dayRuns.push({ promotionId: job.promotionId, day: job.day });
    await dayTask(payload, helpers);
  };
  runner = await startJobRunner(
    server.databaseUrl,
    { ...tasks, [REBATE_DAY_TASK]: counted },
    { pollIntervalMs: 50, concurrency: 2 },
  );
}, 180_000);

afterAll(async () => {
  await runner?.stop();
});

describe('the daily rebate tick, through the worker', () => {
  it('adds each finished day’s job once over the day’s hourly ticks, catching up a missed day', async () => {
    const timeZone = brandTimeZone(merchant.brand);
    const day1 = periodOf('day', new Date('2026-10-10T12:00:00Z'), timeZone);
    const day2 = periodOf('day', new Date('2026-10-11T12:00:00Z'), timeZone);
    const day3 = periodOf('day', new Date('2026-10-12T12:00:00Z'), timeZone);
    const hour = (day: { start: Date }, h: number) => new Date(day.start.getTime() + h * 3_600_000);
    const promotionId = (
      await insertPromotion(server.db, {
        merchantId,
        kind: 'dailyRebate',
        title: 'Rebate by the worker',
        startsAt: day1.start,
        terms: { rebate: { ratesBp: { RNG: 100 }, dailyCap: null } },
      })
    ).id;
    const players = [await newMember(), await newMember()];
    for (const day of [day1, day2]) {
      for (const memberId of players) {
        await addFigures(server.db, {
          merchantId,
          memberId,
          currency: 'CNY',
          category: 'RNG',
          at: hour(day, 6),
          validBet: 500_00n,
          stake: 500_00n,
          betCount: 1,
        });
      }
    }
    const ours = () => dayRuns.filter((r) => r.promotionId === promotionId);

    // Before 12:00 of day 2 nothing of day 1 is due.
    await tick(REBATE_TICK_TASK, hour(day2, 11));
    expect(ours()).toEqual([]);
    // The server was down over day 2's 12:00: the first tick of day 3 past 12:00 adds day 2's
    // job and catches up day 1's.
    await tick(REBATE_TICK_TASK, hour(day3, 12));
    expect(
      ours()
        .map((r) => r.day)
        .sort(),
    ).toEqual([day1.key, day2.key]);
    // Each later hour of day 3 ticks again: no job is added, no day scanned again.
    for (let h = 13; h <= 23; h++) await tick(REBATE_TICK_TASK, hour(day3, h));
    expect(ours()).toHaveLength(2);
    // 1 % of 500.00 for each player and day, each one keyed movement (the brand's seeded
    // rebate pays these players too: only this promotion's money is counted).
    for (const memberId of players) {
      expect(await paidBy(promotionId, memberId)).toBe(10_00n);
      expect(await movements(`promotion:${memberId}:${promotionId}:%`)).toBe(2);
    }
    const wallets = await Promise.all(
      players.map((memberId) => memberWalletBalance(server.db, merchantId, memberId, 'CNY')),
    );

    // A day's job run again (a retry after a crash) scans and pays nothing twice.
    await addJob(server.db, REBATE_DAY_TASK, {
      merchantId,
      promotionId,
      day: day2.key,
      at: hour(day3, 12).toISOString(),
    });
    expect(await waitFor(async () => (await pendingJobs()) === 0)).toBe(true);
    expect(ours()).toHaveLength(3);
    for (const [i, memberId] of players.entries()) {
      expect(await paidBy(promotionId, memberId)).toBe(10_00n);
      expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(wallets[i]);
    }
    const grants = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['member_id', 'period_key'])
      .where('promotion_id', '=', promotionId)
      .orderBy('period_key')
      .orderBy('member_id')
      .execute();
    expect(grants.map((g) => [g.member_id, g.period_key])).toEqual(
      [day1.key, day2.key].flatMap((day) => players.map((memberId) => [memberId, day])),
    );
    await expectLedgerBalanced(server.db);
  });
});

describe('the VIP and expiry ticks, through the worker', () => {
  it('raises a member who played and pays each level’s gift once, ticked twice', async () => {
    const memberId = await newMember();
    const now = new Date();
    // 250,000 of valid bets reaches VIP3 of the default levels: gifts 8 + 38 + 88.
    await addFigures(server.db, {
      merchantId,
      memberId,
      currency: 'CNY',
      category: 'RNG',
      at: now,
      validBet: 250_000_00n,
      stake: 250_000_00n,
      betCount: 1,
    });
    await tick(VIP_TICK_TASK, now);
    await tick(VIP_TICK_TASK, new Date(now.getTime() + 600_000));
    const vip = await promotionsDb(server.db)
      .selectFrom('member_vip')
      .select('level')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    expect(vip?.level).toBe(3);
    expect(await movements(`vip-gift:${memberId}:%`)).toBe(3);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(134_00n);
  });

  it('takes an expired bonus back once, ticked twice', async () => {
    const memberId = await newMember();
    const promotionId = (
      await insertPromotion(server.db, {
        merchantId,
        kind: 'messengerBonus',
        title: 'Expiring bonus',
        terms: {},
      })
    ).id;
    const grantedAt = new Date(Date.now() - 3 * 86_400_000);
    const granted = await grantReward(server.db, {
      merchantId,
      memberId,
      currency: 'CNY',
      promotion: {
        id: promotionId,
        kind: 'messengerBonus',
        terms: {
          wagering: {
            multipleMille: 10_000,
            includeDeposit: false,
            weightsBp: { RNG: 10_000 },
            maxBet: null,
            expiryDays: 1,
          },
        },
      },
      periodKey: 'once',
      amount: 30_00n,
      now: grantedAt,
    });
    expect(granted).not.toBeNull();
    const now = new Date();
    await tick(EXPIRY_TICK_TASK, now);
    await tick(EXPIRY_TICK_TASK, new Date(now.getTime() + 600_000));
    const grant = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['status'])
      .where('id', '=', String(granted?.grantId))
      .executeTakeFirstOrThrow();
    expect(grant.status).toBe('expired');
    expect(await movements(`promotion-end:${granted?.grantId}`)).toBe(1);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(0n);
    await expectLedgerBalanced(server.db);
  });
});
