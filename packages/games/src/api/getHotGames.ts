import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The hot games across vendors. The contract marks the call `cache: 'session'` (portal-spec
 * section 2), which callQuery maps to an answer that never goes stale in the session.
 */
export const hotGamesQuery = (scope: QueryScope) =>
  callQuery(scope, 'hotGames', { platform: 'flash,html5-desktop', language: scope.language });

/** The hot games of the home page, read once a session. */
export const useHotGames = () => useQuery(hotGamesQuery(useQueryScope()));
