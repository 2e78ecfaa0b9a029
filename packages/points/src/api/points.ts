import type { CallInput, PointRewardCategory, PointsRedemptionStatus } from '@portal/contract';
import { callQuery, followsMoney, useApi, useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation, useQuery } from '@tanstack/react-query';

/*
 * The points calls as queries. Every one follows money: a redemption, a conversion, a settled
 * bet or a paid deposit changes the points, so each is read again on the "money moved" signal.
 */

export const usePointBalance = () =>
  useQuery(followsMoney(callQuery(useQueryScope(), 'pointBalance', {})));

export const usePointConfig = () => useQuery(callQuery(useQueryScope(), 'pointConfig', {}));

export const usePointRewards = (category: PointRewardCategory | undefined, pageNo: number) =>
  useQuery(
    followsMoney(
      callQuery(useQueryScope(), 'pointRewards', {
        ...(category ? { category } : {}),
        pageNo,
        pageSize: 20,
      }),
    ),
  );

export const useRedeemRecords = (status: PointsRedemptionStatus | undefined, pageNo: number) =>
  useQuery(
    followsMoney(
      callQuery(useQueryScope(), 'redeemRecords', {
        ...(status ? { status } : {}),
        pageNo,
        pageSize: 20,
      }),
    ),
  );

/** Redeems an item: its points (and any amount) leave at once, so money moved. */
export const useRedeemReward = () => {
  const api = useApi();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: CallInput<'redeemPointReward'>) => api.call('redeemPointReward', request),
    // Also after a refusal: a wrong payment password or a sold-out item changes what shows.
    onSettled: moneyMoved,
  });
};

/** Converts points into wallet money. */
export const useConvertPoints = () => {
  const api = useApi();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: CallInput<'convertPoints'>) => api.call('convertPoints', request),
    onSettled: moneyMoved,
  });
};
