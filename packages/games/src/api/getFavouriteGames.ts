import type { GameCategory } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The member's favourite game ids. */
export const favouriteGameIdsQuery = (scope: QueryScope) =>
  callQuery(scope, 'favouriteGameIds', {});

/** The favourite game ids of a member who may have them (not visitors, not trial accounts). */
export const useFavouriteGameIds = () => {
  const scope = useQueryScope();
  const { isLogin, isTrial } = useSession();
  return useQuery({ ...favouriteGameIdsQuery(scope), enabled: isLogin && !isTrial });
};

/** Adds or removes a favourite; the answer is the new list, kept as the query's data. */
export const useToggleFavourite = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      nodeId,
      vendor,
      gameType,
      add,
    }: {
      nodeId: number;
      vendor: string;
      gameType: GameCategory;
      add: boolean;
    }) =>
      add
        ? scope.api.call('addFavouriteGame', { nodeId, vendor, gameType })
        : scope.api.call('removeFavouriteGame', { nodeId }),
    onSuccess: (value) => {
      client.setQueryData(favouriteGameIdsQuery(scope).queryKey, value);
      // The favourites lane lists whole games, which the answer does not carry: read it again.
      void client.invalidateQueries({ queryKey: ['favouriteGames'] });
    },
  });
};
