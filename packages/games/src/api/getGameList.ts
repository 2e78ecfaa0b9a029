import type { GameCategory } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

export const GAME_PAGE_SIZE = 12;

/** A page of a vendor's games in a category. */
export const gameListQuery = (
  scope: QueryScope,
  { category, vassalage, page }: { category: GameCategory; vassalage: string; page: number },
) =>
  callQuery(scope, 'gameList', {
    gameType: category,
    vassalage: vassalage.toUpperCase(),
    pageNo: page,
    pageSize: GAME_PAGE_SIZE,
    language: scope.language,
  });

/** A page of a vendor's games; no category is no games. */
export const useGameList = (category: GameCategory | undefined, vassalage: string, page: number) =>
  useQuery({
    ...gameListQuery(useQueryScope(), { category: category ?? 'RNG', vassalage, page }),
    enabled: category !== undefined,
  });
