import type { Brand } from '@portal/brand';
import type { Adjustment } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { BUCKETED_HOUSES } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { openHouseBucket, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import { platformDb, type StaffDb, type StaffTrx } from '../staff/staffDb.ts';

/**
 * Manual adjustments post between the member's main wallet and this house account, as one
 * balanced movement of this kind, keyed `staff-adjustment:<id>` so it posts at most once.
 */
export const ADJUSTMENT_HOUSE_ACCOUNT = BUCKETED_HOUSES.adjustments;
export const adjustmentIdempotencyKey = (id: number): string => `staff-adjustment:${id}`;

export const adjustmentRows = (db: StaffDb | StaffTrx) =>
  db
    .selectFrom('staff_adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('merchants as mc', 'mc.id', 'a.merchant_id')
    .innerJoin('staff as r', 'r.id', 'a.requested_by')
    .leftJoin('staff as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.merchant_id',
      'mc.merchant_code',
      'a.member_id',
      'm.username as member_username',
      'a.direction',
      'a.amount',
      'a.currency',
      'a.reason',
      'a.status',
      'a.requested_by',
      'r.username as requested_by_username',
      'a.requested_at',
      'd.username as decided_by_username',
      'a.decided_at',
      'a.decision_reason',
      'a.ledger_transaction_id',
    ]);

export type AdjustmentRecord = Awaited<
  ReturnType<ReturnType<typeof adjustmentRows>['executeTakeFirstOrThrow']>
>;

export const adjustmentOf = (row: AdjustmentRecord): Adjustment => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  memberUsername: row.member_username,
  direction: row.direction,
  amount: moneyOf(row.amount, row.currency),
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  requestedBy: row.requested_by_username,
  requestedAt: row.requested_at.toISOString(),
  decidedBy: row.decided_by_username,
  decidedAt: row.decided_at?.toISOString() ?? null,
  decisionReason: row.decision_reason,
  transactionId: row.ledger_transaction_id,
});

/** A pending adjustment in scope, locked for the decision; refuses a decided one. */
export const pendingAdjustment = async (
  trx: StaffTrx | StaffDb,
  id: number,
  scopeMerchantId: number | null,
): Promise<AdjustmentRecord> => {
  let query = adjustmentRows(trx).where('a.id', '=', id);
  if (scopeMerchantId !== null) query = query.where('a.merchant_id', '=', scopeMerchantId);
  const row = await query.forUpdate('a').executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  if (row.status !== 'pending') throw new CatalogueError('staff.adjustment.closed');
  return row;
};

export const merchantCurrency = async (db: StaffDb | StaffTrx, merchantId: number) => {
  const row = await db
    .selectFrom('merchants')
    .select('brand')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return (row.brand as Brand).currency;
};

/**
 * Posts an approved adjustment through the ledger, inside the approval's transaction: a
 * debit the wallet cannot cover fails with `wallet.insufficient.funds` and nothing changes.
 */
export const postAdjustment = async (trx: StaffTrx, row: AdjustmentRecord) => {
  const db = platformDb(trx);
  const wallet = await openMemberWallet(db, row.merchant_id, row.member_id, row.currency);
  const house = await openHouseBucket(
    db,
    row.merchant_id,
    ADJUSTMENT_HOUSE_ACCOUNT,
    row.member_id,
    row.currency,
  );
  const credit = row.direction === 'credit';
  return transfer(db, {
    merchantId: row.merchant_id,
    idempotencyKey: adjustmentIdempotencyKey(row.id),
    kind: LEDGER_KINDS.manualAdjustment,
    currency: row.currency,
    from: credit ? house : wallet,
    to: credit ? wallet : house,
    amount: BigInt(row.amount),
  });
};
