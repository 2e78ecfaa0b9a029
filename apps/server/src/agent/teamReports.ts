import {
  brandDay,
  brandTimeZone,
  CONTRACT_TYPES,
  type ContractType,
  pageCount,
  periodByKey,
  periodOf,
  type TeamMember,
  type TeamOverview,
  type UserLoss,
} from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { memberWalletBalances, memberWalletTotal } from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import type { Merchant } from '../system/merchants.ts';
import { countDirectDownlines, directDownlines } from './tree.ts';

/*
 * The team reports of the agent centre (agent-rules "The agent centre's screens"): the member
 * activity figures (activity_daily, one row per member, brand day and category, written when
 * the money moved) summed over the closure table's "everyone under X" in one query, never the
 * raw bets. Periods are the brand's days, both ends included.
 */

/** The longest period a report covers (ours: a quarter). */
const MAX_DAYS = 93;
/** Online: a session seen within this long (ours). */
const ONLINE_MS = 15 * 60_000;

/** The brand days from..to as instants [start, end), refused when reversed or too long. */
export const dayRange = (merchant: Merchant, from: string, to: string) => {
  const zone = brandTimeZone(merchant.brand);
  const parse = (key: string) => {
    try {
      return periodByKey('day', key, zone);
    } catch {
      return { start: new Date(Number.NaN), end: new Date(Number.NaN) };
    }
  };
  const first = parse(from);
  const last = parse(to);
  const span = (last.start.getTime() - first.start.getTime()) / 86_400_000;
  // A day that does not exist (2026-02-31) reads back as another one: refused, not rolled over.
  const real = (key: string, p: { start: Date }) =>
    !Number.isNaN(p.start.getTime()) && brandDay(p.start, zone) === key;
  if (!real(from, first) || !real(to, last) || !(span >= 0) || span > MAX_DAYS) {
    throw new CatalogueError('request_param_err', {
      message: `The period runs from a day to the same or a later day, at most ${MAX_DAYS} days.`,
    });
  }
  return { zone, start: first.start, end: last.end };
};

interface FigureRow {
  day: string;
  valid_bet: string;
  prizes: string;
  rebates: string;
  promotions: string;
  deposits: string;
  depositors: string;
  withdrawals: string;
}

const SUMS = sql`
  coalesce(sum(a.valid_bet), 0)::text AS valid_bet,
  coalesce(sum(a.prizes), 0)::text AS prizes,
  coalesce(sum(a.rebates), 0)::text AS rebates,
  coalesce(sum(a.promotions), 0)::text AS promotions`;

/** The member side's result: what the team got back less what it played. */
const profitLoss = (r: {
  valid_bet: string;
  prizes: string;
  rebates: string;
  promotions: string;
}) => BigInt(r.prizes) + BigInt(r.rebates) + BigInt(r.promotions) - BigInt(r.valid_bet);

/** A day's figures as the overview adds them up, from the rollup, the live rows or both. */
interface DayFigures {
  validBet: bigint;
  prizes: bigint;
  rebates: bigint;
  promotions: bigint;
  deposits: bigint;
  depositors: number;
  withdrawals: bigint;
  newMembers: number;
}

const NO_FIGURES: DayFigures = {
  validBet: 0n,
  prizes: 0n,
  rebates: 0n,
  promotions: 0n,
  deposits: 0n,
  depositors: 0,
  withdrawals: 0n,
  newMembers: 0,
};

const addDay = (a: DayFigures, b: Partial<DayFigures>): DayFigures => ({
  validBet: a.validBet + (b.validBet ?? 0n),
  prizes: a.prizes + (b.prizes ?? 0n),
  rebates: a.rebates + (b.rebates ?? 0n),
  promotions: a.promotions + (b.promotions ?? 0n),
  deposits: a.deposits + (b.deposits ?? 0n),
  depositors: a.depositors + (b.depositors ?? 0),
  withdrawals: a.withdrawals + (b.withdrawals ?? 0n),
  newMembers: a.newMembers + (b.newMembers ?? 0),
});

const figuresOf = (r: FigureRow): Partial<DayFigures> => ({
  validBet: BigInt(r.valid_bet),
  prizes: BigInt(r.prizes),
  rebates: BigInt(r.rebates),
  promotions: BigInt(r.promotions),
  deposits: BigInt(r.deposits),
  depositors: Number(r.depositors),
  withdrawals: BigInt(r.withdrawals),
});

