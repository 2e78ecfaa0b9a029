import { type ApiError, isApiError } from '@portal/api-client';
import type { PasswordStep, StaffCallInput, StaffPermission, StaffSession } from '@portal/contract';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export const staffSessionKey = ['staffSession'] as const;

/** The signed-in staff member, or null when there is no session (the console shows sign-in). */
export const useStaffSession = () => {
  const api = useStaffApi();
  return useQuery(
    queryOptions({
      queryKey: staffSessionKey,
      queryFn: async (): Promise<StaffSession | null> => {
        try {
          return await api.call('staffSession', {});
        } catch (error) {
          // No session is an answer here, not a failure: every other error is shown.
          if (isApiError(error) && error.code === 'staff.session.required') return null;
          throw error;
        }
      },
      staleTime: 60_000,
      retry: false,
    }),
  );
};

/** The CSRF token of the session the cache holds, for the client's writes. */
export const csrfTokenFrom = (client: QueryClient): string | null =>
  client.getQueryData<StaffSession | null>(staffSessionKey)?.csrfToken ?? null;

/** Whether the signed-in role holds a permission (the menus hide what it cannot do). */
export const useCan = () => {
  const { data } = useStaffSession();
  return (permission: StaffPermission) => data?.staff.permissions.includes(permission) ?? false;
};

export const usePasswordStep = () => {
  const api = useStaffApi();
  return useMutation<PasswordStep, ApiError, StaffCallInput<'staffSignInPassword'>>({
    mutationFn: (input) => api.call('staffSignInPassword', input),
  });
};

export const useCodeStep = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<StaffSession, ApiError, StaffCallInput<'staffSignInTotp'>>({
    mutationFn: (input) => api.call('staffSignInTotp', input),
    onSuccess: (session) => client.setQueryData(staffSessionKey, session),
  });
};

export const useEnrol = () => {
  const api = useStaffApi();
  return useMutation<
    StaffSession & { recoveryCodes: string[] },
    ApiError,
    StaffCallInput<'staffEnrol'>
  >({
    mutationFn: (input) => api.call('staffEnrol', input),
  });
};

export const useSignOut = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => api.call('staffSignOut', {}),
    onSettled: () => {
      // Nothing of the last staff member stays in memory for the next one.
      client.clear();
      client.setQueryData(staffSessionKey, null);
    },
  });
};
