import { cpus, loadavg } from 'node:os';
import { BET_STATUS, brandTimeZone, periodByKey, periodOf } from '@portal/contract';
import { sql } from 'kysely';
import { betRecordsAfter } from '../src/account/records.ts';
import { runDividendPeriod } from '../src/agent/pay/dividends.ts';
import { runSalaryWindow } from '../src/agent/pay/salaryRun.ts';
import { teamBetReaders, teamMembersPage, teamOverview } from '../src/agent/teamReports.ts';
import { rollUpDay } from '../src/agent/teamRollup.ts';
import type { Db } from '../src/db/database.ts';
import { LEDGER_KINDS } from '../src/ledger/kinds.ts';
import { type Movement, openHouseAccount, postMovements } from '../src/ledger/ledger.ts';
import { payDailyRebates, rebatePromotion } from '../src/promotions/dailyRebate.ts';
import { seedPromotions } from '../src/promotions/seedPromotions.ts';
import { seedCatalogue } from '../src/seed/gameCatalogue.ts';
import { seedLottery } from '../src/seed/lotteryGames.ts';
import { OPENING_HOUSE_ACCOUNT } from '../src/seed/seed.ts';
import type { Merchant } from '../src/system/merchants.ts';
import { withBenchDatabase } from './benchDatabase.ts';

/** The budgets of issues 24 and 25, in milliseconds. */
export const AGENT_BUDGETS = {
  overviewP95: 200,
  teamPageP95: 100,
  /** Ours: the issue gives team betting no budget; its first page is held to team management's. */
  teamBetsP95: 100,
  dailySalary: 30_000,
  dividend: 30_000,
  realTimeWindow: 5_000,
  dailyRebate: 30_000,
} as const;

/** The brand's shape: 100,000 members, 5,000 of them agents, the deepest member 10 levels down. */
const MEMBERS = 100_000;
/**
 * Agents per level below the top one (level 0, one agent): each level's agents share out the
 * level above round-robin, so level 9 is the deepest agent and its members sit at depth 10.
 * Ours: wide at the bottom, as real brands grow.
 */
const AGENT_LEVELS = [1, 3, 9, 27, 81, 243, 729, 1000, 1400, 1507];
const AGENTS = AGENT_LEVELS.reduce((a, b) => a + b, 0);
/** Agents at levels 0 to 6 also hold a real-time salary (1,093 of them). */
const REAL_TIME_LEVELS = 7;
/** The 30 brand days of figures; the last is the day the salary, the rebate and the window run for. */
const FIRST_DAY = '2026-11-01';
const DAYS = 30;
const CALLS = 50;
/** Lottery orders each member placed on the last day (team betting reads them raw, by design). */
const ORDERS_PER_MEMBER = 3;

/** Where the run is, on stderr (the table is stdout): a seed of this size takes a while. */
const began = performance.now();
const progress = (what: string) =>
  process.stderr.write(
    `  [agent bench ${((performance.now() - began) / 1000).toFixed(1)} s] ${what}\n`,
  );

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
};

const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
};

/**
 * The brand, set-wise: agents level by level, then the members under them round-robin; the
 * closure table in one recursive statement (the row triggers are off while the members are
 * written, as the migration itself builds the table); the figures by generate_series; the
 * contracts and their tiers in a statement per type. Returns the top agent and the days.
 */
