import {
  BET_STATUS,
  brandDay,
  brandTimeZone,
  type PeriodUnit,
  periodOf,
  RG_INCREASE_DELAY_HOURS,
  RG_LIMIT_KINDS,
  type RgLimitKind,
  type RgStateName,
} from '@portal/contract';
import { sql } from 'kysely';
import { memberPlayByCategory } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { merchantOfMember } from '../db/tenant.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { accountCode } from '../ledger/accountCodes.ts';
import { DEPOSIT_KINDS } from '../ledger/kinds.ts';
import type { LimitKind, RgReader } from '../member/policy.ts';
import { accountDb } from './accountDb.ts';

/*
 * Responsible gambling: deposit and loss limits, time-outs and self-exclusion. The state is
 * always resolved at an instant the caller passes (the server's clock seam). A raise (or a
 * removal) waits 24 hours and then holds only once the member confirms it again
 * (cashier-notes, UK RTS 12): until then the lower limit stays in force.
 */

const INCREASE_DELAY_MS = RG_INCREASE_DELAY_HOURS * 60 * 60_000;

export interface LimitState {
  kind: RgLimitKind;
  /** Minor units in force at the instant asked; null: no limit. */
  amount: bigint | null;
  /** A raise or removal: waiting for its 24 hours, then for the member's confirmation. */
  pending: { amount: bigint | null; effectiveAt: Date; confirmable: boolean } | null;
}

/** What the cashier and the games ask before money moves: see {@link rgState}. */
export interface RgState {
  state: RgStateName;
  /** When the time-out or self-exclusion ends; null while open. */
  until: Date | null;
  limits: Record<RgLimitKind, bigint | null>;
}

/** A limit counts over the brand's day, week (from Monday) or month. */
const limitUnit = (kind: RgLimitKind): PeriodUnit =>
  kind.endsWith('Day') ? 'day' : kind.endsWith('Week') ? 'week' : 'month';

const big = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

/** Every limit of the member as it stands at `at`. */
export const limitStates = async (db: Db, memberId: number, at: Date): Promise<LimitState[]> => {
  const rows = await accountDb(db)
    .selectFrom('rg_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  return RG_LIMIT_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return { kind, amount: null, pending: null };
    return {
      kind,
      amount: big(row.amount),
      pending:
        row.pending && row.effective_at !== null
          ? {
              amount: big(row.pending_amount),
              effectiveAt: row.effective_at,
              confirmable: row.effective_at <= at,
            }
          : null,
    };
  });
};

/** The time-out or self-exclusion running at `at`, if any (the latest end wins). */
const exclusionAt = async (db: Db, memberId: number, at: Date) =>
  accountDb(db)
    .selectFrom('rg_exclusions')
    .select(['kind', 'until'])
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', at)
    .where('until', '>', at)
    .orderBy(sql`kind = 'selfExclusion'`, 'desc')
    .orderBy('until', 'desc')
    .executeTakeFirst();

/**
 * The member's responsible-gambling state at `at`: open, timed out or self-excluded (and
 * until when), and each limit in force, in minor units. Exported for the cashier (deposits,
 * withdrawals) and for every place play starts.
 */
export const rgState = async (db: Db, memberId: number, at: Date): Promise<RgState> => {
  const [exclusion, limits] = await Promise.all([
    exclusionAt(db, memberId, at),
    limitStates(db, memberId, at),
  ]);
  return {
    state: exclusion ? (exclusion.kind === 'timeOut' ? 'timedOut' : 'selfExcluded') : 'open',
    until: exclusion?.until ?? null,
    limits: Object.fromEntries(limits.map((l) => [l.kind, l.amount])) as Record<
      RgLimitKind,
      bigint | null
    >,
  };
};

/**
 * Sets a limit: a lower limit (or a first one) holds at once and drops a waiting raise; a
 * higher one, or removing it, waits 24 hours while the current limit holds.
 */
