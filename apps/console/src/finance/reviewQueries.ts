import type { ApiError, StaffClient } from '@portal/api-client';
import type { StaffCallInput, StaffDeposit, StaffWithdrawal } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

/** A withdrawal's risk signals, read when a reviewer opens them. */
export const withdrawalRiskQuery = (api: StaffClient, withdrawalId: number) =>
  queryOptions({
    queryKey: ['financeWithdrawalRisk', withdrawalId],
    queryFn: () => api.call('financeWithdrawalRisk', { withdrawalId }),
  });
export const useWithdrawalRisk = (withdrawalId: number, enabled: boolean) =>
  useQuery({ ...withdrawalRiskQuery(useStaffApi(), withdrawalId), enabled });

/** Refusing a bank transfer changes the deposit lists and the audit log. */
export const useRefuseDeposit = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<StaffDeposit, ApiError, StaffCallInput<'financeDepositRefuse'>>({
    mutationFn: (input) => api.call('financeDepositRefuse', input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['financeDeposits'] }),
        client.invalidateQueries({ queryKey: ['auditLog'] }),
      ]),
  });
};

/** Marking a payout paid moves it out of the in-transit list, into the audit log. */
export const useMarkPaid = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<StaffWithdrawal, ApiError, StaffCallInput<'financeWithdrawalMarkPaid'>>({
    mutationFn: (input) => api.call('financeWithdrawalMarkPaid', input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['financeWithdrawals'] }),
        client.invalidateQueries({ queryKey: ['auditLog'] }),
      ]),
  });
};
