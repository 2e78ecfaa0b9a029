import { CatalogueError } from '../catalogueError.ts';
import type { StaffDb, StaffTrx } from './staffDb.ts';

export interface ScopedMerchant {
  id: number;
  code: string;
  merchantCode: string;
  name: string;
}

/**
 * The merchant a staff call names, within the caller's scope: merchant staff reach only their
 * own merchant, and any other code answers `not.found` (as if it did not exist).
 */
export const merchantInScope = async (
  db: StaffDb | StaffTrx,
  merchantCode: string,
  scopeMerchantId: number | null,
): Promise<ScopedMerchant> => {
  const row = await db
    .selectFrom('merchants')
    .select(['id', 'code', 'merchant_code', 'name'])
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row || (scopeMerchantId !== null && row.id !== scopeMerchantId)) {
    throw new CatalogueError('not.found');
  }
  return { id: row.id, code: row.code, merchantCode: row.merchant_code, name: row.name };
};

/** The merchants a list call covers: the one named, else the caller's own, else all (null). */
export const merchantIdsInScope = async (
  db: StaffDb | StaffTrx,
  merchantCode: string | undefined,
  scopeMerchantId: number | null,
): Promise<number[] | null> => {
  if (merchantCode) return [(await merchantInScope(db, merchantCode, scopeMerchantId)).id];
  return scopeMerchantId === null ? null : [scopeMerchantId];
};

/** The merchants the caller may see, for pickers. */
export const merchantsInScope = async (
  db: StaffDb | StaffTrx,
  scopeMerchantId: number | null,
): Promise<ScopedMerchant[]> => {
  let query = db.selectFrom('merchants').select(['id', 'code', 'merchant_code', 'name']);
  if (scopeMerchantId !== null) query = query.where('id', '=', scopeMerchantId);
  const rows = await query.orderBy('merchant_code').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    merchantCode: row.merchant_code,
    name: row.name,
  }));
};
