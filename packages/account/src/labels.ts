import { useLingui } from '@lingui/react/macro';
import type { BetRecordStatus, InboxMessage, TransactionType } from '@portal/contract';
import { useMoney } from '@portal/session';

/** Bet statuses as the betting record names them. */
export const useStatusLabels = (): Record<BetRecordStatus, string> => {
  const { t } = useLingui();
  return { pending: t`Pending`, won: t`Won`, lost: t`Lost`, refunded: t`Refunded` };
};

/** Movement kinds as the account record names them. */
export const useTransactionLabels = (): Record<TransactionType, string> => {
  const { t } = useLingui();
  return {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    transfer: t`Transfer`,
    bet: t`Bet`,
    payout: t`Payout`,
    bonus: t`Bonus`,
    rebate: t`Rebate`,
    dividend: t`Dividend`,
    salary: t`Salary`,
    points: t`Points`,
    adjustment: t`Adjustment`,
  };
};

/**
 * A message's title and body as the member reads them: a platform notice is worded here, in
 * the member's language, from its template; a staff message is shown as staff wrote it.
 */
export const useMessageText = () => {
  const { t } = useLingui();
  const money = useMoney();
  return (message: InboxMessage): { title: string; body: string } => {
    const notice = message.notice;
    if (!notice) return { title: message.title, body: message.body };
    const reference = notice.reference;
    const amount = money(notice.amount ?? '0');
    switch (notice.kind) {
      case 'depositCredited':
        return {
          title: t`Deposit credited`,
          body: t`Your deposit ${reference} of ${amount} is in your wallet.`,
        };
      case 'withdrawalApproved':
        return {
          title: t`Withdrawal approved`,
          body: t`Your withdrawal ${reference} of ${amount} is approved and on its way.`,
        };
      case 'withdrawalRejected': {
        const reason = notice.reason ?? '';
        return {
          title: t`Withdrawal rejected`,
          body: t`Your withdrawal ${reference} of ${amount} was rejected: ${reason}. The amount is back in your wallet.`,
        };
      }
      case 'withdrawalPaid':
        return {
          title: t`Withdrawal paid`,
          body: t`Your withdrawal ${reference} of ${amount} has been paid. Please confirm when you receive it.`,
        };
      case 'agentApplicationApproved':
        return {
          title: t`Agent application approved`,
          body: t`You are now an agent: the agent centre is open to you.`,
        };
      case 'agentApplicationRejected': {
        const reason = notice.reason ?? '';
        return {
          title: t`Agent application declined`,
          body: t`Your application to become an agent was declined: ${reason}`,
        };
      }
    }
  };
};
