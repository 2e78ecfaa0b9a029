import type { PrizeMode } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** What a game's plays pay in a prize mode (Elott with the brand's overrides). */
export const lotteryOddsQuery = (scope: QueryScope, gameId: number, prizeMode: PrizeMode) =>
  callQuery(scope, 'lotteryOdds', { gameId, prizeMode });

/** The odds change only when the brand's config does: read once a page visit. */
export const useLotteryOdds = (gameId: number, prizeMode: PrizeMode) =>
  useQuery({ ...lotteryOddsQuery(useQueryScope(), gameId, prizeMode), staleTime: 300_000 });
