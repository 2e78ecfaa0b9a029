import type { ApiError } from '@portal/api-client';
import type { Adjustment, StaffCallInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';
import { useRefresh, useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export type MemberSearch = StaffCallInput<'memberSearch'>;

export const useMemberSearch = (search: MemberSearch) =>
  useStaffRead('memberSearch', search, { paged: true });

export const useMemberDetail = (memberId: number) => useStaffRead('memberDetail', { memberId });

/** After an action on a member: their page and the search lists change. */
const MEMBER_READS = ['memberDetail', 'memberSearch'] as const;

export const useLockMember = () => useStaffWrite('memberLock', MEMBER_READS);
export const useUnlockMember = () => useStaffWrite('memberUnlock', MEMBER_READS);
export const useAddNote = () => useStaffWrite('memberNote', MEMBER_READS);
export const usePasswordReset = () => useStaffWrite('memberPasswordReset', MEMBER_READS);
export const useRequestAdjustment = () => useStaffWrite('adjustmentRequest', MEMBER_READS);
/** A closed account's payout empties the member's wallets and adds a withdrawal to finance's list. */
export const useClosedAccountPayout = () =>
  useStaffWrite('financeClosedAccountPayout', [...MEMBER_READS, 'financeWithdrawals']);

/** Approves or refuses a pending adjustment (one control, two calls). */
export const useDecideAdjustment = () => {
  const api = useStaffApi();
  const refresh = useRefresh(MEMBER_READS);
  return useMutation<
    Adjustment,
    ApiError,
    | { adjustmentId: number; decision: 'approve' }
    | { adjustmentId: number; decision: 'reject'; reason: string }
  >({
    mutationFn: (input) =>
      input.decision === 'approve'
        ? api.call('adjustmentApprove', { adjustmentId: input.adjustmentId })
        : api.call('adjustmentReject', { adjustmentId: input.adjustmentId, reason: input.reason }),
    onSuccess: () => refresh(),
  });
};
