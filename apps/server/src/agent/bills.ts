import type { Db } from '../db/database.ts';
import { owesBill } from './pay/dividends.ts';

/**
 * Whether the member owes a dividend bill not yet paid (agent-rules: a transfer out is refused
 * while one is, whether or not its grace has ended: the money is owed). The one place
 * transfers ask; the bills are in pay/dividends.ts.
 */
export const hasUnpaidBill = (db: Db, memberId: number): Promise<boolean> => owesBill(db, memberId);