const seedBrand = async (db: Db, merchant: Merchant) => {
  const zone = brandTimeZone(merchant.brand);
  const dayStarts = Array.from({ length: DAYS + 1 }, (_, d) => {
    const start = new Date(periodByKey('day', FIRST_DAY, zone).start.getTime() + d * 86_400_000);
    // Re-cut through the periods so a zone with a clock change still gets its own day starts.
    return periodOf('day', new Date(start.getTime() + 12 * 3_600_000), zone);
  });
  const lastDay = dayStarts[DAYS - 1] as (typeof dayStarts)[number];
  await sql`ALTER TABLE members DISABLE TRIGGER USER`.execute(db);
  // Agents: n is the agent's number (1..5000), level its depth; its upline is an agent of the
  // level above, round-robin. Series drop by 10 a level so no downline passes its upline.
  const levels = AGENT_LEVELS.map((size, level) => ({
    level,
    size,
    first: AGENT_LEVELS.slice(0, level).reduce((a, b) => a + b, 1),
  }));
  for (const { level, size, first } of levels) {
    const above = levels[level - 1];
    await sql`
      INSERT INTO members (merchant_id, username, password_hash, type, series, upline_id, created_at)
      SELECT ${merchant.id}, 'agent' || n, 'x', 1, ${1950 - level * 10}::int,
        ${
          above
            ? sql`(SELECT id FROM members WHERE merchant_id = ${merchant.id}
          AND lower(username) = 'agent' || (${above.first}::int + (n - ${first}::int) % ${above.size}::int))`
            : sql`NULL`
        },
        ${dayStarts[0]?.start ?? null}::timestamptz - interval '30 days'
      FROM generate_series(${first}::int, ${first + size - 1}::int) AS n`.execute(db);
  }
  // Members: the rest, each under agent ((i - 1) % 5000) + 1, joined over the 30 days.
  await sql`
    INSERT INTO members (merchant_id, username, password_hash, type, series, upline_id, created_at)
    SELECT ${merchant.id}, 'member' || i, 'x', 0, 1800, a.id,
      ${dayStarts[0]?.start ?? null}::timestamptz + (i % ${DAYS * 24}::int) * interval '1 hour'
    FROM generate_series(1, ${MEMBERS - AGENTS}::int) AS i
    JOIN members a ON a.merchant_id = ${merchant.id} AND lower(a.username) = 'agent' || ((i - 1) % ${AGENTS}::int + 1)`.execute(
    db,
  );
  await sql`ALTER TABLE members ENABLE TRIGGER USER`.execute(db);
  progress('members written');
  await sql`
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    WITH RECURSIVE up (ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members WHERE merchant_id = ${merchant.id}
      UNION ALL
      SELECT m.upline_id, up.descendant_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL
    )
    SELECT ${merchant.id}, ancestor_id, descendant_id, depth FROM up`.execute(db);
  progress('closure table written');
  // Every member's main wallet (empty): the reports read balances, the runs pay into them.
  await sql`
    INSERT INTO ledger_accounts (merchant_id, code, currency, member_id, allow_negative)
    SELECT ${merchant.id}, 'member:' || id || ':main', ${merchant.brand.currency}, id, false
    FROM members WHERE merchant_id = ${merchant.id}`.execute(db);
  // Each wallet opened with 1,000.00, a movement each, so the ledger has the history a live
  // brand has: entries about two to a transaction. The first thousand are analysed before the
  // rest: statistics of an empty ledger, or of one movement of 100,000 entries, make the
  // entries trigger's balance check scan the whole table once per movement (quadratic; the
  // rebate's 100,000 movements did not finish in six minutes).
  const wallets = (
    await sql<{ id: string }>`SELECT id FROM ledger_accounts
      WHERE merchant_id = ${merchant.id} AND member_id IS NOT NULL ORDER BY id`.execute(db)
  ).rows;
  const opening = await openHouseAccount(
    db,
    merchant.id,
    OPENING_HOUSE_ACCOUNT,
    merchant.brand.currency,
  );
  const funding = wallets.map(
    (w): Movement => ({
      merchantId: merchant.id,
      idempotencyKey: `bench:agent:funds:${w.id}`,
      kind: LEDGER_KINDS.openingBalance,
      currency: merchant.brand.currency,
      postings: [
        { accountId: opening, amount: -1_000_00n },
        { accountId: BigInt(w.id), amount: 1_000_00n },
      ],
      reference: 'bench',
    }),
  );
  await postMovements(db, funding.slice(0, 1000));
  await sql`ANALYZE ledger_transactions, ledger_entries`.execute(db);
  await postMovements(db, funding.slice(1000));
  progress('wallets funded');
  // Figures: every member plays lottery on the last day; a third of them on each other day.
  // A day's valid bet (20.00 to 1,019.00) falls in one 5-minute window of that day, spread by
  // member, so the windows add up to the days; a member deposits on two days of the thirty.
  const starts = dayStarts.slice(0, DAYS).map((p) => p.start.toISOString());
  const keys = dayStarts.slice(0, DAYS).map((p) => p.key);
  await sql`
    CREATE TEMP TABLE bench_play AS
    SELECT m.id AS member_id, d.key AS day, d.start AS day_start,
      (2000 + (m.id * 7919 + d.n * 104729) % 100000)::bigint AS valid_bet,
      (m.id + d.n) % 288 AS slot
    FROM members m
    CROSS JOIN unnest(${keys}::date[], ${starts}::timestamptz[]) WITH ORDINALITY AS d(key, start, n)
    WHERE m.merchant_id = ${merchant.id} AND (d.n = ${DAYS}::int OR (m.id + d.n) % 3 = 0)`.execute(
    db,
  );
  await sql`
    INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, valid_bet, stake,
      prizes, bets_won, bets_lost, bet_count)
    SELECT ${merchant.id}, member_id, day, 'LOTT', ${merchant.brand.currency}, valid_bet, valid_bet,
      valid_bet * ((member_id + extract(day FROM day)::int) % 19) / 10, 1, 4, 5
    FROM bench_play`.execute(db);
  await sql`
    INSERT INTO activity_windows (merchant_id, member_id, window_start, category, currency, valid_bet)
    SELECT ${merchant.id}, member_id, day_start + slot * interval '5 minutes', 'LOTT',
      ${merchant.brand.currency}, valid_bet
    FROM bench_play`.execute(db);
  await sql`
    INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, deposits, deposit_count)
    SELECT ${merchant.id}, m.id, d.key, '', ${merchant.brand.currency}, 10000 + (m.id % 50) * 1000, 1
    FROM members m
    CROSS JOIN unnest(${keys}::date[]) WITH ORDINALITY AS d(key, n)
    WHERE m.merchant_id = ${merchant.id} AND (m.id % 15 = d.n - 1 OR m.id % 15 = d.n - 16)`.execute(
    db,
  );
  await sql`DROP TABLE bench_play`.execute(db);
  progress('figures written');
  // The raw bets team betting pages through: every member's lottery orders of the last day,
  // one a draw of a minute game, spread over the day by member (the figures above are the
  // reports'; these rows are the bets themselves, lost or not drawn yet).
  await seedLottery(db, merchant.id);
  await sql`
    INSERT INTO lottery_draws (merchant_id, game_id, numero, draw_at, state)
    SELECT ${merchant.id}, g.id, 'bench-' || m, ${lastDay.start}::timestamptz + m * interval '1 minute', 'open'
    FROM lottery_games g CROSS JOIN generate_series(0, 1439) AS m
    WHERE g.merchant_id = ${merchant.id} AND g.game_code = 'K31M'`.execute(db);
  await sql`
    INSERT INTO lottery_orders (merchant_id, member_id, game_id, numero, play, selection, unit,
      multiplier, stakes, amount, currency, prize_mode, series, status, created_at,
      stake_account_id, prize_cap)
    SELECT ${merchant.id}, m.id, g.id, 'bench-' || s.minute, 'K3.sum', '[[10, 11]]', 1, 1, 2,
      200 * (1 + k % 5), ${merchant.brand.currency}, 'LOTT', m.series,
      CASE WHEN s.minute < 1380 THEN ${BET_STATUS.lost}::smallint ELSE ${BET_STATUS.notDrawn}::smallint END,
      ${lastDay.start}::timestamptz + s.minute * interval '1 minute' - interval '20 seconds',
      ${opening}, 40000000
    FROM members m
    CROSS JOIN generate_series(1, ${ORDERS_PER_MEMBER}::int) AS k
    CROSS JOIN LATERAL (SELECT (m.id * 7 + k * 479) % 1440 AS minute) s
    JOIN lottery_games g ON g.merchant_id = ${merchant.id} AND g.game_code = 'K31M'
    WHERE m.merchant_id = ${merchant.id}`.execute(db);
  // And one settled round of the demo vendor's each (the betting record's other source).
  await seedCatalogue(db, merchant.id, merchant.brand);
  await sql`
    INSERT INTO vendor_rounds (merchant_id, vassalage, transaction_id, member_id, node_id,
      bet_amount, win_amount, status, created_at, closed_at)
    SELECT ${merchant.id}, g.vassalage, 'bench-' || m.id, m.id, g.id, 500, 0, 'settled',
      ${lastDay.start}::timestamptz + ((m.id * 13) % 86000) * interval '1 second',
      ${lastDay.start}::timestamptz + ((m.id * 13) % 86000 + 60) * interval '1 second'
    FROM members m
    CROSS JOIN LATERAL (SELECT id, vassalage FROM games WHERE merchant_id = ${merchant.id}
      ORDER BY id LIMIT 1) g
    WHERE m.merchant_id = ${merchant.id}`.execute(db);
  progress('lottery orders and vendor rounds written');
  // Some 2,000 members online (a session seen a minute before the reports' "now").
  const now = new Date(lastDay.end.getTime() + 12 * 3_600_000);
  await sql`
    INSERT INTO sessions (token_hash, merchant_id, member_id, created_at, last_seen_at)
    SELECT sha256(('bench' || id)::bytea), ${merchant.id}, id, ${now}::timestamptz - interval '1 hour',
      ${now}::timestamptz - interval '1 minute'
    FROM members WHERE merchant_id = ${merchant.id} AND id % 50 = 0`.execute(db);
  // Contracts, in force from before the month: every agent a daily salary and a monthly
  // dividend from its upline (the top agent's from the platform), the upper levels a real-time
  // salary. Rates fall with the level (the cascade pays the difference): salary tiers of
  // (2.0 - 0.1 level) % from the first bet and one more 0.2 % with 10 active members;
  // dividends (30 - level) % of the team's loss.
  const inForce = new Date((dayStarts[0]?.start.getTime() ?? 0) - 86_400_000);
  for (const [type, period, maxLevel] of [
    ['dailySalary', null, AGENT_LEVELS.length],
    ['realTimeSalary', null, REAL_TIME_LEVELS],
    ['dividend', 'monthly', AGENT_LEVELS.length],
  ] as const) {
    await sql`
      INSERT INTO agent_contracts (merchant_id, contract_type, upline_id, downline_id, period,
        status, in_force_from, created_at, updated_at)
      SELECT ${merchant.id}, ${type}, m.upline_id,
        m.id, ${period}, 'active', ${inForce}, ${inForce}, ${inForce}
      FROM members m
      WHERE m.merchant_id = ${merchant.id} AND m.type = 1 AND m.series > ${1950 - maxLevel * 10}::int`.execute(
      db,
    );
  }
  await sql`
    INSERT INTO agent_contract_tiers (merchant_id, contract_id, position, rate_millionths,
      active_members, valid_bet, team_loss)
    SELECT ${merchant.id}, c.id, t.position,
      CASE WHEN c.contract_type = 'dividend' THEN (300000 - (1950 - m.series) * 1000) / 1
        ELSE 20000 - (1950 - m.series) * 100 + t.position * 2000 END,
      CASE WHEN t.position = 0 THEN 0 ELSE 10 END, 0,
      CASE WHEN c.contract_type = 'dividend' THEN 1 ELSE 0 END
    FROM agent_contracts c
    JOIN members m ON m.id = c.downline_id
    CROSS JOIN generate_series(0, 1) AS t(position)
    WHERE c.merchant_id = ${merchant.id}
      AND (c.contract_type <> 'dividend' OR t.position = 0)`.execute(db);
  await sql`ANALYZE`.execute(db);
  progress('contracts written, analysed');
  const top = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', 'agent1')
    .executeTakeFirstOrThrow();
  return { topAgent: top.id, lastDay, monthStart: dayStarts[0]?.start as Date, now, zone };
};

