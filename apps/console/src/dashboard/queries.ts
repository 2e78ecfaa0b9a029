import type { StaffClient } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export const dashboardQuery = (api: StaffClient, merchantCode: string | undefined) =>
  queryOptions({
    queryKey: ['dashboard', merchantCode ?? null],
    queryFn: () => api.call('dashboard', merchantCode ? { merchantCode } : {}),
    placeholderData: keepPreviousData,
  });
/** The figures for one merchant, or for every merchant in scope (undefined). */
export const useDashboard = (merchantCode: string | undefined) =>
  useQuery(dashboardQuery(useStaffApi(), merchantCode));
