import type { Brand } from '@portal/brand';
import {
  brandTimeZone,
  type Dashboard,
  type DashboardDay,
  periodByKey,
  periodOf,
  previousPeriod,
} from '@portal/contract';
import { sql } from 'kysely';
import { playByDay } from '../activity/figures.ts';
import { DEPOSIT_KINDS, WITHDRAWAL_KINDS } from '../ledger/kinds.ts';
import { moneyOf } from '../ledger/money.ts';
import { merchantIdsInScope, merchantsInScope } from '../staff/merchantScope.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';

const DAYS = 30;

interface Sums {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  wins: bigint;
  newMembers: number;
  activeMembers: number;
}
const zero = (): Sums => ({
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  wins: 0n,
  newMembers: 0,
  activeMembers: 0,
});

/**
 * One period's figures. `currency` null: the brands in view keep different currencies, whose
 * minor units do not add up (a dong is no cent), so the money figures are not given at all
 * (ours: the console asks to pick one brand); the members' counts still add up.
 */
const figuresOf = (s: Sums, currency: string | null) => ({
  deposits: currency === null ? null : moneyOf(s.deposits, currency),
  withdrawals: currency === null ? null : moneyOf(s.withdrawals, currency),
  bets: currency === null ? null : moneyOf(s.bets, currency),
  wins: currency === null ? null : moneyOf(s.wins, currency),
  ggr: currency === null ? null : moneyOf(s.bets - s.wins, currency),
  activeMembers: s.activeMembers,
  newMembers: s.newMembers,
});

/** The brand-day keys of the `count` days ending with `last` (keys are calendar days). */
const dayKeys = (last: string, count: number): string[] => {
  const keys = [last];
  let day = periodByKey('day', last, 'UTC');
  while (keys.length < count) {
    day = previousPeriod(day, 'UTC');
    keys.unshift(day.key);
  }
  return keys;
};

