import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The rooms of a card-game vendor's lobby (no game chosen). */
export const pvpRoomsQuery = (scope: QueryScope, vassalage: string) =>
  callQuery(scope, 'pvpRooms', { vassalage: vassalage.toUpperCase() });

/**
 * The rooms of a card-game vendor, for members (the call needs a token). Seats fill and empty
 * through the day, so the list is read again every minute while it is shown.
 */
export const usePvpRooms = (vassalage: string) => {
  const { isLogin } = useSession();
  return useQuery({
    ...pvpRoomsQuery(useQueryScope(), vassalage),
    enabled: isLogin,
    refetchInterval: 60_000,
  });
};
