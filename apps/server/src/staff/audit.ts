import {
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  pageCount,
  type StaffCallParsed,
} from '@portal/contract';
import { sql } from 'kysely';
import type { StaffDb, StaffTrx } from './staffDb.ts';

/** Who acted: the signed-in staff member (or the one signing in). */
export interface AuditActor {
  id: number;
  username: string;
  role: string;
  /** The staff member's own merchant; an entry about a member names the member's. */
  merchantId: number | null;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** The merchant the action concerns; defaults to the actor's. */
  merchantId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit entry. Always called with the transaction of the action it records, so
 * an action and its entry commit or roll back together.
 */
export const writeAudit = async (
  trx: StaffTrx | StaffDb,
  actor: AuditActor,
  address: string,
  now: Date,
  record: AuditRecord,
): Promise<void> => {
  await trx
    .insertInto('staff_audit')
    .values({
      at: now,
      staff_id: actor.id,
      staff_username: actor.username,
      role: actor.role,
      merchant_id: record.merchantId === undefined ? actor.merchantId : record.merchantId,
      action: record.action,
      target_type: record.targetType,
      target_id: String(record.targetId),
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      address,
    })
    .execute();
};

/**
 * A page of the audit log, newest first. Merchant staff see their merchant's entries and
 * their own; platform staff see everything.
 */
export const listAudit = async (
  db: StaffDb,
  filter: StaffCallParsed<'auditLog'>,
  scopeMerchantId: number | null,
  viewerId: number,
): Promise<{ content: AuditEntry[]; pageNum: number; totalPages: number; total: number }> => {
  let query = db.selectFrom('staff_audit as a').leftJoin('merchants as m', 'm.id', 'a.merchant_id');
  if (scopeMerchantId !== null) {
    query = query.where((eb) =>
      eb.or([eb('a.merchant_id', '=', scopeMerchantId), eb('a.staff_id', '=', viewerId)]),
    );
  }
  if (filter.staff)
    query = query.where(sql`lower(a.staff_username)`, '=', filter.staff.toLowerCase());
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.targetType) query = query.where('a.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('a.target_id', '=', filter.targetId);
  if (filter.from) query = query.where('a.at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    query = query.where('a.at', '<', end);
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await query
    .select([
      'a.id',
      'a.at',
      'a.staff_id',
      'a.staff_username',
      'a.role',
      'm.merchant_code',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before',
      'a.after',
      'a.address',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return {
    content: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      staffId: row.staff_id,
      staffUsername: row.staff_username,
      role: row.role as AuditEntry['role'],
      merchantCode: row.merchant_code,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      address: row.address,
    })),
    pageNum: filter.pageNo,
    totalPages: pageCount(total, filter.pageSize),
    total,
  };
};