export const dashboardHandlers: Pick<StaffHandlerMap, 'dashboard'> = {
  dashboard: async (input, ctx) => {
    const { db } = ctx;
    // The figures are a report: read where reports read (a replica when one is set, issue 26).
    const { reports } = ctx.staffServices.platform;
    const ids = await merchantIdsInScope(db, input.merchantCode, ctx.staff.merchantId);
    const visible = await merchantsInScope(db, ctx.staff.merchantId);
    const covered = ids ? visible.filter((m) => ids.includes(m.id)) : visible;
    const brands = await db
      .selectFrom('merchants')
      .select(['id', 'brand'])
      .where('id', 'in', covered.length > 0 ? covered.map((m) => m.id) : [0])
      .execute();
    // Each brand's days are its own, in its time zone (as the figures' brand days are): a
    // deposit at 23:30 UTC is the next day in a brand at UTC+7. Today is the latest brand day
    // among the brands in view (the zones ahead reach it first).
    const zones = brands.map((b) => ({ id: b.id, zone: brandTimeZone(b.brand as Brand) }));
    const today =
      input.today ??
      zones
        .map((z) => periodOf('day', ctx.now, z.zone).key)
        .sort()
        .at(-1) ??
      periodOf('day', ctx.now, 'UTC').key;
    const keys = dayKeys(today, DAYS);
    const first = keys[0] ?? today;
    const bounds = zones.map((z) => ({
      ...z,
      from: periodByKey('day', first, z.zone).start,
      to: periodByKey('day', today, z.zone).end,
    }));
    // Per brand: its zone and the instants its 30 days span, joined to each row by merchant.
    const brandDays = sql`unnest(
      ${bounds.map((b) => b.id)}::int[],
      ${bounds.map((b) => b.zone)}::text[],
      ${bounds.map((b) => b.from)}::timestamptz[],
      ${bounds.map((b) => b.to)}::timestamptz[]
    ) AS z(merchant_id, zone, lo, hi)`;
    const dayOf = (column: string) =>
      sql<string>`to_char(${sql.ref(column)} AT TIME ZONE z.zone, 'YYYY-MM-DD')`;
    const within = (column: string) =>
      sql<boolean>`${sql.ref(column)} >= z.lo AND ${sql.ref(column)} < z.hi`;

    // Bets and wins: settled play from the member-activity figures (every product, the lottery
    // too), on the brand day each bet settled; a round not settled yet is not counted.
    const play = await playByDay(
      reports,
      bounds.map((b) => b.id),
      first,
      today,
    );
    // Money that reached or left members' own accounts, by the movement's kind. Not from the
    // figures: they count a deposit when the cashier pays it and a withdrawal when its payout
    // is paid, where this counts every movement of those kinds when posted (a withdrawal when
    // it is requested and its money held).
    const movements = await sql<{ d: string; kind: string; amount: string | null }>`
      SELECT ${dayOf('t.created_at')} AS d, t.kind, sum(e.amount) AS amount
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ${brandDays} ON z.merchant_id = t.merchant_id
      WHERE a.member_id IS NOT NULL
        AND t.kind = ANY(${[...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS]}::text[])
        AND ${within('t.created_at')}
      GROUP BY 1, 2`.execute(reports);
    const joined = await sql<{ d: string; n: string }>`
      SELECT ${dayOf('m.created_at')} AS d, count(*) AS n
      FROM members m JOIN ${brandDays} ON z.merchant_id = m.merchant_id
      WHERE ${within('m.created_at')}
      GROUP BY 1`.execute(reports);
    // Active: signed in, seen or played that day.
    const activity = sql`
      SELECT merchant_id, member_id, created_at AS at FROM sessions
      UNION ALL SELECT merchant_id, member_id, last_seen_at FROM sessions
      UNION ALL SELECT merchant_id, member_id, created_at FROM vendor_rounds`;
    const active = await sql<{ d: string; n: string }>`
      SELECT ${dayOf('act.at')} AS d, count(DISTINCT act.member_id) AS n
      FROM (${activity}) act JOIN ${brandDays} ON z.merchant_id = act.merchant_id
      WHERE ${within('act.at')} GROUP BY 1`.execute(reports);
    const active30 = await sql<{ n: string }>`
      SELECT count(DISTINCT act.member_id) AS n
      FROM (${activity}) act JOIN ${brandDays} ON z.merchant_id = act.merchant_id
      WHERE ${within('act.at')}`.execute(reports);

    const byDay = new Map<string, Sums>(keys.map((key) => [key, zero()]));
    const at = (d: string) => byDay.get(d) ?? zero();
    for (const p of play) {
      const s = at(p.day);
      s.bets += p.stake;
      s.wins += p.prizes;
    }
    for (const m of movements.rows) {
      const s = at(m.d);
      const amount = BigInt(m.amount ?? 0);
      if ((DEPOSIT_KINDS as readonly string[]).includes(m.kind)) s.deposits += amount;
      else s.withdrawals -= amount;
    }
    for (const j of joined.rows) at(j.d).newMembers += Number(j.n);
    for (const a of active.rows) at(a.d).activeMembers += Number(a.n);

    const currencies = new Set(brands.map((b) => (b.brand as Brand).currency));
    // Money adds up within one currency only (see figuresOf).
    const currency = currencies.size === 1 ? ([...currencies][0] ?? null) : null;
    const days: DashboardDay[] = [...byDay].map(([day, s]) => ({
      day,
      ...figuresOf(s, currency),
    }));
    const total = zero();
    for (const s of byDay.values()) {
      total.deposits += s.deposits;
      total.withdrawals += s.withdrawals;
      total.bets += s.bets;
      total.wins += s.wins;
      total.newMembers += s.newMembers;
    }
    total.activeMembers = Number(active30.rows[0]?.n ?? 0);

    const last = days[days.length - 1];
    const result: Dashboard = {
      merchantCode: input.merchantCode ?? null,
      currency,
      today: last ?? { day: today, ...figuresOf(zero(), currency) },
      last30: figuresOf(total, currency),
      days,
      merchants: visible.map((m) => ({ merchantCode: m.merchantCode, name: m.name })),
    };
    return result;
  },
};
