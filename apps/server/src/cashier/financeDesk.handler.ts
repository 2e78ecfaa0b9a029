import type {
  AuditAction,
  ReconciliationReport,
  StaffDeposit,
  StaffWithdrawal,
} from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { moneyOf, positiveMinor } from '../ledger/money.ts';
import { merchantIdsInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';
import { maskAccount } from './bankCards.ts';
import { cashierDb } from './cashierDb.ts';
import { resolveDispute } from './confirmations.ts';
import { confirmBankDeposit } from './deposits.ts';
import { turnoverOf } from './turnover.ts';
import {
  approveWithdrawal,
  payOutClosedAccount,
  rejectWithdrawal,
  type StaffDecision,
} from './withdrawals.ts';

/** The finance desk (issue 9): each decision and its audit entry commit together. */

const scopeOf = (ctx: StaffContext): number[] | null =>
  ctx.staff.merchantId === null ? null : [ctx.staff.merchantId];

const decisionOf = (ctx: StaffContext, withdrawalId: number): StaffDecision => ({
  withdrawalId,
  merchantIds: scopeOf(ctx),
  staffId: ctx.staff.id,
  now: ctx.now,
});

const withdrawalRows = (db: Db) =>
  cashierDb(db)
    .selectFrom('withdrawals as w')
    .innerJoin('bank_cards as c', 'c.id', 'w.card_id')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .innerJoin('merchants as mc', 'mc.id', 'w.merchant_id')
    .selectAll('w')
    .select(['c.bank_name', 'c.account_number', 'c.payee', 'm.username', 'mc.merchant_code'])
    .select((eb) =>
      eb
        .selectFrom('withdrawal_proofs as p')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('p.withdrawal_id', '=', 'w.id')
        .as('proofs'),
    );

type WithdrawalRecord = Awaited<
  ReturnType<ReturnType<typeof withdrawalRows>['executeTakeFirstOrThrow']>
>;

const staffWithdrawalOf = async (db: Db, row: WithdrawalRecord): Promise<StaffWithdrawal> => ({
  withdrawalId: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  username: row.username,
  currency: row.currency,
  amount: moneyOf(row.amount, row.currency),
  status: row.status,
  bankName: row.bank_name,
  accountMasked: maskAccount(row.account_number),
  payee: row.payee,
  createdAt: row.created_at.toISOString(),
  turnoverSinceDeposit: moneyOf(
    (await turnoverOf(db, row.merchant_id, row.member_id, row.currency)).betsSinceDeposit,
    row.currency,
  ),
  reason: row.reason,
  confirmation: row.confirmation,
  receivedAmount: row.received_amount === null ? null : moneyOf(row.received_amount, row.currency),
  proofCount: Number(row.proofs ?? 0),
});

const reloadWithdrawal = async (db: Db, id: number) =>
  staffWithdrawalOf(db, await withdrawalRows(db).where('w.id', '=', id).executeTakeFirstOrThrow());

const currencyOfWithdrawal = async (db: Db, id: number): Promise<string> =>
  (
    await cashierDb(db)
      .selectFrom('withdrawals')
      .select('currency')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).currency;

const merchantOfWithdrawal = async (db: Db, id: number): Promise<number> =>
  (
    await cashierDb(db)
      .selectFrom('withdrawals')
      .select('merchant_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).merchant_id;

/** Deposit orders with their member and merchant, as the finance desk shows them. */
export const depositRows = (db: Db) =>
  cashierDb(db)
    .selectFrom('deposit_orders as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('merchants as mc', 'mc.id', 'd.merchant_id')
    .selectAll('d')
    .select(['m.username', 'mc.merchant_code']);

type DepositRecord = Awaited<ReturnType<ReturnType<typeof depositRows>['executeTakeFirstOrThrow']>>;

export const staffDepositOf = (row: DepositRecord): StaffDeposit => ({
  orderNo: row.order_no,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  username: row.username,
  channelId: row.channel_id,
  kind: row.kind,
  currency: row.currency,
  amount: moneyOf(row.amount, row.currency),
  paidAmount: row.paid_amount === null ? null : moneyOf(row.paid_amount, row.currency),
  status: row.status,
  memo: row.memo,
  flag: row.flag,
  createdAt: row.created_at.toISOString(),
});

const reconciliationRows = (db: Db) =>
  cashierDb(db)
    .selectFrom('reconciliation_reports as r')
    .innerJoin('merchants as mc', 'mc.id', 'r.merchant_id')
    .selectAll('r')
    // A date column would come back as a local-time Date: the day itself, as text.
    .select([sql<string>`to_char(r.day, 'YYYY-MM-DD')`.as('day_text'), 'mc.merchant_code']);

type ReconciliationRecord = Awaited<
  ReturnType<ReturnType<typeof reconciliationRows>['executeTakeFirstOrThrow']>
>;

const reconciliationOf = (row: ReconciliationRecord): ReconciliationReport => ({
  merchantCode: row.merchant_code,
  day: row.day_text,
  currency: row.currency,
  timeZone: row.time_zone,
  mainWallets: moneyOf(row.main_wallets, row.currency),
  vendorWallets: moneyOf(row.vendor_wallets, row.currency),
  withdrawalHolds: moneyOf(row.withdrawal_holds, row.currency),
  playerLiabilities: moneyOf(row.player_liabilities, row.currency),
  providerClearing: moneyOf(row.provider_clearing, row.currency),
  bankClearing: moneyOf(row.bank_clearing, row.currency),
  depositSuspense: moneyOf(row.deposit_suspense, row.currency),
  payoutsInTransit: moneyOf(row.payouts_in_transit, row.currency),
  vendorHouses: moneyOf(row.vendor_houses, row.currency),
  provider: row.provider,
  statementPayins: moneyOf(row.statement_payins, row.currency),
  statementPayouts: moneyOf(row.statement_payouts, row.currency),
  ledgerPayins: moneyOf(row.ledger_payins, row.currency),
  ledgerPayouts: moneyOf(row.ledger_payouts, row.currency),
  payinDifference: moneyOf(row.payin_difference, row.currency),
  payoutDifference: moneyOf(row.payout_difference, row.currency),
  mismatch: row.mismatch,
  createdAt: row.created_at.toISOString(),
});

const brandOf = async (db: Db, merchantId: number) => {
  const row = await db
    .selectFrom('merchants')
    .select('brand')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.brand as { cashier?: { withdrawal?: { turnoverMultiple?: number } } };
};

/**
 * Approving and rejecting a withdrawal: the cashier's step (which checks the scope and the
 * state), then the withdrawal as staff see it now, audited.
 */
/**
 * A staff decision on a withdrawal: the row as it stood, the decision, the row after, and
 * the audit entry with both, in the staff call's transaction.
 */
export const decideWithdrawal = async (
  ctx: StaffContext,
  withdrawalId: number,
  action: Extract<AuditAction, `withdrawal.${string}`>,
  decide: (db: Db) => Promise<unknown>,
  /** Kept beside the row's after-state in the audit entry only (a reason given by staff). */
  note?: Record<string, string>,
) => {
  const db = platformDb(ctx.db);
  const found = await withdrawalRows(db).where('w.id', '=', withdrawalId).executeTakeFirst();
  const before = found ? await staffWithdrawalOf(db, found) : null;
  await decide(db);
  const after = await reloadWithdrawal(db, withdrawalId);
  await ctx.audit({
    action,
    targetType: 'withdrawal',
    targetId: withdrawalId,
    merchantId: await merchantOfWithdrawal(db, withdrawalId),
    before,
    after: note ? { ...after, ...note } : after,
  });
  return after;
};

export const financeHandlers: Pick<
  StaffHandlerMap,
  | 'financeWithdrawals'
  | 'financeWithdrawalApprove'
  | 'financeWithdrawalReject'
  | 'financeDisputeResolve'
  | 'financeClosedAccountPayout'
  | 'financeDeposits'
  | 'financeDepositConfirm'
  | 'financeReconciliation'
> = {
  financeWithdrawals: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = withdrawalRows(db);
    if (ids) query = query.where('w.merchant_id', 'in', ids);
    if (input.status) query = query.where('w.status', '=', input.status);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      query.orderBy('w.id', 'asc'),
      input,
      (row) => staffWithdrawalOf(db, row),
    );
  },

  financeWithdrawalApprove: (input, ctx) =>
    decideWithdrawal(ctx, input.withdrawalId, 'withdrawal.approve', (db) =>
      approveWithdrawal(
        db,
        decisionOf(ctx, input.withdrawalId),
        ctx.staffServices.platform.payments,
      ),
    ),

  financeWithdrawalReject: (input, ctx) =>
    decideWithdrawal(ctx, input.withdrawalId, 'withdrawal.reject', (db) =>
      rejectWithdrawal(db, decisionOf(ctx, input.withdrawalId), input.reason),
    ),

  financeDisputeResolve: (input, ctx) =>
    decideWithdrawal(ctx, input.withdrawalId, 'withdrawal.resolve', (db) =>
      resolveDispute(
        db,
        input.withdrawalId,
        scopeOf(ctx),
        input.resolution,
        input.reason,
        ctx.staffServices.platform.payments,
      ),
    ),

  financeClosedAccountPayout: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const withdrawalId = await payOutClosedAccount(
      db,
      {
        memberId: input.memberId,
        cardId: input.cardId,
        merchantIds: scopeOf(ctx),
        staffId: ctx.staff.id,
        now: ctx.now,
      },
      ctx.staffServices.platform.payments,
    );
    const after = await reloadWithdrawal(db, withdrawalId);
    // What the member holds once it ran, read back from the ledger (not assumed to be zero).
    const { rows } = await sql<{ balance: string }>`
      SELECT COALESCE(SUM(balance), 0)::text AS balance
      FROM ledger_accounts WHERE member_id = ${input.memberId}`.execute(db);
    await ctx.audit({
      action: 'withdrawal.closedAccountPayout',
      targetType: 'withdrawal',
      targetId: withdrawalId,
      merchantId: await merchantOfWithdrawal(db, withdrawalId),
      // The payout takes the whole balance (game wallets recalled first), so it is what was held.
      before: { balance: after.amount, withdrawal: null },
      after: {
        balance: moneyOf(rows[0]?.balance ?? '0', await currencyOfWithdrawal(db, withdrawalId)),
        withdrawal: after,
        reason: input.reason,
      },
    });
    return after;
  },

  financeDeposits: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = depositRows(db);
    if (ids) query = query.where('d.merchant_id', 'in', ids);
    if (input.status) query = query.where('d.status', '=', input.status);
    if (input.kind) query = query.where('d.kind', '=', input.kind);
    if (input.flagged) query = query.where('d.flag', 'is not', null);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      query.orderBy('d.id', 'desc'),
      input,
      staffDepositOf,
    );
  },

  financeReconciliation: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const ids = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    let query = reconciliationRows(db);
    if (ids) query = query.where('r.merchant_id', 'in', ids);
    if (input.mismatch) query = query.where('r.mismatch', '=', true);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      query.orderBy('r.day', 'desc').orderBy('mc.merchant_code'),
      input,
      reconciliationOf,
    );
  },

  financeDepositConfirm: async (input, ctx) => {
    const db = platformDb(ctx.db);
    const found = await depositRows(db).where('d.order_no', '=', input.orderNo).executeTakeFirst();
    // The amount is in the order's currency; no order, and confirmBankDeposit says so.
    if (!found) throw new CatalogueError('not.found', { message: 'No such order.' });
    const row = await confirmBankDeposit(
      db,
      input.orderNo,
      scopeOf(ctx),
      positiveMinor(input.amount, found.currency),
      async (id) => (await brandOf(db, id)).cashier?.withdrawal?.turnoverMultiple ?? 1,
      ctx.now,
    );
    const after = staffDepositOf(
      await depositRows(db).where('d.id', '=', row.id).executeTakeFirstOrThrow(),
    );
    await ctx.audit({
      action: 'deposit.confirm',
      targetType: 'deposit',
      targetId: input.orderNo,
      merchantId: row.merchant_id,
      before: staffDepositOf(found),
      after,
    });
    return after;
  },
};