export const setLimit = async (
  db: Db,
  memberId: number,
  kind: RgLimitKind,
  amount: bigint | null,
  now: Date,
): Promise<void> => {
  const current = (await limitStates(db, memberId, now)).find((l) => l.kind === kind);
  const inForce = current?.amount ?? null;
  const tighter = amount !== null && (inForce === null || amount <= inForce);
  const values = tighter
    ? { amount: String(amount), pending: false, pending_amount: null, effective_at: null }
    : {
        amount: inForce === null ? null : String(inForce),
        pending: true,
        pending_amount: amount === null ? null : String(amount),
        effective_at: new Date(now.getTime() + INCREASE_DELAY_MS),
      };
  await accountDb(db)
    .insertInto('rg_limits')
    .values({ merchant_id: merchantOfMember(memberId), member_id: memberId, kind, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet(values))
    .execute();
};

/**
 * The member confirms a raise (or removal) that waited its 24 hours: from now it holds.
 * Refused with `rg.limit.not.confirmable`, changing nothing, when none waits or it is early.
 */
export const confirmLimit = async (
  db: Db,
  memberId: number,
  kind: RgLimitKind,
  now: Date,
): Promise<void> => {
  const confirmed = await accountDb(db)
    .updateTable('rg_limits')
    .set((eb) => ({
      amount: eb.ref('pending_amount'),
      pending: false,
      pending_amount: null,
      effective_at: null,
    }))
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('pending', '=', true)
    .where('effective_at', '<=', now)
    .returning('member_id')
    .executeTakeFirst();
  if (!confirmed) throw new CatalogueError('rg.limit.not.confirmable');
};

/**
 * Staked minus won in the limit's period, which starts at `from` (a brand day's start): the
 * settled bets from the member-activity figures, each on the brand day it settled (a cancelled,
 * void, refunded or rolled-back bet never reaches them); and the bets not settled yet (an open
 * round, an undrawn order), which the figures cannot know, from their own rows, placed since
 * `from` and counted as lost so far.
 */
export const lossSince = async (
  db: Db,
  memberId: number,
  from: Date,
  timeZone: string,
): Promise<bigint> => {
  const [settled, rounds, orders] = await Promise.all([
    memberPlayByCategory(db, memberId, brandDay(from, timeZone), null),
    db
      .selectFrom('vendor_rounds')
      .select(sql<string>`coalesce(sum(bet_amount), 0)`.as('loss'))
      .where('member_id', '=', memberId)
      .where('status', '=', ROUND_STATUS.open)
      .where('created_at', '>=', from)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lottery_orders')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('loss'))
      .where('member_id', '=', memberId)
      .where('status', '=', BET_STATUS.notDrawn)
      .where('created_at', '>=', from)
      .executeTakeFirstOrThrow(),
  ]);
  const settledLoss = settled.reduce((sum, c) => sum + c.stake - c.prizes, 0n);
  return settledLoss + BigInt(rounds.loss) + BigInt(orders.loss);
};

/** Deposited into the member's main wallet since `from`. */
export const depositsSince = async (db: Db, memberId: number, from: Date): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<string>`coalesce(sum(e.amount), 0)`.as('total'))
    .where('a.member_id', '=', memberId)
    .where('a.code', '=', accountCode.memberWallet(memberId))
    .where('t.kind', 'in', DEPOSIT_KINDS)
    .where('t.created_at', '>=', from)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
};

/** The zone the member's brand counts its days in (its time zone, or UTC). */
const memberTimeZone = async (db: Db, memberId: number): Promise<string> => {
  const { rows } = await sql<{ zone: string | null }>`
    SELECT m.brand->>'timeZone' AS zone FROM merchants m
    WHERE m.id = (SELECT merchant_id FROM members WHERE id = ${memberId})`.execute(db);
  return brandTimeZone({ timeZone: rows[0]?.zone ?? undefined });
};

