import type { Promotion } from '@portal/contract';
import { callQuery, followsMoney, useMoneyMoved, useQueryScope } from '@portal/session';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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
 * After a join, claim or give-up: the hall, and the login info whose counter says how many
 * promotions the member can act on (the header shows it).
 */
const refreshPromotions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['promotions'] }),
    client.invalidateQueries({ queryKey: ['loginInfo'] }),
  ]);

/** Joins or claims, then reloads the hall so the card shows where the member stands now. */
export const usePromotionAction = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: ({ action, promotion }: { action: PromotionAction; promotion: Promotion }) =>
      action === 'join'
        ? scope.api.call('joinPromotion', { promotionId: promotion.promotionId })
        : scope.api.call('requestPromotionReward', { promotionId: promotion.promotionId }),
    // A claim can pay at once: the balance and every money-following query refresh.
    onSuccess: (_result, { action }) => (action === 'claim' ? moneyMoved() : undefined),
    onSettled: () => refreshPromotions(client),
  });
};

/** Gives up an active bonus: what is left of it leaves the wallet, so money moved. */
export const useGiveUpBonus = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (grantId: number) => scope.api.call('giveUpBonus', { grantId }),
    onSuccess: () => moneyMoved(),
    onSettled: () => refreshPromotions(client),
  });
};
