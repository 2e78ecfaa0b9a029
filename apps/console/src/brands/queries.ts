import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export const useBrands = () => useStaffRead('brandList', {});

/** Flips a switch; the brands and the audit log change. */
export const useSwitchBrand = () => useStaffWrite('brandSwitch', ['brandList']);
