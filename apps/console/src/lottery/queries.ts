import type { ApiError, StaffClient } from '@portal/api-client';
import type { DrawState, StaffCallInput, StaffDraw } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export const lotteryDrawsQuery = (api: StaffClient, state: DrawState | undefined, pageNo: number) =>
  queryOptions({
    queryKey: ['lotteryDraws', state ?? null, pageNo],
    queryFn: () => api.call('lotteryDraws', { ...(state ? { state } : {}), pageNo, pageSize: 20 }),
  });
export const useLotteryDraws = (state: DrawState | undefined, pageNo: number) =>
  useQuery(lotteryDrawsQuery(useStaffApi(), state, pageNo));

/** Voids a draw; the draws and the audit log change. */
export const useVoidDraw = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<StaffDraw, ApiError, StaffCallInput<'lotteryDrawVoid'>>({
    mutationFn: (input) => api.call('lotteryDrawVoid', input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['lotteryDraws'] }),
        client.invalidateQueries({ queryKey: ['auditLog'] }),
      ]),
  });
};
