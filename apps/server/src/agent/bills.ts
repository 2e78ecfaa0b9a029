import type { Db } from '../db/database.ts';

/**
 * Whether the member has a dividend bill past due and unpaid (agent-rules: a transfer out is
 * refused while one is). The bills are agentpay's part of issue 24 (same area, another
 * engineer): this is the one place transfers ask, and it answers false until the bills exist,
 * when it reads them.
 */
export const hasUnpaidBill = async (_db: Db, _memberId: number): Promise<boolean> => false;
