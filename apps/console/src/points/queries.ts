import type { PointsRedemptionStatus } from '@portal/contract';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export const usePointRedemptions = (status: PointsRedemptionStatus | undefined, pageNo: number) =>
  useStaffRead(
    'pointRedemptionsDesk',
    { ...(status ? { status } : {}), pageNo, pageSize: 20 },
    { paged: true },
  );

export const usePointRewards = (pageNo: number) =>
  useStaffRead('pointRewardsDesk', { pageNo, pageSize: 20 }, { paged: true });

export const useMemberPointsLedger = (memberId: number | null) =>
  useStaffRead(
    'memberPointsLedger',
    { memberId: memberId ?? 1, pageNo: 1, pageSize: 50 },
    { enabled: memberId !== null },
  );

/** Approves, rejects or ships a redemption: the queue and the items' stock change. */
export const useDecideRedemption = () =>
  useStaffWrite('pointRedemptionDecide', ['pointRedemptionsDesk', 'pointRewardsDesk']);

/** Creates or edits a mall item: the items change. */
export const useSaveReward = () => useStaffWrite('pointRewardSave', ['pointRewardsDesk']);
