import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The games that play straight from the main wallet (/seamless), in the interface language. */
export const seamlessGamesQuery = (scope: QueryScope) =>
  callQuery(scope, 'seamlessGames', { language: scope.language });

export const useSeamlessGames = () => useQuery(seamlessGamesQuery(useQueryScope()));