/**
 * How many days at the start of `dayKeys` are rolled up (teamRollup.ts): the rollup answers a
 * run of days from the period's first, so its depositors can be counted once over the run; the
 * rest of the period (today, a day whose job has not run) is read live.
 */
const rolledPrefix = async (db: Db, merchantId: number, dayKeys: readonly string[]) => {
  const first = dayKeys[0];
  const last = dayKeys[dayKeys.length - 1];
  if (first === undefined || last === undefined) return 0;
  const { rows } = await sql<{ day: string }>`
    SELECT day::text AS day FROM agent_rollup_days
    WHERE merchant_id = ${merchantId} AND day BETWEEN ${first}::date AND ${last}::date`.execute(db);
  const rolled = new Set(rows.map((r) => r.day));
  const open = dayKeys.findIndex((key) => !rolled.has(key));
  return open === -1 ? dayKeys.length : open;
};

/**
 * The team overview of `agentId` over brand days. The agent's downlines' figures come from the
 * daily rollup for the closed days it holds and from the live figures (activity_daily over the
 * closure) for the rest, usually today alone; the agent's own figures, the team's size, balance
 * and online members are always live. A rolled day keeps the tree it was played on (a member
 * moved later still counts there, as the rules' "from the next day" asks).
 */
export const teamOverview = async (
  db: Db,
  merchant: Merchant,
  agentId: number,
  period: { from: string; to: string; now: Date },
): Promise<TeamOverview> => {
  const { currency } = merchant.brand;
  const { zone, start, end } = dayRange(merchant, period.from, period.to);
  const money = (minor: bigint | string) => moneyOf(minor, currency);
  // Every day of the period, cut once: the chart's axis and the new members' buckets.
  const dayKeys: string[] = [];
  const dayStarts: Date[] = [];
  for (let at = start; at < end; ) {
    const day = periodOf('day', at, zone);
    dayKeys.push(day.key);
    dayStarts.push(day.start);
    at = day.end;
  }
  const rolled = await rolledPrefix(db, merchant.id, dayKeys);
  // The rolled days are [from, rolledTo]; the live ones [liveFrom, to]. An empty side has its
  // first day after its last, so its queries read nothing.
  const rolledTo = rolled > 0 ? (dayKeys[rolled - 1] as string) : dayBefore(period.from);
  const liveFrom = rolled < dayKeys.length ? (dayKeys[rolled] as string) : dayAfter(period.to);
  const liveStarts = dayStarts.slice(rolled);
  const liveStart = liveStarts[0] ?? end;
  const [
    rollupDays,
    rollupDepositors,
    ownDays,
    liveDays,
    liveDepositors,
    team,
    joined,
    online,
    teamBalance,
  ] = await Promise.all([
    sql<{
      day: string;
      valid_bet: string;
      prizes: string;
      rebates: string;
      promotions: string;
      deposits: string;
      withdrawals: string;
      new_members: number;
      depositors: string;
    }>`
        SELECT d.day::text AS day, d.valid_bet::text, d.prizes::text, d.rebates::text,
          d.promotions::text, d.deposits::text, d.withdrawals::text, d.new_members,
          coalesce((SELECT sum(p.depositors) FROM agent_team_depositors p
            WHERE p.agent_id = d.agent_id AND p.day = d.day), 0)::text AS depositors
        FROM agent_team_days d
        WHERE d.agent_id = ${agentId} AND d.day BETWEEN ${period.from}::date AND ${rolledTo}::date`.execute(
      db,
    ),
    // Each downline depositor once over the rolled days: on the first of them it deposited.
    sql<{ n: string }>`
        SELECT coalesce(sum(depositors), 0)::text AS n FROM agent_team_depositors
        WHERE agent_id = ${agentId} AND day BETWEEN ${period.from}::date AND ${rolledTo}::date
          AND (gap = 0 OR gap > day - ${period.from}::date)`.execute(db),
    // The agent's own figures, every day of the period (its own rows only: an index read).
    sql<FigureRow>`
        SELECT a.day::text AS day, ${SUMS},
          coalesce(sum(a.deposits), 0)::text AS deposits,
          count(*) FILTER (WHERE a.deposits > 0)::text AS depositors,
          coalesce(sum(a.withdrawals), 0)::text AS withdrawals
        FROM activity_daily a
        WHERE a.merchant_id = ${merchant.id} AND a.member_id = ${agentId}
          AND a.currency = ${currency} AND a.day BETWEEN ${period.from}::date AND ${rolledTo}::date
        GROUP BY a.day`.execute(db),
    // The live days, the whole team with the agent, read from the days' figure rows (few:
    // usually today's) and kept when the member is in the team. A day's depositors are its
    // rows with a deposit: deposits are kept under the one category of money not played
    // (NO_GAME) and the currency is fixed, so a member has at most one such row a day.
    liveStarts.length === 0
      ? { rows: [] as FigureRow[] }
      : sql<FigureRow>`
            SELECT a.day::text AS day, ${SUMS},
              coalesce(sum(a.deposits), 0)::text AS deposits,
              count(*) FILTER (WHERE a.deposits > 0)::text AS depositors,
              coalesce(sum(a.withdrawals), 0)::text AS withdrawals
            FROM activity_daily a
            JOIN agent_tree t ON t.ancestor_id = ${agentId} AND t.descendant_id = a.member_id
            WHERE a.merchant_id = ${merchant.id} AND a.currency = ${currency}
              AND a.day BETWEEN ${liveFrom}::date AND ${period.to}::date
            GROUP BY a.day`.execute(db),
    // Depositors of the live days not counted on the rolled ones (the agent's own rolled days
    // are in ownDays, its downlines' in the rollup).
    liveStarts.length === 0
      ? { rows: [] as { n: string }[] }
      : sql<{ n: string }>`
            SELECT count(DISTINCT a.member_id)::text AS n
            FROM activity_daily a
            JOIN agent_tree t ON t.ancestor_id = ${agentId} AND t.descendant_id = a.member_id
            WHERE a.merchant_id = ${merchant.id} AND a.currency = ${currency} AND a.deposits > 0
              AND a.day BETWEEN ${liveFrom}::date AND ${period.to}::date
              AND NOT EXISTS (
                SELECT 1 FROM activity_daily p
                WHERE p.merchant_id = a.merchant_id AND p.member_id = a.member_id
                  AND p.currency = a.currency AND p.deposits > 0
                  AND p.day BETWEEN ${period.from}::date AND ${rolledTo}::date)`.execute(db),
    db
      .selectFrom('agent_tree')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ancestor_id', '=', agentId)
      .executeTakeFirstOrThrow(),
    // New members per live brand day: the days are cut here (the contract's periods) and
    // handed to SQL as their starts, which only counts the members falling between them.
    liveStarts.length === 0
      ? { rows: [] as { bucket: number; n: string }[] }
      : sql<{ bucket: number; n: string }>`
            SELECT width_bucket(m.created_at, ${liveStarts}::timestamptz[]) AS bucket,
              count(*)::text AS n
            FROM agent_tree t
            JOIN members m ON m.id = t.descendant_id
            WHERE t.ancestor_id = ${agentId} AND t.depth > 0
              AND m.created_at >= ${liveStart} AND m.created_at < ${end}
            GROUP BY 1`.execute(db),
    db
      .selectFrom('agent_tree as t')
      .innerJoin('sessions as s', 's.member_id', 't.descendant_id')
      .select((eb) => eb.fn.count<string>('s.member_id').distinct().as('n'))
      .where('t.ancestor_id', '=', agentId)
      .where('s.revoked_at', 'is', null)
      .where('s.last_seen_at', '>', new Date(period.now.getTime() - ONLINE_MS))
      .executeTakeFirstOrThrow(),
    memberWalletTotal(
      db,
      merchant.id,
      currency,
      sql`SELECT descendant_id FROM agent_tree WHERE ancestor_id = ${agentId}`,
    ),
  ]);
  const days = new Map<string, DayFigures>(dayKeys.map((key) => [key, NO_FIGURES]));
  const add = (day: string, figures: Partial<DayFigures>) =>
    days.set(day, addDay(days.get(day) ?? NO_FIGURES, figures));
  for (const r of rollupDays.rows) {
    add(r.day, { ...figuresOf(r), newMembers: r.new_members });
  }
  for (const r of ownDays.rows) add(r.day, figuresOf(r));
  for (const r of liveDays.rows) add(r.day, figuresOf(r));
  // width_bucket numbers the live days from 1, in the order of `liveStarts`.
  for (const r of joined.rows) {
    const key = dayKeys[rolled + r.bucket - 1];
    if (key !== undefined) add(key, { newMembers: Number(r.n) });
  }
  // Every day of the period has its point, a day without figures at zero (the chart's axis).
  const series: TeamOverview['days'] = dayKeys.map((key) => {
    const d = days.get(key) ?? NO_FIGURES;
    return {
      day: key,
      newMembers: d.newMembers,
      deposits: money(d.deposits),
      depositors: d.depositors,
      withdrawals: money(d.withdrawals),
      validBet: money(d.validBet),
      prizes: money(d.prizes),
      rebates: money(d.rebates),
      promotions: money(d.promotions),
      profitLoss: money(d.prizes + d.rebates + d.promotions - d.validBet),
    };
  });
  const total = [...days.values()].reduce(addDay, NO_FIGURES);
  return {
    newMembers: total.newMembers,
    deposits: money(total.deposits),
    depositors:
      Number(rollupDepositors.rows[0]?.n ?? 0) +
      (ownDays.rows.some((r) => Number(r.depositors) > 0) ? 1 : 0) +
      Number(liveDepositors.rows[0]?.n ?? 0),
    withdrawals: money(total.withdrawals),
    validBet: money(total.validBet),
    prizes: money(total.prizes),
    rebates: money(total.rebates),
    promotions: money(total.promotions),
    profitLoss: money(total.prizes + total.rebates + total.promotions - total.validBet),
    teamBalance: money(teamBalance),
    teamSize: Number(team.n),
    onlineMembers: Number(online.n),
    days: series,
  };
};

