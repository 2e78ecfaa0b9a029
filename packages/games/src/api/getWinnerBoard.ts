import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** How many winners the home page shows (the call's most). */
export const WINNER_BOARD_SIZE = 20;

/** The latest big wins of every category, cached for the session as the contract says. */
export const winnerBoardQuery = (scope: QueryScope) =>
  callQuery(scope, 'winnerBoard', {
    gameCategory: 'ALL',
    language: scope.language,
    limitNum: WINNER_BOARD_SIZE,
  });

/** The home page's winner board. */
export const useWinnerBoard = () => useQuery(winnerBoardQuery(useQueryScope()));
