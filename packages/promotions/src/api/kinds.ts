import type { RaffleVerification } from '@portal/contract';
import { verifyRaffleDraws } from '@portal/lottery-rules';
import { callQuery, useMoneyMoved, useQueryScope, useSession } from '@portal/session';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * After a draw, a pop, a link or an application, paid or not: the session's one signal (the
 * balance, the hall and the header's count of promotions to act on all follow money, so none of
 * their keys is named here), and this feature's own raffle draws.
 */
const refreshPromotions = (client: QueryClient, moneyMoved: () => Promise<void>) =>
  Promise.all([moneyMoved(), client.invalidateQueries({ queryKey: ['raffleVerification'] })]);

/** The member's raffle draws with the commitment, and the seed once the raffle ended. */
export const useRaffleVerification = (promotionId: number) => {
  const { isLogin } = useSession();
  return useQuery({
    ...callQuery(useQueryScope(), 'raffleVerification', { promotionId }),
    enabled: isLogin,
  });
};

/**
 * The browser's own check of the member's draws once the seed is out: the commitment and every
 * draw recomputed with the same pure module the server draws with (@portal/lottery-rules).
 * Runs as a query of the verification it checks: computed once per answer, never stored.
 */
export const useRaffleCheck = (verification: RaffleVerification | undefined) => {
  const seed = verification?.seed ?? null;
  return useQuery({
    queryKey: ['raffleCheck', verification?.promotionId, seed, verification?.draws.length],
    enabled: verification !== undefined && seed !== null,
    queryFn: () => {
      if (!verification || seed === null) throw new Error('no seed to verify with');
      return verifyRaffleDraws(
        verification.commitment,
        seed,
        verification.draws.map((draw) => ({
          promotionId: verification.promotionId,
          memberId: verification.memberId,
          ticket: draw.ticket,
          prizeId: draw.prizeId,
          inStock: draw.inStock,
        })),
      );
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** Draws one raffle ticket: the prize is paid at once, so money moved. */
export const useDrawRaffle = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (promotionId: number) => scope.api.call('claimRaffle', { promotionId }),
    onSettled: () => refreshPromotions(client, moneyMoved),
  });
};

/** Pops the member's one envelope: its share is paid at once, so money moved. */
export const usePopRedEnvelope = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (promotionId: number) => scope.api.call('popRedEnvelope', { promotionId }),
    onSettled: () => refreshPromotions(client, moneyMoved),
  });
};

/** The member's referral code and link, and what the referrals paid. */
export const useReferral = () => {
  const { isLogin } = useSession();
  return useQuery({ ...callQuery(useQueryScope(), 'referral', {}), enabled: isLogin });
};

/** The members the member invited (first page: a referrer's list is short; ours). */
export const useReferralInvites = () => {
  const { isLogin } = useSession();
  return useQuery({
    ...callQuery(useQueryScope(), 'referralInvites', { pageNo: 1, pageSize: 50 }),
    enabled: isLogin,
  });
};

/** The member's linked Zalo and WhatsApp numbers. */
export const useChatLinks = () => {
  const { isLogin } = useSession();
  return useQuery({ ...callQuery(useQueryScope(), 'chatLinks', {}), enabled: isLogin });
};

/** Sends a code to the number to link. */
export const useSendChatLinkCode = () => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (input: { app: 'zalo' | 'whatsapp'; mobile: string }) =>
      scope.api.call('sendChatLinkCode', input),
  });
};

/** Links the number proven by its code; the one-time bonus is paid with it. */
export const useLinkChatNumber = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: { app: 'zalo' | 'whatsapp'; mobile: string; verificationCode: string }) =>
      scope.api.call('linkChatNumber', input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['chatLinks'] }),
        refreshPromotions(client, moneyMoved),
      ]),
  });
};

/** Applies to an application promotion with a remark and images (data URLs); staff review it. */
export const useApplyPromotion = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: { promotionId: number; remark?: string; images?: string[] }) =>
      scope.api.call('applyPromotion', input),
    onSettled: () => refreshPromotions(client, moneyMoved),
  });
};
