import type { ApiError, StaffClient } from '@portal/api-client';
import type { StaffBrand, StaffCallInput } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export const brandsQuery = (api: StaffClient) =>
  queryOptions({ queryKey: ['brandList'], queryFn: () => api.call('brandList', {}) });
export const useBrands = () => useQuery(brandsQuery(useStaffApi()));

/** Flips a switch; the brands and the audit log change. */
export const useSwitchBrand = () => {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation<StaffBrand, ApiError, StaffCallInput<'brandSwitch'>>({
    mutationFn: (input) => api.call('brandSwitch', input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['brandList'] }),
        client.invalidateQueries({ queryKey: ['auditLog'] }),
      ]),
  });
};