/** How much each limit's current period (the brand's day, week or month) has used at `at`. */
export const limitUse = async (db: Db, memberId: number, kind: RgLimitKind, at: Date) => {
  const timeZone = await memberTimeZone(db, memberId);
  const from = periodOf(limitUnit(kind), at, timeZone).start;
  return kind.startsWith('loss')
    ? lossSince(db, memberId, from, timeZone)
    : depositsSince(db, memberId, from);
};

const LIMIT_KINDS_OF: Record<LimitKind, readonly RgLimitKind[]> = {
  loss: ['lossDay', 'lossWeek', 'lossMonth'],
  deposit: ['depositDay', 'depositWeek', 'depositMonth'],
};

/**
 * Whether `amount` more would take the member past one of its limits of `kind` at `at` (for
 * a bet the whole stake counts until it settles). The member policy asks this: see
 * `memberPolicy.ts`.
 */
const overLimit = async (
  db: Db,
  memberId: number,
  kind: LimitKind,
  amount: bigint,
  at: Date,
): Promise<boolean> => {
  const kinds = LIMIT_KINDS_OF[kind];
  const limits = await limitStates(db, memberId, at);
  for (const limit of limits) {
    if (!kinds.includes(limit.kind) || limit.amount === null) continue;
    const used = await limitUse(db, memberId, limit.kind, at);
    if (used + amount > limit.amount) return true;
  }
  return false;
};

/** Responsible gambling as the member policy reads it (the account area owns this state). */
export const rgReader: RgReader = {
  closureAt: async (db, memberId, at) => (await exclusionAt(db, memberId, at)) ?? null,
  closuresAt: async (db, memberIds, at) => {
    // One row per member: a self-exclusion before a time-out, then the latest end (as exclusionAt).
    const rows = await accountDb(db)
      .selectFrom('rg_exclusions')
      .select(['member_id', 'kind', 'until'])
      .distinctOn('member_id')
      .where('member_id', 'in', memberIds.length > 0 ? [...memberIds] : [-1])
      .where('starts_at', '<=', at)
      .where('until', '>', at)
      .orderBy('member_id')
      .orderBy(sql`kind = 'selfExclusion'`, 'desc')
      .orderBy('until', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.member_id, { kind: row.kind, until: row.until }]));
  },
  limitedMembers: async (db, memberIds, kind) => {
    if (memberIds.length === 0) return new Set();
    const rows = await accountDb(db)
      .selectFrom('rg_limits')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', [...memberIds])
      .where('kind', 'in', [...LIMIT_KINDS_OF[kind]])
      .execute();
    return new Set(rows.map((row) => row.member_id));
  },
  overLimit,
};

/** The job a time-out or self-exclusion adds, keyed by the member. */
export const ACCOUNT_CLOSED_TASK = 'account-closed';
export interface AccountClosed {
  memberId: number;
  kind: 'timeOut' | 'selfExclusion';
  at: string;
}

/** Starts a time-out or self-exclusion now and ends every live session of the member. */
export const closeAccount = async (
  db: Db,
  revoke: (sessionId: string, now: Date) => Promise<void>,
  memberId: number,
  kind: 'timeOut' | 'selfExclusion',
  until: Date,
  now: Date,
): Promise<void> => {
  await accountDb(db)
    .insertInto('rg_exclusions')
    .values({
      merchant_id: merchantOfMember(memberId),
      member_id: memberId,
      kind,
      starts_at: now,
      until,
    })
    .execute();
  // What else a closed account ends (the promotions' active bonuses) runs from this job, added
  // with the closure: the areas that own it sit above this one.
  const closed: AccountClosed = { memberId, kind, at: now.toISOString() };
  await addJob(db, ACCOUNT_CLOSED_TASK, { ...closed }, { jobKey: `account-closed:${memberId}` });
  const live = await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const session of live) await revoke(session.id, now);
};