export interface AgentFigures {
  seedMs: number;
  members: number;
  agents: number;
  treeRows: number;
  dailyRows: number;
  windowRows: number;
  overviewP95: number;
  overviewTeam: number;
  /** The slowest day's rollup (the daily job's work for one closed day). */
  rollupMaxMs: number;
  teamPageP95: number;
  teamPageRows: number;
  /** Team betting's first page (20 rows) of the last day: every level, one level, one member. */
  teamBets: { allP95: number; directP95: number; memberP95: number; rows: number; bets: number };
  realTime: { ms: number; lines: number; total: bigint };
  dailySalary: { ms: number; lines: number; total: bigint };
  dividend: { ms: number; paidByPlatform: bigint; bills: number };
  rebate: {
    ms: number;
    paid: number;
    again: number;
    movementsAfter: number;
    movementsBefore: number;
  };
  /** Accounts whose balance differs from their entries summed (zero when right). */
  drift: number;
}

/** Seeds the brand on a fresh embedded PostgreSQL and times each figure through the real code. */
export const agentFigures = async (): Promise<AgentFigures> => {
  return withBenchDatabase('agent', { connections: 4 }, async ({ db, merchant }) => {
    progress('migrated');
    const seeded = await timed(() => seedBrand(db, merchant));
    const { topAgent, lastDay, monthStart, now } = seeded.value;
    const count = async (table: string) =>
      Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db))
          .rows[0]?.n ?? 0,
      );

    // The 30 closed days rolled up, as the daily job does once each day has closed; the
    // overview then reads the rollup for them and the live figures for today only.
    const rollupMs: number[] = [];
    for (let d = 0; d < DAYS; d += 1) {
      const day = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + d * 86_400_000)
        .toISOString()
        .slice(0, 10);
      rollupMs.push((await timed(() => rollUpDay(db, merchant, day, now))).ms);
    }
    await sql`ANALYZE agent_team_days, agent_team_depositors, agent_rollup_days`.execute(db);
    progress('days rolled up');
    // The team overview of the top agent over the 30 days, as agentTeamOverview calls it.
    const period = { from: FIRST_DAY, to: lastDay.key, now };
    let overviewTeam = 0;
    const overview: number[] = [];
    for (let i = 0; i < CALLS + 3; i++) {
      const run = await timed(() => teamOverview(db, merchant, topAgent, period));
      overviewTeam = run.value.teamSize;
      if (i >= 3) overview.push(run.ms); // the first calls warm the cache, as a live server is
    }
    progress('overview timed');
    // Team management's first page (agentTeamMembers with no parent: the caller's own).
    const teamPage: number[] = [];
    let teamPageRows = 0;
    for (let i = 0; i < CALLS + 3; i++) {
      const run = await timed(() =>
        teamMembersPage(db, merchant, topAgent, { pageNo: 1, pageSize: 20 }),
      );
      teamPageRows = run.value.content.length;
      if (i >= 3) teamPage.push(run.ms);
    }

    progress('team page timed');
    // Team betting's first page of the last day, as agentTeamBets reads it: the whole team
    // (100,000 bettors), the direct downlines, and one member deep down.
    const dayRange = {
      from: lastDay.start,
      to: lastDay.end,
      startDate: lastDay.key,
      endDate: lastDay.key,
    };
    const deepMember = Number(
      (
        await sql<{ id: number }>`SELECT descendant_id AS id FROM agent_tree
          WHERE ancestor_id = ${topAgent} ORDER BY depth DESC, descendant_id LIMIT 1`.execute(db)
      ).rows[0]?.id,
    );
    let teamBetRows = 0;
    const betPage = async (filter: { memberId?: number; levels: 'all' | 'direct' }) => {
      const samples: number[] = [];
      for (let i = 0; i < CALLS + 3; i++) {
        // As agentTeamBets reads it: a small team by its ids, a wide one walked in the brand's.
        const run = await timed(async () => {
          const { who, wide } = await teamBetReaders(db, topAgent, filter);
          return betRecordsAfter(
            db,
            who,
            dayRange,
            { pageSize: 20 },
            merchant.brand.currency,
            wide ? merchant.id : undefined,
          );
        });
        teamBetRows = Math.max(teamBetRows, run.value.content.length);
        if (i >= 3) samples.push(run.ms);
      }
      return p95(samples);
    };
    const teamBets = {
      allP95: await betPage({ levels: 'all' }),
      directP95: await betPage({ levels: 'direct' }),
      memberP95: await betPage({ memberId: deepMember, levels: 'all' }),
      rows: 0,
      bets: (await count('lottery_orders')) + (await count('vendor_rounds')),
    };
    teamBets.rows = teamBetRows;
    progress('team betting timed');
    // One real-time window in the middle of the last day, then the day's salary, then the
    // month's dividends (they subtract the salaries paid), as the jobs run them.
    const window = periodOf(
      'fiveMinutes',
      new Date(lastDay.start.getTime() + 14 * 3_600_000),
      seeded.value.zone,
    );
    const realTime = await timed(() =>
      runSalaryWindow(db, merchant, 'realTimeSalary', window.start),
    );
    progress('real-time window run');
    const daily = await timed(() => runSalaryWindow(db, merchant, 'dailySalary', lastDay.start));
    progress('daily salary run');
    const dividend = await timed(() => runDividendPeriod(db, merchant, 'monthly', monthStart));

    progress('dividend run');
    // The daily rebate for the last day, paid the next day at noon, then once more.
    const ids = await seedPromotions(
      db,
      merchant.id,
      [merchant.brand.defaultLanguage],
      brandTimeZone(merchant.brand),
    );
    const promotion = await rebatePromotion(db, merchant.id, ids.rebate);
    if (!promotion) throw new Error('no rebate promotion');
    const movements = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transactions
            WHERE merchant_id = ${merchant.id}`.execute(db)
        ).rows[0]?.n ?? 0,
      );
    const rebate = await timed(() => payDailyRebates(db, merchant, promotion, lastDay.key, now));
    progress('rebate run');
    const movementsBefore = await movements();
    const again = await payDailyRebates(db, merchant, promotion, lastDay.key, now);
    const movementsAfter = await movements();
    const drift = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_accounts a
      WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
    `.execute(db);
    return {
      seedMs: seeded.ms,
      members: await count('members'),
      agents: AGENTS,
      treeRows: await count('agent_tree'),
      dailyRows: await count('activity_daily'),
      windowRows: await count('activity_windows'),
      overviewP95: p95(overview),
      rollupMaxMs: Math.max(...rollupMs),
      overviewTeam,
      teamPageP95: p95(teamPage),
      teamPageRows,
      teamBets,
      realTime: { ms: realTime.ms, lines: realTime.value.lines, total: realTime.value.total },
      dailySalary: { ms: daily.ms, lines: daily.value.lines, total: daily.value.total },
      dividend: {
        ms: dividend.ms,
        paidByPlatform: dividend.value.paidByPlatform,
        bills: dividend.value.bills,
      },
      rebate: { ms: rebate.ms, paid: rebate.value, again, movementsBefore, movementsAfter },
      drift: Number(drift.rows[0]?.n ?? 0),
    };
  });
};