/** The brand day before / after a day key (dates, no time zone: a day is a day). */
const shiftDay = (key: string, by: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (key: string) => shiftDay(key, -1);
const dayAfter = (key: string) => shiftDay(key, 1);

/**
 * The pending and active contracts of each member as their downline side, in the contract
 * types' order: an active one with an open terminate request is `ending`.
 */
const contractStatesOf = async (db: Db, merchantId: number, memberIds: readonly number[]) => {
  const states = new Map<number, TeamMember['contracts']>();
  if (memberIds.length === 0) return states;
  const { rows } = await sql<{
    downline_id: number;
    contract_type: ContractType;
    status: 'pending' | 'active';
    ending: boolean;
  }>`
    SELECT c.downline_id, c.contract_type, c.status,
      EXISTS (SELECT 1 FROM agent_contract_requests r WHERE r.contract_id = c.id
        AND r.kind = 'terminate' AND r.status = 'open') AS ending
    FROM agent_contracts c
    WHERE c.merchant_id = ${merchantId} AND c.downline_id = ANY(${[...memberIds]}::int[])
      AND c.status IN ('pending', 'active')`.execute(db);
  const sorted = [...rows].sort(
    (a, b) => CONTRACT_TYPES.indexOf(a.contract_type) - CONTRACT_TYPES.indexOf(b.contract_type),
  );
  for (const r of sorted) {
    const list = states.get(r.downline_id) ?? [];
    list.push({
      type: r.contract_type,
      state: r.status === 'pending' ? 'offered' : r.ending ? 'ending' : 'active',
    });
    states.set(r.downline_id, list);
  }
  return states;
};

/** A page of `parentId`'s direct downlines with balance, team size and contracts. */
export const teamMembersPage = async (
  db: Db,
  merchant: Merchant,
  parentId: number,
  page: { pageNo: number; pageSize: number; search?: string | undefined },
): Promise<{ content: TeamMember[]; pageNum: number; totalPages: number; parentId: number }> => {
  const [rows, total] = await Promise.all([
    directDownlines(db, parentId, {
      offset: (page.pageNo - 1) * page.pageSize,
      limit: page.pageSize,
      search: page.search,
    }),
    countDirectDownlines(db, parentId, page.search),
  ]);
  const { currency } = merchant.brand;
  const ids = rows.map((r) => r.memberId);
  const [balances, contracts] = await Promise.all([
    memberWalletBalances(db, merchant.id, ids, currency),
    contractStatesOf(db, merchant.id, ids),
  ]);
  return {
    content: rows.map((r) => ({
      memberId: r.memberId,
      username: r.username,
      type: r.type,
      series: r.series,
      balance: moneyOf(balances.get(r.memberId) ?? 0n, currency),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      registeredAt: r.createdAt.toISOString(),
      teamSize: r.teamSize,
      contracts: contracts.get(r.memberId) ?? [],
    })),
    pageNum: page.pageNo,
    totalPages: pageCount(total, page.pageSize),
    parentId,
  };
};

/** Each direct downline of `parentId` with its whole team's figures over the period. */
export const userLossPage = async (
  db: Db,
  merchant: Merchant,
  parentId: number,
  q: { from: string; to: string; pageNo: number; pageSize: number },
): Promise<{ content: UserLoss[]; pageNum: number; totalPages: number }> => {
  dayRange(merchant, q.from, q.to);
  const { currency } = merchant.brand;
  const [rows, total] = await Promise.all([
    sql<{
      member_id: number;
      username: string;
      valid_bet: string;
      prizes: string;
      rebates: string;
      promotions: string;
    }>`
      SELECT d.descendant_id AS member_id, m.username, ${SUMS}
      FROM agent_tree d
      JOIN members m ON m.id = d.descendant_id
      JOIN agent_tree s ON s.ancestor_id = d.descendant_id
      LEFT JOIN activity_daily a ON a.member_id = s.descendant_id
        AND a.merchant_id = ${merchant.id} AND a.currency = ${currency}
        AND a.day BETWEEN ${q.from} AND ${q.to}
      WHERE d.ancestor_id = ${parentId} AND d.depth = 1
      GROUP BY d.descendant_id, m.username
      ORDER BY m.username, d.descendant_id
      LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`.execute(db),
    countDirectDownlines(db, parentId),
  ]);
  return {
    content: rows.rows.map((r) => ({
      memberId: r.member_id,
      username: r.username,
      validBet: moneyOf(r.valid_bet, currency),
      prizes: moneyOf(r.prizes, currency),
      rebates: moneyOf(r.rebates, currency),
      promotions: moneyOf(r.promotions, currency),
      profitLoss: moneyOf(profitLoss(r), currency),
    })),
    pageNum: q.pageNo,
    totalPages: pageCount(total, q.pageSize),
  };
};

/**
 * Whose bets team betting lists, as a query of member ids for the betting record (the account
 * area reads no agent table): one member (the caller checked it is in the team), the direct
 * downlines, or everyone under the agent at any depth (the closure table's indexed read).
 */
export const teamBettors = (
  agentId: number,
  filter: { memberId?: number | undefined; levels: 'all' | 'direct' },
) =>
  filter.memberId !== undefined
    ? sql`SELECT ${filter.memberId}::int`
    : sql`SELECT descendant_id FROM agent_tree WHERE ancestor_id = ${agentId}
        AND depth BETWEEN 1 AND ${filter.levels === 'direct' ? 1 : 2_147_483_647}`;

/**
 * Team betting walks the brand's bets by placing time, rather than each bettor's own, for a
 * team of at least this many (ours, from the agent bench: at 1,000 bettors of 100,000 a page
 * checks some 2,000 of the brand's bets; a team of 100,000 read bettor by bettor sorts every
 * bet of the day, about a second).
 */
export const WIDE_TEAM = 1000;

/**
 * Whose bets team betting reads, and how (see the account area's `betPageQuery`): a team of
 * fewer than WIDE_TEAM is named by its ids (the planner then knows how few they are: a
 * subquery of the closure table is estimated from the whole brand's counts and read by a scan
 * of every bet); a wider team by its query of the closure table, walked in the brand's bets.
 */
export const teamBetReaders = async (
  db: Db,
  agentId: number,
  filter: { memberId?: number | undefined; levels: 'all' | 'direct' },
): Promise<{ who: RawBuilder<unknown>; wide: boolean }> => {
  if (filter.memberId !== undefined) return { who: teamBettors(agentId, filter), wide: false };
  const ids = await sql<{ id: number }>`
    SELECT descendant_id AS id FROM agent_tree WHERE ancestor_id = ${agentId}
      AND depth BETWEEN 1 AND ${filter.levels === 'direct' ? 1 : 2_147_483_647}
    LIMIT ${WIDE_TEAM}`.execute(db);
  if (ids.rows.length >= WIDE_TEAM) return { who: teamBettors(agentId, filter), wide: true };
  const who =
    ids.rows.length === 0
      ? sql`SELECT NULL::int WHERE FALSE`
      : sql.join(ids.rows.map((row) => sql`${row.id}::int`));
  return { who, wide: false };
};

/** The usernames of some members (a page's bettors). */
export const usernamesOf = async (
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, string>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', memberIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
};
