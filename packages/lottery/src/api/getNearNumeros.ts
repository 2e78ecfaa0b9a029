import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** A game's open numero (with its countdown) and the last drawn one. */
export const nearNumerosQuery = (scope: QueryScope, gameId: number) =>
  callQuery(scope, 'nearNumeros', { gameId });

/**
 * Read again when the open numero's draw has passed: `refetchInterval` is the time left
 * (at least 1 s, at most 30 s, as portal-spec's lottery refresh asks).
 */
export const useNearNumeros = (gameId: number) =>
  useQuery({
    ...nearNumerosQuery(useQueryScope(), gameId),
    refetchInterval: (query) =>
      Math.min(30_000, Math.max(1_000, query.state.data?.currentNumero.remainTime ?? 7_000)),
  });