/** budget / measured: 1.00 or more meets the budget. */
const ratio = (budgetMs: number, ms: number) => (budgetMs / ms).toFixed(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The agent part's rows of the bench table, the machine's load beside them. */
export const agentRows = async (): Promise<[string, string][]> => {
  const load = loadavg()[0]?.toFixed(1);
  const f = await agentFigures();
  const loadAfter = loadavg()[0]?.toFixed(1);
  const b = AGENT_BUDGETS;
  return [
    [
      `agent: seed ${f.members} members, ${f.agents} agents, depth 10, ${DAYS} days`,
      `${seconds(f.seedMs)} (${f.treeRows} tree rows, ${f.dailyRows} day rows, ${f.windowRows} window rows)`,
    ],
    [
      `agent: team overview, top agent, ${DAYS} days, p95 of ${CALLS} (budget ${b.overviewP95} ms)`,
      `${f.overviewP95.toFixed(1)} ms (team of ${f.overviewTeam}); ratio ${ratio(b.overviewP95, f.overviewP95)}`,
    ],
    [`agent: team overview rollup of one closed day, slowest of ${DAYS}`, seconds(f.rollupMaxMs)],
    [
      `agent: team management first page, p95 of ${CALLS} (budget ${b.teamPageP95} ms)`,
      `${f.teamPageP95.toFixed(1)} ms (${f.teamPageRows} rows); ratio ${ratio(b.teamPageP95, f.teamPageP95)}`,
    ],
    [
      `agent: team betting first page, top agent, one day, every level, p95 of ${CALLS} (ours: ${b.teamBetsP95} ms)`,
      `${f.teamBets.allP95.toFixed(1)} ms (${f.teamBets.rows} rows of ${f.teamBets.bets} orders and rounds); ratio ${ratio(b.teamBetsP95, f.teamBets.allP95)}`,
    ],
    [
      'agent: team betting first page, direct downlines / one member 10 levels down, p95',
      `${f.teamBets.directP95.toFixed(1)} ms / ${f.teamBets.memberP95.toFixed(1)} ms`,
    ],
    [
      `agent: daily salary run (budget ${b.dailySalary / 1000} s)`,
      `${seconds(f.dailySalary.ms)} (${f.dailySalary.lines} lines, ${f.dailySalary.total} paid); ratio ${ratio(b.dailySalary, f.dailySalary.ms)}`,
    ],
    [
      `agent: monthly dividend run (budget ${b.dividend / 1000} s)`,
      `${seconds(f.dividend.ms)} (${f.dividend.paidByPlatform} by the platform, ${f.dividend.bills} bills); ratio ${ratio(b.dividend, f.dividend.ms)}`,
    ],
    [
      `agent: one real-time salary window (budget ${b.realTimeWindow / 1000} s)`,
      `${seconds(f.realTime.ms)} (${f.realTime.lines} lines, ${f.realTime.total} paid); ratio ${ratio(b.realTimeWindow, f.realTime.ms)}`,
    ],
    [
      `promotions: daily rebate, ${f.members} members with a day's play (budget ${b.dailyRebate / 1000} s)`,
      `${seconds(f.rebate.ms)} (${f.rebate.paid} paid); ratio ${ratio(b.dailyRebate, f.rebate.ms)}`,
    ],
    [
      'promotions: the daily rebate run again',
      `${f.rebate.again} paid, ${f.rebate.movementsAfter - f.rebate.movementsBefore} new movements; ${f.drift} balances off their entries`,
    ],
    [
      'agent: machine load (1-min average) when the part began and ended',
      `${load} and ${loadAfter} on ${cpus().length} cores`,
    ],
  ];
};

if (import.meta.main) {
  const rows = await agentRows();
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'measure'.padEnd(width)} | value\n${'-'.repeat(width)}-|------`);
  for (const [k, value] of rows) console.log(`${k.padEnd(width)} | ${value}`);
}
