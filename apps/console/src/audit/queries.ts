import type { StaffCallInput } from '@portal/contract';
import { useStaffRead } from '../api/staffQueries.ts';

export type AuditFilter = StaffCallInput<'auditLog'>;

/** A page of the audit log, filtered and paged on the server. */
export const useAuditLog = (filter: AuditFilter) =>
  useStaffRead('auditLog', filter, { paged: true });
