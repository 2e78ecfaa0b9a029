import type { StaffClient } from '@portal/api-client';
import type { StaffCallInput } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export type AuditFilter = StaffCallInput<'auditLog'>;

export const auditLogQuery = (api: StaffClient, filter: AuditFilter) =>
  queryOptions({
    queryKey: ['auditLog', filter],
    queryFn: () => api.call('auditLog', filter),
    placeholderData: keepPreviousData,
  });

/** A page of the audit log, filtered and paged on the server. */
export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQuery(useStaffApi(), filter));
