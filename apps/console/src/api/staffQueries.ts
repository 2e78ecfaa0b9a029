import type { ApiError } from '@portal/api-client';
import type { StaffCallInput, StaffCallName, StaffCallOutput } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from './StaffApi.tsx';

/**
 * The console's data layer in two hooks: every desk reads with `useStaffRead` and writes with
 * `useStaffWrite`, so a desk's `queries.ts` only names its calls and what each write changes.
 */

/**
 * One staff call as a query, keyed by the call's name and its input. A list (`paged`) keeps
 * showing the page it has while the next one loads, so filters and paging do not flash.
 */
export const useStaffRead = <N extends StaffCallName>(
  name: N,
  input: StaffCallInput<N>,
  { paged = false, enabled = true }: { paged?: boolean; enabled?: boolean } = {},
) => {
  const api = useStaffApi();
  return useQuery<StaffCallOutput<N>, ApiError>({
    queryKey: [name, input],
    queryFn: () => api.call(name, input),
    enabled,
    ...(paged ? { placeholderData: keepPreviousData } : {}),
  });
};

/**
 * A staff write. Once it succeeds, the reads it changes (named by call) and the audit log
 * (every write is audited) load again.
 */
export const useStaffWrite = <N extends StaffCallName>(
  name: N,
  changes: readonly StaffCallName[] = [],
) => {
  const api = useStaffApi();
  const refresh = useRefresh(changes);
  return useMutation<StaffCallOutput<N>, ApiError, StaffCallInput<N>>({
    mutationFn: (input) => api.call(name, input),
    onSuccess: () => refresh(),
  });
};

/** Loads the named reads (every input of each) and the audit log again. */
export const useRefresh = (changes: readonly StaffCallName[]) => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [...changes, 'auditLog' as const].map((name) =>
        client.invalidateQueries({ queryKey: [name] }),
      ),
    );
};
