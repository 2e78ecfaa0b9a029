import { useLingui } from '@lingui/react/macro';
import type { BetRecordStatus, TransactionType } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { useLanguage } from '@portal/session';

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

/** Money in the interface language's format, two decimals; a dash where there is none. */
export const useMoney = () => {
  const { language } = useLanguage();
  return (amount: number | null): string => (amount === null ? '-' : formatMoney(amount, language));
};
