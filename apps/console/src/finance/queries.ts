import type { ApiError, StaffClient } from '@portal/api-client';
import type { StaffCallInput, StaffDeposit, StaffWithdrawal } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export type WithdrawalFilter = StaffCallInput<'financeWithdrawals'>;
export type DepositFilter = StaffCallInput<'financeDeposits'>;
export type ReconciliationFilter = StaffCallInput<'financeReconciliation'>;

export const financeWithdrawalsQuery = (api: StaffClient, filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: ['financeWithdrawals', filter],
    queryFn: () => api.call('financeWithdrawals', filter),
  });
export const useFinanceWithdrawals = (filter: WithdrawalFilter) =>
  useQuery(financeWithdrawalsQuery(useStaffApi(), filter));

export const financeDepositsQuery = (api: StaffClient, filter: DepositFilter) =>
  queryOptions({
    queryKey: ['financeDeposits', filter],
    queryFn: () => api.call('financeDeposits', filter),
  });
export const useFinanceDeposits = (filter: DepositFilter) =>
  useQuery(financeDepositsQuery(useStaffApi(), filter));

/** The daily reconciliation reports (the job writes them; staff only read). */
export const financeReconciliationQuery = (api: StaffClient, filter: ReconciliationFilter) =>
  queryOptions({
    queryKey: ['financeReconciliation', filter],
    queryFn: () => api.call('financeReconciliation', filter),
  });
export const useFinanceReconciliation = (filter: ReconciliationFilter) =>
  useQuery(financeReconciliationQuery(useStaffApi(), filter));

/** Every decision changes the lists and the audit log. */
const useDecision = <I, O>(run: (api: StaffClient, input: I) => Promise<O>) => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<O, ApiError, I>({
    mutationFn: (input) => run(api, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['financeWithdrawals'] }),
        client.invalidateQueries({ queryKey: ['financeDeposits'] }),
        client.invalidateQueries({ queryKey: ['auditLog'] }),
      ]),
  });
};

export const useApproveWithdrawal = () =>
  useDecision<StaffCallInput<'financeWithdrawalApprove'>, StaffWithdrawal>((api, input) =>
    api.call('financeWithdrawalApprove', input),
  );
export const useRejectWithdrawal = () =>
  useDecision<StaffCallInput<'financeWithdrawalReject'>, StaffWithdrawal>((api, input) =>
    api.call('financeWithdrawalReject', input),
  );
export const useResolveDispute = () =>
  useDecision<StaffCallInput<'financeDisputeResolve'>, StaffWithdrawal>((api, input) =>
    api.call('financeDisputeResolve', input),
  );
export const useConfirmDeposit = () =>
  useDecision<StaffCallInput<'financeDepositConfirm'>, StaffDeposit>((api, input) =>
    api.call('financeDepositConfirm', input),
  );
