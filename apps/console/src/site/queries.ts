import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export const useSiteRules = (merchantCode: string | undefined) =>
  useStaffRead('siteRules', { merchantCode: merchantCode ?? '' }, { enabled: !!merchantCode });

/** Every write answers the brand's rules anew; the read and the audit log load again. */
export const useSaveMaintenance = () => useStaffWrite('siteMaintenanceSave', ['siteRules']);
export const useLiftMaintenance = () => useStaffWrite('siteMaintenanceLift', ['siteRules']);
export const useSetCountryRule = () => useStaffWrite('siteCountryRule', ['siteRules']);
export const useSetNetworkRule = () => useStaffWrite('siteNetworkRule', ['siteRules']);
export const useSetAllowList = () => useStaffWrite('siteAllowList', ['siteRules']);
