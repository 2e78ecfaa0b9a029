import type { Db } from '../db/database.ts';

/**
 * SEAM for internal messages (issue 9, built by the member-account work): the cashier calls
 * this where the platform writes the member a message. Until the inbox lands it writes
 * nothing; the messages module replaces the body (in `db`'s transaction, so a message exists
 * exactly when its event committed) and keeps the signature.
 */
export type MemberNotice =
  | { kind: 'depositCredited'; orderNo: string; amount: bigint }
  | { kind: 'withdrawalApproved'; withdrawalId: number; amount: bigint }
  | { kind: 'withdrawalRejected'; withdrawalId: number; amount: bigint; reason: string }
  | { kind: 'withdrawalPaid'; withdrawalId: number; amount: bigint };

export const notifyMember = async (
  _db: Db,
  _merchantId: number,
  _memberId: number,
  _notice: MemberNotice,
): Promise<void> => {};
