import type { ApiError } from '@portal/api-client';
import type {
  ContentImage,
  GrantStatus,
  PromotionApplicationStatus,
  StaffReferralReward,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';
import { toBase64 } from '../content/queries.ts';

export const usePromotions = (pageNo: number) =>
  useStaffRead('promotionsDesk', { pageNo, pageSize: 20 }, { paged: true });

export const usePromotionGrants = (
  promotionId: number,
  status: GrantStatus | undefined,
  pageNo: number,
) =>
  useStaffRead(
    'promotionGrantsDesk',
    { promotionId, ...(status ? { status } : {}), pageNo, pageSize: 20 },
    { paged: true },
  );

/** Creates or edits a promotion: the list changes. */
export const useSavePromotion = () => useStaffWrite('promotionSave', ['promotionsDesk']);
export const usePausePromotion = () => useStaffWrite('promotionPause', ['promotionsDesk']);
export const useResumePromotion = () => useStaffWrite('promotionResume', ['promotionsDesk']);
export const useEndPromotion = () => useStaffWrite('promotionEnd', ['promotionsDesk']);

/** Forfeits a grant: the grants change. */
export const useForfeitGrant = () =>
  useStaffWrite('promotionGrantForfeit', ['promotionGrantsDesk', 'promotionsDesk']);

/** Uploads a chosen banner as it is: the server decides by its bytes whether it is an image. */
export const useUploadBanner = () => {
  const api = useStaffApi();
  return useMutation<ContentImage, ApiError, File>({
    mutationFn: async (file) =>
      api.call('promotionBannerUpload', {
        fileName: file.name.slice(0, 200),
        declaredType: file.type.slice(0, 100),
        data: await toBase64(file),
      }),
  });
};

/** The activity applications of the brands in scope, oldest waiting first. */
export const usePromotionApplications = (
  status: PromotionApplicationStatus | undefined,
  pageNo: number,
) =>
  useStaffRead(
    'promotionApplicationsDesk',
    { ...(status ? { status } : {}), pageNo, pageSize: 20 },
    { paged: true },
  );

/** One of an application's images (checked bytes, as a data URL). */
export const useApplicationImage = (applicationId: number, seq: number) =>
  useStaffRead('promotionApplicationImage', { applicationId, seq });

/** Approving pays a grant: the queue and the promotions' grant counts change. */
export const useApproveApplication = () =>
  useStaffWrite('promotionApplicationApprove', [
    'promotionApplicationsDesk',
    'promotionsDesk',
    'promotionGrantsDesk',
  ]);
export const useRejectApplication = () =>
  useStaffWrite('promotionApplicationReject', ['promotionApplicationsDesk']);

/** Referral rewards by status (held ones wait for review). */
export const useReferralRewards = (
  status: StaffReferralReward['status'] | undefined,
  pageNo: number,
) =>
  useStaffRead(
    'promotionReferralsDesk',
    { ...(status ? { status } : {}), pageNo, pageSize: 20 },
    { paged: true },
  );

export const useReleaseReferral = () =>
  useStaffWrite('promotionReferralRelease', ['promotionReferralsDesk']);
export const useRejectReferral = () =>
  useStaffWrite('promotionReferralReject', ['promotionReferralsDesk']);

/** A raffle's commitment, and its seed once it has ended. */
export const useRaffleSeed = (promotionId: number) =>
  useStaffRead('promotionRaffleSeed', { promotionId });
