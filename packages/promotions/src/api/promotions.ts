import type { Promotion } from '@portal/contract';
import { callQuery, followsMoney, useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation, useQuery } from '@tanstack/react-query';

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

/**
 * One promotion, read from the hall's page. The contract has no single-promotion call (none in
 * the specs), and the hall already carries each promotion's terms and the member's grant, so
 * the page shares the hall's query: going from a card to its page costs no request. `null`
 * once the hall has loaded without it (ended, or another brand's id).
 */
export const usePromotion = (promotionId: number) => {
  const result = usePromotions();
  const promotion = result.data
    ? (result.data.content.find((row) => row.promotionId === promotionId) ?? null)
    : undefined;
  return { ...result, promotion };
};

export type PromotionAction = 'join' | 'claim';

/**
 * Joins or claims, then sends the session's one signal, paid or not: a claim can pay at once,
 * and a join changes the count of promotions the member can act on, which the header reads from
 * the login info. The hall and the login info both follow money, so the signal reloads them (and
 * the balance) without this feature naming the header's query.
 */
export const usePromotionAction = () => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: ({ action, promotion }: { action: PromotionAction; promotion: Promotion }) =>
      action === 'join'
        ? scope.api.call('joinPromotion', { promotionId: promotion.promotionId })
        : scope.api.call('requestPromotionReward', { promotionId: promotion.promotionId }),
    onSettled: () => moneyMoved(),
  });
};

/**
 * Gives up an active bonus: what is left of it leaves the wallet, so money moved (the hall and the
 * header's count follow the same signal).
 */
export const useGiveUpBonus = () => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (grantId: number) => scope.api.call('giveUpBonus', { grantId }),
    onSettled: () => moneyMoved(),
  });
};
