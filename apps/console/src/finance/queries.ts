import type { StaffCallInput } from '@portal/contract';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export type WithdrawalFilter = StaffCallInput<'financeWithdrawals'>;
export type DepositFilter = StaffCallInput<'financeDeposits'>;
export type ReconciliationFilter = StaffCallInput<'financeReconciliation'>;

export const useFinanceWithdrawals = (filter: WithdrawalFilter) =>
  useStaffRead('financeWithdrawals', filter);
export const useFinanceDeposits = (filter: DepositFilter) =>
  useStaffRead('financeDeposits', filter);
/** The daily reconciliation reports (the job writes them; staff only read). */
export const useFinanceReconciliation = (filter: ReconciliationFilter) =>
  useStaffRead('financeReconciliation', filter);

/** Every decision changes the withdrawal and deposit lists (and the audit log). */
const DECIDED = ['financeWithdrawals', 'financeDeposits'] as const;

export const useApproveWithdrawal = () => useStaffWrite('financeWithdrawalApprove', DECIDED);
export const useRejectWithdrawal = () => useStaffWrite('financeWithdrawalReject', DECIDED);
export const useResolveDispute = () => useStaffWrite('financeDisputeResolve', DECIDED);
export const useConfirmDeposit = () => useStaffWrite('financeDepositConfirm', DECIDED);
