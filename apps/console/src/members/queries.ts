import type { ApiError, StaffClient } from '@portal/api-client';
import type { Adjustment, MemberRow, StaffCallInput } from '@portal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export type MemberSearch = StaffCallInput<'memberSearch'>;

export const memberSearchQuery = (api: StaffClient, search: MemberSearch) =>
  queryOptions({
    queryKey: ['memberSearch', search],
    queryFn: () => api.call('memberSearch', search),
    placeholderData: keepPreviousData,
  });
export const useMemberSearch = (search: MemberSearch) =>
  useQuery(memberSearchQuery(useStaffApi(), search));

export const memberDetailQuery = (api: StaffClient, memberId: number) =>
  queryOptions({
    queryKey: ['memberDetail', memberId],
    queryFn: () => api.call('memberDetail', { memberId }),
  });
export const useMemberDetail = (memberId: number) =>
  useQuery(memberDetailQuery(useStaffApi(), memberId));

/** After an action on a member: their page, the search lists and the audit log change. */
const useInvalidateMember = () => {
  const client = useQueryClient();
  return (memberId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['memberDetail', memberId] }),
      client.invalidateQueries({ queryKey: ['memberSearch'] }),
      client.invalidateQueries({ queryKey: ['auditLog'] }),
    ]);
};

export const useLockMember = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
  return useMutation<MemberRow, ApiError, StaffCallInput<'memberLock'>>({
    mutationFn: (input) => api.call('memberLock', input),
    onSuccess: (row) => invalidate(row.id),
  });
};

export const useUnlockMember = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
  return useMutation<MemberRow, ApiError, StaffCallInput<'memberUnlock'>>({
    mutationFn: (input) => api.call('memberUnlock', input),
    onSuccess: (row) => invalidate(row.id),
  });
};

export const useAddNote = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
  return useMutation<unknown, ApiError, StaffCallInput<'memberNote'>>({
    mutationFn: (input) => api.call('memberNote', input),
    onSuccess: (_, input) => invalidate(Number(input.memberId)),
  });
};

export const usePasswordReset = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
  return useMutation<
    { channel: 'email' | 'sms'; sentTo: string; expiresAt: string },
    ApiError,
    StaffCallInput<'memberPasswordReset'>
  >({
    mutationFn: (input) => api.call('memberPasswordReset', input),
    onSuccess: (_, input) => invalidate(Number(input.memberId)),
  });
};

export const useRequestAdjustment = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
  return useMutation<Adjustment, ApiError, StaffCallInput<'adjustmentRequest'>>({
    mutationFn: (input) => api.call('adjustmentRequest', input),
    onSuccess: (adjustment) => invalidate(adjustment.memberId),
  });
};

export const useDecideAdjustment = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMember();
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
    onSuccess: (adjustment) => invalidate(adjustment.memberId),
  });
};
