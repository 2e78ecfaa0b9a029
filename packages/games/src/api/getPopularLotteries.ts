import type { PopularLottery } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawEndAt, nextRefreshMs } from '../drawCountdown.ts';

/** 20 asked, 6 shown (portal-spec section 9). */
const REQUESTED = 20;
const SHOWN = 6;

export interface PopularDraws {
  lotteries: PopularLottery[];
  /** Per game code: when betting on its open numero closes, in this browser's clock. */
  endsAt: Map<string, number>;
  /** When to read the list again, fixed when it arrives so the countdown's ticks keep it. */
  refreshInMs: number;
}

/**
 * The popular lotteries with their closing times in this browser's clock (the round trip is
 * taken off the server's remaining time). The list is read again when the nearest draw
 * closes, at most every 30 seconds (7 seconds after a close); a failed read keeps the cards it
 * had and tries again on the closed-draw schedule.
 */
export const popularLotteriesQuery = (scope: QueryScope) => {
  const call = callQuery(scope, 'popularLottery', {
    count: REQUESTED,
    device: 'WEB',
    language: scope.language,
  });
  return queryOptions<PopularDraws>({
    queryKey: call.queryKey,
    queryFn: async () => {
      const sentAt = Date.now();
      const list = await scope.api.call('popularLottery', {
        count: REQUESTED,
        device: 'WEB',
        language: scope.language,
      });
      const receivedAt = Date.now();
      const roundTripMs = receivedAt - sentAt;
      const lotteries = list.slice(0, SHOWN);
      const endsAt = new Map(
        lotteries.map((lottery) => [
          lottery.gameCode,
          drawEndAt({
            receivedAt,
            roundTripMs,
            remainTime: lottery.remainTime,
            lockTime: lottery.lockTime,
          }),
        ]),
      );
      const remaining = lotteries
        .filter((lottery) => lottery.isSale)
        .map((lottery) => (endsAt.get(lottery.gameCode) ?? receivedAt) - receivedAt);
      return { lotteries, endsAt, refreshInMs: nextRefreshMs(remaining) };
    },
    refetchInterval: (query) =>
      query.state.status === 'error' || !query.state.data
        ? nextRefreshMs([])
        : query.state.data.refreshInMs,
    refetchIntervalInBackground: false,
    retry: false,
  });
};

/** The popular lotteries, refreshed on their draw schedule. */
export const usePopularLotteries = () => useQuery(popularLotteriesQuery(useQueryScope()));
