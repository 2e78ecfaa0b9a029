import { type LinkedAccount, RISK_DEPOSIT_DAYS } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { moneyOf } from '../ledger/money.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';
import { cashierDb } from './cashierDb.ts';
import { decideWithdrawal, depositRows, staffDepositOf } from './financeDesk.handler.ts';
import { withdrawalLockOf } from './turnover.ts';
import { markWithdrawalPaid } from './withdrawals.ts';

/** At most this many linked accounts per signal: enough to decide, not a report. */
const LINKED_LIMIT = 20;

/** A row the caller may act on: merchant staff reach only their own merchant's rows. */
const inScope = (ctx: StaffContext, merchantId: number) =>
  ctx.staff.merchantId === null || ctx.staff.merchantId === merchantId;

/** A linked member as the two queries below read them: who, and what they share. */
interface LinkedRow {
  id: number;
  username: string;
  merchant_code: string;
  shared: string;
}

const linkedAccount = (row: LinkedRow): LinkedAccount => ({
  memberId: row.id,
  username: row.username,
  merchantCode: row.merchant_code,
  shared: row.shared,
});

/**
 * Other members who signed in from (or registered at) one of this member's addresses, within
 * the caller's scope; one row per member with one address they share.
 */
const sameAddress = async (
  db: Db,
  memberId: number,
  scope: number | null,
): Promise<LinkedAccount[]> => {
  const { rows } = await sql<LinkedRow>`
    WITH addresses AS (
      SELECT member_id, address FROM known_addresses
      UNION SELECT id, register_ip FROM members WHERE register_ip <> ''
      UNION SELECT id, last_login_ip FROM members WHERE coalesce(last_login_ip, '') <> ''
    )
    SELECT DISTINCT ON (o.id) o.id, o.username, mc.merchant_code, theirs.address AS shared
    FROM addresses mine
    JOIN addresses theirs ON theirs.address = mine.address AND theirs.member_id <> mine.member_id
    JOIN members o ON o.id = theirs.member_id
    JOIN merchants mc ON mc.id = o.merchant_id
    WHERE mine.member_id = ${memberId}
      AND (${scope}::integer IS NULL OR o.merchant_id = ${scope})
    ORDER BY o.id, theirs.address
    LIMIT ${LINKED_LIMIT}`.execute(db);
  return rows.map(linkedAccount);
};

/** Other members who signed in on one of this member's devices, within the caller's scope. */
const sameDevice = async (
  db: Db,
  memberId: number,
  scope: number | null,
): Promise<LinkedAccount[]> => {
  const { rows } = await sql<LinkedRow>`
    SELECT DISTINCT ON (o.id) o.id, o.username, mc.merchant_code, theirs.device_id AS shared
    FROM known_devices mine
    JOIN known_devices theirs
      ON theirs.device_id = mine.device_id AND theirs.member_id <> mine.member_id
    JOIN members o ON o.id = theirs.member_id
    JOIN merchants mc ON mc.id = o.merchant_id
    WHERE mine.member_id = ${memberId}
      AND (${scope}::integer IS NULL OR o.merchant_id = ${scope})
    ORDER BY o.id, theirs.device_id
    LIMIT ${LINKED_LIMIT}`.execute(db);
  return rows.map(linkedAccount);
};

const depositRow = (db: Db, orderNo: string) =>
  depositRows(db).where('d.order_no', '=', orderNo).executeTakeFirst();

/** The finance desk's review calls (issue 8): risk signals, and refusing a bank transfer. */
export const financeReviewHandlers: Pick<
  StaffHandlerMap,
  'financeWithdrawalRisk' | 'financeWithdrawalMarkPaid' | 'financeDepositRefuse'
> = {
  financeWithdrawalRisk: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const withdrawal = await cashierDb(db)
      .selectFrom('withdrawals')
      .select(['id', 'merchant_id', 'member_id', 'currency'])
      .where('id', '=', input.withdrawalId)
      .executeTakeFirst();
    if (!withdrawal || !inScope(ctx, withdrawal.merchant_id)) {
      throw new CatalogueError('not.found', { message: 'No such withdrawal.' });
    }
    const { merchant_id: merchantId, member_id: memberId, currency } = withdrawal;
    // What locks the member's withdrawals, as the withdrawal itself decides it.
    const turnover = await withdrawalLockOf(
      db,
      ctx.staffServices.platform.bonusWagering,
      merchantId,
      memberId,
      currency,
    );
    const since = new Date(ctx.now.getTime() - RISK_DEPOSIT_DAYS * 86_400_000);
    const deposits = await cashierDb(db)
      .selectFrom('deposit_orders')
      .select(['order_no', 'amount', 'paid_amount', 'status', 'created_at'])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return {
      withdrawalId: withdrawal.id,
      turnover: {
        met: turnover.remaining === 0n,
        remaining: moneyOf(turnover.remaining, currency),
        betsSinceDeposit: moneyOf(turnover.betsSinceDeposit, currency),
      },
      recentDeposits: deposits.map((d) => ({
        orderNo: d.order_no,
        amount: moneyOf(d.amount, currency),
        paidAmount: d.paid_amount === null ? null : moneyOf(d.paid_amount, currency),
        status: d.status,
        createdAt: d.created_at.toISOString(),
      })),
      sameAddress: await sameAddress(db, memberId, ctx.staff.merchantId),
      sameDevice: await sameDevice(db, memberId, ctx.staff.merchantId),
    };
  },

  financeWithdrawalMarkPaid: (input, ctx) =>
    decideWithdrawal(
      ctx,
      input.withdrawalId,
      'withdrawal.markPaid',
      async (db) => {
        const row = await cashierDb(db)
          .selectFrom('withdrawals')
          .select('merchant_id')
          .where('id', '=', input.withdrawalId)
          .executeTakeFirst();
        const { platform } = ctx.staffServices;
        const merchant = (await platform.merchants.all()).find((m) => m.id === row?.merchant_id);
        await markWithdrawalPaid(
          db,
          {
            withdrawalId: input.withdrawalId,
            merchantIds: ctx.staff.merchantId === null ? null : [ctx.staff.merchantId],
            staffId: ctx.staff.id,
            now: ctx.now,
          },
          platform.payments.name,
          merchant?.brand.cashier.autoReceiveMinutes ?? 60,
        );
      },
      { reason: input.reason },
    ),

  financeDepositRefuse: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const found = await depositRow(db, input.orderNo);
    if (!found || !inScope(ctx, found.merchant_id)) {
      throw new CatalogueError('not.found', { message: 'No such order.' });
    }
    // Only a bank transfer still waiting for its money; the row lock keeps a confirm racing
    // this refusal to one outcome (the other then finds the order closed).
    const refused = await cashierDb(db)
      .updateTable('deposit_orders')
      .set({ status: 'failed' })
      .where('id', '=', found.id)
      .where('kind', '=', 'bankTransfer')
      .where('status', 'in', ['pending', 'expired'])
      .returning('id')
      .executeTakeFirst();
    if (!refused) throw new CatalogueError('staff.finance.closed');
    const after = await depositRow(db, input.orderNo);
    if (!after) throw new CatalogueError('not.found', { message: 'No such order.' });
    const deposit = staffDepositOf(after);
    await ctx.audit({
      action: 'deposit.refuse',
      targetType: 'deposit',
      targetId: input.orderNo,
      merchantId: found.merchant_id,
      before: staffDepositOf(found),
      after: { ...deposit, reason: input.reason },
    });
    return deposit;
  },
};
