import type { RgSettings, TimeOutPeriod } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import type { HandlerMap } from '../http/context.ts';
import { minorOf, moneyOf } from '../ledger/money.ts';
import { verifyPassword } from '../session/passwords.ts';
import { requireRealMember } from '../session/signIn.ts';
import { accountDb } from './accountDb.ts';
import { closeAccount, confirmLimit, limitStates, limitUse, rgState, setLimit } from './rg.ts';

const HOUR_MS = 60 * 60_000;
const TIME_OUT_MS: Record<TimeOutPeriod, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  '6w': 42 * 24 * HOUR_MS,
};

const major = (minor: bigint | null, currency: string) =>
  minor === null ? null : moneyOf(minor, currency);

const realityCheckMinutes = async (db: Db, memberId: number) =>
  (
    await accountDb(db)
      .selectFrom('member_preferences')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.reality_check_minutes ?? 0;

/** The member's responsible-gambling settings and state (the member centre, the members desk). */
export const rgSettingsOf = async (
  db: Db,
  memberId: number,
  now: Date,
  currency: string,
): Promise<RgSettings> => {
  const [state, limits, minutes] = await Promise.all([
    rgState(db, memberId, now),
    limitStates(db, memberId, now),
    realityCheckMinutes(db, memberId),
  ]);
  return {
    state: state.state,
    until: state.until?.toISOString() ?? null,
    limits: await Promise.all(
      limits.map(async (limit) => ({
        kind: limit.kind,
        amount: major(limit.amount, currency),
        pending: limit.pending
          ? {
              amount: major(limit.pending.amount, currency),
              effectiveAt: limit.pending.effectiveAt.toISOString(),
              confirmable: limit.pending.confirmable,
            }
          : null,
        used: moneyOf(await limitUse(db, memberId, limit.kind, now), currency),
      })),
    ),
    realityCheckMinutes: minutes,
  };
};

/** Closing oneself out asks the login password again. */
const checkPassword = async (db: Db, memberId: number, password: string) => {
  const member = await db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, member.password_hash))) {
    throw new CatalogueError('login.password.wrong');
  }
};

const addMonths = (at: Date, months: number): Date => {
  const until = new Date(at);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
};

/** Responsible gambling: limits, reality check, time-out and self-exclusion. */
export const rgHandlers = {
  rgSettings: async (_input, ctx) =>
    rgSettingsOf(
      ctx.services.db,
      ctx.session.memberId,
      ctx.services.clock(),
      ctx.merchant.brand.currency,
    ),

  setRgLimit: async (input, ctx) => {
    const { db } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    const now = ctx.services.clock();
    const amount =
      input.amount === null ? null : minorOf(input.amount, ctx.merchant.brand.currency);
    if (amount !== null && amount <= 0n) throw new CatalogueError('wallet.amount.invalid');
    await setLimit(db, ctx.session.memberId, input.kind, amount, now);
    return rgSettingsOf(db, ctx.session.memberId, now, ctx.merchant.brand.currency);
  },

  confirmRgLimit: async (input, ctx) => {
    const { db } = ctx.services;
    const now = ctx.services.clock();
    await confirmLimit(db, ctx.session.memberId, input.kind, now);
    return rgSettingsOf(db, ctx.session.memberId, now, ctx.merchant.brand.currency);
  },

  setRealityCheck: async (input, ctx) => {
    const { db } = ctx.services;
    await accountDb(db)
      .insertInto('member_preferences')
      .values({
        merchant_id: ctx.session.merchantId,
        member_id: ctx.session.memberId,
        reality_check_minutes: input.minutes,
      })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ reality_check_minutes: input.minutes }),
      )
      .execute();
    return rgSettingsOf(
      db,
      ctx.session.memberId,
      ctx.services.clock(),
      ctx.merchant.brand.currency,
    );
  },

  realityCheck: async (_input, ctx) => {
    const { db } = ctx.services;
    const now = ctx.services.clock();
    const session = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('id', '=', ctx.session.id)
      .executeTakeFirstOrThrow();
    const result = await db
      .selectFrom('vendor_rounds')
      .select((eb) =>
        eb.fn
          .coalesce(eb.fn.sum<string>(eb('win_amount', '-', eb.ref('bet_amount'))), eb.val('0'))
          .as('net'),
      )
      .where('member_id', '=', ctx.session.memberId)
      .where('status', '=', ROUND_STATUS.settled)
      .where('created_at', '>=', session.created_at)
      .executeTakeFirstOrThrow();
    return {
      intervalMinutes: await realityCheckMinutes(db, ctx.session.memberId),
      sessionStartedAt: session.created_at.toISOString(),
      minutesPlayed: Math.max(
        0,
        Math.floor((now.getTime() - session.created_at.getTime()) / 60_000),
      ),
      netResult: moneyOf(BigInt(result.net ?? '0'), ctx.merchant.brand.currency),
    };
  },

  takeTimeOut: async (input, ctx) => {
    const { db, sessions } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    await checkPassword(db, ctx.session.memberId, input.password);
    const now = ctx.services.clock();
    const until = new Date(now.getTime() + TIME_OUT_MS[input.period]);
    await closeAccount(
      db,
      (id, at) => sessions.revoke(id, at),
      ctx.session.memberId,
      'timeOut',
      until,
      now,
    );
    return { until: until.toISOString() };
  },

  selfExclude: async (input, ctx) => {
    const { db, sessions } = ctx.services;
    await requireRealMember(db, ctx.merchant, ctx.session.memberId);
    await checkPassword(db, ctx.session.memberId, input.password);
    const now = ctx.services.clock();
    const until = addMonths(now, input.months);
    await closeAccount(
      db,
      (id, at) => sessions.revoke(id, at),
      ctx.session.memberId,
      'selfExclusion',
      until,
      now,
    );
    return { until: until.toISOString() };
  },
} satisfies HandlerMap;
