import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

/** A withdrawal's risk signals, read when a reviewer opens them. */
export const useWithdrawalRisk = (withdrawalId: number, enabled: boolean) =>
  useStaffRead('financeWithdrawalRisk', { withdrawalId }, { enabled });

/** Refusing a bank transfer changes the deposit lists (and the audit log). */
export const useRefuseDeposit = () => useStaffWrite('financeDepositRefuse', ['financeDeposits']);

/** Marking a payout paid moves it out of the in-transit list (and into the audit log). */
export const useMarkPaid = () => useStaffWrite('financeWithdrawalMarkPaid', ['financeWithdrawals']);
