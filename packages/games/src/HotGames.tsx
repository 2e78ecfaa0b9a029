import { useLingui } from '@lingui/react/macro';
import { useHotGames } from './api/getHotGames.ts';
import { GameLane } from './GameLane.tsx';

/** The home page's hot games across vendors (portal-spec section 2), read once a session. */
export const HotGames = () => {
  const { t } = useLingui();
  const hot = useHotGames();
  return (
    <GameLane
      title={t`Hot games`}
      games={hot.data?.list}
      query={hot}
      empty={t`No hot games right now.`}
    />
  );
};
