import type { Updateable } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import { minorOf } from '../ledger/money.ts';
import { memberInScope } from '../member/memberQueries.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import type { StaffTables, StaffTrx } from '../staff/staffDb.ts';
import {
  type AdjustmentRecord,
  adjustmentOf,
  adjustmentRows,
  merchantCurrency,
  pendingAdjustment,
  postAdjustment,
} from './adjustments.ts';

/** Writes run in the pipeline's transaction; the ledger posting must join it. */
const transactionOf = (ctx: StaffContext): StaffTrx => {
  if (!ctx.db.isTransaction) throw new Error('an adjustment decision runs in a transaction');
  return ctx.db as StaffTrx;
};

const reload = async (ctx: StaffContext, id: number) =>
  adjustmentOf(await adjustmentRows(ctx.db).where('a.id', '=', id).executeTakeFirstOrThrow());

type Decision = Pick<
  Updateable<StaffTables['staff_adjustments']>,
  'status' | 'ledger_transaction_id' | 'decision_reason'
>;

/**
 * Approving and refusing share every step but the decision itself: the pending row in the
 * staff member's scope, the four-eyes rule (whoever asked for the money cannot also decide),
 * the decision columns, and one audit entry with the request before and after.
 */
const decide = async (
  ctx: StaffContext,
  adjustmentId: number,
  action: 'adjustment.approve' | 'adjustment.reject',
  decision: (trx: StaffTrx, row: AdjustmentRecord) => Promise<Decision>,
) => {
  const trx = transactionOf(ctx);
  const row = await pendingAdjustment(trx, adjustmentId, ctx.staff.merchantId);
  if (row.requested_by === ctx.staff.id) throw new CatalogueError('staff.adjustment.same.staff');
  const before = adjustmentOf(row);
  const columns = await decision(trx, row);
  await trx
    .updateTable('staff_adjustments')
    .set({ ...columns, decided_by: ctx.staff.id, decided_at: ctx.now })
    .where('id', '=', row.id)
    .execute();
  const after = await reload(ctx, row.id);
  await ctx.audit({
    action,
    targetType: 'adjustment',
    targetId: row.id,
    merchantId: row.merchant_id,
    before,
    after,
  });
  return after;
};

export const adjustmentHandlers: Pick<
  StaffHandlerMap,
  'adjustmentRequest' | 'adjustmentList' | 'adjustmentApprove' | 'adjustmentReject'
> = {
  adjustmentRequest: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    const amount = minorOf(input.amount);
    if (amount <= 0n) throw new CatalogueError('wallet.amount.invalid');
    const created = await ctx.db
      .insertInto('staff_adjustments')
      .values({
        merchant_id: member.merchant_id,
        member_id: member.id,
        direction: input.direction,
        amount,
        currency: await merchantCurrency(ctx.db, member.merchant_id),
        reason: input.reason,
        requested_by: ctx.staff.id,
        requested_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adjustment = await reload(ctx, created.id);
    await ctx.audit({
      action: 'adjustment.request',
      targetType: 'adjustment',
      targetId: created.id,
      merchantId: member.merchant_id,
      after: adjustment,
    });
    return adjustment;
  },

  adjustmentList: async (input, ctx) => {
    let query = adjustmentRows(ctx.db);
    if (ctx.staff.merchantId !== null)
      query = query.where('a.merchant_id', '=', ctx.staff.merchantId);
    if (input.status) query = query.where('a.status', '=', input.status);
    if (input.memberId) query = query.where('a.member_id', '=', input.memberId);
    return pageOf(
      query.clearSelect().select((eb) => eb.fn.countAll<string>().as('count')),
      query.orderBy('a.id', 'desc'),
      input,
      adjustmentOf,
    );
  },

  adjustmentApprove: (input, ctx) =>
    decide(ctx, input.adjustmentId, 'adjustment.approve', async (trx, row) => {
      const posted = await postAdjustment(trx, row);
      return { status: 'approved', ledger_transaction_id: posted.transactionId };
    }),

  adjustmentReject: (input, ctx) =>
    decide(ctx, input.adjustmentId, 'adjustment.reject', async () => ({
      status: 'rejected',
      decision_reason: input.reason,
    })),
};
