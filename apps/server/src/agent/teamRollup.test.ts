import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import { type Merchant, MerchantDirectory } from '../system/merchants.ts';
import { teamOverview } from './teamReports.ts';
import {
  dueRollupDays,
  ROLLUP_TASK,
  ROLLUP_TICK_TASK,
  rollUpDay,
  rollupJobKey,
  rollupTasks,
  rollupTick,
} from './teamRollup.ts';

/*
 * The team overview's daily rollup on the real database: for random trees and figures, the
 * overview answers the same from the rolled days (with any days left live) as from the raw
 * figures alone; the tick catches a missed day up as a keyed job; a day rolled twice, or twice
 * at once, is one set of rows. ALPHA names no time zone: its brand days are UTC days. Each case
 * plays on days of its own, since a day is rolled once per brand.
 */
const server = useTestServer({}, { db: 4 });
let alpha: Merchant;

beforeAll(async () => {
  const found = (await new MerchantDirectory(server.db).all()).find(
    (m) => m.merchantCode === 'ALPHA',
  );
  if (!found) throw new Error('ALPHA is not seeded');
  alpha = found;
});

const dayKey = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const addMember = async (upline: number | null, createdAt: Date): Promise<number> =>
  (
    await server.db
      .insertInto('members')
      .values({
        merchant_id: alpha.id,
        username: `r${randomUUID().slice(0, 12).replaceAll('-', '')}`,
        password_hash: 'x',
        type: 1,
        upline_id: upline,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

interface Figure {
  member: number;
  day: number;
  validBet: number;
  prizes: number;
  rebates: number;
  promotions: number;
  deposits: number;
  withdrawals: number;
}

/** A figure row as the activity area keeps it: played money under LOTT, deposits under ''. */
const writeFigure = async (memberId: number, day: string, f: Figure) => {
  await sql`
    INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, valid_bet,
      stake, prizes, rebates, promotions)
    VALUES (${alpha.id}, ${memberId}, ${day}, 'LOTT', ${alpha.brand.currency}, ${f.validBet},
      ${f.validBet}, ${f.prizes}, ${f.rebates}, ${f.promotions})
    ON CONFLICT (merchant_id, member_id, day, category, currency) DO UPDATE SET
      valid_bet = activity_daily.valid_bet + excluded.valid_bet,
      prizes = activity_daily.prizes + excluded.prizes,
      rebates = activity_daily.rebates + excluded.rebates,
      promotions = activity_daily.promotions + excluded.promotions`.execute(server.db);
  if (f.deposits > 0 || f.withdrawals > 0) {
    await sql`
      INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, deposits,
        deposit_count, withdrawals, withdrawal_count)
      VALUES (${alpha.id}, ${memberId}, ${day}, '', ${alpha.brand.currency}, ${f.deposits},
        ${f.deposits > 0 ? 1 : 0}, ${f.withdrawals}, ${f.withdrawals > 0 ? 1 : 0})
      ON CONFLICT (merchant_id, member_id, day, category, currency) DO UPDATE SET
        deposits = activity_daily.deposits + excluded.deposits,
        deposit_count = activity_daily.deposit_count + excluded.deposit_count,
        withdrawals = activity_daily.withdrawals + excluded.withdrawals,
        withdrawal_count = activity_daily.withdrawal_count + excluded.withdrawal_count`.execute(
      server.db,
    );
  }
};

const rowsOf = async (day: string) =>
  (
    await sql<{ row: string }>`
      SELECT concat_ws(':', agent_id, valid_bet, prizes, rebates, promotions, deposits,
        withdrawals, new_members) AS row
      FROM agent_team_days WHERE merchant_id = ${alpha.id} AND day = ${day}::date
      UNION ALL
      SELECT concat_ws(':', 'dep', agent_id, gap, depositors)
      FROM agent_team_depositors WHERE merchant_id = ${alpha.id} AND day = ${day}::date
      ORDER BY 1`.execute(server.db)
  ).rows.map((r) => r.row);

/** Days of their own per case: 12 days from a base that moves 16 days a case. */
const SPAN = 12;
let nextBase = Date.parse('2024-01-01T00:00:00Z');
const takeDays = () => {
  const base = new Date(nextBase).toISOString().slice(0, 10);
  nextBase += 16 * 86_400_000;
  return base;
};

describe('the team overview rollup', () => {
  it('answers from the rolled days what the raw figures answer, for random trees and figures', async () => {
    const figure = fc.record({
      member: fc.nat(),
      day: fc.nat({ max: SPAN - 1 }),
      validBet: fc.integer({ min: 0, max: 1_000_000 }),
      prizes: fc.integer({ min: 0, max: 2_000_000 }),
      rebates: fc.integer({ min: 0, max: 10_000 }),
      promotions: fc.integer({ min: 0, max: 10_000 }),
      // Half the rows deposit, so members deposit on several days and depositors repeat.
      deposits: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
      withdrawals: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Each member's upline: an earlier member (index into those made before it).
          uplines: fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
          joinedOn: fc.array(fc.nat({ max: SPAN - 1 }), { minLength: 11, maxLength: 11 }),
          figures: fc.array(figure, { minLength: 20, maxLength: 80, size: 'max' }),
          rolled: fc.array(fc.boolean(), { minLength: SPAN, maxLength: SPAN }),
          from: fc.nat({ max: SPAN - 1 }),
          length: fc.nat({ max: SPAN - 1 }),
          // The top agent half the time (a leaf has no downlines to roll up).
          asked: fc.oneof(fc.constant(0), fc.nat()),
        }),
        async (c) => {
          const base = takeDays();
          const start = (day: number) => new Date(`${dayKey(base, day)}T00:00:00Z`);
          const top = await addMember(null, start(0));
          const ids = [top];
          for (const [i, pick] of c.uplines.entries()) {
            const upline = ids[pick % ids.length] as number;
            const joined = new Date(start(c.joinedOn[i] ?? 0).getTime() + 3_600_000 * (i % 24));
            ids.push(await addMember(upline, joined));
          }
          for (const f of c.figures) {
            await writeFigure(ids[f.member % ids.length] as number, dayKey(base, f.day), f);
          }
          const from = dayKey(base, c.from);
          const to = dayKey(base, Math.min(SPAN - 1, c.from + c.length));
          const now = start(SPAN + 1);
          const agent = ids[c.asked % ids.length] as number;
          const raw = await teamOverview(server.db, alpha, agent, { from, to, now });
          for (const [day, roll] of c.rolled.entries()) {
            if (roll) await rollUpDay(server.db, alpha, dayKey(base, day), now);
          }
          const rolled = await teamOverview(server.db, alpha, agent, { from, to, now });
          expect(rolled).toEqual(raw);
          // And with every day rolled, nothing left live.
          for (let day = 0; day < SPAN; day += 1) {
            await rollUpDay(server.db, alpha, dayKey(base, day), now);
          }
          expect(await teamOverview(server.db, alpha, agent, { from, to, now })).toEqual(raw);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('counts a member depositing on several days once over a period, whichever days are rolled', async () => {
    const base = takeDays();
    const top = await addMember(null, new Date(`${base}T00:00:00Z`));
    const member = await addMember(top, new Date(`${base}T01:00:00Z`));
    const deposit = { member: 0, day: 0, validBet: 0, prizes: 0, rebates: 0, promotions: 0 };
    for (const day of [0, 2, 5]) {
      await writeFigure(member, dayKey(base, day), { ...deposit, deposits: 100, withdrawals: 0 });
    }
    const now = new Date(`${dayKey(base, 7)}T12:00:00Z`);
    const ask = (from: number, to: number) =>
      teamOverview(server.db, alpha, top, { from: dayKey(base, from), to: dayKey(base, to), now });
    await rollUpDay(server.db, alpha, dayKey(base, 0), now);
    await rollUpDay(server.db, alpha, dayKey(base, 1), now);
    await rollUpDay(server.db, alpha, dayKey(base, 2), now);
    // Days 0-2 rolled, 3-5 live: one depositor, its three days in the series.
    expect((await ask(0, 5)).depositors).toBe(1);
    expect((await ask(0, 5)).days.map((d) => d.depositors)).toEqual([1, 0, 1, 0, 0, 1]);
    for (let day = 3; day < 7; day += 1) await rollUpDay(server.db, alpha, dayKey(base, day), now);
    // Every day rolled: still one, and one for a period starting after its first deposit.
    expect((await ask(0, 5)).depositors).toBe(1);
    expect((await ask(1, 5)).depositors).toBe(1);
    expect((await ask(3, 4)).depositors).toBe(0);
    expect((await ask(3, 6)).deposits).toBe('1.00');
  });

  it('catches a missed day up as a keyed job from the tick, and the job rolls it', async () => {
    const base = takeDays();
    const top = await addMember(null, new Date(`${base}T00:00:00Z`));
    const member = await addMember(top, new Date(`${base}T02:00:00Z`));
    const played = { member: 0, day: 0, prizes: 0, rebates: 0, promotions: 0 };
    for (const day of [0, 1, 2]) {
      await writeFigure(member, dayKey(base, day), {
        ...played,
        validBet: 1000 * (day + 1),
        deposits: 0,
        withdrawals: 0,
      });
    }
    // The tick's scheduled time: day 3, 00:10; days 0 and 2 ran, day 1 was missed.
    const at = new Date(`${dayKey(base, 3)}T00:10:00Z`);
    await rollUpDay(server.db, alpha, dayKey(base, 0), at);
    await rollUpDay(server.db, alpha, dayKey(base, 2), at);
    const due = await dueRollupDays(server.db, alpha, at);
    expect(due).toContain(dayKey(base, 1));
    expect(due).not.toContain(dayKey(base, 0));
    expect(due).not.toContain(dayKey(base, 2));
    // Today is open: not due.
    expect(due).not.toContain(dayKey(base, 3));
    await rollupTick(server.db, [alpha], at);
    await rollupTick(server.db, [alpha], at);
    const jobs = await sql<{ key: string; task: string }>`
      SELECT key, task_identifier AS task FROM graphile_worker.jobs
      WHERE key = ${rollupJobKey(alpha.id, dayKey(base, 1))}`.execute(server.db);
    expect(jobs.rows).toEqual([
      { key: rollupJobKey(alpha.id, dayKey(base, 1)), task: ROLLUP_TASK },
    ]);
    const tasks = rollupTasks({
      db: server.db,
      clock: () => at,
      merchants: new MerchantDirectory(server.db),
    });
    const logger = { error: () => {} };
    // Before the job: day 1 is read live; after it, from the rollup; the answer is the same.
    const ask = () =>
      teamOverview(server.db, alpha, top, { from: dayKey(base, 0), to: dayKey(base, 2), now: at });
    const before = await ask();
    expect(before.validBet).toBe('60.00');
    await tasks[ROLLUP_TASK]?.({ merchantId: alpha.id, day: dayKey(base, 1) }, {
      logger,
    } as never);
    expect(await rowsOf(dayKey(base, 1))).toEqual([`${top}:2000:0:0:0:0:0:0`]);
    expect(await dueRollupDays(server.db, alpha, at)).not.toContain(dayKey(base, 1));
    expect(await ask()).toEqual(before);
    // The tick task reads its scheduled time from the cron payload, not the clock.
    expect(ROLLUP_TICK_TASK in tasks).toBe(true);
  });

  it('rolls a day up once when its job runs twice, or twice at once', async () => {
    const base = takeDays();
    const top = await addMember(null, new Date(`${base}T00:00:00Z`));
    const mid = await addMember(top, new Date(`${base}T01:00:00Z`));
    const leaf = await addMember(mid, new Date(`${base}T02:00:00Z`));
    const f = { member: 0, day: 0, prizes: 50, rebates: 5, promotions: 1, withdrawals: 0 };
    await writeFigure(leaf, base, { ...f, validBet: 700, deposits: 300 });
    await writeFigure(mid, base, { ...f, validBet: 100, deposits: 0 });
    const now = new Date(`${dayKey(base, 2)}T00:00:00Z`);
    const first = await Promise.all([
      rollUpDay(server.db, alpha, base, now),
      rollUpDay(server.db, alpha, base, now),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const rows = await rowsOf(base);
    expect(rows).toEqual(
      [
        `${top}:800:100:10:2:300:0:2`,
        `${mid}:700:50:5:1:300:0:1`,
        `dep:${top}:0:1`,
        `dep:${mid}:0:1`,
      ].sort(),
    );
    expect(await rollUpDay(server.db, alpha, base, now)).toBe(false);
    expect(await rowsOf(base)).toEqual(rows);
  });
});
