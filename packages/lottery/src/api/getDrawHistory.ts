import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of the game's drawn numeros, newest first (20 a page: enough for a trend). */
export const drawHistoryQuery = (scope: QueryScope, gameId: number, page: number) =>
  callQuery(scope, 'lotteryDrawHistory', { gameId, page, size: 20 });

/** Read again every 30 seconds on the first page (a new draw lands there); older pages keep. */
export const useDrawHistory = (gameId: number, page: number) =>
  useQuery({
    ...drawHistoryQuery(useQueryScope(), gameId, page),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? 30_000 : false,
  });
