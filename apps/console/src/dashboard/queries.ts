import { useStaffRead } from '../api/staffQueries.ts';

/** The figures for one merchant, or for every merchant in scope (undefined). */
export const useDashboard = (merchantCode: string | undefined) =>
  useStaffRead('dashboard', merchantCode ? { merchantCode } : {}, { paged: true });
