import { useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/session';
import { useFavouriteGames, useRecentGames } from './api/getMemberLanes.ts';
import { GameLane } from './GameLane.tsx';

/** The member's favourite games; a star on any card adds or removes one. */
export const FavouriteGamesLane = () => {
  const { t } = useLingui();
  const favourites = useFavouriteGames();
  return (
    <GameLane
      title={t`My favourites`}
      games={favourites.data?.content}
      query={favourites}
      empty={t`Tap the star on a game to keep it here.`}
    />
  );
};

/** The games the member launched lately. */
export const RecentGamesLane = () => {
  const { t } = useLingui();
  const recent = useRecentGames();
  return (
    <GameLane
      title={t`Recently played`}
      games={recent.data?.list}
      query={recent}
      empty={t`Games you play will show here.`}
    />
  );
};

/**
 * The game centre's member lanes (portal-spec section 3): favourites, then recent games.
 * Visitors and trial accounts have neither, so nothing is shown to them.
 */
export const MemberGameLanes = () => {
  const { isLogin, isTrial } = useSession();
  if (!isLogin || isTrial) return null;
  return (
    <>
      <FavouriteGamesLane />
      <RecentGamesLane />
    </>
  );
};
