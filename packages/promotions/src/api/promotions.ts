import type { Promotion } from '@portal/contract';
import { callQuery, followsMoney, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The hall's page size: one page covers a brand's running promotions. */
const HALL_PAGE_SIZE = 50;

/** The promotion hall in the member's language; it follows money, as a deposit can make a reward claimable. */
export const usePromotions = () => {
  const scope = useQueryScope();
  return useQuery(
    followsMoney(
      callQuery(scope, 'promotions', {
        language: scope.language,
        pageNo: 1,
        pageSize: HALL_PAGE_SIZE,
      }),
    ),
  );
};

export type PromotionAction = 'join' | 'claim';

/** Joins or claims, then reloads the hall so the card shows where the member stands now. */
export const usePromotionAction = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, promotion }: { action: PromotionAction; promotion: Promotion }) =>
      action === 'join'
        ? scope.api.call('joinPromotion', { promotionId: promotion.promotionId })
        : scope.api.call('requestPromotionReward', { promotionId: promotion.promotionId }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
};
