import type { Brand } from '@portal/brand';
import type { Dashboard, DashboardDay } from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import { playByDay } from '../activity/figures.ts';
import { DEPOSIT_KINDS, WITHDRAWAL_KINDS } from '../ledger/kinds.ts';
import { moneyOf } from '../ledger/money.ts';
import { merchantIdsInScope, merchantsInScope } from '../staff/merchantScope.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

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

const figuresOf = (s: Sums) => ({
  deposits: moneyOf(s.deposits),
  withdrawals: moneyOf(s.withdrawals),
  bets: moneyOf(s.bets),
  wins: moneyOf(s.wins),
  ggr: moneyOf(s.bets - s.wins),
  activeMembers: s.activeMembers,
  newMembers: s.newMembers,
});

export const dashboardHandlers: Pick<StaffHandlerMap, 'dashboard'> = {
  dashboard: async (input, ctx) => {
    const { db } = ctx;
    const ids = await merchantIdsInScope(db, input.merchantCode, ctx.staff.merchantId);
    const today = input.today ?? isoDay(ctx.now);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS);
    const start = new Date(end.getTime() - DAYS * DAY_MS);
    const inScope = (column: string): RawBuilder<boolean> =>
      ids ? sql<boolean>`${sql.ref(column)} = ANY(${ids}::int[])` : sql<boolean>`true`;
    const dayOf = (column: string) =>
      sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

    // Bets and wins: settled play from the member-activity figures (every product, the lottery
    // too), on the brand day each bet settled; a round not settled yet is not counted.
    const play = await playByDay(platformDb(db), ids, isoDay(start), today);
    // Money that reached or left members' own accounts, by the movement's kind. Not from the
    // figures: they count a deposit when the cashier pays it and a withdrawal when its payout
    // is paid, where this counts every movement of those kinds when posted (a withdrawal when
    // it is requested and its money held).
    const movements = await sql<{ d: string; kind: string; amount: string | null }>`
      SELECT ${dayOf('t.created_at')} AS d, t.kind, sum(e.amount) AS amount
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.member_id IS NOT NULL AND ${inScope('t.merchant_id')}
        AND t.kind = ANY(${[...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS]}::text[])
        AND t.created_at >= ${start} AND t.created_at < ${end}
      GROUP BY 1, 2`.execute(db);
    const joined = await sql<{ d: string; n: string }>`
      SELECT ${dayOf('created_at')} AS d, count(*) AS n
      FROM members
      WHERE ${inScope('merchant_id')} AND created_at >= ${start} AND created_at < ${end}
      GROUP BY 1`.execute(db);
    // Active: signed in, seen or played that day.
    const activity = sql`
      SELECT member_id, created_at AS at FROM sessions WHERE ${inScope('merchant_id')}
      UNION ALL SELECT member_id, last_seen_at FROM sessions WHERE ${inScope('merchant_id')}
      UNION ALL SELECT member_id, created_at FROM vendor_rounds WHERE ${inScope('merchant_id')}`;
    const active = await sql<{ d: string; n: string }>`
      SELECT ${dayOf('at')} AS d, count(DISTINCT member_id) AS n
      FROM (${activity}) act WHERE at >= ${start} AND at < ${end} GROUP BY 1`.execute(db);
    const active30 = await sql<{ n: string }>`
      SELECT count(DISTINCT member_id) AS n
      FROM (${activity}) act WHERE at >= ${start} AND at < ${end}`.execute(db);

    const byDay = new Map<string, Sums>();
    for (let i = 0; i < DAYS; i += 1)
      byDay.set(isoDay(new Date(start.getTime() + i * DAY_MS)), zero());
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

    const days: DashboardDay[] = [...byDay].map(([day, s]) => ({ day, ...figuresOf(s) }));
    const total = zero();
    for (const s of byDay.values()) {
      total.deposits += s.deposits;
      total.withdrawals += s.withdrawals;
      total.bets += s.bets;
      total.wins += s.wins;
      total.newMembers += s.newMembers;
    }
    total.activeMembers = Number(active30.rows[0]?.n ?? 0);

    const visible = await merchantsInScope(db, ctx.staff.merchantId);
    const covered = ids ? visible.filter((m) => ids.includes(m.id)) : visible;
    const currencies = new Set(
      (
        await db
          .selectFrom('merchants')
          .select('brand')
          .where(
            'id',
            'in',
            covered.map((m) => m.id),
          )
          .execute()
      ).map((row) => (row.brand as Brand).currency),
    );
    const last = days[days.length - 1];
    const result: Dashboard = {
      merchantCode: input.merchantCode ?? null,
      // Brands keep their own currency: a sum over brands in several is labelled as such.
      currency: currencies.size === 1 ? ([...currencies][0] ?? '') : 'MIXED',
      today: last ?? { day: today, ...figuresOf(zero()) },
      last30: figuresOf(total),
      days,
      merchants: visible.map((m) => ({ merchantCode: m.merchantCode, name: m.name })),
    };
    return result;
  },
};
