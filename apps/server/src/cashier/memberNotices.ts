import type { PlatformNotice } from '@portal/contract';
import { writeMessage } from '../account/inbox.ts';
import type { Db } from '../db/database.ts';
import { moneyOf } from '../ledger/money.ts';

/**
 * The platform's message to the member about their money, written into the inbox in `db`'s
 * transaction, so a message exists exactly when its event committed.
 *
 * The message carries its notice (kind, reference, amount, reason), which the portal words in
 * the member's language; the English title and body are for any other reader of the API.
 */
export type MemberNotice = (
  | { kind: 'depositCredited'; orderNo: string; amount: bigint }
  | { kind: 'withdrawalApproved'; withdrawalId: number; amount: bigint }
  | { kind: 'withdrawalRejected'; withdrawalId: number; amount: bigint; reason: string }
  | { kind: 'withdrawalPaid'; withdrawalId: number; amount: bigint }
) & { currency: string };

const major = (notice: MemberNotice) => moneyOf(notice.amount, notice.currency);

const textOf = (notice: MemberNotice): { title: string; body: string } => {
  switch (notice.kind) {
    case 'depositCredited':
      return {
        title: 'Deposit credited',
        body: `Your deposit ${notice.orderNo} of ${major(notice)} is in your wallet.`,
      };
    case 'withdrawalApproved':
      return {
        title: 'Withdrawal approved',
        body: `Your withdrawal ${notice.withdrawalId} of ${major(notice)} is approved and on its way.`,
      };
    case 'withdrawalRejected':
      return {
        title: 'Withdrawal rejected',
        body: `Your withdrawal ${notice.withdrawalId} of ${major(notice)} was rejected: ${notice.reason}. The amount is back in your wallet.`,
      };
    case 'withdrawalPaid':
      return {
        title: 'Withdrawal paid',
        body: `Your withdrawal ${notice.withdrawalId} of ${major(notice)} has been paid. Please confirm when you receive it.`,
      };
  }
};

const templateOf = (notice: MemberNotice): PlatformNotice => ({
  kind: notice.kind,
  reference: 'orderNo' in notice ? notice.orderNo : String(notice.withdrawalId),
  amount: major(notice),
  ...(notice.kind === 'withdrawalRejected' ? { reason: notice.reason } : {}),
});

export const notifyMember = async (
  db: Db,
  merchantId: number,
  memberId: number,
  notice: MemberNotice,
  at: Date = new Date(),
): Promise<void> => {
  await writeMessage(db, {
    merchantId,
    memberId,
    ...textOf(notice),
    notice: templateOf(notice),
    at,
    source: 'platform',
  });
};
