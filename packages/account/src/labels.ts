import { useLingui } from '@lingui/react/macro';
import type {
  BetRecordStatus,
  ContractType,
  InboxMessage,
  PlatformNotice,
  TransactionType,
} from '@portal/contract';
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

type ContractNoticeKind = Extract<PlatformNotice['kind'], `agentContract${string}`>;

/**
 * A message's title and body as the member reads them: a platform notice is worded here, in
 * the member's language, from its template; a staff message is shown as staff wrote it.
 */
export const useMessageText = () => {
  const { t } = useLingui();
  const money = useMoney();
  // The contract types by the names the agent centre gives them (the same catalogue entries).
  const contractTypes: Record<ContractType, string> = {
    dividend: t`Dividend`,
    dailySalary: t`Daily wages`,
    hourlySalary: t`Hourly salary`,
    realTimeSalary: t`Real-time salary`,
  };
  /** The agent contract lifecycle's notices (issue 24): each request and answer. */
  const contractText = (
    kind: ContractNoticeKind,
    notice: PlatformNotice,
  ): { title: string; body: string } => {
    const type = notice.contractType ? contractTypes[notice.contractType] : '';
    const rate = notice.rate ?? '';
    const reason = notice.reason ?? '';
    switch (kind) {
      case 'agentContractOffered':
        return {
          title: t`Contract offer: ${type}`,
          body: t`Top rate ${rate}%. Accept or reject it in the agent centre.`,
        };
      case 'agentContractWithdrawn':
        return {
          title: t`Offer withdrawn: ${type}`,
          body: t`The contract offered to you was withdrawn.`,
        };
      case 'agentContractTerminateAsked':
        return {
          title: t`End of contract: ${type}`,
          body: reason
            ? t`Your contract partner asks to end this contract: ${reason}. Accept or reject it in the agent centre.`
            : t`Your contract partner asks to end this contract. Accept or reject it in the agent centre.`,
        };
      case 'agentContractAccepted':
        return {
          title: t`Offer accepted: ${type}`,
          body: t`Your offer of this contract was accepted.`,
        };
      case 'agentContractRejected':
        return {
          title: t`Offer rejected: ${type}`,
          body: t`Your offer of this contract was rejected. You may offer again.`,
        };
      case 'agentContractEndAccepted':
        return {
          title: t`End accepted: ${type}`,
          body: t`The contract stays in force to the end of its current period.`,
        };
      case 'agentContractEndRejected':
        return {
          title: t`End rejected: ${type}`,
          body: t`The contract stays in force.`,
        };
      case 'agentContractCancelled':
        return {
          title: t`Contract cancelled: ${type}`,
          body: t`Your upline's own rate is now lower than yours, so this contract was cancelled.`,
        };
    }
  };
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
      case 'promotionApplicationApproved': {
        const promotion = notice.subject ?? '';
        return {
          title: t`Application approved: ${promotion}`,
          body: t`Your application was approved: ${amount} has been credited to your wallet.`,
        };
      }
      case 'promotionApplicationRejected': {
        const promotion = notice.subject ?? '';
        const reason = notice.reason ?? '';
        return {
          title: t`Application declined: ${promotion}`,
          body: t`Your application was declined: ${reason}`,
        };
      }
      case 'pointsRedemptionApproved': {
        const item = notice.subject ?? '';
        return {
          title: t`Redemption approved: ${item}`,
          body: t`Your redemption ${reference} was approved.`,
        };
      }
      case 'pointsRedemptionRejected': {
        const item = notice.subject ?? '';
        const reason = notice.reason ?? '';
        return {
          title: t`Redemption rejected: ${item}`,
          body: reason
            ? t`Your redemption ${reference} was rejected: ${reason}. Your points are back.`
            : t`Your redemption ${reference} was rejected. Your points are back.`,
        };
      }
      case 'agentContractOffered':
      case 'agentContractWithdrawn':
      case 'agentContractTerminateAsked':
      case 'agentContractAccepted':
      case 'agentContractRejected':
      case 'agentContractEndAccepted':
      case 'agentContractEndRejected':
      case 'agentContractCancelled':
        return contractText(notice.kind, notice);
    }
  };
};
